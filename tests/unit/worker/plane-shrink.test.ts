import { describe, expect, it } from 'vitest';
import { shrinkPlane } from '../../../src/worker/proxy/plane-shrink.ts';

function shrink(
  data: number[],
  width: number,
  height: number,
  to: [number, number],
  factor: number,
  stride = width,
) {
  const out = new Uint8Array(to[0] * to[1]);
  shrinkPlane({ data: Uint8Array.from(data), width, height, stride }, out, to[0], to[1], factor);
  return [...out];
}

describe('shrinking a plane by a whole factor', () => {
  it('halves by the rounded mean of each 2×2 block', () => {
    // prettier-ignore
    const plane = [
      10, 20, 200, 101,
      30, 40, 0, 100,
    ];
    expect(shrink(plane, 4, 2, [2, 1], 2)).toEqual([25, 100]);
  });

  it('takes the mean of 3×3 blocks, leaving the columns and rows past the last block', () => {
    // 7×3 at a factor of 3: two blocks; the 7th column is left out.
    // prettier-ignore
    const plane = [
      9, 9, 9, 0, 0, 0, 255,
      9, 9, 9, 0, 0, 0, 255,
      9, 9, 9, 0, 0, 90, 255,
    ];
    expect(shrink(plane, 7, 3, [2, 1], 3)).toEqual([9, 10]);
  });

  it('reads rows by their stride (padding is never read)', () => {
    const width = 8;
    const stride = 12;
    const plane = new Array<number>(stride * 4).fill(0).map((_, i) => (i % stride < width ? 200 : 7));
    expect(new Set(shrink(plane, width, 4, [4, 2], 2, stride))).toEqual(new Set([200]));
  });

  it('refuses a size the plane cannot give', () => {
    expect(() => shrink([1, 2, 3, 4], 2, 2, [2, 1], 2)).toThrow(/2×2 cannot give 2×1 at a factor of 2/);
    expect(() => shrink([1, 2, 3, 4], 2, 2, [1, 1], 1.5)).toThrow(/factor of 1.5/);
  });
});
