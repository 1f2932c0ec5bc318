/**
 * The animation picker: the layer's entrance and exit effects (each with ease
 * and duration) and its animation preset (with direction, speed, intensity and when it plays), with a live
 * preview of the result on the layer. Every choice is one undo step through the store; sliders coalesce.
 */
import { useId } from 'react';
import { PRESET_DIRECTIONS } from '../../../shared/animation/presets/common.ts';
import {
  EASES,
  ENTER_EFFECTS,
  EXIT_EFFECTS,
  PRESET_NAMES,
  TRIGGERS,
  type AnimationPreset,
  type EaseName,
  type LayerAnimation,
  type PresetAnimation,
  type PresetName,
} from '../../../shared/model/animation.ts';
import type { Layer } from '../../../shared/model/layer.ts';
import { setLayerEffects, setLayerPreset } from '../../../shared/project/edits/animation.ts';
import { findLayer } from '../../../shared/project/edits/layers.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorState, useEditorStore } from '../../store/use-editor.ts';
import { AnimationPreview } from './animation/AnimationPreview.tsx';
import { effectLabel, presetKey } from './animation/labels.ts';
import './animation/animation.css';
import type { KeyIn } from '../../i18n/messages.ts';

const EASE_KEYS: Record<EaseName, KeyIn<'animation'>> = {
  linear: 'easeLinear',
  smooth: 'easeSmooth',
  bounce: 'easeBounce',
};
const TRIGGER_KEYS: Record<(typeof TRIGGERS)[number], KeyIn<'animation'>> = {
  enter: 'triggerEnter',
  exit: 'triggerExit',
  both: 'triggerBoth',
};
const DIRECTION_KEYS = {
  left: 'dirLeft',
  right: 'dirRight',
  up: 'dirUp',
  down: 'dirDown',
  in: 'dirIn',
} as const;
/** A new preset's duration (ms): only used for a window without end (the engine default 1000 ms). */
const PRESET_DURATION_MS = 1000;

export function AnimationPicker(props: { layerId: string }) {
  const t = useT('animation');
  const layer = useEditorState((s) => findLayer(s.project, props.layerId)?.layer);
  const sceneIndex = useEditorState((s) => findLayer(s.project, props.layerId)?.sceneIndex ?? -1);
  const scene = useEditorState((s) => s.project.clips[sceneIndex]);
  const layout = useEditorState((s) => s.project.layout);
  if (layer === undefined || scene === undefined)
    return (
      <section className="cw-panel cw-anim" aria-label={t('title')}>
        <p>{t('noLayer')}</p>
      </section>
    );
  return (
    <section className="cw-panel cw-anim" aria-label={t('title')}>
      <h2 className="cw-anim-title">{t('title')}</h2>
      <AnimationPreview
        layer={layer}
        layout={layout}
        clipDuration={scene.duration}
        background={scene.bgColor}
        label={t('preview')}
      />
      <EffectFields layer={layer} phase="enter" />
      <EffectFields layer={layer} phase="exit" />
      <PresetFields layer={layer} />
    </section>
  );
}

function EffectFields(props: { layer: Layer; phase: 'enter' | 'exit' }) {
  const t = useT('animation');
  const store = useEditorStore();
  const id = useId();
  const { layer, phase } = props;
  const effect = layer.animation[phase];
  const names: readonly string[] = ['none', ...(phase === 'enter' ? ENTER_EFFECTS : EXIT_EFFECTS)];
  const write = (patch: Partial<typeof effect>, coalesce?: string) => {
    const animation = { ...layer.animation, [phase]: { ...effect, ...patch } } as LayerAnimation;
    store.apply(
      t('undoEffect'),
      (p) => setLayerEffects(p, layer.id, animation),
      coalesce ? { coalesce } : {},
    );
  };
  const disabled = effect.name === 'none';
  return (
    <fieldset className="cw-anim-group">
      <legend>{t(phase === 'enter' ? 'entrance' : 'exit')}</legend>
      <label htmlFor={`${id}-name`}>{t('effect')}</label>
      <select
        id={`${id}-name`}
        value={effect.name}
        onChange={(e) => write({ name: e.target.value as typeof effect.name })}
      >
        {names.map((name) => (
          <option key={name} value={name}>
            {effectLabel(t, name)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-ease`}>{t('ease')}</label>
      <select
        id={`${id}-ease`}
        value={effect.ease}
        disabled={disabled}
        onChange={(e) => write({ ease: e.target.value as EaseName })}
      >
        {EASES.map((ease) => (
          <option key={ease} value={ease}>
            {t(EASE_KEYS[ease])}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-duration`}>{t('duration')}</label>
      <input
        id={`${id}-duration`}
        type="number"
        min={0.1}
        max={10}
        step={0.1}
        value={effect.duration}
        disabled={disabled}
        onChange={(e) => {
          const value = Number(e.target.value);
          if (Number.isFinite(value) && value > 0)
            write({ duration: value }, `animation:${layer.id}:${phase}:duration`);
        }}
      />
    </fieldset>
  );
}

function PresetFields(props: { layer: Layer }) {
  const t = useT('animation');
  const store = useEditorStore();
  const id = useId();
  const { layer } = props;
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
  const allowed = current === undefined ? [] : PRESET_DIRECTIONS[current.name].allowed;
  const slider = (key: 'speed' | 'intensity') => (
    <>
      <label htmlFor={`${id}-${key}`}>{t(key)}</label>
      <input
        id={`${id}-${key}`}
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={current?.[key] ?? 0.5}
        disabled={current === undefined}
        onChange={(e) =>
          current && write({ ...current, [key]: Number(e.target.value) }, `animation:${layer.id}:${key}`)
        }
      />
    </>
  );
  return (
    <fieldset className="cw-anim-group">
      <legend>{t('preset')}</legend>
      <label htmlFor={`${id}-name`}>{t('preset')}</label>
      <select id={`${id}-name`} value={current?.name ?? 'none'} onChange={(e) => choose(e.target.value)}>
        <option value="none">{t('none')}</option>
        {PRESET_NAMES.map((name) => (
          <option key={name} value={name}>
            {t(presetKey(name))}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-direction`}>{t('direction')}</label>
      <select
        id={`${id}-direction`}
        value={current?.direction ?? ''}
        disabled={current === undefined || allowed.length === 0}
        onChange={(e) =>
          current && write({ ...current, direction: e.target.value as PresetAnimation['direction'] })
        }
      >
        {allowed.length === 0 && <option value={current?.direction ?? ''}>—</option>}
        {allowed.map((direction) => (
          <option key={direction} value={direction}>
            {t(DIRECTION_KEYS[direction])}
          </option>
        ))}
      </select>
      {slider('speed')}
      {slider('intensity')}
      <label htmlFor={`${id}-trigger`}>{t('trigger')}</label>
      <select
        id={`${id}-trigger`}
        value={current?.trigger ?? 'both'}
        disabled={current === undefined}
        onChange={(e) =>
          current && write({ ...current, trigger: e.target.value as PresetAnimation['trigger'] })
        }
      >
        {TRIGGERS.map((trigger) => (
          <option key={trigger} value={trigger}>
            {t(TRIGGER_KEYS[trigger])}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
