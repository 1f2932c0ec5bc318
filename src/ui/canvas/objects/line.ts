/**
 * Line, arrow and double arrow (SPEC §1, §9): the box spans the two end points, as Fabric's Line and the
 * worker (src/worker/layers/lines.ts); shaft and heads are the shared outline filled in the stroke colour.
 */
import { lineGeometry } from '../../../shared/geometry/line-arrows.ts';
import { drawPath } from '../../../shared/geometry/draw-path.ts';
import type { LineProperty } from '../../../shared/model/layer.ts';
import { LayerView } from './layer-view.ts';
import { fabricPlacement } from '../../../canvas/fabric-paint.ts';

/** The end points in the object's plane (origin at its centre). */
export function lineEnds(p: LineProperty): { x1: number; y1: number; x2: number; y2: number } {
  const w = Math.abs(p.x2 - p.x1);
  const h = Math.abs(p.y2 - p.y1);
  const xa = p.x1 <= p.x2 ? -w / 2 : w / 2;
  const ya = p.y1 <= p.y2 ? -h / 2 : h / 2;
  return { x1: xa, y1: ya, x2: -xa, y2: -ya };
}

export function lineView(p: LineProperty): LayerView {
  const width = Math.abs(p.x2 - p.x1);
  const height = Math.abs(p.y2 - p.y1);
  const view = new LayerView({
    ...fabricPlacement({ ...p, width, height }),
    fill: null,
    stroke: null,
    strokeWidth: 0,
    // A horizontal line has no height: the padding keeps it grabbable (SPEC §9 padding 5).
    padding: p.padding ?? 0,
  });
  const ends = lineEnds(p);
  const geometry = lineGeometry(ends.x1, ends.y1, ends.x2, ends.y2, p.strokeWidth ?? 1, p.type);
  const colour = p.stroke ?? (typeof p.fill === 'string' ? p.fill : '#000000');
  view.draw = (ctx) => {
    if (geometry.empty !== null) return;
    ctx.beginPath();
    drawPath(ctx, geometry.commands);
    ctx.fillStyle = colour;
    ctx.fill();
  };
  return view;
}
