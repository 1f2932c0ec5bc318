/** Position, size, rotation, opacity and flips of any layer (model units). */
import { useT } from '../../../i18n/use-t.ts';
import { CheckField, NumberField, SliderField } from '../controls.tsx';
import { hasHeightField, shownSize, sizePatch, sizeRule, type Axis } from '../layer-fields.ts';
import type { LayerFieldsProps } from './types.ts';

export function GeometryFields({ property: p, editProperty }: LayerFieldsProps) {
  const t = useT('inspector');
  const size = (axis: Axis) => (
    <NumberField
      name={axis}
      label={t(axis)}
      value={shownSize(p, axis)}
      rule={sizeRule(p, axis)}
      commit={(value) => editProperty(axis, t(axis), sizePatch(p, axis, value))}
    />
  );
  return (
    <div className="cw-field-grid">
      <NumberField
        name="left"
        label={t('left')}
        value={p.left}
        commit={(left) => editProperty('left', t('left'), { left })}
      />
      <NumberField
        name="top"
        label={t('top')}
        value={p.top}
        commit={(top) => editProperty('top', t('top'), { top })}
      />
      {size('width')}
      {hasHeightField(p) ? size('height') : null}
      <NumberField
        name="angle"
        label={t('angle')}
        value={p.angle}
        rule={{ min: -360, max: 360 }}
        commit={(angle) => editProperty('angle', t('angle'), { angle })}
      />
      <SliderField
        label={t('opacity')}
        value={p.opacity}
        min={0}
        max={1}
        step={0.01}
        onInput={(opacity) => editProperty('opacity', t('opacity'), { opacity })}
      />
      <CheckField
        label={t('flipX')}
        checked={p.flipX}
        onChange={(flipX) => editProperty('flipX', t('flipX'), { flipX })}
      />
      <CheckField
        label={t('flipY')}
        checked={p.flipY}
        onChange={(flipY) => editProperty('flipY', t('flipY'), { flipY })}
      />
    </div>
  );
}
