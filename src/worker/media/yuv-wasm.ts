/**
 * The SIMD converter (wasm/yuv-scale.ts, compiled into yuv-scale.wasm). Shrinking, the same 2×2-box sampling
 * and matrix as convert() in yuv-scale.ts, at a third to a half of its time (1080p frames shown at 960×540:
 * 3.4 ms against 8–10 ms in script here). At the frame's own size, each pixel its luma sample and its block's
 * chroma, rows read whole (convertWhole). One instance per video source, as frames come one at a time: its
 * memory holds the frame's planes (copyTo writes them there, no extra copy), the sample positions, scratch
 * rows and the RGBA output.
 */
import { samplePoints, type Job } from './yuv-sampling.ts';

type Convert = (
  src: number,
  dst: number,
  width: number,
  height: number,
  cols: number,
  rows: number,
  work: number,
  yPlane: number,
  yStride: number,
  uPlane: number,
  uStride: number,
  vPlane: number,
  vStride: number,
  my: number,
  myOffset: number,
  mrv: number,
  mgu: number,
  mgv: number,
  mbu: number,
) => void;

type ConvertWhole = (
  src: number,
  dst: number,
  width: number,
  height: number,
  work: number,
  yPlane: number,
  yStride: number,
  uPlane: number,
  uStride: number,
  vPlane: number,
  vStride: number,
  interleaved: number,
  my: number,
  myOffset: number,
  mrv: number,
  mgu: number,
  mgv: number,
  mbu: number,
) => void;

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

/** Byte offsets of the regions after the frame's planes, for one frame size and output size. */
interface Layout {
  key: string;
  cols: number;
  rows: number;
  work: number;
  dst: number;
}

const PAGE = 65536;
const align = (n: number) => (n + 15) & ~15;

export class WasmConverter {
  private readonly memory: WebAssembly.Memory;
  private readonly run: Convert;
  private readonly runWhole: ConvertWhole;
  private layout: Layout | undefined;

  constructor(module: WebAssembly.Module) {
    const { exports } = new WebAssembly.Instance(module, {});
    this.memory = exports.memory as WebAssembly.Memory;
    this.run = exports.convert as Convert;
    this.runWhole = exports.convertWhole as ConvertWhole;
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
    if (whole(job)) this.convertWhole(job, layout);
    else this.convertScaled(job, layout);
    return new Uint8ClampedArray(this.memory.buffer, layout.dst, 4 * job.width * job.height);
  }

  private convertWhole(job: Job, layout: Layout): void {
    const { m } = job;
    this.runWhole(
      0,
      layout.dst,
      job.width,
      job.height,
      layout.work,
      job.y.offset,
      job.y.stride,
      job.u.offset,
      job.u.stride,
      job.v.offset,
      job.v.stride,
      job.chromaStep === 2 ? 1 : 0,
      m.y,
      m.yOffset,
      m.rv,
      m.gu,
      m.gv,
      m.bu,
    );
  }

  private convertScaled(job: Job, layout: Layout): void {
    const { m } = job;
    this.run(
      0,
      layout.dst,
      job.width,
      job.height,
      layout.cols,
      layout.rows,
      layout.work,
      job.y.offset,
      job.y.stride,
      job.u.offset,
      job.u.stride,
      job.v.offset,
      job.v.stride,
      m.y,
      m.yOffset,
      m.rv,
      m.gu,
      m.gv,
      m.bu,
    );
  }

  private place(key: string, shape: FrameShape): Layout {
    return whole(shape) ? this.placeWhole(key, shape) : this.placeScaled(key, shape);
  }

  /** The planes, 16 bytes that rows' last loads may read past them, 64 bytes of scratch, the output. */
  private placeWhole(key: string, { size, width, height }: FrameShape): Layout {
    const work = align(size + 16);
    const dst = work + 64;
    this.grow(dst + 4 * width * height);
    return { key, cols: 0, rows: 0, work, dst };
  }

  private placeScaled(key: string, { size, sw, sh, width, height, chromaStep }: FrameShape): Layout {
    const cols = align(size);
    const rows = cols + align(3 * 4 * width);
    const work = rows + align(3 * 4 * height);
    const dst = work + 3 * 4 * ((width + 15) & ~15) + 64;
    this.grow(dst + 4 * width * height);
    const xs = samplePoints(width, sw, chromaStep);
    const ys = samplePoints(height, sh);
    const memory = new Int32Array(this.memory.buffer);
    memory.set(xs.a, cols / 4);
    memory.set(xs.b, cols / 4 + width);
    memory.set(xs.c, cols / 4 + 2 * width);
    memory.set(ys.a, rows / 4);
    memory.set(ys.b, rows / 4 + height);
    memory.set(ys.c, rows / 4 + 2 * height);
    return { key, cols, rows, work, dst };
  }

  private grow(end: number): void {
    if (end > this.memory.buffer.byteLength)
      this.memory.grow(Math.ceil((end - this.memory.buffer.byteLength) / PAGE));
  }
}

/** Whether a frame is converted at its own size (convertWhole) rather than shrunk. */
const whole = (s: { sw: number; sh: number; width: number; height: number }): boolean =>
  s.width === s.sw && s.height === s.sh;
