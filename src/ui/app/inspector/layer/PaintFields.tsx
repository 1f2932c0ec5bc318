/**
 * Fill and stroke for text, shapes, lines and icons; each kind shows the parts it has. A
 * fill that is not a plain colour (a gradient object) shows black until the creator picks a colour.
 */
import { useT } from '../../../i18n/use-t.ts';
import { ColourField, NumberField, ParsedField } from '../controls.tsx';
import { colourInputValue, formatDashArray, parseDashArray } from '../fields.ts';
import type { LayerFieldsProps } from './types.ts';

export function PaintFields(
  props: LayerFieldsProps & { fill?: boolean; stroke?: boolean; dash?: boolean; fillLabel?: string },
) {
  const t = useT('inspector');
  const { property: p, editProperty } = props;
  if (p.type === 'Avatar') return null;
  return (
    <div className="cw-field-grid">
      {props.fill === true ? (
        <ColourField
          label={props.fillLabel ?? t('fill')}
          value={colourInputValue(p.fill)}
          onInput={(fill) => editProperty('fill', t('fill'), { fill })}
        />
      ) : null}
      {props.stroke === true ? (
        <>
          <ColourField
            label={t('stroke')}
            value={colourInputValue(p.stroke)}
            onInput={(stroke) => editProperty('stroke', t('stroke'), { stroke })}
          />
          <NumberField
            name="strokeWidth"
            label={t('strokeWidth')}
            value={p.strokeWidth ?? 0}
            rule={{ min: 0, max: 500 }}
            commit={(strokeWidth) => editProperty('strokeWidth', t('strokeWidth'), { strokeWidth })}
          />
        </>
      ) : null}
      {props.dash === true ? (
        <ParsedField<number[] | null>
          name="strokeDashArray"
          label={t('dash')}
          value={formatDashArray(p.strokeDashArray)}
          placeholder="10, 5"
          parse={parseDashArray}
          commit={(strokeDashArray) => editProperty('strokeDashArray', t('dash'), { strokeDashArray })}
        />
      ) : null}
    </div>
  );
}
