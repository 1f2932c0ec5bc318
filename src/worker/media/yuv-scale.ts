/**
 * A decoded video frame made small, fast, on a CPU-only machine (DESIGN.md "Rendering": measured facts
 * decide). Chromium's software path turns a 1080p VideoFrame into canvas pixels at full size (14–26 ms here)
 * and is slower still when asked to scale it down (28–35 ms), while copying the frame's YUV planes out is
 * ~1 ms and converting only the pixels the preview shows, in JavaScript, ~4 ms (bench/results, "decode
 * ceiling"). So a frame shown at half its size or less is converted here: each output pixel averages the 2×2
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
   * Resolves false, drawing nothing, for a pixel format this does not convert.
   */
  async draw(
    frame: VideoFrame,
    ctx: OffscreenCanvasRenderingContext2D,
    width: number,
    height: number,
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
      m: yuvMatrix(frame.colorSpace, frame.codedHeight),
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
 * mipmap level averages: pixel-wide detail becomes its mean instead of aliasing), and the chroma sample.
 */
function samplePoints(out: number, src: number): { a: Int32Array; b: Int32Array; c: Int32Array } {
  const a = new Int32Array(out);
  const b = new Int32Array(out);
  const c = new Int32Array(out);
  const step = src / out;
  for (let i = 0; i < out; i++) {
    const centre = Math.min(src - 1, Math.floor((i + 0.5) * step));
    a[i] = Math.max(0, centre - 1);
    b[i] = centre;
    c[i] = centre >> 1;
  }
  return { a, b, c };
}

/** Converts planar/semi-planar YUV 4:2:0 in `src` to RGBA in `dst` (width × height, scaled down). */
export function convert(src: Uint8Array, dst: Uint8ClampedArray, job: Job): void {
  const { width, height, y: yp, u: up, v: vp, chromaStep, m } = job;
  const xs = samplePoints(width, job.sw);
  const ys = samplePoints(height, job.sh);
  const { y: my, yOffset, rv, gu, gv, bu } = m;
  let i = 0;
  for (let row = 0; row < height; row++) {
    const ra = yp.offset + (ys.a[row] as number) * yp.stride;
    const rb = yp.offset + (ys.b[row] as number) * yp.stride;
    const cr = ys.c[row] as number;
    const ur = up.offset + cr * up.stride;
    const vr = vp.offset + cr * vp.stride;
    for (let col = 0; col < width; col++) {
      const xa = xs.a[col] as number;
      const xb = xs.b[col] as number;
      const cc = (xs.c[col] as number) * chromaStep;
      const luma =
        ((src[ra + xa] as number) +
          (src[ra + xb] as number) +
          (src[rb + xa] as number) +
          (src[rb + xb] as number)) *
        0.25;
      const yy = (luma - yOffset) * my;
      const cb = (src[ur + cc] as number) - 128;
      const cv = (src[vr + cc] as number) - 128;
      dst[i] = yy + rv * cv;
      dst[i + 1] = yy + gu * cb + gv * cv;
      dst[i + 2] = yy + bu * cb;
      dst[i + 3] = 255;
      i += 4;
    }
  }
}
