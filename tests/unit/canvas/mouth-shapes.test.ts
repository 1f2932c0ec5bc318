import { describe, expect, it } from 'vitest';
import { mouthBoxOf } from '../../../src/canvas/avatar-mouth.ts';
import { CLOSED_SHAPE, MOUTH_SHAPES, mouthShapeKey, mouthShapeOf } from '../../../src/canvas/mouth-shapes.ts';
import { VISEMES } from '../../../src/shared/speech/visemes.ts';

describe('mouth shapes as numbers', () => {
  it('give every shape of the set, closed ones without an opening and AI the widest', () => {
    expect(Object.keys(MOUTH_SHAPES).sort()).toEqual([...VISEMES].sort());
    expect(MOUTH_SHAPES.rest.open).toBe(0);
    expect(MOUTH_SHAPES.MBP.open).toBe(0);
    for (const viseme of VISEMES) expect(MOUTH_SHAPES[viseme].open).toBeLessThanOrEqual(MOUTH_SHAPES.AI.open);
    expect(MOUTH_SHAPES.O.round).toBe(1);
  });

  it('interpolate a cross-fade, on a grid of 1/64', () => {
    const ai = mouthShapeOf({ from: 'AI', to: 'AI', mix: 1 });
    for (const [key, value] of Object.entries(MOUTH_SHAPES.AI))
      expect(ai[key as keyof typeof ai]).toBe(Math.round(value * 64) / 64);
    const half = mouthShapeOf({ from: 'rest', to: 'AI', mix: 0.5 });
    expect(half.open).toBe(0.5);
    expect(half.width).toBe(Math.round(((0.7 + 0.86) / 2) * 64) / 64);
    expect(mouthShapeOf({ from: 'rest', to: 'AI', mix: 0.501 })).toEqual(half);
    expect(mouthShapeKey(mouthShapeOf({ from: 'E', to: 'E', mix: 1 }))).toBe(
      mouthShapeKey(mouthShapeOf({ from: 'O', to: 'E', mix: 1 })),
    );
    expect(mouthShapeKey(CLOSED_SHAPE)).toBe(mouthShapeKey(mouthShapeOf({ from: 'AI', to: 'rest', mix: 1 })));
    expect(mouthShapeKey(CLOSED_SHAPE)).not.toBe(
      mouthShapeKey(mouthShapeOf({ from: 'AI', to: 'rest', mix: 0.9 })),
    );
  });

  it('place the mouth in the face box: the lip line at 74 % down, 42 % of the face wide', () => {
    const box = mouthBoxOf(
      { x: 0.25, y: 0.1, width: 0.5, height: 0.4 },
      { width: 400, height: 500 },
      'drawn',
    );
    expect(box).toEqual({ cx: 200, lipY: 50 + 0.74 * 200, width: 84, opening: 40, chinY: 250 });
    expect(
      mouthBoxOf({ x: 0.25, y: 0.1, width: 0.5, height: 0.4 }, { width: 400, height: 500 }, 'photo').opening,
    ).toBe(32);
  });
});
