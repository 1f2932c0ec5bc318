/**
 * Copies decoded video samples into canvases the source owns, at the size they are shown and upright. The
 * copy is the expensive step of showing video on a CPU. It is converted here (frame-scaler.ts): shrunk to
 * the size shown (SIMD, or script up to half size where that cannot run), or at its own size when shown
 * larger (SIMD only);
 * the browser's RGBA conversion (figures below) serves where neither can.
 */
import type { VideoSample } from 'mediabunny';
import { release, track } from './resources.ts';
import { FrameScaler } from './frame-scaler.ts';
import { drawTurned, turnedSize, type Rotation } from './orientation.ts';
import { retagged } from './colour-space.ts';

export class SampleCopier {
  /** The colour space to convert with when the stream has none (colour-space.ts). */
  colourSpace: VideoColorSpaceInit | undefined;
  /**
   * The canvases copies go into: the first, or the second where the first holds a frame that must stay (a
   * copy made ahead of the clock while the frame on show is kept, VideoSource.copyAhead).
   */
  private readonly canvases: [OffscreenCanvas | undefined, OffscreenCanvas | undefined] = [
    undefined,
    undefined,
  ];
  private stored: OffscreenCanvas | undefined;
  /** The copy's plane buffer when a frame is re-tagged with a colour space. */
  private readonly planes = { bytes: new Uint8Array(0) };
  private readonly scaler = new FrameScaler();
  /** The RGBA buffer full-size frames are converted into (copyRgba), and whether the browser cannot. */
  private rgba: ImageData | undefined;
  private rgbaUnsupported = false;

  /** `url` names the source in the resource tracker (resources.ts). */
  constructor(private readonly url: string) {}

  /** Lets the canvases and buffers go (a later copy makes them again). */
  free(): void {
    this.canvases.fill(undefined);
    this.stored = undefined;
    this.rgba = undefined;
    this.scaler.free();
  }

  /**
   * The sample's picture, upright, at `scale` × its display size, in the source's canvas. Converted in its
   * stored orientation, then turned (orientation.ts) when the file says to rotate or mirror it. `keep`: a
   * canvas of an earlier copy that must not be drawn over.
   */
  async copy(sample: VideoSample, scale: number, keep?: OffscreenCanvas): Promise<OffscreenCanvas> {
    const rotation = sample.rotation as Rotation;
    const raw = { width: sample.visibleRect.width, height: sample.visibleRect.height };
    const shown = { width: sample.displayWidth, height: sample.displayHeight };
    const turned = turnedSize(raw.width, raw.height, rotation);
    const upright =
      !sample.flip && rotation === 0 && turned.width === shown.width && turned.height === shown.height;
    const slot = keep !== undefined && keep === this.canvases[0] ? 1 : 0;
    const target = this.copyCanvas(slot, Math.round(shown.width * scale), Math.round(shown.height * scale));
    const stored = upright
      ? target
      : this.copyCanvas('stored', Math.round(raw.width * scale), Math.round(raw.height * scale));
    if (await this.convert(sample, stored, scale)) {
      if (!upright) drawTurned(target, stored.canvas, rotation, sample.flip);
    } else {
      // mediabunny's own draw applies the rotation and the mirror itself.
      sample.draw(target, 0, 0, target.canvas.width, target.canvas.height);
    }
    return target.canvas;
  }

  /**
   * Converts the frame into `ctx` (its stored orientation, filling the canvas): here when shown small enough
   * (frame-scaler.ts), else at its own size, here where the SIMD converter runs, else through the browser's
   * RGBA conversion; false when none could.
   */
  private async convert(
    sample: VideoSample,
    ctx: OffscreenCanvasRenderingContext2D,
    scale: number,
  ): Promise<boolean> {
    const scaled = await this.scaler.takes(scale);
    if (!scaled) fitFrame(ctx, sample);
    if (scaled || (await this.scaler.takesWhole())) {
      const frame = track(sample.toVideoFrame(), 'videoFrames', this.url);
      try {
        if (await this.scaler.draw(frame, ctx, ctx.canvas.width, ctx.canvas.height, this.colourSpace))
          return true;
      } finally {
        release(frame);
      }
    }
    fitFrame(ctx, sample);
    return this.copyRgba(sample, ctx);
  }

  /**
   * Copies the sample at its own size through the browser's YUV → RGBA conversion into a reused buffer, then
   * a plain pixel copy: measured here on 1920×1080 H.264 frames (bench decode ceiling), 10 ms a frame where
   * drawing the frame into the canvas took 46. False, drawing nothing, where the browser cannot convert
   * (copyTo without RGB formats): the caller draws instead.
   */
  private async copyRgba(sample: VideoSample, ctx: OffscreenCanvasRenderingContext2D): Promise<boolean> {
    if (this.rgbaUnsupported) return false;
    const { width, height } = ctx.canvas;
    if (this.rgba?.width !== width || this.rgba.height !== height) this.rgba = new ImageData(width, height);
    const decoded = track(sample.toVideoFrame(), 'videoFrames', this.url);
    let frame = decoded;
    try {
      frame = await retagged(decoded, this.colourSpace, this.planes);
      if (frame !== decoded) track(frame, 'videoFrames', this.url);
      await frame.copyTo(this.rgba.data, { format: 'RGBA', colorSpace: 'srgb' });
    } catch {
      this.rgbaUnsupported = true;
      return false;
    } finally {
      if (frame !== decoded) release(frame);
      release(decoded);
    }
    ctx.putImageData(this.rgba, 0, 0);
    return true;
  }

  /**
   * A canvas frames are copied into, at the given size: canvas 0 or 1 holds the picture as shown, 'stored'
   * the frame in its stored orientation when it must be turned.
   */
  private copyCanvas(
    which: 0 | 1 | 'stored',
    width: number,
    height: number,
  ): OffscreenCanvasRenderingContext2D {
    const w = Math.max(1, width);
    const h = Math.max(1, height);
    let canvas = which === 'stored' ? this.stored : this.canvases[which];
    if (canvas === undefined) {
      canvas = new OffscreenCanvas(w, h);
      if (which === 'stored') this.stored = canvas;
      else this.canvases[which] = canvas;
    } else if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
    const ctx = canvas.getContext('2d');
    if (ctx === null) throw new Error('no 2d context for a video frame');
    return ctx;
  }
}

/** Sizes the canvas to the sample's own (visible) size, for a conversion that does not scale. */
function fitFrame(ctx: OffscreenCanvasRenderingContext2D, sample: VideoSample): void {
  const { width, height } = sample.visibleRect;
  if (ctx.canvas.width !== width || ctx.canvas.height !== height) {
    ctx.canvas.width = width;
    ctx.canvas.height = height;
  }
}
