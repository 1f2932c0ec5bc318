/**
 * Crop box arithmetic, in the object's plane: origin at the object's centre, units before its
 * scale — the plane object-relative, centred clip paths live in. Pure, so the rules are unit tested:
 *  - the box never leaves the image bounds (a corner is clamped; a size of 0 is allowed at the limits);
 *  - shape crops ignore corner drags that end less than 20 units from the opposite corner;
 *  - a rect crop dragged past its opposite corner stops there (the box never inverts).
 */
import { SHAPES } from '../../../shared/constants.ts';
import type { CropType } from '../../../shared/constants.ts';
import type { ClipPath } from '../../../shared/model/geometry.ts';

export { cropClipPath, type CropRect } from '../../../shared/geometry/crop-shapes.ts';
import type { CropRect } from '../../../shared/geometry/crop-shapes.ts';

export type CropCorner = 'tl' | 'tr' | 'bl' | 'br';

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** The crop box an object of size width × height starts with: its current clip, else the whole object. */
export function cropRectFromClip(clipPath: ClipPath | undefined, width: number, height: number): CropRect {
  if (clipPath === undefined) return { cx: 0, cy: 0, width, height };
  const w =
    (clipPath.radius !== undefined ? clipPath.radius * 2 : clipPath.width) * Math.abs(clipPath.scaleX ?? 1);
  const h =
    (clipPath.radius !== undefined ? clipPath.radius * 2 : clipPath.height) * Math.abs(clipPath.scaleY ?? 1);
  // A clip whose origin is left/top names its corner; a centred (normalised) one names its centre.
  const cx = clipPath.originX === 'left' ? clipPath.left + w / 2 : clipPath.left;
  const cy = clipPath.originY === 'top' ? clipPath.top + h / 2 : clipPath.top;
  return clampRect({ cx, cy, width: w, height: h }, width, height);
}

/** The rectangle cut down to the object's bounds [-width/2, width/2] × [-height/2, height/2]. */
export function clampRect(rect: CropRect, width: number, height: number): CropRect {
  const left = clamp(rect.cx - rect.width / 2, -width / 2, width / 2);
  const right = clamp(rect.cx + rect.width / 2, -width / 2, width / 2);
  const top = clamp(rect.cy - rect.height / 2, -height / 2, height / 2);
  const bottom = clamp(rect.cy + rect.height / 2, -height / 2, height / 2);
  return { cx: (left + right) / 2, cy: (top + bottom) / 2, width: right - left, height: bottom - top };
}

/**
 * Drags one corner of the crop box to `point`; the opposite corner stays. Returns the new box, or the old one
 * when the drag is ignored (a shape crop closer than 20 units to the opposite corner).
 */
export function dragCropCorner(
  rect: CropRect,
  corner: CropCorner,
  point: { x: number; y: number },
  bounds: { width: number; height: number },
  cropType: CropType,
): CropRect {
  const movesLeft = corner === 'tl' || corner === 'bl';
  const movesTop = corner === 'tl' || corner === 'tr';
  // The fixed (opposite) corner.
  const fx = movesLeft ? rect.cx + rect.width / 2 : rect.cx - rect.width / 2;
  const fy = movesTop ? rect.cy + rect.height / 2 : rect.cy - rect.height / 2;
  let x = clamp(point.x, -bounds.width / 2, bounds.width / 2);
  let y = clamp(point.y, -bounds.height / 2, bounds.height / 2);
  // Never past the opposite corner: the box would invert. Stopping there gives a size (scale) of 0.
  x = movesLeft ? Math.min(x, fx) : Math.max(x, fx);
  y = movesTop ? Math.min(y, fy) : Math.max(y, fy);
  if (cropType !== 'rect' && Math.hypot(x - fx, y - fy) < SHAPES.cropMinCornerDistance) return rect;
  return { cx: (x + fx) / 2, cy: (y + fy) / 2, width: Math.abs(x - fx), height: Math.abs(y - fy) };
}

/** Moves the whole box by (dx, dy), stopping at the object's bounds. */
export function moveCropRect(
  rect: CropRect,
  dx: number,
  dy: number,
  bounds: { width: number; height: number },
): CropRect {
  const maxX = Math.max(0, bounds.width / 2 - rect.width / 2);
  const maxY = Math.max(0, bounds.height / 2 - rect.height / 2);
  return { ...rect, cx: clamp(rect.cx + dx, -maxX, maxX), cy: clamp(rect.cy + dy, -maxY, maxY) };
}
