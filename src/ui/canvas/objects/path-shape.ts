/** Path shapes (SPEC §1) with corner rounding limited by segment length: the shared outline, as the worker. */
import { pathShapeCommands } from '../../../shared/geometry/path-shapes.ts';
import { drawPath } from '../../../shared/geometry/draw-path.ts';
import type { PathShapeProperty } from '../../../shared/model/layer.ts';
import { colourOf } from '../../../canvas/colour.ts';
import { LayerView } from './layer-view.ts';
import { fabricPlacement } from '../../../canvas/fabric-paint.ts';

export function pathShapeView(p: PathShapeProperty): LayerView {
  const view = new LayerView({ ...fabricPlacement(p), fill: null, stroke: null, strokeWidth: 0 });
  const fill = colourOf(p.fill);
  const stroke = p.stroke ?? null;
  const strokeWidth = p.strokeWidth ?? 0;
  view.draw = (ctx) => {
    // The outline is drawn for the current size: a resize changes width/height, not the outline's scale.
    if (!(p.width > 0 && p.height > 0)) return;
    const commands = pathShapeCommands(p.shape, p.width, p.height, p.cornerRadius);
    ctx.save();
    ctx.translate(-p.width / 2, -p.height / 2);
    ctx.beginPath();
    drawPath(ctx, commands);
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
  };
  return view;
}
