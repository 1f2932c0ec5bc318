/**
 * The layer kinds, joined. Each kind is one module of this folder; the worker's painters
 * (src/worker/layers/kinds.ts), the editing canvas's objects (src/ui/canvas/objects/kinds.ts) and the
 * inspector's panels (src/ui/app/inspector/layer/kinds.tsx) are registries keyed by the same names and typed
 * with `PerKind`, so a kind registered here but missing there does not compile.
 */
import type { LayerProperty, LayerPropertyType } from '../model/layer.ts';
import type { AvatarProperty } from '../model/avatar.ts';
import { avatarKind } from './avatar.ts';
import { type BoxShapeProperty, boxShapeKind } from './box-shape.ts';
import { type IconProperty, iconKind } from './icon.ts';
import { type ImageProperty, imageKind } from './image.ts';
import type { LayerKindDefinition } from './kind.ts';
import { type LineProperty, lineKind } from './line.ts';
import { type PathShapeProperty, pathShapeKind } from './path-shape.ts';
import { type StickerProperty, stickerKind } from './sticker.ts';
import { type TextProperty, textKind } from './text.ts';
import { type VideoProperty, videoKind } from './video.ts';

/** The property of each kind, by the kind's name. */
export interface KindProperties {
  image: ImageProperty;
  video: VideoProperty;
  icon: IconProperty;
  sticker: StickerProperty;
  text: TextProperty;
  avatar: AvatarProperty;
  shape: BoxShapeProperty;
  line: LineProperty;
  pathShape: PathShapeProperty;
}
export type LayerKindName = keyof KindProperties;

export const LAYER_KINDS: { readonly [K in LayerKindName]: LayerKindDefinition<KindProperties[K]> } = {
  image: imageKind,
  video: videoKind,
  icon: iconKind,
  sticker: stickerKind,
  text: textKind,
  avatar: avatarKind,
  shape: boxShapeKind,
  line: lineKind,
  pathShape: pathShapeKind,
};

export const LAYER_KIND_NAMES = Object.keys(LAYER_KINDS) as readonly LayerKindName[];

/**
 * The project's property union (model/layer.ts) and the registry's kinds must cover the same types: a kind
 * whose schema is not in the union, or a schema without a kind, fails here, the error naming the type.
 */
type NoneLeft<T extends never> = T;
export type KindsMissingFromUnion = NoneLeft<
  Exclude<KindProperties[LayerKindName]['type'], LayerPropertyType>
>;
export type UnionTypesWithoutKind = NoneLeft<
  Exclude<LayerPropertyType, KindProperties[LayerKindName]['type']>
>;

const KIND_OF_TYPE: ReadonlyMap<string, LayerKindName> = new Map(
  LAYER_KIND_NAMES.flatMap((name) => LAYER_KINDS[name].propertyTypes.map((type) => [type, name] as const)),
);

/** Whether `raw` is a property type some kind covers. */
export function isLayerPropertyType(raw: string): raw is LayerPropertyType {
  return KIND_OF_TYPE.has(raw);
}

/** The kind a property type belongs to. */
export function kindOf(type: LayerPropertyType): LayerKindName {
  const kind = KIND_OF_TYPE.get(type);
  if (kind === undefined) throw new TypeError(`property.type '${type}' belongs to no layer kind`);
  return kind;
}

/** Other spellings of property types (`img`, `i-text`, `arrow`…), from every kind. */
export const PROPERTY_TYPE_ALIASES: Readonly<Record<string, LayerPropertyType>> = Object.assign(
  {},
  ...LAYER_KIND_NAMES.map((name) => LAYER_KINDS[name].aliases),
) as Record<string, LayerPropertyType>;

/** A registry with one entry per kind, each taking that kind's property first. */
export type PerKind<A extends unknown[], R> = {
  readonly [K in LayerKindName]: (property: KindProperties[K], ...args: A) => R;
};

/** A property type paired with its kind. */
export type KindedType = {
  [K in LayerKindName]: { readonly kind: K; readonly type: KindProperties[K]['type'] };
}[LayerKindName];

/** The kind of `type`, paired with it so that the kind's own functions accept it. */
export function kindedType(type: LayerPropertyType): KindedType {
  // kindOf maps every type to the kind that lists it (tested), so the pair agrees.
  return { kind: kindOf(type), type } as KindedType;
}

/** A property paired with its kind, so that a registry's entry for the kind and the property agree. */
export type Kinded<K extends LayerKindName> = { readonly kind: K; readonly property: KindProperties[K] };

/** The property with its kind (from its type). */
export function withKind(property: LayerProperty): Kinded<LayerKindName> {
  // The one place a property meets its kind's type: kindOf maps every type (tested), so the pair agrees.
  return { kind: kindOf(property.type), property } as Kinded<LayerKindName>;
}

/** Calls the entry of `registry` for the property's kind. */
export function callKind<A extends unknown[], R>(
  registry: PerKind<A, R>,
  property: LayerProperty,
  ...args: A
): R {
  return callEntry(registry, withKind(property), args);
}

function callEntry<K extends LayerKindName, A extends unknown[], R>(
  registry: PerKind<A, R>,
  kinded: Kinded<K>,
  args: A,
): R {
  const entry: (property: KindProperties[K], ...args: A) => R = registry[kinded.kind];
  return entry(kinded.property, ...args);
}
