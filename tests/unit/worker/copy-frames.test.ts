import { describe, expect, it } from 'vitest';
import { rgbaToI420 } from '../../../src/worker/proxy/copy-frames.ts';

/** A 2×2 RGBA picture of one colour, converted: [Y of each pixel..., U, V]. */
function convert(rgb: [number, number, number]): number[] {
  const rgba = new Uint8ClampedArray(16);
  for (let i = 0; i < 4; i++) rgba.set([...rgb, 255], i * 4);
  const out = new Uint8Array(6);
  rgbaToI420(rgba, 2, 2, out);
  return [...out];
}

describe('RGBA to I420 (BT.709, limited range)', () => {
  it('maps white, black and the primaries to their BT.709 codes', () => {
    expect(convert([255, 255, 255])).toEqual([235, 235, 235, 235, 128, 128]);
    expect(convert([0, 0, 0])).toEqual([16, 16, 16, 16, 128, 128]);
    // Red: Y = 16 + 219 × 0.2126, Cb = 128 − 224 × 0.1146, Cr = 128 + 112.
    expect(convert([255, 0, 0])).toEqual([63, 63, 63, 63, 102, 240]);
    // Blue: Y = 16 + 219 × 0.0722, Cb = 128 + 112, Cr = 128 − 224 × 0.0458.
    expect(convert([0, 0, 255])).toEqual([32, 32, 32, 32, 240, 118]);
  });

  it('takes the mean of each 2×2 block for the chroma', () => {
    const rgba = new Uint8ClampedArray([255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255]);
    const out = new Uint8Array(6);
    rgbaToI420(rgba, 2, 2, out);
    expect([...out.subarray(0, 4)]).toEqual([63, 63, 32, 32]);
    // Half red, half blue: Cb = 128 + 224 × (−0.1146 + 0.5) / 2, Cr = 128 + 224 × (0.5 − 0.0458) / 2.
    expect([...out.subarray(4)]).toEqual([171, 179]);
  });
});
