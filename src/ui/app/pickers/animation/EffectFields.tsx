/** An entrance or exit effect of a layer: its name, ease and duration (ease and duration wait for an effect). */
import { useId } from 'react';
import { Select } from '../../common/controls/Select.tsx';
import {
  EASES,
  ENTER_EFFECTS,
  EXIT_EFFECTS,
  type EaseName,
  type LayerAnimation,
} from '../../../../shared/model/animation.ts';
import type { Layer } from '../../../../shared/model/layer.ts';
import { setLayerEffects } from '../../../../shared/project/edits/animation.ts';
import type { KeyIn } from '../../../i18n/messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useEditorStore } from '../../../store/use-editor.ts';
import { FieldLabel } from './FieldLabel.tsx';
import { effectLabel } from './labels.ts';

const EASE_KEYS: Record<EaseName, KeyIn<'animation'>> = {
  linear: 'easeLinear',
  smooth: 'easeSmooth',
  bounce: 'easeBounce',
};

export function EffectFields(props: { layer: Layer; phase: 'enter' | 'exit' }) {
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
      <FieldLabel id={`${id}-name`}>{t('effect')}</FieldLabel>
      <Select
        id={`${id}-name`}
        labelledBy={`${id}-name-label`}
        value={effect.name}
        options={names.map((name) => ({ value: name, label: effectLabel(t, name) }))}
        onChange={(value) => write({ name: value as typeof effect.name })}
      />
      <FieldLabel id={`${id}-ease`}>{t('ease')}</FieldLabel>
      <Select
        id={`${id}-ease`}
        labelledBy={`${id}-ease-label`}
        value={effect.ease}
        disabled={disabled}
        options={EASES.map((ease) => ({ value: ease, label: t(EASE_KEYS[ease]) }))}
        onChange={(value) => write({ ease: value as EaseName })}
      />
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
