/**
 * Media in their box (image, video frame or cover), as the worker and the editing canvas both draw them:
 * clipped to the crop, fitted (src/canvas/fit.ts), then the box stroke (object plane).
 */
import type { ClipPath } from '../shared/model/geometry.ts';
import { clipToCrop } from './crop.ts';
import type { Draw2D } from './draw2d.ts';
import { drawFitted, strokeBox } from './fit.ts';
import type { SourceSize } from './fit.ts';

export interface MediaBox {
  width: number;
  height: number;
  cropX: number;
  cropY: number;
  stroke?: string | null | undefined;
  strokeWidth?: number | undefined;
  strokeDashArray?: number[] | null | undefined;
}

/** A crop to clip to: the clip path and the crop type (`_cropType`); none while a crop box is edited. */
export interface MediaCrop {
  clip: ClipPath | undefined;
  type: unknown;
}

export function drawMedia(
  ctx: Draw2D,
  source: CanvasImageSource,
  size: SourceSize,
  box: MediaBox,
  stretch: 'cover' | 'contain',
  crop: MediaCrop | undefined,
): void {
  ctx.save();
  if (crop?.clip !== undefined) clipToCrop(ctx, crop.clip, crop.type);
  drawFitted(ctx, source, size, box, stretch);
  ctx.restore();
  strokeBox(ctx, box.width, box.height, box.stroke, box.strokeWidth, box.strokeDashArray);
}

/** A video fills its box (cover) from the whole frame: it has no source crop of its own. */
export function videoBox(p: Omit<MediaBox, 'cropX' | 'cropY'>): MediaBox {
  return { ...p, cropX: 0, cropY: 0 };
}

/**
 * A sticker frame stretched over its box, clipped by its clip path (stickers have no crop type). `rect` is
 * where the frame sits in `frame` when that is a whole (downscaled) sprite sheet rather than one frame.
 */
export function drawStickerFrame(
  ctx: Draw2D,
  frame: CanvasImageSource,
  p: { width: number; height: number; clipPath?: ClipPath | undefined },
  rect?: { sx: number; sy: number; sw: number; sh: number },
): void {
  ctx.save();
  if (p.clipPath !== undefined) clipToCrop(ctx, p.clipPath, undefined);
  if (rect === undefined) ctx.drawImage(frame, -p.width / 2, -p.height / 2, p.width, p.height);
  else
    ctx.drawImage(frame, rect.sx, rect.sy, rect.sw, rect.sh, -p.width / 2, -p.height / 2, p.width, p.height);
  ctx.restore();
}
