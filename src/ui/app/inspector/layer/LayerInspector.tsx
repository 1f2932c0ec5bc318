/** The selected layer's fields: geometry, its kind's own fields, and timing/animation. */
import { kindOf } from '../../../../shared/kinds/registry.ts';
import type { Layer } from '../../../../shared/model/layer.ts';
import { KindFields, UI_KINDS } from '../../layer-kinds.tsx';
import { updateLayerProperty } from '../../../../shared/project/edits/layers.ts';
import { useT } from '../../../i18n/use-t.ts';
import { FieldGroup } from '../controls.tsx';
import { useApply } from '../use-apply.ts';
import { GeometryFields } from './GeometryFields.tsx';
import { TimingFields } from './TimingFields.tsx';
import type { EditProperty } from './types.ts';

export function LayerInspector({ layer }: { layer: Layer }) {
  const t = useT('inspector');
  const apply = useApply();
  const editProperty: EditProperty = (field, label, patch) =>
    apply(label, (p) => updateLayerProperty(p, layer.id, patch), `inspector:${layer.id}:${field}`);
  const kind = UI_KINDS[kindOf(layer.property.type)].inspectorGroup;
  return (
    <div className="cw-layer-inspector" data-layer-id={layer.id} data-kind={kind}>
      <FieldGroup title={t('geometry')}>
        <GeometryFields layer={layer} property={layer.property} editProperty={editProperty} />
      </FieldGroup>
      <FieldGroup title={t(`kind_${kind}`)}>
        <KindFields layer={layer} editProperty={editProperty} />
      </FieldGroup>
      <FieldGroup title={t('timing')}>
        <TimingFields layer={layer} property={layer.property} editProperty={editProperty} />
      </FieldGroup>
    </div>
  );
}
