/**
 * Lines, arrows and double arrows as filled polygons: a shaft rectangle as wide as the stroke and
 * triangular heads. Drawing them as fills (not a stroked line plus heads) gives the canvas and the worker the
 * same pixels whatever their line-cap or mitre handling.
 *
 * Head rule: the head is an isosceles triangle whose tip angle is the arrow head angle (60°, so each side
 * is 30° off the shaft). Its length along the shaft is 3 × the stroke width, at least 10 units, so the head
 * stays about 3.5 stroke widths wide and remains visible on hairlines; it is shortened when the line is too
 * short to hold it (the whole length for an arrow, half of it for each head of a double arrow). The shaft
 * stops at the base of each head, and every polygon winds the same way, so one nonzero fill draws them all.
 */
import { SHAPES } from '../constants.ts';
import type { LINE_TYPES } from '../model/layer.ts';
import type { BezierCommand } from './fit-box.ts';
import { toSvgPath } from './svg-string.ts';
import type { Bounds, Point } from './types.ts';

export type LineKind = (typeof LINE_TYPES)[number];

export const ARROW_HEAD = {
  /** Full angle at the tip, degrees. */
  angleDeg: SHAPES.arrowHeadAngle,
  /** Head length (tip to base, along the shaft) per unit of stroke width. */
  lengthPerStrokeWidth: 3,
  /** Smallest head length, so thin lines still show a head. */
  minLength: 10,
} as const;

export interface ArrowHead {
  tip: Point;
  /** Base corners: `left` on the side of the shaft's positive normal (−dy, dx). */
  left: Point;
  right: Point;
  /** Centre of the base, where the shaft ends. */
  base: Point;
}

export interface LineGeometry {
  /** Why nothing is drawn: a zero-length line has no direction, a zero stroke width has no area. */
  empty: 'zero-length' | 'zero-width' | null;
  /** Shaft corners (4 points) or none when the heads take the whole length. */
  shaft: Point[];
  heads: ArrowHead[];
  /** Head length actually used (after shortening), 0 for a plain line. */
  headLength: number;
  /** Every polygon, closed, for one nonzero fill in the stroke colour. */
  commands: BezierCommand[];
  d: string;
  /** Bounds of everything drawn (null when empty). */
  bounds: Bounds | null;
}

/** The nominal head length for a stroke width, before shortening to fit the line. */
export function arrowHeadLength(strokeWidth: number): number {
  return Math.max(ARROW_HEAD.lengthPerStrokeWidth * strokeWidth, ARROW_HEAD.minLength);
}

function polygonCommands(points: readonly Point[]): BezierCommand[] {
  const [first, ...rest] = points;
  if (!first) return [];
  return [['M', first.x, first.y], ...rest.map((p): BezierCommand => ['L', p.x, p.y]), ['Z']];
}

function emptyGeometry(reason: 'zero-length' | 'zero-width'): LineGeometry {
  return { empty: reason, shaft: [], heads: [], headLength: 0, commands: [], d: '', bounds: null };
}

/** Geometry of a line layer from (x1, y1) to (x2, y2); an arrow's head is at (x2, y2). */
export function lineGeometry(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  strokeWidth: number,
  kind: LineKind,
): LineGeometry {
  for (const [name, value] of Object.entries({ x1, y1, x2, y2, strokeWidth })) {
    if (!Number.isFinite(value)) throw new RangeError(`line ${name} must be a finite number, got ${value}`);
  }
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length === 0) return emptyGeometry('zero-length');
  if (strokeWidth <= 0) return emptyGeometry('zero-width');
  const dx = (x2 - x1) / length;
  const dy = (y2 - y1) / length;
  const headCount = kind === 'CustomDoubleArrow' ? 2 : kind === 'CustomArrow' ? 1 : 0;
  const headLength = headCount === 0 ? 0 : Math.min(arrowHeadLength(strokeWidth), length / headCount);
  const headHalfWidth = headLength * Math.tan((ARROW_HEAD.angleDeg * Math.PI) / 360);

  // A head pointing along (ux, uy) with its tip at `tip`; the same rotation for both ends keeps the winding.
  const head = (tip: Point, ux: number, uy: number): ArrowHead => {
    const base = { x: tip.x - ux * headLength, y: tip.y - uy * headLength };
    return {
      tip,
      base,
      left: { x: base.x - uy * headHalfWidth, y: base.y + ux * headHalfWidth },
      right: { x: base.x + uy * headHalfWidth, y: base.y - ux * headHalfWidth },
    };
  };
  const heads: ArrowHead[] = [];
  if (headCount >= 1) heads.push(head({ x: x2, y: y2 }, dx, dy));
  if (headCount === 2) heads.push(head({ x: x1, y: y1 }, -dx, -dy));

  const start = headCount === 2 ? { x: x1 + dx * headLength, y: y1 + dy * headLength } : { x: x1, y: y1 };
  const end = headCount >= 1 ? { x: x2 - dx * headLength, y: y2 - dy * headLength } : { x: x2, y: y2 };
  const half = strokeWidth / 2;
  const shaftLength = length - headCount * headLength;
  // Wound like the heads (tip → left → right): right side first, then the left side back.
  const shaft =
    shaftLength > 0
      ? [
          { x: start.x + dy * half, y: start.y - dx * half },
          { x: end.x + dy * half, y: end.y - dx * half },
          { x: end.x - dy * half, y: end.y + dx * half },
          { x: start.x - dy * half, y: start.y + dx * half },
        ]
      : [];
  const polygons = [shaft, ...heads.map((h) => [h.tip, h.left, h.right])].filter((p) => p.length > 0);
  const commands = polygons.flatMap(polygonCommands);
  const points = polygons.flat();
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return {
    empty: null,
    shaft,
    heads,
    headLength,
    commands,
    d: toSvgPath(commands),
    bounds: { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) },
  };
}
