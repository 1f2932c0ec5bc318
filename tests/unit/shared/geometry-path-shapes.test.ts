import { describe, expect, it } from 'vitest';
import { PATH_SHAPES } from '../../../src/shared/index.ts';
import {
  BUBBLE_TAIL,
  parseAbsolutePath,
  pathBounds,
  pathShapeCommands,
  pathShapeHasCorners,
  pathShapeOutline,
  roundCorner,
  STAR_INNER_RATIO,
  type Bounds,
  type PathCommand,
} from '../../../src/shared/geometry/index.ts';

function expectBounds(actual: Bounds | null, expected: Bounds, digits = 9): void {
  expect(actual).not.toBeNull();
  for (const key of ['minX', 'minY', 'maxX', 'maxY'] as const)
    expect(actual?.[key]).toBeCloseTo(expected[key], digits);
}

const box = (w: number, h: number): Bounds => ({ minX: 0, minY: 0, maxX: w, maxY: h });
const deg = Math.PI / 180;

describe('every path shape fits its box exactly', () => {
  for (const shape of PATH_SHAPES) {
    it.each([
      [300, 300],
      [300, 120],
      [40, 500],
    ])(`${shape} %i×%i`, (w, h) => {
      const { commands, d } = pathShapeOutline(shape, w, h);
      expectBounds(pathBounds(commands), box(w, h));
      expect(commands[0]?.[0]).toBe('M');
      expect(commands.at(-1)).toEqual(['Z']);
      // The SVG string says the same as the commands (to its 8 fraction digits).
      const reparsed = parseAbsolutePath(d);
      expect(reparsed).toHaveLength(commands.length);
      reparsed.forEach((command, i) =>
        command.forEach((value, j) => {
          if (typeof value === 'number') expect(value).toBeCloseTo(commands[i]?.[j] as number, 7);
        }),
      );
    });
  }
});

describe('polygon vertices', () => {
  it('diamond, cross and concave arrow block', () => {
    expect(pathShapeOutline('diamond', 300, 200).d).toBe('M 150 0 L 300 100 L 150 200 L 0 100 Z');
    expect(pathShapeOutline('cross', 300, 300).d).toBe(
      'M 100 0 L 200 0 L 200 100 L 300 100 L 300 200 L 200 200 L 200 300 L 100 300 L 100 200 L 0 200 L 0 100 L 100 100 Z',
    );
    expect(pathShapeOutline('concaveArrowBlock', 300, 200).d).toBe(
      'M 0 50 L 180 50 L 180 0 L 300 100 L 180 200 L 180 150 L 0 150 L 60 100 Z',
    );
  });
  it('octagon: regular in a square box (corner cut 300/(2+√2) = 87.87, all 8 sides equal)', () => {
    const { d, commands } = pathShapeOutline('octagon', 300, 300);
    expect(d).toBe(
      'M 87.86796564 0 L 212.13203436 0 L 300 87.86796564 L 300 212.13203436 L 212.13203436 300 L 87.86796564 300 L 0 212.13203436 L 0 87.86796564 Z',
    );
    const points = commands.filter((c) => c[0] !== 'Z').map((c) => [c[1], c[2]] as [number, number]);
    const sides = points.map(([x, y], i) => {
      const [nx, ny] = points[(i + 1) % points.length] as [number, number];
      return Math.hypot(nx - x, ny - y);
    });
    for (const side of sides) expect(side).toBeCloseTo(300 / (1 + Math.SQRT2), 9);
  });
  it('five-pointed star: a regular pentagram stretched to the box', () => {
    expect(STAR_INNER_RATIO).toBeCloseTo((3 - Math.sqrt(5)) / 2, 12);
    const points = pathShapeCommands('fivePointedStar', 300, 300).filter((c) => c[0] !== 'Z');
    expect(points).toHaveLength(10);
    expect(points[0]?.[1]).toBeCloseTo(150, 9);
    expect(points[0]?.[2]).toBe(0);
    // The right spike: unit y = −sin 18° within a unit-star height of 1 + cos 36°.
    expect(points[2]?.[1]).toBe(300);
    expect(points[2]?.[2]).toBeCloseTo((300 * (1 - Math.sin(18 * deg))) / (1 + Math.cos(36 * deg)), 9);
    expect(points[4]?.[2]).toBe(300);
  });
  it('star burst: 16 spikes, 32 vertices', () => {
    expect(pathShapeCommands('starBurst', 300, 300).filter((c) => c[0] === 'L')).toHaveLength(31);
  });
});

describe('corner rounding is limited by the adjacent edges', () => {
  const P = (x: number, y: number) => ({ x, y });
  it('right angle: radius ≤ half the shorter edge', () => {
    expect(roundCorner(P(0, 100), P(0, 0), P(40, 0), 30)?.radius).toBeCloseTo(20, 12);
    const corner = roundCorner(P(0, 100), P(0, 0), P(40, 0), 10);
    expect(corner?.from.x).toBe(0);
    expect(corner?.from.y).toBeCloseTo(10, 12);
    expect(corner?.to.x).toBeCloseTo(10, 12);
    expect(corner?.to.y).toBe(0);
    expect(corner?.radius).toBeCloseTo(10, 12);
  });
  it('60° corner: tangent points at r / tan 30°, limited to half the edge', () => {
    const a = P(100 * Math.cos(60 * deg), 100 * Math.sin(60 * deg));
    const corner = roundCorner(a, P(0, 0), P(100, 0), 10);
    expect(corner?.radius).toBeCloseTo(10, 12);
    expect(corner?.to.x).toBeCloseTo(10 / Math.tan(30 * deg), 12);
    const limited = roundCorner(P(25, 25 * Math.tan(60 * deg)), P(0, 0), P(50, 0), 40);
    expect(limited?.to.x).toBeCloseTo(25, 12);
    expect(limited?.radius).toBeCloseTo(25 * Math.tan(30 * deg), 12);
  });
  it('the arc is circular: its midpoint lies at the radius from the arc centre', () => {
    const corner = roundCorner(P(0, 100), P(0, 0), P(100, 0), 30);
    if (!corner) throw new Error('expected a rounded corner');
    const mid = {
      x: (corner.from.x + 3 * corner.c1.x + 3 * corner.c2.x + corner.to.x) / 8,
      y: (corner.from.y + 3 * corner.c1.y + 3 * corner.c2.y + corner.to.y) / 8,
    };
    expect(Math.hypot(mid.x - 30, mid.y - 30)).toBeCloseTo(30, 12);
  });
  it('no rounding for radius 0, straight corners and zero-length edges', () => {
    expect(roundCorner(P(0, 0), P(5, 0), P(10, 0), 5)).toBeNull();
    expect(roundCorner(P(0, 10), P(0, 0), P(10, 0), 0)).toBeNull();
    expect(roundCorner(P(0, 0), P(0, 0), P(10, 0), 5)).toBeNull();
  });
  it('cross with radius 80: every corner limited to 50, arm ends become semicircles touching the box', () => {
    const commands = pathShapeCommands('cross', 300, 300, 80);
    expect(commands[0]).toEqual(['M', 100, 50]);
    expect(commands[1]?.slice(5)).toEqual([150, 0]);
    expectBounds(pathBounds(commands), box(300, 300));
    // 12 corners, all rounded; half-edge tangents meet, so no straight pieces remain.
    expect(commands.filter((c) => c[0] === 'C')).toHaveLength(12);
    expect(commands.filter((c) => c[0] === 'L')).toHaveLength(0);
  });
  it('diamond with radius 20: the rounded tips pull in by r(√2 − 1)', () => {
    const inset = 20 * (Math.SQRT2 - 1);
    expectBounds(pathBounds(pathShapeCommands('diamond', 300, 300, 20)), {
      minX: inset,
      minY: inset,
      maxX: 300 - inset,
      maxY: 300 - inset,
    });
  });
  it('octagon with radius 20 keeps touching all four sides', () => {
    expectBounds(pathBounds(pathShapeCommands('octagon', 300, 300, 20)), box(300, 300));
  });
});

describe('curved shapes', () => {
  const point = (c: PathCommand | undefined): number[] => (c ? c.slice(-2) : []) as number[];
  it('ignore the corner radius', () => {
    for (const shape of ['cloud', 'heart', 'roundSpeechBubble'] as const) {
      expect(pathShapeHasCorners(shape)).toBe(false);
      expect(pathShapeCommands(shape, 300, 300, 50)).toEqual(pathShapeCommands(shape, 300, 300, 0));
    }
    expect(pathShapeHasCorners('octagon')).toBe(true);
  });
  it('heart: dip at (w/2, h/4), lobe tops at (w/4, 0) and (3w/4, 0), tip at (w/2, h)', () => {
    const commands = pathShapeCommands('heart', 400, 200);
    expect(commands[0]).toEqual(['M', 0, 50]);
    const ends = commands.map(point);
    // M, two quarter cubics per lobe, two quadratics, Z.
    expect(commands.map((c) => c[0]).join('')).toBe('MCCCCQQZ');
    expect(ends[1]?.[0]).toBeCloseTo(100, 9);
    expect(ends[1]?.[1]).toBeCloseTo(0, 9);
    expect(ends[2]?.[0]).toBeCloseTo(200, 9);
    expect(ends[2]?.[1]).toBeCloseTo(50, 9);
    expect(ends[3]?.[0]).toBeCloseTo(300, 9);
    expect(ends[3]?.[1]).toBeCloseTo(0, 9);
    expect(ends[4]).toEqual([400, 50]);
    expect(commands.find((c) => c[0] === 'Q' && c[4] === 200)?.[3]).toBe(200);
  });
  it('round speech bubble: the tail tip sits on the bottom edge, 2.5 % in from the left', () => {
    expect(BUBBLE_TAIL.tip).toEqual({ x: -0.95, y: 1.15 });
    const tip = pathShapeCommands('roundSpeechBubble', 300, 200).find((c) => c[0] === 'L');
    expect(tip?.[1]).toBeCloseTo(7.5, 9);
    expect(tip?.[2]).toBe(200);
  });
  it('cloud: eight bumps, each a semicircle of two quarter cubics', () => {
    expect(pathShapeCommands('cloud', 300, 200).filter((c) => c[0] === 'C')).toHaveLength(16);
  });
});

describe('argument checks', () => {
  it('names the value', () => {
    expect(() => pathShapeCommands('heart', 0, 10)).toThrow('path shape width must be > 0, got 0');
    expect(() => pathShapeCommands('cross', 10, Number.NaN)).toThrow(
      'path shape height must be > 0, got NaN',
    );
    expect(() => pathShapeCommands('cross', 10, 10, -1)).toThrow(
      'path shape cornerRadius must be ≥ 0, got -1',
    );
    // @ts-expect-error an unknown shape from untyped data
    expect(() => pathShapeCommands('hexagon', 10, 10)).toThrow("unknown path shape 'hexagon'");
  });
});
