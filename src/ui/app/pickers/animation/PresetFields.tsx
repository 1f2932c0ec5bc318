/** A layer's animation preset: which one, its direction, speed and intensity, and when it plays. */
import { useId } from 'react';
import { PRESET_DIRECTIONS } from '../../../../shared/animation/presets/common.ts';
import { PRESET_NAMES, TRIGGERS, type PresetAnimation } from '../../../../shared/model/animation.ts';
import type { Layer } from '../../../../shared/model/layer.ts';
import type { KeyIn } from '../../../i18n/messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { presetKey } from './labels.ts';
import { usePresetEdit, type PresetEdit } from './use-preset-edit.ts';

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

export function PresetFields(props: { layer: Layer }) {
  const t = useT('animation');
  const id = useId();
  const { layer } = props;
  const edit = usePresetEdit(layer);
  const { current, write } = edit;
  const allowed = current === undefined ? [] : PRESET_DIRECTIONS[current.name].allowed;
  return (
    <fieldset className="cw-anim-group">
      <legend>{t('preset')}</legend>
      <label htmlFor={`${id}-name`}>{t('preset')}</label>
      <select id={`${id}-name`} value={current?.name ?? 'none'} onChange={(e) => edit.choose(e.target.value)}>
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
      <PresetSlider id={id} setting="speed" layerId={layer.id} edit={edit} />
      <PresetSlider id={id} setting="intensity" layerId={layer.id} edit={edit} />
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

/** The preset's speed or intensity (0–1); a slider's drag is one undo step. */
function PresetSlider(props: {
  /** The fieldset's id prefix. */
  id: string;
  setting: 'speed' | 'intensity';
  layerId: string;
  edit: PresetEdit;
}) {
  const t = useT('animation');
  const { id, setting: key } = props;
  const { current, write } = props.edit;
  return (
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
          current && write({ ...current, [key]: Number(e.target.value) }, `animation:${props.layerId}:${key}`)
        }
      />
    </>
  );
}
