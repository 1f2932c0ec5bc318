/**
 * What a user edit changes in the model: the object's placement read back into the layer's fields (model
 * units, the model's origin). Pure: the canvas emits the patch and never mutates the project itself.
 * Avatars keep angle and scale per display type, voice also its position; text boxes report their
 * width, height and text; everything else its left/top/scale/angle/flip.
 */
import type { AvatarProperty } from '../../shared/model/avatar.ts';
import type { LayerProperty } from '../../shared/model/layer.ts';
import { compactStyles } from './text-editing.ts';

/** The placement of a Fabric object as read after an edit. */
export interface ObjectState {
  left: number;
  top: number;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  angle: number;
  flipX: boolean;
  flipY: boolean;
  /** Text boxes only. */
  text?: string;
  styles?: Record<string, Record<string, Record<string, unknown>>>;
}

export type LayerPatch = Partial<LayerProperty> & Record<string, unknown>;

/** Model numbers keep 8 fraction digits (the numeric precision). */
export const round = (v: number) => Math.round(v * 1e8) / 1e8;

/** The fields of `p` that differ in `state`; an empty object when nothing changed. */
export function patchFromObject(p: LayerProperty, state: ObjectState): LayerPatch {
  if (p.type === 'Avatar') return avatarPatch(p, state);
  const next: Record<string, unknown> = {
    left: round(state.left),
    top: round(state.top),
    scaleX: round(state.scaleX),
    scaleY: round(state.scaleY),
    angle: round(state.angle),
    flipX: state.flipX,
    flipY: state.flipY,
  };
  if (p.type === 'textbox') {
    next.width = round(state.width);
    next.height = round(state.height);
    if (state.text !== undefined) next.text = state.text;
    // Styles are compared by value: an edit that leaves them as they were does not report them.
    if (state.styles !== undefined) {
      const styles = compactStyles(state.styles);
      if (JSON.stringify(styles) !== JSON.stringify(compactStyles(p.styles))) next.styles = styles;
    }
  } else if (p.type !== 'CustomLine' && p.type !== 'CustomArrow' && p.type !== 'CustomDoubleArrow') {
    next.width = round(state.width);
    next.height = round(state.height);
  }
  return changed(p as Record<string, unknown>, next);
}

function avatarPatch(p: AvatarProperty, state: ObjectState): LayerPatch {
  const type = p.avatarType;
  const own = { angle: round(state.angle), scaleX: round(state.scaleX), scaleY: round(state.scaleY) };
  if (type === 'voice') {
    const voice = { ...p.shapes.voice, ...own, left: round(state.left), top: round(state.top) };
    const same = (Object.keys(voice) as (keyof typeof voice)[]).every((k) => voice[k] === p.shapes.voice[k]);
    return same ? {} : { shapes: { ...p.shapes, voice } };
  }
  const shape = { ...p.shapes[type], ...own };
  const patch: LayerPatch = changed(p as Record<string, unknown>, {
    left: round(state.left),
    top: round(state.top),
  });
  const current = p.shapes[type];
  if (shape.angle !== current.angle || shape.scaleX !== current.scaleX || shape.scaleY !== current.scaleY) {
    patch.shapes = { ...p.shapes, [type]: shape };
  }
  return patch;
}

function changed(before: Record<string, unknown>, next: Record<string, unknown>): LayerPatch {
  const patch: LayerPatch = {};
  for (const [key, value] of Object.entries(next)) if (before[key] !== value) patch[key] = value;
  return patch;
}
