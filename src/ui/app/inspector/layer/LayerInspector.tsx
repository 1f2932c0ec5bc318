/** The selected layer's fields: geometry, its kind's own fields, and timing/animation. */
import type { Layer } from '../../../../shared/model/layer.ts';
import { updateLayerProperty } from '../../../../shared/project/edits/layers.ts';
import { useT } from '../../../i18n/use-t.ts';
import { FieldGroup } from '../controls.tsx';
import { inspectorKind } from '../layer-fields.ts';
import { useApply } from '../use-apply.ts';
import { AvatarFields } from './AvatarFields.tsx';
import { GeometryFields } from './GeometryFields.tsx';
import { IconFields } from './IconFields.tsx';
import { ImageFields, StickerFields, VideoFields } from './MediaFields.tsx';
import { BoxShapeFields, LineFields, PathShapeFields } from './ShapeFields.tsx';
import { TextFields } from './TextFields.tsx';
import { TimingFields } from './TimingFields.tsx';
import type { EditProperty } from './types.ts';

function KindFields({ layer, editProperty }: { layer: Layer; editProperty: EditProperty }) {
  const p = layer.property;
  switch (p.type) {
    case 'textbox':
      return <TextFields layer={layer} property={p} editProperty={editProperty} />;
    case 'rect':
    case 'triangle':
    case 'circle':
      return <BoxShapeFields layer={layer} property={p} editProperty={editProperty} />;
    case 'CustomPath':
      return <PathShapeFields layer={layer} property={p} editProperty={editProperty} />;
    case 'CustomLine':
    case 'CustomArrow':
    case 'CustomDoubleArrow':
      return <LineFields layer={layer} property={p} editProperty={editProperty} />;
    case 'CustomImage':
      return <ImageFields layer={layer} property={p} editProperty={editProperty} />;
    case 'CustomVideo':
      return <VideoFields layer={layer} property={p} editProperty={editProperty} />;
    case 'CustomSticker':
      return <StickerFields layer={layer} property={p} editProperty={editProperty} />;
    case 'CustomIcon':
      return <IconFields layer={layer} property={p} editProperty={editProperty} />;
    case 'Avatar':
      return <AvatarFields layer={layer} property={p} editProperty={editProperty} />;
  }
}

export function LayerInspector({ layer }: { layer: Layer }) {
  const t = useT('inspector');
  const apply = useApply();
  const editProperty: EditProperty = (field, label, patch) =>
    apply(label, (p) => updateLayerProperty(p, layer.id, patch), `inspector:${layer.id}:${field}`);
  const kind = inspectorKind(layer.property.type);
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
