/**
 * Drawing a layer in its own coordinates: the origin at the object's centre, x right and y down, in model
 * units before the object's scale (Fabric's object plane). The drawing is rasterised at the output scale and
 * placed on the canvas with the object's position, rotation and flips (placement.ts), so media, lines and path
 * shapes land where the editing canvas (Fabric) puts them.
 */
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { layerCanvas, placeContent, placementOf } from '../render/placement.ts';
import type { PlacedFields, ReusableCanvases } from '../render/placement.ts';

export type Draw2D = OffscreenCanvasRenderingContext2D;

/**
 * Rasterises `draw` over the object's box grown by `margin` units on every side (strokes and arrow heads
 * reach past the box) and places it. `draw` gets a context whose unit is one model unit, origin at the centre.
 */
export function paintLocal(
  fields: PlacedFields,
  scale: number,
  draw: (ctx: Draw2D) => void,
  margin = 0,
  reuse?: ReusableCanvases,
): LayerImage {
  const sx = Math.abs(fields.scaleX) || 1e-6;
  const sy = Math.abs(fields.scaleY) || 1e-6;
  const halfW = Math.abs(fields.width) / 2 + margin;
  const halfH = Math.abs(fields.height) / 2 + margin;
  const { canvas: content, ctx } = layerCanvas(
    reuse,
    'content',
    Math.max(1, Math.ceil(2 * halfW * sx * scale)),
    Math.max(1, Math.ceil(2 * halfH * sy * scale)),
  );
  ctx.scale(content.width / (2 * halfW), content.height / (2 * halfH));
  ctx.translate(halfW, halfH);
  draw(ctx);
  // The grown box keeps the object's centre: grow width/height, keep the centre where the origin puts it.
  const center = placementOf(fields);
  const placement = placementOf({
    ...fields,
    left: center.centerX,
    top: center.centerY,
    originX: 'center',
    originY: 'center',
    width: 2 * halfW,
    height: 2 * halfH,
    scaleX: sx,
    scaleY: sy,
    flipX: center.flipX,
    flipY: center.flipY,
  });
  // Upright and unflipped, the placed image would be a copy of the content at the same size: skip the copy
  // (one less full layer copy per frame for each video and sticker).
  if (placement.angle % 360 === 0 && !placement.flipX && !placement.flipY) {
    return { image: content, box: placement.bounds };
  }
  return placeContent(content, placement, scale, reuse);
}
