import { describe, expect, it } from 'vitest';
import { convert, yuvMatrix } from '../../../src/worker/media/yuv-scale.ts';

/** An I420 frame (Y, then U, then V, tightly packed) of sw × sh whose pixel (x, y) has the YUV `at(x, y)`. */
function i420(sw: number, sh: number, at: (x: number, y: number) => [number, number, number]): Uint8Array {
  const cw = sw / 2;
  const ch = sh / 2;
  const buffer = new Uint8Array(sw * sh + 2 * cw * ch);
  for (let y = 0; y < sh; y++) for (let x = 0; x < sw; x++) buffer[y * sw + x] = at(x, y)[0];
  for (let y = 0; y < ch; y++)
    for (let x = 0; x < cw; x++) {
      const [, u, v] = at(2 * x, 2 * y);
      buffer[sw * sh + y * cw + x] = u;
      buffer[sw * sh + cw * ch + y * cw + x] = v;
    }
  return buffer;
}

function run(
  src: Uint8Array,
  sw: number,
  sh: number,
  width: number,
  height: number,
  matrix = yuvMatrix({}, 1080),
) {
  const dst = new Uint8ClampedArray(width * height * 4);
  convert(src, dst, {
    sw,
    sh,
    width,
    height,
    y: { offset: 0, stride: sw },
    u: { offset: sw * sh, stride: sw / 2 },
    v: { offset: sw * sh + (sw / 2) * (sh / 2), stride: sw / 2 },
    chromaStep: 1,
    m: matrix,
  });
  return (x: number, y: number) => [...dst.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
}

const near = (a: number[], b: number[], tolerance = 3) =>
  b.every((v, i) => Math.abs((a[i] ?? -99) - v) <= tolerance);

describe('YUV 4:2:0 → RGBA, scaled down', () => {
  it('converts BT.709 limited-range primaries and greys to their RGB', () => {
    // BT.709 limited range: red (63, 102, 240), green (173, 42, 26), blue (32, 240, 118), white (235, 128, 128).
    const colours: Array<[[number, number, number], number[]]> = [
      [
        [63, 102, 240],
        [255, 0, 0, 255],
      ],
      [
        [173, 42, 26],
        [0, 255, 0, 255],
      ],
      [
        [32, 240, 118],
        [0, 0, 255, 255],
      ],
      [
        [235, 128, 128],
        [255, 255, 255, 255],
      ],
      [
        [16, 128, 128],
        [0, 0, 0, 255],
      ],
    ];
    for (const [yuv, rgba] of colours) {
      const pixel = run(
        i420(16, 16, () => yuv),
        16,
        16,
        4,
        4,
      );
      expect(pixel(1, 2), `YUV ${yuv.join(',')}`).toSatisfy((p: number[]) => near(p, rgba));
    }
  });

  it('uses BT.601 for a BT.601 matrix (and for unspecified standard definition)', () => {
    // BT.601 limited-range red is (81, 90, 240).
    expect(
      run(
        i420(8, 8, () => [81, 90, 240]),
        8,
        8,
        2,
        2,
        yuvMatrix({ matrix: 'smpte170m' }, 1080),
      )(0, 0),
    ).toSatisfy((p: number[]) => near(p, [255, 0, 0, 255]));
    expect(yuvMatrix({}, 480)).toEqual(yuvMatrix({ matrix: 'bt470bg' }, 480));
    expect(yuvMatrix({ fullRange: true }, 1080).y).toBe(1);
  });

  it('keeps the picture in place: a white left half and black right half stay so at a quarter size', () => {
    const pixel = run(
      i420(64, 32, (x) => (x < 32 ? [235, 128, 128] : [16, 128, 128])),
      64,
      32,
      16,
      8,
    );
    for (let y = 0; y < 8; y++) {
      expect(pixel(0, y)[0]).toBeGreaterThan(250);
      expect(pixel(7, y)[0]).toBeGreaterThan(250);
      expect(pixel(8, y)[0]).toBeLessThan(5);
      expect(pixel(15, y)[0]).toBeLessThan(5);
    }
  });

  it('averages the footprint: a one-pixel checkerboard becomes mid grey, not aliased stripes', () => {
    const pixel = run(
      i420(64, 64, (x, y) => ((x + y) % 2 === 0 ? [235, 128, 128] : [16, 128, 128])),
      64,
      64,
      16,
      16,
    );
    for (const [x, y] of [
      [0, 0],
      [5, 9],
      [15, 15],
    ] as const) {
      expect(pixel(x, y)[0]).toBeGreaterThan(110);
      expect(pixel(x, y)[0]).toBeLessThan(145);
    }
  });
});
