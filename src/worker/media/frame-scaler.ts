/**
 * A decoded video frame drawn at the size it is shown, converted by this worker instead of the browser where
 * that is faster (yuv-scale.ts says why): by the SIMD converter where this browser runs it, else in script.
 * Frames shown larger are converted at their own size by the SIMD converter too, where it runs: a 1080p
 * frame in 4 ms here against 10–11 for the browser's RGBA conversion.
 */
import { timeStage } from '../stats/stages.ts';
import { yuvKernel } from './yuv-kernel.ts';
import { yuvMatrix, type Job } from './yuv-sampling.ts';
import { convert } from './yuv-scale.ts';
import { WasmConverter } from './yuv-wasm.ts';

/**
 * Whether `scale` (output pixels per frame pixel) is small enough for a conversion here to beat the browser's
 * (its RGBA conversion of the whole frame, then a scaled draw): up to half size in script, any shrinking with
 * the SIMD converter (yuv-wasm.ts: a 2×2 box up to three quarters, bilinear above, as the canvas would scale
 * it). A frame converted at the size shown is then drawn unscaled: a 960×540 frame shown at 880×495 costs a
 * plain copy instead of a filtered draw (about 1.2 ms per layer here, measured in a worker).
 */
export function scalesHere(scale: number, simd: boolean): boolean {
  return simd ? scale < 1 : scale <= 0.5;
}

/**
 * Converts frames into one reused buffer and image (one per video source: frames come one at a time): with
 * the SIMD converter where this browser runs it (yuv-kernel.ts), else in script.
 */
export class FrameScaler {
  private buffer = new Uint8Array(0);
  private image: ImageData | undefined;
  private simd: WasmConverter | null | undefined;

  /** Lets the buffers go (the SIMD converter's memory with it); the next frame makes them again. */
  free(): void {
    this.buffer = new Uint8Array(0);
    this.image = undefined;
    if (this.simd !== null) this.simd = undefined;
  }

  /** The SIMD converter, or null where this browser cannot run it. */
  private async converter(): Promise<WasmConverter | null> {
    if (this.simd === undefined) {
      const kernel = await yuvKernel();
      this.simd ??= kernel === null ? null : new WasmConverter(kernel);
    }
    return this.simd;
  }

  /** Whether draw() takes a frame shown at `scale` (scalesHere, with or without the SIMD converter). */
  async takes(scale: number): Promise<boolean> {
    return scalesHere(scale, (await this.converter()) !== null);
  }

  /** Whether draw() takes frames at their own size: with the SIMD converter only (in script it is slower). */
  async takesWhole(): Promise<boolean> {
    return (await this.converter()) !== null;
  }

  /**
   * Draws `frame` into `ctx` at (0, 0) with size width × height (smaller than the frame, see takes(), or its
   * own size, see takesWhole()).
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
    const simd = await this.converter();
    const rect = frame.visibleRect;
    const sw = rect?.width ?? frame.codedWidth;
    const sh = rect?.height ?? frame.codedHeight;
    const chromaStep = format === 'NV12' ? 2 : 1;
    const whole = width === sw && height === sh;
    if (whole && simd === null) return false;
    const size = frame.allocationSize();
    const bytes =
      simd === null ? this.scriptBuffer(size) : simd.frameBytes({ size, sw, sh, width, height, chromaStep });
    const [yPlane, uPlane, vPlane] = await frame.copyTo(bytes);
    if (yPlane === undefined || uPlane === undefined) return false;
    const job: Job = {
      sw,
      sh,
      width,
      height,
      y: yPlane,
      u: uPlane,
      // NV12: U and V interleaved in the second plane.
      v: format === 'NV12' ? { offset: uPlane.offset + 1, stride: uPlane.stride } : (vPlane ?? uPlane),
      chromaStep,
      m: yuvMatrix(colourSpace, frame.codedHeight),
    };
    // Timed apart (video.convert.simd / .bilinear / .whole / .script): the bench and the tests see which
    // converter ran.
    const image =
      simd === null
        ? timeStage('video.convert.script', () => this.convertInScript(bytes, job))
        : timeStage(`video.convert.${whole ? 'whole' : simd.bilinear ? 'bilinear' : 'simd'}`, () =>
            this.imageOver(simd.convert(job), job),
          );
    ctx.putImageData(image, 0, 0);
    return true;
  }

  private scriptBuffer(size: number): Uint8Array {
    if (this.buffer.length < size) this.buffer = new Uint8Array(size);
    return this.buffer;
  }

  private convertInScript(bytes: Uint8Array, job: Job): ImageData {
    if (this.image?.width !== job.width || this.image.height !== job.height)
      this.image = new ImageData(job.width, job.height);
    convert(bytes, this.image.data, job);
    return this.image;
  }

  /** An image over the converter's output, made again when its memory moved (it grew) or the size changed. */
  private imageOver(pixels: Uint8ClampedArray<ArrayBuffer>, job: Job): ImageData {
    const image = this.image;
    if (
      image?.data.buffer === pixels.buffer &&
      image.data.byteOffset === pixels.byteOffset &&
      image.width === job.width &&
      image.height === job.height
    )
      return image;
    this.image = new ImageData(pixels, job.width, job.height);
    return this.image;
  }
}
