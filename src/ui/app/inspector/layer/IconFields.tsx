/** An icon: recoloured with its fill when `fillNeeded` is on. */
import type { IconProperty } from '../../../../shared/model/layer.ts';
import { useT } from '../../../i18n/use-t.ts';
import { CheckField } from '../controls.tsx';
import { PaintFields } from './PaintFields.tsx';
import type { LayerFieldsProps } from './types.ts';

export function IconFields(props: LayerFieldsProps<IconProperty>) {
  const t = useT('inspector');
  const { property: p, editProperty } = props;
  return (
    <>
      <PaintFields {...props} fill fillLabel={t('iconColour')} />
      <CheckField
        label={t('fillNeeded')}
        checked={p.fillNeeded}
        onChange={(fillNeeded) => editProperty('fillNeeded', t('fillNeeded'), { fillNeeded })}
      />
    </>
  );
}
