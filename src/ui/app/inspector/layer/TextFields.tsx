/** A text box's own fields: content, font, decorations, alignment, spacing, colours. */
import { FONT_NAMES } from '../../../../shared/fonts/names.ts';
import type { TextProperty } from '../../../../shared/model/layer.ts';
import { useT } from '../../../i18n/use-t.ts';
import { CheckField, SelectField, TextAreaField, type Choice } from '../controls.tsx';
import { PaintFields } from './PaintFields.tsx';
import { TextFormatFields } from './TextFormatFields.tsx';
import type { LayerFieldsProps } from './types.ts';

const FONT_CHOICES: readonly Choice[] = FONT_NAMES.map(({ name }) => ({ value: name, label: name }));

/** The editor's font names, plus the layer's own value when it is something else (a stack, an old name). */
function fontChoices(current: string): readonly Choice[] {
  return FONT_CHOICES.some((choice) => choice.value === current)
    ? FONT_CHOICES
    : [{ value: current, label: current }, ...FONT_CHOICES];
}

export function TextFields(props: LayerFieldsProps<TextProperty>) {
  const t = useT('inspector');
  const { property: p, editProperty } = props;
  const flag = (field: 'underline' | 'overline' | 'linethrough') => (
    <CheckField
      label={t(field)}
      checked={p[field]}
      onChange={(on) => editProperty(field, t(field), { [field]: on })}
    />
  );
  return (
    <>
      <TextAreaField
        label={t('text')}
        value={p.text}
        onInput={(text) => editProperty('text', t('text'), { text })}
      />
      <SelectField
        label={t('fontFamily')}
        value={p.fontFamily}
        choices={fontChoices(p.fontFamily)}
        onChange={(fontFamily) => editProperty('fontFamily', t('fontFamily'), { fontFamily })}
      />
      <TextFormatFields property={p} editProperty={editProperty} />
      <div className="cw-field-row">
        {flag('underline')}
        {flag('overline')}
        {flag('linethrough')}
      </div>
      <PaintFields {...props} fill stroke />
    </>
  );
}
