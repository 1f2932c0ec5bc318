/**
 * Shapes: box shapes and path shapes have fill, stroke, dash; rectangles their corner
 * radii rx/ry, path shapes their corner radius; lines and arrows a stroke colour and width.
 */
import type { BoxShapeProperty, LineProperty, PathShapeProperty } from '../../../../shared/model/layer.ts';
import { useT } from '../../../i18n/use-t.ts';
import { NumberField } from '../controls.tsx';
import { PaintFields } from './PaintFields.tsx';
import type { LayerFieldsProps } from './types.ts';

export function BoxShapeFields(props: LayerFieldsProps<BoxShapeProperty>) {
  const t = useT('inspector');
  const { property: p, editProperty } = props;
  return (
    <>
      <PaintFields {...props} fill stroke dash />
      {p.type === 'rect' ? (
        <div className="cw-field-grid">
          <NumberField
            name="rx"
            label={t('rx')}
            value={p.rx ?? 0}
            rule={{ min: 0 }}
            commit={(rx) => editProperty('rx', t('rx'), { rx })}
          />
          <NumberField
            name="ry"
            label={t('ry')}
            value={p.ry ?? 0}
            rule={{ min: 0 }}
            commit={(ry) => editProperty('ry', t('ry'), { ry })}
          />
        </div>
      ) : null}
    </>
  );
}

export function PathShapeFields(props: LayerFieldsProps<PathShapeProperty>) {
  const t = useT('inspector');
  const { property: p, editProperty } = props;
  return (
    <>
      <PaintFields {...props} fill stroke dash />
      <NumberField
        name="cornerRadius"
        label={t('cornerRadius')}
        value={p.cornerRadius}
        rule={{ min: 0 }}
        commit={(cornerRadius) => editProperty('cornerRadius', t('cornerRadius'), { cornerRadius })}
      />
    </>
  );
}

export function LineFields(props: LayerFieldsProps<LineProperty>) {
  return <PaintFields {...props} stroke dash />;
}
