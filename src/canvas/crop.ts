/**
 * Crops of images and avatars: the crop type's outline (circle, rect, triangle, heart) over the
 * clip path's rectangle. Clip paths are object-relative and centred after normalisation: (left, top) is the
 * crop's centre relative to the object's centre, in the object's plane.
 */
import type { CropType } from '../shared/constants.ts';
import { CROP_TYPES } from '../shared/constants.ts';
import { cropCommands } from '../shared/geometry/crop-shapes.ts';
import { drawPath } from '../shared/geometry/draw-path.ts';
import type { ClipPath } from '../shared/model/geometry.ts';
import type { Draw2D } from './draw2d.ts';

const isCropType = (value: unknown): value is CropType => CROP_TYPES.includes(value as CropType);

/** The crop type a clip path draws: the layer's `_cropType`, else the clip path's own Fabric type. */
export function cropTypeOf(clipPath: ClipPath, cropType: unknown): CropType {
  if (isCropType(cropType)) return cropType;
  if (clipPath.type === 'circle' || clipPath.type === 'ellipse') return 'circle';
  if (clipPath.type === 'triangle') return 'triangle';
  return 'rect';
}

/** Restricts `ctx` (object plane, origin at the centre) to the crop. */
export function clipToCrop(ctx: Draw2D, clipPath: ClipPath, cropType: unknown): void {
  const type = cropTypeOf(clipPath, cropType);
  const width = clipPath.radius !== undefined && type === 'circle' ? clipPath.radius * 2 : clipPath.width;
  const height = clipPath.radius !== undefined && type === 'circle' ? clipPath.radius * 2 : clipPath.height;
  const w = width * Math.abs(clipPath.scaleX ?? 1);
  const h = height * Math.abs(clipPath.scaleY ?? 1);
  if (!(w > 0 && h > 0)) return;
  // A clip whose origin is left/top names its corner; centred (normalised) names its centre.
  const cx = clipPath.originX === 'left' ? clipPath.left + w / 2 : clipPath.left;
  const cy = clipPath.originY === 'top' ? clipPath.top + h / 2 : clipPath.top;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(((clipPath.angle ?? 0) * Math.PI) / 180);
  ctx.translate(-w / 2, -h / 2);
  ctx.beginPath();
  drawPath(ctx, cropCommands(type, w, h));
  ctx.restore();
  ctx.clip();
}
