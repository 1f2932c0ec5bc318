/** A layer's animation preset: which one, its direction, speed and intensity, and when it plays. */
import { useId } from 'react';
import { Select } from '../../common/controls/Select.tsx';
import { Slider } from '../../common/controls/Slider.tsx';
import { PRESET_DIRECTIONS } from '../../../../shared/animation/presets/common.ts';
import { PRESET_NAMES, TRIGGERS, type PresetAnimation } from '../../../../shared/model/animation.ts';
import type { Layer } from '../../../../shared/model/layer.ts';
import type { KeyIn } from '../../../i18n/messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { FieldLabel } from './FieldLabel.tsx';
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
      <FieldLabel id={`${id}-name`}>{t('preset')}</FieldLabel>
      <Select
        id={`${id}-name`}
        labelledBy={`${id}-name-label`}
        value={current?.name ?? 'none'}
        options={[
          { value: 'none', label: t('none') },
          ...PRESET_NAMES.map((name) => ({ value: name, label: t(presetKey(name)) })),
        ]}
        onChange={(value) => edit.choose(value)}
      />
      <FieldLabel id={`${id}-direction`}>{t('direction')}</FieldLabel>
      <Select
        id={`${id}-direction`}
        labelledBy={`${id}-direction-label`}
        value={current?.direction ?? ''}
        disabled={current === undefined || allowed.length === 0}
        options={
          allowed.length === 0
            ? [{ value: current?.direction ?? '', label: '—' }]
            : allowed.map((direction) => ({ value: direction, label: t(DIRECTION_KEYS[direction]) }))
        }
        onChange={(value) =>
          current && write({ ...current, direction: value as PresetAnimation['direction'] })
        }
      />
      <PresetSlider id={id} setting="speed" layerId={layer.id} edit={edit} />
      <PresetSlider id={id} setting="intensity" layerId={layer.id} edit={edit} />
      <FieldLabel id={`${id}-trigger`}>{t('trigger')}</FieldLabel>
      <Select
        id={`${id}-trigger`}
        labelledBy={`${id}-trigger-label`}
        value={current?.trigger ?? 'both'}
        disabled={current === undefined}
        options={TRIGGERS.map((trigger) => ({ value: trigger, label: t(TRIGGER_KEYS[trigger]) }))}
        onChange={(value) => current && write({ ...current, trigger: value as PresetAnimation['trigger'] })}
      />
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
      <span id={`${id}-${key}-label`}>{t(key)}</span>
      <Slider
        id={`${id}-${key}`}
        labelledBy={`${id}-${key}-label`}
        min={0}
        max={1}
        step={0.05}
        value={current?.[key] ?? 0.5}
        disabled={current === undefined}
        onChange={(value) =>
          current && write({ ...current, [key]: value }, `animation:${props.layerId}:${key}`)
        }
      />
    </>
  );
}
