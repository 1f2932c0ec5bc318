import type { TSimplePathData } from 'fabric';
import { describe, expect, it } from 'vitest';
import {
  arcToCubics,
  centerArcToCubics,
  fitToBox,
  formatNumber,
  parseAbsolutePath,
  pathBounds,
  toBezierCommands,
  type Bounds,
  type CubicCommand,
} from '../../../src/shared/geometry/index.ts';

const boundsOf = (d: string): Bounds | null => pathBounds(parseAbsolutePath(d));

function expectBounds(actual: Bounds | null, expected: Bounds, digits = 9): void {
  expect(actual).not.toBeNull();
  for (const key of ['minX', 'minY', 'maxX', 'maxY'] as const)
    expect(actual?.[key]).toBeCloseTo(expected[key], digits);
}

/** Bernstein form of a cubic coordinate, written here independently of the code under test. */
const bezier3 = (p: number[], t: number): number =>
  (1 - t) ** 3 * (p[0] ?? 0) +
  3 * (1 - t) ** 2 * t * (p[1] ?? 0) +
  3 * (1 - t) * t ** 2 * (p[2] ?? 0) +
  t ** 3 * (p[3] ?? 0);

describe('pathBounds', () => {
  it('lines: exactly their points, moves included, empty path null', () => {
    expect(boundsOf('M5 -3 L10 4 L-2 7 Z')).toEqual({ minX: -2, minY: -3, maxX: 10, maxY: 7 });
    expect(pathBounds([])).toBeNull();
  });
  it('quadratics and cubics: the extremum inside the curve, not the control points', () => {
    expect(boundsOf('M0 0 Q10 20 20 0')).toEqual({ minX: 0, minY: 0, maxX: 20, maxY: 10 });
    expect(boundsOf('M0 0 C0 -30 30 -30 30 0')).toEqual({ minX: 0, minY: -22.5, maxX: 30, maxY: 0 });
  });
  it('a cubic overshooting both ends: extrema at t = (2 ∓ √2)/4', () => {
    // x: 0, -10, 20, 10 → B'(t) ∝ 8t² − 8t + 1.
    const xs = [0, -10, 20, 10];
    const low = bezier3(xs, (2 - Math.SQRT2) / 4);
    const high = bezier3(xs, (2 + Math.SQRT2) / 4);
    // Closed forms: 5 ∓ 5√2 (the control points are symmetric about x = 5).
    expect(low).toBeCloseTo(5 - 5 * Math.SQRT2, 12);
    expect(high).toBeCloseTo(5 + 5 * Math.SQRT2, 12);
    expectBounds(boundsOf('M0 0 C-10 0 20 5 10 5'), { minX: low, minY: 0, maxX: high, maxY: 5 }, 12);
  });
  it('arcs: a semicircle over the top, a three-quarter large arc, radii scaled up to reach', () => {
    expectBounds(boundsOf('M0 0 A10 10 0 0 1 20 0'), { minX: 0, minY: -10, maxX: 20, maxY: 0 });
    expectBounds(boundsOf('M0 10 A10 10 0 1 1 10 0'), { minX: -10, minY: -10, maxX: 10, maxY: 10 });
    expectBounds(boundsOf('M0 0 A1 1 0 0 1 20 0'), { minX: 0, minY: -10, maxX: 20, maxY: 0 });
    // sweep 0 goes under instead.
    expectBounds(boundsOf('M0 0 A10 10 0 0 0 20 0'), { minX: 0, minY: 0, maxX: 20, maxY: 10 });
  });
  it('after Z the next command starts from the subpath start', () => {
    expect(boundsOf('M10 10 L20 10 Z Q15 0 10 10')).toEqual({ minX: 10, minY: 5, maxX: 20, maxY: 10 });
  });
});

describe('arcs as cubics', () => {
  it('degenerate arcs: equal endpoints draw nothing, a zero radius draws a line', () => {
    expect(arcToCubics(5, 5, 10, 10, 0, 0, 1, 5, 5)).toEqual([]);
    expect(arcToCubics(0, 0, 0, 10, 0, 0, 1, 7, 8)).toEqual([['L', 7, 8]]);
  });
  it('splits into quarter turns at most and ends exactly on the end point', () => {
    const pieces = arcToCubics(0, 10, 10, 10, 0, 1, 1, 10, 0);
    expect(pieces).toHaveLength(3);
    expect(pieces[2]?.slice(5)).toEqual([10, 0]);
  });
  it('stays within 0.03 % of the radius of the true circle', () => {
    const radius = 100;
    const cubics = centerArcToCubics(0, 0, radius, radius, 0, 0.3, 5) as CubicCommand[];
    let x0 = radius * Math.cos(0.3);
    let y0 = radius * Math.sin(0.3);
    let worst = 0;
    for (const [, x1, y1, x2, y2, x, y] of cubics) {
      for (let t = 0; t <= 1; t += 0.01) {
        const r = Math.hypot(bezier3([x0, x1, x2, x], t), bezier3([y0, y1, y2, y], t));
        worst = Math.max(worst, Math.abs(r - radius));
      }
      [x0, y0] = [x, y];
    }
    expect(cubics).toHaveLength(4); // 5 rad = 3.18 quarter turns
    expect(worst).toBeLessThan(0.03);
    expect(worst).toBeGreaterThan(0); // a cubic is not a circle: the check measured something
  });
  it('rotated ellipse: rx 20, ry 10 at 90° is 10 wide and 20 high', () => {
    expectBounds(boundsOf('M0 0 A20 10 90 1 1 0 40 A20 10 90 1 1 0 0'), {
      minX: -10,
      minY: 0,
      maxX: 10,
      maxY: 40,
    });
  });
});

describe('fitToBox and number formatting', () => {
  it('maps the exact bounds onto [0, w] × [0, h]', () => {
    expect(fitToBox([['M', -1, 2], ['L', 3, 2], ['L', 1, 6], ['Z']], 200, 100)).toEqual([
      ['M', 0, 0],
      ['L', 200, 0],
      ['L', 100, 100],
      ['Z'],
    ]);
  });
  it('formats to 8 fraction digits without trailing zeros or negative zero', () => {
    expect([1 / 3, -0, 2.5, -1e-10, 300].map(formatNumber)).toEqual(['0.33333333', '0', '2.5', '0', '300']);
    expect(() => formatNumber(Number.NaN)).toThrow('path number must be finite, got NaN');
  });
});

describe('toBezierCommands', () => {
  it("replaces arcs by cubics and keeps the rest: Fabric's simple path data", () => {
    const simple: TSimplePathData = toBezierCommands(parseAbsolutePath('M0 0 A10 10 0 0 1 20 0 L20 5 Z'));
    expect(simple.map((c) => c[0]).join('')).toBe('MCCLZ');
    expect(simple[2]?.slice(5)).toEqual([20, 0]);
    expect(pathBounds(simple)).toEqual(boundsOf('M0 0 A10 10 0 0 1 20 0 L20 5 Z'));
  });
});
