/**
 * The SIMD converter (wasm/yuv-scale.ts, compiled into yuv-scale.wasm). Shrinking, the same 2×2-box sampling
 * and matrix as convert() in yuv-scale.ts: 16 output pixels at a time, picked from 64-byte windows of the
 * rows by per-block index tables (convertBlocks) wherever the frame is shown at a quarter of its size or
 * more, else from per-pixel tables (convert). Shown at more than three quarters of its size, bilinear
 * instead of the box (convertBlocks with weights). At the frame's own size, each pixel its luma sample and its
 * block's chroma, rows read whole (convertWhole). One instance per video source, as frames come one at a
 * time: its memory holds the frame's planes (copyTo writes them there, no extra copy), the sample tables,
 * scratch rows and the RGBA output.
 */
import {
  bilinearPoints,
  BILINEAR_ABOVE,
  samplePoints,
  WEIGHT_ONE,
  type Job,
  type Matrix,
} from './yuv-sampling.ts';

/** A kernel export; its arguments in the order wasm/yuv-scale.ts declares them. */
type Kernel = (...args: number[]) => void;

/** A frame of `size` bytes (its planes as copyTo writes them), sw×sh, converted to width×height. */
export interface FrameShape {
  size: number;
  sw: number;
  sh: number;
  width: number;
  height: number;
  /** 2 for NV12 (U and V interleaved), else 1. */
  chromaStep: number;
}

/** How one frame size converts to one output size, and where its regions lie after the frame's planes. */
interface Layout {
  key: string;
  kind: 'whole' | 'blocks' | 'points';
  /** The per-pixel column tables (points), or the per-block tables (blocks). */
  cols: number;
  rows: number;
  /** The per-block column weights of bilinear sampling (blocks), or 0 for the 2×2 box. */
  weights: number;
  work: number;
  dst: number;
}

const PAGE = 65536;
/** Bytes a block's table takes: two i32 bases, then three rows of 16 indices. */
const BLOCK = 64;
/** Bytes the kernels may read past the planes: a whole row's last 16 pixels, a block's 64-byte window. */
const SLACK = 64;
const align = (n: number) => (n + 15) & ~15;

export class WasmConverter {
  private readonly memory: WebAssembly.Memory;
  private readonly kernels: Record<Layout['kind'], Kernel>;
  private layout: Layout | undefined;

  constructor(module: WebAssembly.Module) {
    const { exports } = new WebAssembly.Instance(module, {});
    this.memory = exports.memory as WebAssembly.Memory;
    this.kernels = {
      whole: exports.convertWhole as Kernel,
      blocks: exports.convertBlocks as Kernel,
      points: exports.convert as Kernel,
    };
  }

  /** Which kernel the placed frame goes through (tests and stages tell them apart). */
  get kind(): Layout['kind'] | undefined {
    return this.layout?.kind;
  }

  /** Whether the placed frame is sampled bilinearly (shown at more than BILINEAR_ABOVE of its size). */
  get bilinear(): boolean {
    return (this.layout?.weights ?? 0) !== 0;
  }

  /**
   * The memory for a frame of this shape: a view of its first `size` bytes, for copyTo. Memory grows here,
   * before the copy, since growing detaches earlier views.
   */
  frameBytes(shape: FrameShape): Uint8Array {
    const { size, sw, sh, width, height, chromaStep } = shape;
    const key = [size, sw, sh, width, height, chromaStep].join(' ');
    if (this.layout?.key !== key) this.layout = this.place(key, shape);
    return new Uint8Array(this.memory.buffer, 0, size);
  }

  /**
   * Converts the frame placed by frameBytes (same sizes in `job`) and returns its RGBA pixels, a view of this
   * memory valid until the next frame.
   */
  convert(job: Job): Uint8ClampedArray<ArrayBuffer> {
    const layout = this.layout;
    if (layout === undefined) throw new Error('WasmConverter: frameBytes() must place the frame first');
    const { y, u, v } = job;
    const planes = [y.offset, y.stride, u.offset, u.stride, v.offset, v.stride];
    const head = [0, layout.dst, job.width, job.height];
    const args =
      layout.kind === 'whole'
        ? [...head, layout.work, ...planes, job.chromaStep === 2 ? 1 : 0]
        : layout.kind === 'blocks'
          ? [...head, layout.rows, layout.cols, layout.weights, layout.work, ...planes]
          : [...head, layout.cols, layout.rows, layout.work, ...planes];
    this.kernels[layout.kind](...args, ...matrixArgs(job.m));
    return new Uint8ClampedArray(this.memory.buffer, layout.dst, 4 * job.width * job.height);
  }

  private place(key: string, shape: FrameShape): Layout {
    const { size, sw, sh, width, height } = shape;
    const start = align(size + SLACK);
    if (width === sw && height === sh) {
      const dst = start + 64;
      this.grow(dst + 4 * width * height);
      return { key, kind: 'whole', cols: 0, rows: 0, weights: 0, work: start, dst };
    }
    const { xs, ys, table } = sampling(shape);
    const weighted = table !== null && xs.w !== undefined;
    const colBytes = table === null ? 3 * 4 * width : table.length;
    const weights = start + align(colBytes);
    const rows = weights + (weighted ? 16 * Math.ceil(width / 16) : 0);
    const work = rows + align((weighted ? 4 : 3) * 4 * height);
    const dst = work + 3 * 4 * ((width + 15) & ~15) + 64;
    this.grow(dst + 4 * width * height);
    const ints = new Int32Array(this.memory.buffer);
    if (table === null) {
      ints.set(xs.a, start / 4);
      ints.set(xs.b, start / 4 + width);
      ints.set(xs.c, start / 4 + 2 * width);
    } else new Uint8Array(this.memory.buffer).set(table, start);
    ints.set(ys.a, rows / 4);
    ints.set(ys.b, rows / 4 + height);
    ints.set(ys.c, rows / 4 + 2 * height);
    if (weighted) {
      new Uint8Array(this.memory.buffer).set(weightTable(xs.w ?? []), weights);
      // The kernel blends rows by a Q15 fraction: 128ths times 256.
      ints.set(
        (ys.w ?? []).map((w) => w * 256),
        rows / 4 + 3 * height,
      );
    }
    return {
      key,
      kind: table === null ? 'points' : 'blocks',
      cols: start,
      rows,
      weights: weighted ? weights : 0,
      work,
      dst,
    };
  }

  private grow(end: number): void {
    if (end > this.memory.buffer.byteLength)
      this.memory.grow(Math.ceil((end - this.memory.buffer.byteLength) / PAGE));
  }
}

const matrixArgs = (m: Matrix): number[] => [m.y, m.yOffset, m.rv, m.gu, m.gv, m.bu];

/**
 * convertBlocks' table for one row of sample points: per block of 16 output pixels, its first luma column
 * and first chroma byte, then each pixel's columns relative to them (the last block's missing pixels repeat
 * its last one). Null when a block's columns spread over more than 64 bytes (shown at less than about a
 * quarter of the frame's size): convert() takes those.
 */
export function blockTable(xs: { a: Int32Array; b: Int32Array; c: Int32Array }): Uint8Array | null {
  const width = xs.a.length;
  const blocks = Math.ceil(width / 16);
  const table = new Uint8Array(blocks * BLOCK);
  const bases = new DataView(table.buffer);
  for (let k = 0; k < blocks; k++) {
    const first = 16 * k;
    const y = xs.a[first] as number;
    const c = xs.c[first] as number;
    bases.setInt32(k * BLOCK, y, true);
    bases.setInt32(k * BLOCK + 4, c, true);
    for (let i = 0; i < 16; i++) {
      const at = Math.min(first + i, width - 1);
      const offsets = [(xs.a[at] as number) - y, (xs.b[at] as number) - y, (xs.c[at] as number) - c];
      if (offsets.some((o) => o < 0 || o >= BLOCK)) return null;
      offsets.forEach((o, row) => (table[k * BLOCK + 16 * (row + 1) + i] = o));
    }
  }
  return table;
}

/** One axis's sample points, with the weight of the second (w) when the frame is sampled bilinearly. */
interface AxisPoints {
  a: Int32Array;
  b: Int32Array;
  c: Int32Array;
  w?: Int32Array;
}

/** Bilinear along an axis shown at more than BILINEAR_ABOVE of its size; a box (equal weights) along the other. */
function axisPoints(out: number, src: number, chromaStep: number, weighted: boolean): AxisPoints {
  if (!weighted) return samplePoints(out, src, chromaStep);
  if (out > BILINEAR_ABOVE * src) return bilinearPoints(out, src, chromaStep);
  return { ...samplePoints(out, src, chromaStep), w: new Int32Array(out).fill(WEIGHT_ONE / 2) };
}

/**
 * The sample points of a shrunk frame and its block table (null where the points kernel must take it): weighted
 * when either axis is shown at more than BILINEAR_ABOVE, and the blocks can serve it (the points kernel
 * takes the box only).
 */
function sampling(shape: FrameShape): { xs: AxisPoints; ys: AxisPoints; table: Uint8Array | null } {
  const { sw, sh, width, height, chromaStep } = shape;
  const bilinear = width > BILINEAR_ABOVE * sw || height > BILINEAR_ABOVE * sh;
  const xs = axisPoints(width, sw, chromaStep, bilinear);
  const table = blockTable(xs);
  if (bilinear && table === null) {
    const box = samplePoints(width, sw, chromaStep);
    return { xs: box, ys: samplePoints(height, sh), table: blockTable(box) };
  }
  return { xs, ys: axisPoints(height, sh, 1, bilinear), table };
}

/** convertBlocks' weights: each block's 16 column weights (the last block's missing pixels repeat its last). */
function weightTable(w: ArrayLike<number>): Uint8Array {
  const blocks = Math.ceil(w.length / 16);
  const table = new Uint8Array(blocks * 16);
  for (let i = 0; i < table.length; i++) table[i] = w[Math.min(i, w.length - 1)] ?? 0;
  return table;
}
