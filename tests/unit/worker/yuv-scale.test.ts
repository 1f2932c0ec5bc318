import { describe, expect, it } from 'vitest';
import { yuvMatrix } from '../../../src/worker/media/yuv-sampling.ts';
import { convert } from '../../../src/worker/media/yuv-scale.ts';

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

  it('matches the BT.709 formula within one level on every pixel of a random frame', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return (seed >> 8) & 255;
    };
    const sw = 96;
    const sh = 54;
    const planes = Uint8Array.from({ length: sw * sh * 1.5 }, next);
    const m = yuvMatrix({}, 1080);
    const pixel = run(planes, sw, sh, 24, 13, m);
    // The reference: the same footprint (2×2 luma at the centre, one chroma sample), in floating point.
    const at = (plane: number, stride: number, x: number, y: number) =>
      planes[plane + y * stride + x] as number;
    const centre = (i: number, out: number, src: number) =>
      Math.min(src - 1, Math.floor((i + 0.5) * (src / out)));
    const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
    for (let y = 0; y < 13; y++)
      for (let x = 0; x < 24; x++) {
        const cx = centre(x, 24, sw);
        const cy = centre(y, 13, sh);
        const [xa, ya] = [Math.max(0, cx - 1), Math.max(0, cy - 1)];
        const luma = (at(0, sw, xa, ya) + at(0, sw, cx, ya) + at(0, sw, xa, cy) + at(0, sw, cx, cy)) / 4;
        const yy = (luma - m.yOffset) * m.y;
        const cb = at(sw * sh, sw / 2, cx >> 1, cy >> 1) - 128;
        const cr = at(sw * sh * 1.25, sw / 2, cx >> 1, cy >> 1) - 128;
        const expected = [
          clamp(yy + m.rv * cr),
          clamp(yy + m.gu * cb + m.gv * cr),
          clamp(yy + m.bu * cb),
          255,
        ];
        expect(pixel(x, y), `pixel ${x},${y}`).toSatisfy((p: number[]) => near(p, expected, 1));
      }
  });

  it('clamps colours outside RGB (limited-range extremes) to 0…255', () => {
    // Y 255, U 255, V 255: R and B far above 255, G = 278.3 − 0.2132·127 − 0.5329·127 ≈ 184.
    const high = run(
      i420(8, 8, () => [255, 255, 255]),
      8,
      8,
      2,
      2,
    )(0, 0);
    expect([high[0], high[2], high[3]]).toEqual([255, 255, 255]);
    expect(high[1]).toBeGreaterThan(160);
    expect(high[1]).toBeLessThan(200);
    // Y 0, U 0, V 0: R and B far below 0, G above it.
    const low = run(
      i420(8, 8, () => [0, 0, 0]),
      8,
      8,
      2,
      2,
    )(1, 1);
    expect([low[0], low[2], low[3]]).toEqual([0, 0, 255]);
    expect(low[1]).toBeGreaterThan(60);
  });

  it('reads NV12 (U and V interleaved in one plane) as the same picture as I420', () => {
    const sw = 32;
    const sh = 16;
    const colour = (x: number, y: number): [number, number, number] => [
      16 + ((x * 7 + y * 3) % 200),
      60 + x * 4,
      200 - y * 8,
    ];
    const planar = i420(sw, sh, colour);
    const nv12 = new Uint8Array(planar.length);
    nv12.set(planar.subarray(0, sw * sh));
    const quarter = (sw / 2) * (sh / 2);
    for (let i = 0; i < quarter; i++) {
      nv12[sw * sh + 2 * i] = planar[sw * sh + i] as number;
      nv12[sw * sh + 2 * i + 1] = planar[sw * sh + quarter + i] as number;
    }
    const dst = new Uint8ClampedArray(8 * 4 * 4);
    convert(nv12, dst, {
      sw,
      sh,
      width: 8,
      height: 4,
      y: { offset: 0, stride: sw },
      u: { offset: sw * sh, stride: sw },
      v: { offset: sw * sh + 1, stride: sw },
      chromaStep: 2,
      m: yuvMatrix({}, 1080),
    });
    const expected = run(planar, sw, sh, 8, 4);
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 8; x++)
        expect([...dst.subarray((y * 8 + x) * 4, (y * 8 + x) * 4 + 4)], `pixel ${x},${y}`).toEqual(
          expected(x, y),
        );
  });

  it('gives every frame of one colour space the same matrix, so its tables are made once', () => {
    const hd = yuvMatrix({ matrix: 'bt709', fullRange: false }, 1080);
    expect(yuvMatrix({ matrix: null, fullRange: null }, 720)).toBe(hd);
    expect(yuvMatrix({ matrix: 'bt709', fullRange: true }, 1080)).not.toBe(hd);
    expect(yuvMatrix({}, 480)).toBe(yuvMatrix({ matrix: 'smpte170m' }, 1080));
  });
});
