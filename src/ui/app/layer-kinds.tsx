/**
 * What the editor's panels show of each layer kind: its glyph in the layer panel, its group of fields in the
 * inspector, and the name of that group. A registry keyed by the kinds of src/shared/kinds, so a kind
 * without its panels does not compile. The kind's name in words is the message `layers.kind_<kind>`.
 */
import type { ReactNode } from 'react';
import {
  type KindProperties,
  type Kinded,
  type LayerKindName,
  withKind,
} from '../../shared/kinds/registry.ts';
import type { Layer } from '../../shared/model/layer.ts';
import { AvatarFields } from './inspector/layer/AvatarFields.tsx';
import { IconFields } from './inspector/layer/IconFields.tsx';
import { ImageFields, StickerFields, VideoFields } from './inspector/layer/MediaFields.tsx';
import { BoxShapeFields, LineFields, PathShapeFields } from './inspector/layer/ShapeFields.tsx';
import { TextFields } from './inspector/layer/TextFields.tsx';
import type { EditProperty, LayerFieldsProps } from './inspector/layer/types.ts';

/** The inspector's name of a kind's field group (the message `inspector.kind_<group>`, the `data-kind`). */
export type InspectorGroup =
  'text' | 'shape' | 'path' | 'line' | 'image' | 'video' | 'sticker' | 'icon' | 'avatar';

export interface UiKindDefinition<K extends LayerKindName> {
  /** A glyph for the layer panel (decorative: the kind is also said in words). */
  readonly icon: string;
  readonly inspectorGroup: InspectorGroup;
  /** The kind's own fields in the inspector. */
  readonly Fields: (props: LayerFieldsProps<KindProperties[K]>) => ReactNode;
}

// Glyphs are plain symbols that common text fonts have, not emoji, which many systems lack.
export const UI_KINDS: { readonly [K in LayerKindName]: UiKindDefinition<K> } = {
  image: { icon: '▣', inspectorGroup: 'image', Fields: ImageFields },
  video: { icon: '▶', inspectorGroup: 'video', Fields: VideoFields },
  icon: { icon: '★', inspectorGroup: 'icon', Fields: IconFields },
  sticker: { icon: '✿', inspectorGroup: 'sticker', Fields: StickerFields },
  text: { icon: 'T', inspectorGroup: 'text', Fields: TextFields },
  avatar: { icon: '☺', inspectorGroup: 'avatar', Fields: AvatarFields },
  shape: { icon: '■', inspectorGroup: 'shape', Fields: BoxShapeFields },
  line: { icon: '╱', inspectorGroup: 'line', Fields: LineFields },
  pathShape: { icon: '◆', inspectorGroup: 'path', Fields: PathShapeFields },
};

/** The inspector's fields of the layer's own kind. */
export function KindFields({ layer, editProperty }: { layer: Layer; editProperty: EditProperty }) {
  return fieldsOf(withKind(layer.property), layer, editProperty);
}

function fieldsOf<K extends LayerKindName>(kinded: Kinded<K>, layer: Layer, editProperty: EditProperty) {
  const { Fields } = UI_KINDS[kinded.kind];
  return <Fields layer={layer} property={kinded.property} editProperty={editProperty} />;
}
