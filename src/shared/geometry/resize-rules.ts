/**
 * Resize rules for the editing canvas. A resize proposes a new intrinsic size and scale for an
 * object; the check says whether the canvas applies it. The effective (on-canvas) size is width × |scaleX| by
 * height × |scaleY|.
 *  - Rectangles: refused below 1 in either direction, and when the geometry would invert (negative size or
 *    scale, i.e. dragging a side past the opposite one).
 *  - Path shapes: refused below 0.5 or on a negative size; a negative scale is ignored (the shape keeps its
 *    previous scale; a path shape never mirrors through a resize).
 *  - Text box: refused below width 20 or when inverted; its height follows the text.
 * Other layer kinds have no geometric rule here: Fabric's lock flags (lockScalingFlip, ...) govern them.
 */
import { SHAPES, TEXT } from '../constants.ts';
import { type KindProperties, LAYER_KINDS, type LayerKindName, kindedType } from '../kinds/registry.ts';
import type { LayerPropertyType } from '../model/layer.ts';

export type ResizeKind = 'rectangle' | 'pathShape' | 'textbox';

export interface ResizeProposal {
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
}

/** `apply`: use the proposal. `refuse`: keep the previous geometry. `ignore`: keep it, and it is not an error. */
export type ResizeVerdict =
  { ok: true; action: 'apply' } | { ok: false; action: 'refuse' | 'ignore'; reason: string };

/** The rule set for a layer's property type (its kind says), or null when none applies. */
export function resizeKindOf(type: LayerPropertyType): ResizeKind | null {
  return ruleOf(kindedType(type));
}

function ruleOf<K extends LayerKindName>(kinded: {
  kind: K;
  type: KindProperties[K]['type'];
}): ResizeKind | null {
  const rules: Partial<Record<KindProperties[K]['type'], ResizeKind>> | undefined =
    LAYER_KINDS[kinded.kind].resizeRules;
  return rules?.[kinded.type] ?? null;
}

const KIND_NAMES: Record<ResizeKind, string> = {
  rectangle: 'rectangles',
  pathShape: 'path shapes',
  textbox: 'text boxes',
};

const refuse = (reason: string): ResizeVerdict => ({ ok: false, action: 'refuse', reason });

/** A refusal naming the first value of the proposal that is not a finite number. */
function notFinite(proposal: ResizeProposal): ResizeVerdict | null {
  for (const name of ['width', 'height', 'scaleX', 'scaleY'] as const) {
    const value = proposal[name];
    if (!Number.isFinite(value)) return refuse(`${name} ${value} is not a finite number`);
  }
  return null;
}

/** Checks a proposed resize against the rules of `kind` (see above). */
export function checkResize(kind: ResizeKind, proposal: ResizeProposal): ResizeVerdict {
  const { width, height, scaleX, scaleY } = proposal;
  const invalid = notFinite(proposal);
  if (invalid) return invalid;
  if (width < 0) return refuse(`width ${width} is negative: the geometry would invert`);
  if (height < 0) return refuse(`height ${height} is negative: the geometry would invert`);
  if (kind === 'pathShape') {
    if (scaleX < 0)
      return { ok: false, action: 'ignore', reason: `scaleX ${scaleX} is negative: ignored for path shapes` };
    if (scaleY < 0)
      return { ok: false, action: 'ignore', reason: `scaleY ${scaleY} is negative: ignored for path shapes` };
  } else {
    if (scaleX < 0) return refuse(`scaleX ${scaleX} is negative: the geometry would invert`);
    if (scaleY < 0) return refuse(`scaleY ${scaleY} is negative: the geometry would invert`);
  }
  const scaledWidth = width * scaleX;
  const scaledHeight = height * scaleY;
  const minimum = (axis: 'width' | 'height', value: number, scale: number, scaled: number, min: number) =>
    scaled < min
      ? refuse(
          `${axis} ${scaled} (${value} × scale ${scale}) is below the minimum ${min} for ${KIND_NAMES[kind]}`,
        )
      : null;
  if (kind === 'textbox')
    return minimum('width', width, scaleX, scaledWidth, TEXT.minWidth) ?? { ok: true, action: 'apply' };
  const min = kind === 'rectangle' ? SHAPES.minRectSize : SHAPES.minPathShapeSize;
  return (
    minimum('width', width, scaleX, scaledWidth, min) ??
    minimum('height', height, scaleY, scaledHeight, min) ?? { ok: true, action: 'apply' }
  );
}

/** `checkResize` for a layer's property type; kinds without a rule always apply. */
export function canResize(type: LayerPropertyType, proposal: ResizeProposal): ResizeVerdict {
  const kind = resizeKindOf(type);
  return kind ? checkResize(kind, proposal) : (notFinite(proposal) ?? { ok: true, action: 'apply' });
}
