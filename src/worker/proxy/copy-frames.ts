/**
 * The frames of a preview copy, made from the original's decoded frames. An I420 frame (what the browser's
 * software decoders give for 8-bit 4:2:0 H.264, VP9 and AV1: nearly every video) is shrunk plane by plane
 * (plane-shrink.ts) and handed to the encoder as I420 in the original's colour space: no RGB conversion either
 * way. Any other frame (10-bit, a hardware decoder's NV12, a frame mediabunny turned upright) is drawn smaller on
 * a canvas and converted to I420 with BT.709 here, so every frame of a copy says which colours it holds.
 *
 * Why not mediabunny's own resize: it draws every frame on a canvas, which the benchmark's decode ceiling
 * measures at 17–20 ms for a 1920×1080 frame drawn at 480 px on this machine; the planes' path takes about 3 ms
 * for 1920×1080 → 960×540 (plane-shrink.ts), and the encoder then needs no conversion from RGB.
 */
import type { ProxySize } from '../../shared/media/proxy-plan.ts';
import { shrinkPlane } from './plane-shrink.ts';

const BT709: VideoColorSpaceInit = {
  matrix: 'bt709',
  primaries: 'bt709',
  transfer: 'bt709',
  fullRange: false,
};

export class CopyFrames {
  private source = new Uint8Array(0);
  private readonly out: Uint8Array;
  private canvas: OffscreenCanvas | undefined;

  /** `colourSpace`: the original's, as its frames are to be read (declared, or what players assume). */
  constructor(
    private readonly size: ProxySize,
    private readonly colourSpace: VideoColorSpaceInit,
  ) {
    this.out = new Uint8Array(size.width * size.height * 1.5);
  }

  /** The copy's frame for `frame` (the caller closes both). */
  async shrink(frame: VideoFrame): Promise<VideoFrame> {
    if (frame.format === 'I420') return this.fromPlanes(frame);
    return this.fromCanvas(frame);
  }

  private async fromPlanes(frame: VideoFrame): Promise<VideoFrame> {
    const bytes = frame.allocationSize();
    if (this.source.length < bytes) this.source = new Uint8Array(bytes);
    // copyTo copies the visible rectangle: the planes below are of that size.
    const layout = await frame.copyTo(this.source);
    const width = frame.visibleRect?.width ?? frame.codedWidth;
    const height = frame.visibleRect?.height ?? frame.codedHeight;
    const { width: w, height: h, factor } = this.size;
    const half = { width: Math.ceil(width / 2), height: Math.ceil(height / 2), to: [w / 2, h / 2] } as const;
    const planes = [{ width, height, to: [w, h] } as const, half, half];
    let offset = 0;
    planes.forEach((plane, i) => {
      const { offset: at = 0, stride = plane.width } = layout[i] ?? {};
      const [tw, th] = plane.to;
      const data = this.source.subarray(at);
      shrinkPlane({ data, ...plane, stride }, this.out.subarray(offset, offset + tw * th), tw, th, factor);
      offset += tw * th;
    });
    return this.i420(frame, this.colourSpace);
  }

  private fromCanvas(frame: VideoFrame): VideoFrame {
    const { width, height } = this.size;
    this.canvas ??= new OffscreenCanvas(width, height);
    const ctx = this.canvas.getContext('2d', { willReadFrequently: true });
    if (ctx === null) throw new Error('no 2d context to scale a video frame');
    ctx.drawImage(frame, 0, 0, width, height);
    rgbaToI420(ctx.getImageData(0, 0, width, height).data, width, height, this.out);
    return this.i420(frame, BT709);
  }

  private i420(frame: VideoFrame, colorSpace: VideoColorSpaceInit): VideoFrame {
    return new VideoFrame(this.out, {
      format: 'I420',
      codedWidth: this.size.width,
      codedHeight: this.size.height,
      timestamp: frame.timestamp,
      ...(frame.duration !== null ? { duration: frame.duration } : {}),
      colorSpace,
    });
  }
}

/** RGBA (sRGB) to I420, BT.709 limited range; chroma is the mean of each 2×2 block (width, height even). */
export function rgbaToI420(rgba: Uint8ClampedArray, width: number, height: number, out: Uint8Array): void {
  const uAt = width * height;
  const vAt = uAt + (width / 2) * (height / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const r = rgba[i] as number;
      const g = rgba[i + 1] as number;
      const b = rgba[i + 2] as number;
      out[y * width + x] = 16.5 + (219 / 255) * (0.2126 * r + 0.7152 * g + 0.0722 * b);
    }
  }
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < width / 2; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((2 * y + dy) * width + 2 * x + dx) * 4;
        r += rgba[i] as number;
        g += rgba[i + 1] as number;
        b += rgba[i + 2] as number;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const at = y * (width / 2) + x;
      out[uAt + at] = 128.5 + (224 / 255) * (-0.1146 * r - 0.3854 * g + 0.5 * b);
      out[vAt + at] = 128.5 + (224 / 255) * (0.5 * r - 0.4542 * g - 0.0458 * b);
    }
  }
}
