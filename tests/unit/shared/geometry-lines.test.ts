import { describe, expect, it } from 'vitest';
import { SHAPES } from '../../../src/shared/index.ts';
import { ARROW_HEAD, arrowHeadLength, lineGeometry, type Point } from '../../../src/shared/geometry/index.ts';

const { x1, y1, x2, y2, strokeWidth } = SHAPES.line;
const TAN30 = Math.tan(Math.PI / 6);

/** Shoelace signed area: the sign is the winding. */
function signedArea(points: readonly Point[]): number {
  return points.reduce((sum, p, i) => {
    const q = points[(i + 1) % points.length] as Point;
    return sum + (p.x * q.y - q.x * p.y) / 2;
  }, 0);
}

function expectPoint(actual: Point | undefined, x: number, y: number): void {
  expect(actual?.x).toBeCloseTo(x, 9);
  expect(actual?.y).toBeCloseTo(y, 9);
}

describe('head rule', () => {
  it('60° tip angle; length 3 × stroke width, at least 10', () => {
    expect(ARROW_HEAD.angleDeg).toBe(60);
    expect([arrowHeadLength(10), arrowHeadLength(1), arrowHeadLength(3)]).toEqual([30, 10, 10]);
  });
});

describe('lineGeometry with the default line (20,50)→(320,50), width 10', () => {
  it('line: a 10-wide shaft rectangle, no heads', () => {
    const line = lineGeometry(x1, y1, x2, y2, strokeWidth, 'CustomLine');
    expect(line.d).toBe('M 20 45 L 320 45 L 320 55 L 20 55 Z');
    expect(line.heads).toEqual([]);
    expect(line.headLength).toBe(0);
    expect(line.bounds).toEqual({ minX: 20, minY: 45, maxX: 320, maxY: 55 });
  });
  it('arrow: head 30 long and 2·30·tan 30° = 34.64 wide at (320, 50); the shaft stops at its base', () => {
    const arrow = lineGeometry(x1, y1, x2, y2, strokeWidth, 'CustomArrow');
    const [head] = arrow.heads;
    expect(arrow.heads).toHaveLength(1);
    expectPoint(head?.tip, 320, 50);
    expectPoint(head?.base, 290, 50);
    expectPoint(head?.left, 290, 50 + 30 * TAN30);
    expectPoint(head?.right, 290, 50 - 30 * TAN30);
    expect(arrow.shaft.map((p) => p.x)).toEqual([20, 290, 290, 20]);
    expect(arrow.bounds?.minY).toBeCloseTo(50 - 30 * TAN30, 9);
    expect(arrow.bounds?.maxX).toBe(320);
    expect(arrow.d).toBe(
      'M 20 45 L 290 45 L 290 55 L 20 55 Z M 320 50 L 290 67.32050808 L 290 32.67949192 Z',
    );
  });
  it('double arrow: heads at both ends, shaft between the bases', () => {
    const arrow = lineGeometry(x1, y1, x2, y2, strokeWidth, 'CustomDoubleArrow');
    expect(arrow.heads.map((h) => h.tip)).toEqual([
      { x: 320, y: 50 },
      { x: 20, y: 50 },
    ]);
    expectPoint(arrow.heads[1]?.base, 50, 50);
    expect(arrow.shaft.map((p) => p.x)).toEqual([50, 290, 290, 50]);
    expect(arrow.bounds?.minX).toBe(20);
  });
  it('every polygon winds the same way, so one nonzero fill draws shaft and heads', () => {
    const arrow = lineGeometry(10, 80, 200, -30, 6, 'CustomDoubleArrow');
    const areas = [arrow.shaft, ...arrow.heads.map((h) => [h.tip, h.left, h.right])].map(signedArea);
    expect(areas).toHaveLength(3);
    for (const area of areas) expect(Math.sign(area)).toBe(Math.sign(areas[0] as number));
  });
});

describe('short, thin, vertical and degenerate lines', () => {
  it('heads shrink to fit: a 40 long double arrow gets two 20 long heads and no shaft', () => {
    const arrow = lineGeometry(0, 0, 40, 0, 10, 'CustomDoubleArrow');
    expect(arrow.headLength).toBe(20);
    expect(arrow.shaft).toEqual([]);
    expectPoint(arrow.heads[0]?.base, 20, 0);
    expectPoint(arrow.heads[1]?.base, 20, 0);
  });
  it('an arrow shorter than its head is all head', () => {
    const arrow = lineGeometry(0, 0, 0, 8, 4, 'CustomArrow');
    expect(arrow.headLength).toBe(8);
    expect(arrow.shaft).toEqual([]);
  });
  it('vertical arrow of width 4: head 12 long, base corners ±12·tan 30° across', () => {
    const [head] = lineGeometry(0, 0, 0, 100, 4, 'CustomArrow').heads;
    expectPoint(head?.base, 0, 88);
    expectPoint(head?.left, -12 * TAN30, 88);
    expectPoint(head?.right, 12 * TAN30, 88);
  });
  it('zero length and zero width draw nothing, without NaN', () => {
    expect(lineGeometry(5, 5, 5, 5, 10, 'CustomArrow')).toEqual({
      empty: 'zero-length',
      shaft: [],
      heads: [],
      headLength: 0,
      commands: [],
      d: '',
      bounds: null,
    });
    expect(lineGeometry(0, 0, 10, 0, 0, 'CustomLine').empty).toBe('zero-width');
  });
  it('refuses non-finite input by name', () => {
    expect(() => lineGeometry(0, 0, Number.NaN, 0, 1, 'CustomLine')).toThrow(
      'line x2 must be a finite number, got NaN',
    );
  });
});
