/**
 * A layer's animation preset (the first of its preset list): choosing one (or none), and changing the
 * chosen one's settings. Each change is one undo step; `coalesce` merges the steps of a slider's drag.
 */
import { PRESET_DIRECTIONS } from '../../../../shared/animation/presets/common.ts';
import type { AnimationPreset, PresetAnimation, PresetName } from '../../../../shared/model/animation.ts';
import type { Layer } from '../../../../shared/model/layer.ts';
import { setLayerPreset } from '../../../../shared/project/edits/animation.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useEditorStore } from '../../../store/use-editor.ts';

/** A new preset's duration (ms): only used for a window without end (the engine default 1000 ms). */
const PRESET_DURATION_MS = 1000;

export interface PresetEdit {
  current: PresetAnimation | undefined;
  /** Replaces the preset (`undefined`: none). */
  write(next: PresetAnimation | undefined, coalesce?: string): void;
  /** Chooses a preset by name ('none' removes it), keeping the trigger, speed and intensity set so far. */
  choose(name: string): void;
}

export function usePresetEdit(layer: Layer): PresetEdit {
  const t = useT('animation');
  const store = useEditorStore();
  const current: PresetAnimation | undefined = layer.animations?.animations[0];
  const write = (next: PresetAnimation | undefined, coalesce?: string) => {
    const preset: AnimationPreset | undefined =
      next === undefined
        ? undefined
        : { animations: [next], duration: layer.animations?.duration ?? PRESET_DURATION_MS };
    store.apply(t('undoPreset'), (p) => setLayerPreset(p, layer.id, preset), coalesce ? { coalesce } : {});
  };
  const choose = (name: string) => {
    if (name === 'none') return write(undefined);
    const preset = name as PresetName;
    write({
      name: preset,
      trigger: current?.trigger ?? 'both',
      direction: PRESET_DIRECTIONS[preset].default,
      speed: current?.speed ?? 0.5,
      intensity: current?.intensity ?? 0.5,
    });
  };
  return { current, write, choose };
}
