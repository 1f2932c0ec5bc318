/**
 * Drawing a bitmap into an object's box. With Fabric's image semantics the box shows the source region
 * (cropX, cropY, width, height); when the source is not that large (media replaced by a differently sized
 * one), the whole source is fitted by the stretch mode: cover fills the box and crops the overflow centred,
 * contain shows all of it, letterboxed.
 */
import type { Draw2D } from './draw2d.ts';

export interface SourceSize {
  width: number;
  height: number;
  /**
   * Pixels of `source` per unit of this size (default 1): a video frame copied at a reduced size to match
   * how small it is shown still crops by the model's source coordinates.
   */
  pixelRatio?: number;
}

export function drawFitted(
  ctx: Draw2D,
  source: CanvasImageSource,
  size: SourceSize,
  box: { width: number; height: number; cropX: number; cropY: number },
  stretch: 'cover' | 'contain',
): void {
  const { width: bw, height: bh } = box;
  if (!(bw > 0 && bh > 0 && size.width > 0 && size.height > 0)) return;
  const fitsRegion = box.cropX + bw <= size.width + 0.5 && box.cropY + bh <= size.height + 0.5;
  if (fitsRegion) {
    const k = size.pixelRatio ?? 1;
    ctx.drawImage(source, box.cropX * k, box.cropY * k, bw * k, bh * k, -bw / 2, -bh / 2, bw, bh);
    return;
  }
  const ratio =
    stretch === 'cover'
      ? Math.max(bw / size.width, bh / size.height)
      : Math.min(bw / size.width, bh / size.height);
  const dw = size.width * ratio;
  const dh = size.height * ratio;
  ctx.save();
  ctx.beginPath();
  ctx.rect(-bw / 2, -bh / 2, bw, bh);
  ctx.clip();
  ctx.drawImage(source, -dw / 2, -dh / 2, dw, dh);
  ctx.restore();
}

/** Outline stroke of the object's box, as Fabric strokes images (centred on the edge). */
export function strokeBox(
  ctx: Draw2D,
  width: number,
  height: number,
  stroke: string | null | undefined,
  strokeWidth: number | undefined,
  dash?: number[] | null,
): void {
  if (stroke == null || stroke === '' || !(strokeWidth !== undefined && strokeWidth > 0)) return;
  ctx.save();
  ctx.strokeStyle = stroke;
  ctx.lineWidth = strokeWidth;
  ctx.setLineDash(dash ?? []);
  ctx.strokeRect(-width / 2, -height / 2, width, height);
  ctx.restore();
}
