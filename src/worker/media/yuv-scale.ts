/**
 * A decoded video frame made small, fast, on a CPU-only machine (measured facts
 * decide). Chromium's software path turns a 1080p VideoFrame into canvas pixels at full size (14–26 ms here)
 * and is slower still when asked to scale it down (28–35 ms), while copying the frame's YUV planes out is
 * ~1 ms and converting only the pixels the preview shows, in JavaScript, ~1.5 ms with integer tables (bench
 * results, "decode ceiling"). So a frame shown at half its size or less is converted here: each output pixel averages the 2×2
 * luma pixels at the centre of its footprint (no shimmer from plain point sampling), with the frame's own
 * matrix and range. Formats other than I420/I420A/NV12 return false and the caller draws the frame the usual way.
 */

export interface Matrix {
  /** Multipliers of (Y − yOffset), (U − 128) and (V − 128) for R, G, B. */
  y: number;
  yOffset: number;
  rv: number;
  gu: number;
  gv: number;
  bu: number;
}

/** YCbCr → RGB for a colour matrix (BT.709 for HD when unspecified, else BT.601) and range. */
export function yuvMatrix(
  space: { matrix?: string | null; fullRange?: boolean | null },
  codedHeight: number,
): Matrix {
  const bt709 = space.matrix === 'bt709' || (space.matrix == null && codedHeight >= 720);
  const kr = bt709 ? 0.2126 : 0.299;
  const kb = bt709 ? 0.0722 : 0.114;
  const kg = 1 - kr - kb;
  const full = space.fullRange === true;
  const ys = full ? 1 : 255 / 219;
  const cs = full ? 1 : 255 / 224;
  return {
    y: ys,
    yOffset: full ? 0 : 16,
    rv: 2 * (1 - kr) * cs,
    gu: ((-2 * kb * (1 - kb)) / kg) * cs,
    gv: ((-2 * kr * (1 - kr)) / kg) * cs,
    bu: 2 * (1 - kb) * cs,
  };
}

/** Whether `scale` (output pixels per frame pixel) is small enough for the JavaScript path to win. */
export function scalesInScript(scale: number): boolean {
  return scale <= 0.5;
}

/** Converts frames into one reused buffer and image (one per video source: frames come one at a time). */
export class FrameScaler {
  private buffer = new Uint8Array(0);
  private image: ImageData | undefined;

  /**
   * Draws `frame` into `ctx` at (0, 0) with size width × height (≤ half the frame's in each direction).
   * Converts with `colourSpace` (the frame's own unless the stream has none, colour-space.ts). Resolves false,
   * drawing nothing, for a pixel format this does not convert.
   */
  async draw(
    frame: VideoFrame,
    ctx: OffscreenCanvasRenderingContext2D,
    width: number,
    height: number,
    colourSpace: VideoColorSpaceInit = frame.colorSpace,
  ): Promise<boolean> {
    const format = frame.format;
    if (format !== 'I420' && format !== 'I420A' && format !== 'NV12') return false;
    const size = frame.allocationSize();
    if (this.buffer.length < size) this.buffer = new Uint8Array(size);
    const layout = await frame.copyTo(this.buffer);
    const [yPlane, uPlane, vPlane] = layout;
    if (yPlane === undefined || uPlane === undefined) return false;
    if (this.image?.width !== width || this.image.height !== height)
      this.image = new ImageData(width, height);
    const rect = frame.visibleRect;
    const sw = rect?.width ?? frame.codedWidth;
    const sh = rect?.height ?? frame.codedHeight;
    convert(this.buffer, this.image.data, {
      sw,
      sh,
      width,
      height,
      y: yPlane,
      u: uPlane,
      // NV12: U and V interleaved in the second plane.
      v: format === 'NV12' ? { offset: uPlane.offset + 1, stride: uPlane.stride } : (vPlane ?? uPlane),
      chromaStep: format === 'NV12' ? 2 : 1,
      m: yuvMatrix(colourSpace, frame.codedHeight),
    });
    ctx.putImageData(this.image, 0, 0);
    return true;
  }
}

export interface Plane {
  offset: number;
  stride: number;
}

export interface Job {
  sw: number;
  sh: number;
  width: number;
  height: number;
  y: Plane;
  u: Plane;
  v: Plane;
  chromaStep: number;
  m: Matrix;
}

/**
 * The two neighbouring source pixels at the centre of each output pixel's footprint (a 2×2 box, as a
 * mipmap level averages: pixel-wide detail becomes its mean instead of aliasing), and the chroma sample
 * (times `chromaStep`: NV12 interleaves U and V).
 */
function samplePoints(
  out: number,
  src: number,
  chromaStep = 1,
): { a: Int32Array; b: Int32Array; c: Int32Array } {
  const a = new Int32Array(out);
  const b = new Int32Array(out);
  const c = new Int32Array(out);
  const step = src / out;
  for (let i = 0; i < out; i++) {
    const centre = Math.min(src - 1, Math.floor((i + 0.5) * step));
    a[i] = Math.max(0, centre - 1);
    b[i] = centre;
    c[i] = (centre >> 1) * chromaStep;
  }
  return { a, b, c };
}

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
