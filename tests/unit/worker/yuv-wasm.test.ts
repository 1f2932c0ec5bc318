import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileKernel, KERNEL_MODULE, KERNEL_SOURCE } from '../../../scripts/build-wasm.ts';
import {
  bilinearPoints,
  samplePoints,
  WEIGHT_ONE,
  yuvMatrix,
  type Job,
} from '../../../src/worker/media/yuv-sampling.ts';
import { convert } from '../../../src/worker/media/yuv-scale.ts';
import { WasmConverter } from '../../../src/worker/media/yuv-wasm.ts';

const kernel = new WebAssembly.Module(readFileSync(KERNEL_MODULE));

/** A seeded frame of random bytes: planes of sw × sh with `pad` extra bytes per row, I420 or NV12. */
function frame(sw: number, sh: number, nv12: boolean, pad = 0, seed = 7) {
  const yStride = sw + pad;
  const cStride = (nv12 ? sw : sw / 2) + pad;
  const ySize = yStride * sh;
  const cSize = cStride * (sh / 2);
  const bytes = new Uint8Array(ySize + (nv12 ? cSize : 2 * cSize));
  let s = seed;
  for (let i = 0; i < bytes.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    bytes[i] = (s >>> 16) & 255;
  }
  const planes = nv12
    ? { u: { offset: ySize, stride: cStride }, v: { offset: ySize + 1, stride: cStride } }
    : { u: { offset: ySize, stride: cStride }, v: { offset: ySize + cSize, stride: cStride } };
  return { bytes, y: { offset: 0, stride: yStride }, ...planes, chromaStep: nv12 ? 2 : 1 };
}

function both(sw: number, sh: number, width: number, height: number, nv12 = false, pad = 0) {
  const f = frame(sw, sh, nv12, pad);
  const script = new Uint8ClampedArray(width * height * 4);
  convert(f.bytes, script, jobFor(f, sw, sh, width, height));
  const { simd, converter } = converted(f, sw, sh, width, height);
  return { script, simd, kind: converter.kind };
}

/** The largest difference of any channel, and whether every alpha is opaque. */
function compare(a: Uint8ClampedArray, b: Uint8ClampedArray) {
  let most = 0;
  let opaque = true;
  for (let i = 0; i < a.length; i++) {
    most = Math.max(most, Math.abs((a[i] as number) - (b[i] as number)));
    if (i % 4 === 3 && b[i] !== 255) opaque = false;
  }
  return { most, opaque, length: b.length };
}

type TestFrame = ReturnType<typeof frame>;

/** The job that converts `f` (sw×sh) to width×height. */
function jobFor(f: TestFrame, sw: number, sh: number, width: number, height: number): Job {
  const { y, u, v, chromaStep } = f;
  return { sw, sh, width, height, y, u, v, chromaStep, m: yuvMatrix({}, sh) };
}

/** `f` (sw×sh) converted by a new converter to width×height: its pixels and the converter. */
function converted(f: TestFrame, sw: number, sh: number, width: number, height: number) {
  const job = jobFor(f, sw, sh, width, height);
  const converter = new WasmConverter(kernel);
  converter
    .frameBytes({ size: f.bytes.length, sw, sh, width, height, chromaStep: f.chromaStep })
    .set(f.bytes);
  return { simd: converter.convert(job), converter };
}

/**
 * The exact (floating-point) conversion of `f` to width×height, each output pixel's luma from `luma(x, y)`
 * (a sample value, fractional where blended) and its chroma from the byte at `chroma(x, y)` of the U and V planes.
 */
function exact(
  f: TestFrame,
  sh: number,
  width: number,
  height: number,
  luma: (x: number, y: number) => number,
  chroma: (x: number, y: number) => [number, number],
): Uint8ClampedArray {
  const m = yuvMatrix({}, sh);
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const l = (luma(x, y) - m.yOffset) * m.y;
      const [cx, cy] = chroma(x, y);
      const u = sample(f, f.u, cx, cy) - 128;
      const v = sample(f, f.v, cx, cy) - 128;
      out.set(
        [l + m.rv * v, l + m.gu * u + m.gv * v, l + m.bu * u, 255].map(Math.round),
        4 * (y * width + x),
      );
    }
  return out;
}

/** The byte at (x, y) of a plane of `f`. */
const sample = (f: TestFrame, plane: { offset: number; stride: number }, x: number, y: number): number =>
  f.bytes[plane.offset + y * plane.stride + x] ?? Number.NaN;

/** Every channel within one level of `expected`, every pixel opaque, the whole image there. */
function expectWithinOneLevel(expected: Uint8ClampedArray, simd: Uint8ClampedArray): void {
  expect(compare(expected, simd)).toEqual({
    most: expect.any(Number),
    opaque: true,
    length: expected.length,
  });
  expect(compare(expected, simd).most).toBeLessThanOrEqual(1);
}

describe('the SIMD converter (yuv-scale.wasm)', () => {
  it('is what wasm/yuv-scale.ts compiles to (run `npm run wasm` after changing the source)', async () => {
    const built = await compileKernel(readFileSync(KERNEL_SOURCE, 'utf8'));
    expect(Buffer.from(built).equals(readFileSync(KERNEL_MODULE))).toBe(true);
  }, 30_000);

  it.each([
    [1920, 1080, 960, 540, 'blocks'],
    [1920, 1080, 1280, 720, 'blocks'],
    [1920, 1080, 641, 361, 'blocks'],
    [1920, 1080, 490, 276, 'blocks'],
    [1920, 1080, 400, 225, 'points'],
    [1280, 720, 17, 9, 'points'],
    [1280, 720, 5, 3, 'points'],
  ])(
    'converts %i×%i I420 to %i×%i as the script converter does (within one level), by %s',
    (sw, sh, w, h, by) => {
      const { script, simd, kind } = both(sw, sh, w, h);
      expect(kind).toBe(by);
      expect(compare(script, simd)).toEqual({ most: expect.any(Number), opaque: true, length: w * h * 4 });
      expect(compare(script, simd).most).toBeLessThanOrEqual(1);
    },
  );

  it('reads NV12 and rows with padding', () => {
    const nv12 = both(1920, 1080, 700, 394, true, 32);
    expect(nv12.kind).toBe('blocks');
    expect(compare(nv12.script, nv12.simd).most).toBeLessThanOrEqual(1);
    const small = both(1920, 1080, 300, 169, true, 32);
    expect(small.kind).toBe('points');
    expect(compare(small.script, small.simd).most).toBeLessThanOrEqual(1);
    const padded = both(1280, 720, 333, 187, false, 64);
    expect(compare(padded.script, padded.simd).most).toBeLessThanOrEqual(1);
  });

  it('gives the colours of the BT.709 limited range', () => {
    const sw = 64;
    const sh = 32;
    const colours: [number, number, number, [number, number, number]][] = [
      [235, 128, 128, [255, 255, 255]],
      [16, 128, 128, [0, 0, 0]],
      [63, 102, 240, [255, 0, 0]],
      [32, 240, 118, [0, 0, 255]],
    ];
    for (const [y, u, v, rgb] of colours) {
      const bytes = new Uint8Array(sw * sh * 1.5);
      bytes.fill(y, 0, sw * sh);
      bytes.fill(u, sw * sh, sw * sh * 1.25);
      bytes.fill(v, sw * sh * 1.25);
      const converter = new WasmConverter(kernel);
      converter.frameBytes({ size: bytes.length, sw, sh, width: 16, height: 8, chromaStep: 1 }).set(bytes);
      const pixels = converter.convert({
        sw,
        sh,
        width: 16,
        height: 8,
        y: { offset: 0, stride: sw },
        u: { offset: sw * sh, stride: sw / 2 },
        v: { offset: sw * sh * 1.25, stride: sw / 2 },
        chromaStep: 1,
        m: yuvMatrix({ matrix: 'bt709', fullRange: false }, 1080),
      });
      const [r, g, b, a] = pixels.subarray(4 * 37, 4 * 38);
      expect(
        [r, g, b, a].map((c, i) => (i < 3 ? Math.abs((c as number) - (rgb[i] as number)) <= 2 : c === 255)),
      ).toEqual([true, true, true, true]);
    }
  });

  it('grows its memory for a larger frame and converts it right', () => {
    const converter = new WasmConverter(kernel);
    const sizes: [number, number, number, number][] = [
      [320, 180, 160, 90],
      [1920, 1080, 960, 540],
      [640, 360, 320, 180],
    ];
    for (const [sw, sh, w, h] of sizes) {
      const f = frame(sw, sh, false, 0, sw);
      const job: Job = {
        sw,
        sh,
        width: w,
        height: h,
        y: f.y,
        u: f.u,
        v: f.v,
        chromaStep: 1,
        m: yuvMatrix({}, sh),
      };
      const script = new Uint8ClampedArray(w * h * 4);
      convert(f.bytes, script, job);
      converter.frameBytes({ size: f.bytes.length, sw, sh, width: w, height: h, chromaStep: 1 }).set(f.bytes);
      const simd = converter.convert(job);
      expect(simd.length).toBe(w * h * 4);
      expect(compare(script, simd).most).toBeLessThanOrEqual(1);
    }
  });

  it.each([
    [1920, 1080, false, 0],
    [1280, 720, true, 32],
    [50, 18, false, 24],
    [50, 18, true, 0],
  ])(
    "converts %i×%i at its own size (NV12: %s, row padding %i): each pixel its luma and its block's chroma",
    (sw, sh, nv12, pad) => {
      const f = frame(sw, sh, nv12, pad, 11);
      const { simd } = converted(f, sw, sh, sw, sh);
      const expected = exact(
        f,
        sh,
        sw,
        sh,
        (x, y) => sample(f, f.y, x, y),
        (x, y) => [(x >> 1) * f.chromaStep, y >> 1],
      );
      expectWithinOneLevel(expected, simd);
    },
  );

  it.each([
    [1920, 1080, 1760, 990, false, 0],
    [960, 540, 880, 495, false, 0],
    [1280, 720, 1100, 619, true, 32],
    [1920, 1080, 1700, 400, false, 16],
    [50, 18, 41, 15, true, 0],
  ])(
    'converts %i×%i to %i×%i bilinearly, by blocks (NV12: %s, row padding %i)',
    (sw, sh, width, height, nv12, pad) => {
      const f = frame(sw, sh, nv12, pad, 5);
      const { simd, converter } = converted(f, sw, sh, width, height);
      expect([converter.kind, converter.bilinear]).toEqual(['blocks', true]);
      // Bilinear along an axis shown at more than three quarters of its size, the 2×2 box along the other.
      const axis = (out: number, src: number, step: number) =>
        out > 0.75 * src
          ? bilinearPoints(out, src, step)
          : { ...samplePoints(out, src, step), w: new Int32Array(out).fill(WEIGHT_ONE / 2) };
      const xs = axis(width, sw, f.chromaStep);
      const ys = axis(height, sh, 1);
      const at = (a: Int32Array, i: number) => a[i] ?? Number.NaN;
      const across = (x: number, row: number) => {
        const w = at(xs.w, x) / WEIGHT_ONE;
        return sample(f, f.y, at(xs.a, x), row) * (1 - w) + sample(f, f.y, at(xs.b, x), row) * w;
      };
      const luma = (x: number, y: number) => {
        const w = at(ys.w, y) / WEIGHT_ONE;
        return across(x, at(ys.a, y)) * (1 - w) + across(x, at(ys.b, y)) * w;
      };
      const expected = exact(f, sh, width, height, luma, (x, y) => [at(xs.c, x), at(ys.c, y)]);
      expectWithinOneLevel(expected, simd);
    },
  );

  it('weighs the two pixels around each output pixel centre, in 128ths below one', () => {
    const { a, b, w } = bilinearPoints(880, 960);
    for (let i = 0; i < 880; i++) {
      const centre = Math.min(959, Math.max(0, ((i + 0.5) * 960) / 880 - 0.5));
      const weight = (w[i] as number) / WEIGHT_ONE;
      expect(w[i]).toBeLessThan(WEIGHT_ONE);
      expect(Math.abs((a[i] as number) + weight - centre)).toBeLessThanOrEqual(0.5 / WEIGHT_ONE + 1e-9);
      expect(b[i]).toBe(Math.min(959, (a[i] as number) + 1));
    }
    expect([a[0], w[0], a[879], b[879]]).toEqual([0, 6, 958, 959]);
  });

  it('refuses to convert before a frame is placed', () => {
    expect(() => new WasmConverter(kernel).convert({} as Job)).toThrow(/frameBytes/);
  });
});
