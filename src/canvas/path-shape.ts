/**
 * Path shapes (concave arrow block, cloud, cross, diamond, five-pointed star, heart, octagon, round
 * speech bubble, star burst) with corner rounding limited by segment length, as the worker and the editing
 * canvas both draw them: the shared outline for the current size (a resize changes width/height, not the
 * outline's scale), filled and stroked in the object plane.
 */
import { drawPath } from '../shared/geometry/draw-path.ts';
import { pathShapeCommands } from '../shared/geometry/path-shapes.ts';
import type { PathShapeProperty } from '../shared/model/layer.ts';
import { colourOf } from './colour.ts';
import type { Draw2D } from './draw2d.ts';

/** How far (model units) the stroke reaches past the box. */
export function pathShapeMargin(p: PathShapeProperty): number {
  return (p.strokeWidth ?? 0) / 2 + 1;
}

export function drawPathShape(ctx: Draw2D, p: PathShapeProperty): void {
  if (!(p.width > 0 && p.height > 0)) return;
  const fill = colourOf(p.fill);
  const stroke = p.stroke ?? null;
  const strokeWidth = p.strokeWidth ?? 0;
  ctx.save();
  ctx.translate(-p.width / 2, -p.height / 2);
  ctx.beginPath();
  drawPath(ctx, pathShapeCommands(p.shape, p.width, p.height, p.cornerRadius));
  if (fill !== null) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke !== null && strokeWidth > 0) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = strokeWidth;
    ctx.lineJoin = 'miter';
    ctx.miterLimit = 4;
    ctx.setLineDash(p.strokeDashArray ?? []);
    ctx.stroke();
  }
  ctx.restore();
}
