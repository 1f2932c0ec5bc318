/**
 * Which layer edits a view can follow in place. A move, resize, rotate, flip, opacity or visibility change is
 * applied to the existing Fabric object; anything else (content, colours, text, size of drawn outlines) makes
 * a new object. Pure.
 */
import type { Layer } from '../../shared/model/layer.ts';
import { LOCK_FLAGS } from '../../shared/model/layer.ts';

const PLACEMENT_FIELDS = ['left', 'top', 'scaleX', 'scaleY', 'angle', 'flipX', 'flipY', 'opacity', 'visible'];

/** The layer's content: equal keys mean the object can stay and only be moved. */
export function contentKey(layer: Layer): string {
  const property: Record<string, unknown> = { ...layer.property };
  // Avatars place themselves from their display type's own angle/scale (in `shapes`): only left/top move them.
  const fields = layer.property.type === 'Avatar' ? ['left', 'top', 'opacity', 'visible'] : PLACEMENT_FIELDS;
  for (const field of fields) delete property[field];
  return JSON.stringify(property);
}

/** The lock flags of a layer, as Fabric takes them. */
export function lockFlags(layer: Layer): Record<(typeof LOCK_FLAGS)[number], boolean> {
  return Object.fromEntries(LOCK_FLAGS.map((flag) => [flag, layer[flag]])) as Record<
    (typeof LOCK_FLAGS)[number],
    boolean
  >;
}
