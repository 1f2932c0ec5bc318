/**
 * Line, arrow and double arrow: the box spans the two end points, as Fabric's Line; drawn by
 * src/canvas/line.ts exactly as the worker draws it.
 */
import { fabricPlacement } from '../../../canvas/fabric-paint.ts';
import { drawLine, lineDrawing } from '../../../canvas/line.ts';
import type { LineProperty } from '../../../shared/model/layer.ts';
import { LayerView } from './layer-view.ts';

export function lineView(p: LineProperty): LayerView {
  const line = lineDrawing(p);
  const view = new LayerView({
    ...fabricPlacement({ ...p, width: line.width, height: line.height }),
    fill: null,
    stroke: null,
    strokeWidth: 0,
    // A horizontal line has no height: the padding keeps it grabbable (padding 5).
    padding: p.padding ?? 0,
  });
  view.draw = (ctx) => drawLine(ctx, line);
  return view;
}
