/**
 * What both YUV → RGBA converters share (the script one, yuv-scale.ts, and the SIMD one, yuv-wasm.ts): the
 * colour matrix of a frame, where its planes are, and which source pixels each output pixel averages.
 */

/**
 * Shown at more than this share of its size, a frame is sampled bilinearly (as the canvas scales an image):
 * a 2×2 box would soften it, as its footprint is barely larger than one pixel.
 */
export const BILINEAR_ABOVE = 0.75;

/** Fractions of the bilinear weights: 128ths. */
export const WEIGHT_ONE = 128;

/** Shared between frames (yuvMatrix makes each once), so never changed. */
export interface Matrix {
  /** Multipliers of (Y − yOffset), (U − 128) and (V − 128) for R, G, B. */
  readonly y: number;
  readonly yOffset: number;
  readonly rv: number;
  readonly gu: number;
  readonly gv: number;
  readonly bu: number;
}

/** The four matrices there are, made once: the script converter caches its tables per matrix object. */
const matrices = new Map<string, Matrix>();

/** YCbCr → RGB for a colour matrix (BT.709 for HD when unspecified, else BT.601) and range. */
export function yuvMatrix(
  space: { matrix?: string | null; fullRange?: boolean | null },
  codedHeight: number,
): Matrix {
  const bt709 = space.matrix === 'bt709' || (space.matrix == null && codedHeight >= 720);
  const full = space.fullRange === true;
  const key = `${bt709} ${full}`;
  let matrix = matrices.get(key);
  if (matrix === undefined) {
    matrix = makeMatrix(bt709, full);
    matrices.set(key, matrix);
  }
  return matrix;
}

function makeMatrix(bt709: boolean, full: boolean): Matrix {
  const kr = bt709 ? 0.2126 : 0.299;
  const kb = bt709 ? 0.0722 : 0.114;
  const kg = 1 - kr - kb;
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
export function samplePoints(
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
 * The two neighbouring source pixels around the centre of each output pixel and the weight of the second
 * (in 128ths, below 128: a weight that rounds to a whole pixel takes that pixel alone), for bilinear
 * sampling; the chroma sample as samplePoints() gives it.
 */
export function bilinearPoints(
  out: number,
  src: number,
  chromaStep = 1,
): { a: Int32Array; b: Int32Array; c: Int32Array; w: Int32Array } {
  const { c } = samplePoints(out, src, chromaStep);
  const a = new Int32Array(out);
  const b = new Int32Array(out);
  const w = new Int32Array(out);
  const step = src / out;
  for (let i = 0; i < out; i++) {
    const at = Math.min(src - 1, Math.max(0, (i + 0.5) * step - 0.5));
    let first = Math.floor(at);
    let weight = Math.round((at - first) * WEIGHT_ONE);
    if (weight === WEIGHT_ONE) {
      first++;
      weight = 0;
    }
    a[i] = first;
    b[i] = Math.min(src - 1, first + 1);
    w[i] = weight;
  }
  return { a, b, c, w };
}
