/**
 * Elliptical arcs as cubic Béziers. Canvas paths, Fabric and our bounds all work on Béziers, so every arc is
 * converted the same way (segments of at most 90°, handle length 4/3·tan(δ/4): radial error below 0.03 %).
 */
import type { CubicCommand, LineCommand } from './types.ts';

const QUARTER_TURN = Math.PI / 2;

/**
 * Cubics along the ellipse centred at (cx, cy) with radii rx, ry rotated by `rotation` radians, from
 * parameter angle `start` through `sweep` radians (positive = increasing angle = clockwise on a y-down canvas).
 */
export function centerArcToCubics(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rotation: number,
  start: number,
  sweep: number,
): CubicCommand[] {
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  // Unit-circle point → ellipse point (scale, rotate, translate).
  const map = (ux: number, uy: number): [number, number] => {
    const ex = rx * ux;
    const ey = ry * uy;
    return [cx + ex * cos - ey * sin, cy + ex * sin + ey * cos];
  };
  // The small epsilon keeps an exact quarter turn in one segment despite rounding in `sweep`.
  const count = Math.max(1, Math.ceil(Math.abs(sweep) / QUARTER_TURN - 1e-9));
  const delta = sweep / count;
  const k = (4 / 3) * Math.tan(delta / 4);
  const cubics: CubicCommand[] = [];
  for (let i = 0; i < count; i++) {
    const a = start + i * delta;
    const b = a + delta;
    const [ca, sa, cb, sb] = [Math.cos(a), Math.sin(a), Math.cos(b), Math.sin(b)];
    cubics.push(['C', ...map(ca - k * sa, sa + k * ca), ...map(cb + k * sb, sb - k * cb), ...map(cb, sb)]);
  }
  return cubics;
}

/** Signed angle from vector u to vector v, in (−π, π]. */
function angleBetween(ux: number, uy: number, vx: number, vy: number): number {
  return Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
}

/**
 * An SVG arc command (endpoint form) from (x1, y1) as cubics, following SVG 1.1 appendix F.6: equal endpoints
 * draw nothing, a zero radius draws a straight line, radii too small to reach are scaled up. The last cubic
 * ends exactly on (x2, y2).
 */
export function arcToCubics(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  rotationDeg: number,
  largeArc: 0 | 1,
  sweepFlag: 0 | 1,
  x2: number,
  y2: number,
): (CubicCommand | LineCommand)[] {
  if (x1 === x2 && y1 === y2) return [];
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0) return [['L', x2, y2]];
  const phi = (rotationDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  // F.6.5.1: the start point in the ellipse's own frame, relative to the chord's midpoint.
  const hx = (x1 - x2) / 2;
  const hy = (y1 - y2) / 2;
  const px = cos * hx + sin * hy;
  const py = -sin * hx + cos * hy;
  // F.6.6.2: scale radii up when the ellipse cannot reach both endpoints.
  const lambda = (px * px) / (rx * rx) + (py * py) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  // F.6.5.2: the centre in the ellipse frame; the sign picks one of the two candidate ellipses.
  const num = rx * rx * ry * ry - rx * rx * py * py - ry * ry * px * px;
  const den = rx * rx * py * py + ry * ry * px * px;
  const coef = (largeArc !== sweepFlag ? 1 : -1) * Math.sqrt(Math.max(0, num / den));
  const cxp = (coef * rx * py) / ry;
  const cyp = (-coef * ry * px) / rx;
  // F.6.5.3: back to user space.
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  // F.6.5.5–6: start angle and sweep.
  const ux = (px - cxp) / rx;
  const uy = (py - cyp) / ry;
  const vx = (-px - cxp) / rx;
  const vy = (-py - cyp) / ry;
  const start = angleBetween(1, 0, ux, uy);
  let sweep = angleBetween(ux, uy, vx, vy);
  if (sweepFlag === 0 && sweep > 0) sweep -= 2 * Math.PI;
  if (sweepFlag === 1 && sweep < 0) sweep += 2 * Math.PI;
  const cubics = centerArcToCubics(cx, cy, rx, ry, phi, start, sweep);
  const last = cubics[cubics.length - 1];
  if (last) {
    last[5] = x2;
    last[6] = y2;
  }
  return cubics;
}
