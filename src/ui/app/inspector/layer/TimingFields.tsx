/**
 * When the layer shows within its scene (start/stop, clamped by setLayerWindow) and
 * its animation, edited in the animation picker.
 */
import { useState } from 'react';
import { setLayerWindow } from '../../../../shared/project/edits/layers.ts';
import { useT } from '../../../i18n/use-t.ts';
import { AnimationPicker } from '../../pickers/AnimationPicker.tsx';
import { NumberField, ParsedField } from '../controls.tsx';
import { formatNumber, parseStop } from '../fields.ts';
import { useApply } from '../use-apply.ts';
import type { LayerFieldsProps } from './types.ts';

export function TimingFields({ layer }: LayerFieldsProps) {
  const t = useT('inspector');
  const apply = useApply();
  const [animationOpen, setAnimationOpen] = useState(false);
  const window = (field: string, label: string, start: number, stop: number | undefined) =>
    apply(label, (p) => setLayerWindow(p, layer.id, start, stop), `inspector:${layer.id}:${field}`);
  return (
    <>
      <div className="cw-field-grid">
        <NumberField
          name="start"
          label={t('start')}
          value={layer.start}
          rule={{ min: 0 }}
          commit={(start) => window('start', t('start'), start, layer.stop)}
        />
        <ParsedField<number | undefined>
          name="stop"
          label={t('stop')}
          value={formatNumber(layer.stop)}
          placeholder={t('stopHint')}
          parse={parseStop}
          commit={(stop) => window('stop', t('stop'), layer.start, stop)}
        />
      </div>
      <button type="button" aria-expanded={animationOpen} onClick={() => setAnimationOpen(!animationOpen)}>
        {t('animation')}
      </button>
      {animationOpen ? <AnimationPicker layerId={layer.id} /> : null}
    </>
  );
}
