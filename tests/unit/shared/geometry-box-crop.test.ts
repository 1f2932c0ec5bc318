import { describe, expect, it } from 'vitest';
import { CROP_TYPES, SHAPES } from '../../../src/shared/index.ts';
import {
  circleOutline,
  cropCommands,
  cropOutline,
  ellipseCommands,
  KAPPA,
  pathBounds,
  pathShapeCommands,
  rectCommands,
  rectOutline,
  triangleOutline,
  type Bounds,
} from '../../../src/shared/geometry/index.ts';

function expectBounds(actual: Bounds | null, expected: Bounds, digits = 9): void {
  expect(actual).not.toBeNull();
  for (const key of ['minX', 'minY', 'maxX', 'maxY'] as const)
    expect(actual?.[key]).toBeCloseTo(expected[key], digits);
}

describe('box shapes (defaults: 300×300, circle radius 150)', () => {
  it('rectangle without radii is its box', () => {
    expect(rectOutline(SHAPES.size, SHAPES.size).d).toBe('M 0 0 L 300 0 L 300 300 L 0 300 Z');
  });
  it('rounded rectangle: quarter ellipses with the kappa handle, radii limited to half the side', () => {
    const commands = rectCommands(200, 100, 20, 10);
    expect(KAPPA).toBeCloseTo((4 / 3) * (Math.SQRT2 - 1), 9);
    expect(commands[0]).toEqual(['M', 20, 0]);
    expect(commands[2]).toEqual(['C', 180 + KAPPA * 20, 0, 200, 10 - KAPPA * 10, 200, 10]);
    expectBounds(pathBounds(commands), { minX: 0, minY: 0, maxX: 200, maxY: 100 });
    // rx 80 on a 100-wide box becomes 50 (a full half-round end), ry 80 on a 40-high box becomes 20.
    expect(rectCommands(100, 40, 80)[0]).toEqual(['M', 50, 0]);
    expect(rectCommands(100, 40, 80)[2]?.slice(5)).toEqual([100, 20]);
    // One zero radius: sharp corners, as Fabric draws them.
    expect(rectCommands(100, 40, 10, 0)).toHaveLength(5);
  });
  it('triangle: apex at the top centre', () => {
    expect(triangleOutline(300, 200).d).toBe('M 0 200 L 150 0 L 300 200 Z');
  });
  it('circle of radius 150: four quarter cubics through the four extreme points of its 300 box', () => {
    const { commands } = circleOutline(SHAPES.circleRadius);
    expect(commands.map((c) => c.slice(-2).join(','))).toEqual([
      '300,150',
      '150,300',
      '0,150',
      '150,0',
      '300,150',
      'Z',
    ]);
    expect(pathBounds(commands)).toEqual({ minX: 0, minY: 0, maxX: 300, maxY: 300 });
  });
  it('ellipse in a 200×100 box', () => {
    expect(pathBounds(ellipseCommands(200, 100))).toEqual({ minX: 0, minY: 0, maxX: 200, maxY: 100 });
  });
});

describe('crop shapes (circle, rect, triangle, heart)', () => {
  it.each(CROP_TYPES)('%s fills its crop box', (type) => {
    expectBounds(pathBounds(cropCommands(type, 320, 180)), { minX: 0, minY: 0, maxX: 320, maxY: 180 });
    expect(cropOutline(type, 320, 180).d).toMatch(/^M .* Z$/);
  });
  it('reuse the shape outlines: a heart crop is the heart path shape', () => {
    expect(cropCommands('heart', 320, 180)).toEqual(pathShapeCommands('heart', 320, 180));
    expect(cropCommands('circle', 100, 100)).toEqual(ellipseCommands(100, 100));
    expect(cropCommands('rect', 10, 20)).toEqual(rectCommands(10, 20));
  });
  it('refuses an unknown crop type by name', () => {
    // @ts-expect-error a crop type from untyped data
    expect(() => cropCommands('star', 10, 10)).toThrow("unknown crop type 'star'");
  });
});
