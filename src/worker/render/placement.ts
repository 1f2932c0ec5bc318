/**
 * Where an object sits on the canvas, with Fabric's semantics (the model's `left`/`top` is the point named by
 * `originX`/`originY`; rotation is about that point; flips mirror about the centre). Media layers draw their
 * content unrotated into a canvas of their displayed size and are placed with this transform, so they land
 * exactly where the editing canvas (Fabric) shows them.
 */
import { boxCenter } from '../../shared/model/geometry.ts';
import type { Box as GeometryBox } from '../../shared/model/geometry.ts';
import type { Box } from '../../shared/animation/types.ts';

/**
 * The two canvases a layer image is drawn through (its unrotated content, then the placed image). Painters
 * that redraw every frame (video, sticker) keep one of these and pass it in, so a frame draws into the same
 * canvases again instead of allocating two new ones per layer per frame; cached painters pass nothing.
 */
export interface ReusableCanvases {
  content?: OffscreenCanvas;
  image?: OffscreenCanvas;
}

/** A cleared canvas of the given size: the one kept in `reuse[slot]` when there is one, else a new one. */
export function layerCanvas(
  reuse: ReusableCanvases | undefined,
  slot: keyof ReusableCanvases,
  width: number,
  height: number,
): { canvas: OffscreenCanvas; ctx: OffscreenCanvasRenderingContext2D } {
  let canvas = reuse?.[slot];
  if (canvas === undefined) {
    canvas = new OffscreenCanvas(width, height);
    if (reuse !== undefined) reuse[slot] = canvas;
  } else if (canvas.width !== width || canvas.height !== height) {
    // Resizing clears the canvas and resets its context.
    canvas.width = width;
    canvas.height = height;
  }
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('no 2d context for a layer image');
  ctx.reset();
  return { canvas, ctx };
}

export interface Placement {
  centerX: number;
  centerY: number;
  /** Displayed size (width × |scaleX|, height × |scaleY|). */
  width: number;
  height: number;
  /** Degrees, clockwise. */
  angle: number;
  flipX: boolean;
  flipY: boolean;
  /** The axis-aligned bounding box of the placed object, canvas pixels. */
  bounds: Box;
}

export interface PlacedFields extends GeometryBox {
  flipX?: boolean;
  flipY?: boolean;
}

export function placementOf(fields: PlacedFields): Placement {
  const width = Math.abs(fields.width * fields.scaleX);
  const height = Math.abs(fields.height * fields.scaleY);
  const center = boxCenter(fields);
  // A negative scale is a flip in Fabric.
  const flipX = (fields.flipX ?? false) !== fields.scaleX < 0;
  const flipY = (fields.flipY ?? false) !== fields.scaleY < 0;
  return {
    centerX: center.x,
    centerY: center.y,
    width,
    height,
    angle: fields.angle,
    flipX,
    flipY,
    bounds: rotatedBounds(center.x, center.y, width, height, fields.angle),
  };
}

export function rotatedBounds(cx: number, cy: number, width: number, height: number, angle: number): Box {
  const rad = (angle * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  const w = width * cos + height * sin;
  const h = width * sin + height * cos;
  return { left: cx - w / 2, top: cy - h / 2, width: w, height: h };
}

/**
 * Draws `content` (the object's unrotated image, any resolution, covering its displayed size) into an image
 * of its bounding box at `scale` output pixels per canvas pixel. Returns that image and its box.
 */
export function placeContent(
  content: CanvasImageSource & { width: number; height: number },
  placement: Placement,
  scale: number,
  reuse?: ReusableCanvases,
): { image: OffscreenCanvas; box: Box } {
  const { bounds } = placement;
  const { canvas: image, ctx } = layerCanvas(
    reuse,
    'image',
    Math.max(1, Math.ceil(bounds.width * scale)),
    Math.max(1, Math.ceil(bounds.height * scale)),
  );
  ctx.scale(image.width / bounds.width || 1, image.height / bounds.height || 1);
  ctx.translate(bounds.width / 2, bounds.height / 2);
  ctx.rotate((placement.angle * Math.PI) / 180);
  ctx.scale(placement.flipX ? -1 : 1, placement.flipY ? -1 : 1);
  ctx.drawImage(content, -placement.width / 2, -placement.height / 2, placement.width, placement.height);
  return { image, box: bounds };
}
