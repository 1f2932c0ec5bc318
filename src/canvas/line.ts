/**
 * Line, arrow and double arrow (head angle 60°), as the worker and the editing canvas both draw
 * them. Like Fabric's Line, the object's box spans the two end points and which corner each end sits in
 * follows the order of x1/x2 and y1/y2. Shaft and heads are one outline filled in the stroke colour
 * (src/shared/geometry/line-arrows.ts).
 */
import { drawPath } from '../shared/geometry/draw-path.ts';
import { lineGeometry } from '../shared/geometry/line-arrows.ts';
import type { LineGeometry } from '../shared/geometry/line-arrows.ts';
import type { LineProperty } from '../shared/model/layer.ts';
import type { Draw2D } from './draw2d.ts';

/** The end points in the object's plane (origin at its centre). */
export function lineEnds(p: LineProperty): { x1: number; y1: number; x2: number; y2: number } {
  const w = Math.abs(p.x2 - p.x1);
  const h = Math.abs(p.y2 - p.y1);
  const xa = p.x1 <= p.x2 ? -w / 2 : w / 2;
  const ya = p.y1 <= p.y2 ? -h / 2 : h / 2;
  return { x1: xa, y1: ya, x2: -xa, y2: -ya };
}

export interface LineDrawing {
  /** The object's box: the span of the end points. */
  width: number;
  height: number;
  strokeWidth: number;
  geometry: LineGeometry;
  colour: string;
}

export function lineDrawing(p: LineProperty): LineDrawing {
  const ends = lineEnds(p);
  const strokeWidth = p.strokeWidth ?? 1;
  return {
    width: Math.abs(p.x2 - p.x1),
    height: Math.abs(p.y2 - p.y1),
    strokeWidth,
    geometry: lineGeometry(ends.x1, ends.y1, ends.x2, ends.y2, strokeWidth, p.type),
    colour: p.stroke ?? (typeof p.fill === 'string' ? p.fill : '#000000'),
  };
}

/** Fills the line's outline (object plane); nothing for an empty line. */
export function drawLine(ctx: Draw2D, line: LineDrawing): void {
  if (line.geometry.empty !== null) return;
  ctx.beginPath();
  drawPath(ctx, line.geometry.commands);
  ctx.fillStyle = line.colour;
  ctx.fill();
}
