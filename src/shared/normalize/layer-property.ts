/** A layer's property on load: which kind it is, then that kind's own repairs (src/shared/kinds). */
import {
  type KindProperties,
  LAYER_KINDS,
  type LayerKindName,
  PROPERTY_TYPE_ALIASES,
  isLayerPropertyType,
  kindedType,
} from '../kinds/registry.ts';
import type { NormalizeContext } from '../kinds/kind.ts';
import type { LayerPropertyType } from '../model/layer.ts';
import type { Draft, RepairLog } from './repair.ts';

/**
 * The property type of a raw layer: its `property.type`, an alias of one, or, failing that, what the layer's
 * own `type` implies (avatar, video). Undefined when nothing says what the layer is.
 */
export function resolvePropertyType(layer: Draft, property: Draft): LayerPropertyType | undefined {
  const raw = property.type;
  if (typeof raw === 'string') {
    if (isLayerPropertyType(raw)) return raw;
    const alias = PROPERTY_TYPE_ALIASES[raw];
    if (alias !== undefined) return alias;
  }
  if (layer.type === 'avatar') return 'Avatar';
  if (layer.type === 'video') return 'CustomVideo';
  return undefined;
}

/** Fills the defaults for one property of a known type. Video trim fields: see video.ts. */
export function normalizeLayerProperty(
  type: LayerPropertyType,
  property: Draft,
  context: NormalizeContext,
  log: RepairLog,
  path: string,
): void {
  property.type = type;
  normalizeAs(kindedType(type), property, context, log, path);
}

function normalizeAs<K extends LayerKindName>(
  kinded: { kind: K; type: KindProperties[K]['type'] },
  property: Draft,
  context: NormalizeContext,
  log: RepairLog,
  path: string,
): void {
  LAYER_KINDS[kinded.kind].normalize(property, kinded.type, context, log, path);
}
