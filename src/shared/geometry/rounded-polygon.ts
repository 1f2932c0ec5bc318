/**
 * Closed polygons with rounded corners. Each corner becomes a circular arc (one cubic) tangent to both adjacent
 * edges. The tangent points sit at distance t = r / tan(θ/2) from the vertex (θ = interior angle), and t is
 * limited to half of the shorter adjacent edge, so neighbouring roundings never overlap: the effective radius is
 * min(r, tMax · tan(θ/2)). For a right angle that is min(r, shorter edge / 2). Radius 0 gives sharp corners.
 */
import type { BezierCommand } from './fit-box.ts';
import type { Point } from './types.ts';

/** Cosine above which a corner counts as straight (collinear edges; nothing to round). */
const STRAIGHT_COS = -1 + 1e-12;

/** The corner at `vertex` between edges to `prev` and `next`, with the radius actually used. */
export interface RoundedCorner {
  /** Tangent point on the edge towards the previous vertex. */
  from: Point;
  /** Tangent point on the edge towards the next vertex. */
  to: Point;
  /** Cubic control points of the arc from `from` to `to`. */
  c1: Point;
  c2: Point;
  radius: number;
}

/** The rounding of one corner, or null when it stays sharp (radius 0, zero-length edge, straight angle). */
export function roundCorner(prev: Point, vertex: Point, next: Point, radius: number): RoundedCorner | null {
  if (!(radius > 0)) return null;
  const ax = prev.x - vertex.x;
  const ay = prev.y - vertex.y;
  const bx = next.x - vertex.x;
  const by = next.y - vertex.y;
  const lenA = Math.hypot(ax, ay);
  const lenB = Math.hypot(bx, by);
  if (lenA === 0 || lenB === 0) return null;
  const ux = ax / lenA;
  const uy = ay / lenA;
  const vx = bx / lenB;
  const vy = by / lenB;
  const cos = Math.max(-1, Math.min(1, ux * vx + uy * vy));
  if (cos <= STRAIGHT_COS) return null;
  const half = Math.acos(cos) / 2; // θ/2
  const tanHalf = Math.tan(half);
  const tangent = Math.min(radius / tanHalf, Math.min(lenA, lenB) / 2);
  const used = tangent * tanHalf;
  // The arc turns through π − θ; its cubic handles lie along the edges, pointing at the vertex.
  const handle = (4 / 3) * Math.tan((Math.PI - 2 * half) / 4) * used;
  const from = { x: vertex.x + ux * tangent, y: vertex.y + uy * tangent };
  const to = { x: vertex.x + vx * tangent, y: vertex.y + vy * tangent };
  return {
    from,
    to,
    c1: { x: from.x - ux * handle, y: from.y - uy * handle },
    c2: { x: to.x - vx * handle, y: to.y - vy * handle },
    radius: used,
  };
}

/**
 * Points closer than this are the same: where two roundings each take half of an edge, their tangent points
 * are computed from different vertices and differ in the last bits; no line is drawn between them.
 */
const SAME_POINT = 1e-9;

function samePoint(a: Point, b: Point): boolean {
  return Math.abs(a.x - b.x) <= SAME_POINT && Math.abs(a.y - b.y) <= SAME_POINT;
}

/** A closed polygon (at least 3 points) with every corner rounded by `radius` (limited per corner, see above). */
export function roundedPolygon(points: readonly Point[], radius: number): BezierCommand[] {
  if (points.length < 3) throw new RangeError(`a polygon needs at least 3 points, got ${points.length}`);
  const commands: BezierCommand[] = [];
  const at = (i: number): Point => points[(i + points.length) % points.length] as Point;
  let cursor: Point | null = null;
  for (let i = 0; i < points.length; i++) {
    const vertex = at(i);
    const corner = roundCorner(at(i - 1), vertex, at(i + 1), radius);
    const entry = corner ? corner.from : vertex;
    if (!cursor) commands.push(['M', entry.x, entry.y]);
    else if (!samePoint(cursor, entry)) commands.push(['L', entry.x, entry.y]);
    if (corner) {
      commands.push(['C', corner.c1.x, corner.c1.y, corner.c2.x, corner.c2.y, corner.to.x, corner.to.y]);
      cursor = corner.to;
    } else {
      cursor = vertex;
    }
  }
  commands.push(['Z']);
  return commands;
}
