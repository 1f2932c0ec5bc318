/**
 * YUV 4:2:0 → RGBA made small, in script: the converter where the SIMD one (yuv-wasm.ts) cannot run, and the
 * reference it is tested against. Why this worker converts frames at all (measured facts decide): Chromium's
 * software path turns a 1080p VideoFrame into canvas pixels at full size (14–26 ms here) and is slower still
 * when asked to scale it down (28–35 ms), while copying the frame's YUV planes out is ~1 ms and converting
 * only the pixels the preview shows, in JavaScript, ~1.5 ms with integer tables (bench results, "decode
 * ceiling"). Each output pixel averages the 2×2 luma pixels at the centre of its footprint (no shimmer from
 * plain point sampling), with the frame's own matrix and range.
 */

import { samplePoints, type Job, type Matrix } from './yuv-sampling.ts';

/**
 * Fixed-point tables of a matrix (12 fraction bits), so the per-pixel work is integer adds, shifts and
 * lookups: 1.5 ms instead of 4 for a 1080p frame shown at 440×248 (the float version, measured in Node).
 * `y` is indexed by the sum of the four luma samples and carries the clamp table's offset and the rounding.
 */
interface Tables {
  y: Int32Array;
  rv: Int32Array;
  gu: Int32Array;
  gv: Int32Array;
  bu: Int32Array;
}

const FRACTION_BITS = 12;
const ONE = 1 << FRACTION_BITS;
/** clamp[v + CLAMP_OFFSET] is v limited to 0…255, for every v the matrices can produce (−600…900). */
const CLAMP_OFFSET = 1024;
const CLAMP = Uint8Array.from({ length: 3 * CLAMP_OFFSET }, (_, i) =>
  Math.max(0, Math.min(255, i - CLAMP_OFFSET)),
);
const tableCache = new WeakMap<Matrix, Tables>();

function tablesOf(m: Matrix): Tables {
  const cached = tableCache.get(m);
  if (cached !== undefined) return cached;
  const chroma = (k: number) => Int32Array.from({ length: 256 }, (_, c) => Math.round((c - 128) * k * ONE));
  const tables: Tables = {
    y: Int32Array.from({ length: 4 * 255 + 1 }, (_, sum) =>
      Math.round(((sum / 4 - m.yOffset) * m.y + CLAMP_OFFSET + 0.5) * ONE),
    ),
    rv: chroma(m.rv),
    gu: chroma(m.gu),
    gv: chroma(m.gv),
    bu: chroma(m.bu),
  };
  tableCache.set(m, tables);
  return tables;
}

/** Pixels are written as one 32-bit word: R in the low byte on a little-endian machine (all of ours). */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
const [RED, GREEN, BLUE, ALPHA] = LITTLE_ENDIAN ? [0, 8, 16, 24] : [24, 16, 8, 0];
const OPAQUE = 255 << ALPHA;

/** Converts planar/semi-planar YUV 4:2:0 in `src` to RGBA in `dst` (width × height, scaled down). */
export function convert(src: Uint8Array, dst: Uint8ClampedArray, job: Job): void {
  const { width, height, y: yp, u: up, v: vp } = job;
  const xs = samplePoints(width, job.sw, job.chromaStep);
  const ys = samplePoints(height, job.sh);
  const { y: ty, rv, gu, gv, bu } = tablesOf(job.m);
  const out = new Uint32Array(dst.buffer, dst.byteOffset, width * height);
  const xa = xs.a;
  const xb = xs.b;
  const xc = xs.c;
  let i = 0;
  for (let row = 0; row < height; row++) {
    const ra = yp.offset + (ys.a[row] as number) * yp.stride;
    const rb = yp.offset + (ys.b[row] as number) * yp.stride;
    const cr = ys.c[row] as number;
    const ur = up.offset + cr * up.stride;
    const vr = vp.offset + cr * vp.stride;
    for (let col = 0; col < width; col++) {
      const a = xa[col] as number;
      const b = xb[col] as number;
      const c = xc[col] as number;
      const yy = ty[
        (src[ra + a] as number) + (src[ra + b] as number) + (src[rb + a] as number) + (src[rb + b] as number)
      ] as number;
      const u = src[ur + c] as number;
      const v = src[vr + c] as number;
      const r = CLAMP[(yy + (rv[v] as number)) >> FRACTION_BITS] as number;
      const g = CLAMP[(yy + (gu[u] as number) + (gv[v] as number)) >> FRACTION_BITS] as number;
      const bl = CLAMP[(yy + (bu[u] as number)) >> FRACTION_BITS] as number;
      out[i++] = (r << RED) | (g << GREEN) | (bl << BLUE) | OPAQUE;
    }
  }
}
