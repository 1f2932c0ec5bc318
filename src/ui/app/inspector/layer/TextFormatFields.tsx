/** A text box's type settings, in one grid: size, weight, style, alignment, line height, spacing, direction. */
import { TEXT_ALIGNS, TEXT_DIRECTIONS, type TextProperty } from '../../../../shared/model/layer.ts';
import { useT } from '../../../i18n/use-t.ts';
import { NumberField, SelectField } from '../controls.tsx';
import { weightOptions, weightValue } from '../layer-fields.ts';
import type { EditProperty } from './types.ts';

export function TextFormatFields(props: { property: TextProperty; editProperty: EditProperty }) {
  const t = useT('inspector');
  const { property: p, editProperty } = props;
  const weightLabel = (w: string) =>
    w === 'normal' ? t('weightNormal') : w === 'bold' ? t('weightBold') : w;
  const alignLabel = {
    left: t('alignLeft'),
    center: t('alignCenter'),
    right: t('alignRight'),
    justify: t('alignJustify'),
  };
  return (
    <div className="cw-field-grid">
      <NumberField
        name="fontSize"
        label={t('fontSize')}
        value={p.fontSize}
        rule={{ min: 1, max: 2000 }}
        commit={(fontSize) => editProperty('fontSize', t('fontSize'), { fontSize })}
      />
      <SelectField
        label={t('fontWeight')}
        value={String(p.fontWeight)}
        choices={weightOptions(p.fontWeight).map((w) => ({ value: w, label: weightLabel(w) }))}
        onChange={(w) => editProperty('fontWeight', t('fontWeight'), { fontWeight: weightValue(w) })}
      />
      <SelectField
        label={t('fontStyle')}
        value={p.fontStyle === 'italic' ? 'italic' : 'normal'}
        choices={[
          { value: 'normal', label: t('styleNormal') },
          { value: 'italic', label: t('styleItalic') },
        ]}
        onChange={(fontStyle) => editProperty('fontStyle', t('fontStyle'), { fontStyle })}
      />
      <SelectField
        label={t('textAlign')}
        value={p.textAlign}
        choices={TEXT_ALIGNS.map((a) => ({ value: a, label: alignLabel[a] }))}
        onChange={(textAlign) => editProperty('textAlign', t('textAlign'), { textAlign })}
      />
      <NumberField
        name="lineHeight"
        label={t('lineHeight')}
        value={p.lineHeight}
        rule={{ min: 0.1, max: 10 }}
        commit={(lineHeight) => editProperty('lineHeight', t('lineHeight'), { lineHeight })}
      />
      <NumberField
        name="charSpacing"
        label={t('charSpacing')}
        value={p.charSpacing}
        rule={{ min: -1000, max: 10000 }}
        commit={(charSpacing) => editProperty('charSpacing', t('charSpacing'), { charSpacing })}
      />
      <SelectField
        label={t('direction')}
        value={p.direction}
        choices={TEXT_DIRECTIONS.map((d) => ({ value: d, label: t(d) }))}
        onChange={(direction) => editProperty('direction', t('direction'), { direction })}
      />
    </div>
  );
}
