/** Path shapes: drawn by src/canvas/path-shape.ts exactly as the worker draws them. */
import { fabricPlacement } from '../../../canvas/fabric-paint.ts';
import { drawPathShape } from '../../../canvas/path-shape.ts';
import type { PathShapeProperty } from '../../../shared/model/layer.ts';
import { LayerView } from './layer-view.ts';

export function pathShapeView(p: PathShapeProperty): LayerView {
  const view = new LayerView({ ...fabricPlacement(p), fill: null, stroke: null, strokeWidth: 0 });
  view.draw = (ctx) => drawPathShape(ctx, p);
  return view;
}
