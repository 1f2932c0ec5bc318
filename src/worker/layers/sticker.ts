/**
 * Sticker: a sprite sheet of 1024×1024 frames in 25 columns, played at 25 fps. The sheet is never
 * made one full-size bitmap (25600 px exceeds GPU texture limits), and it is not decoded once per
 * frame either (a crop of a 25600 px PNG costs ~430 ms here, measured by the benchmark): the whole sheet is
 * decoded once, straight to the size at which its frames are shown, and each frame is a rectangle of it.
 */
import { STICKER } from '../../shared/constants.ts';
import { stickerFrameIndex, stickerFrameRect } from '../../shared/timeline/sticker.ts';
import type { StickerProperty, StickerSettings } from '../../shared/model/layer.ts';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { drawStickerFrame } from '../../canvas/media.ts';
import { paintLocal } from './local.ts';
import type { ReusableCanvases } from '../render/placement.ts';
import type { LayerPainter, MediaServices, PaintRequest } from './types.ts';

/** Smallest power of two ≥ n (sheet sizes in steps, so preview and grab scales share one decode). */
const nextPowerOfTwo = (n: number): number => 2 ** Math.ceil(Math.log2(Math.max(1, n)));

/** The sheet as decoded for one frame size: the bitmap and its pixels per sheet pixel (x, y). */
interface Sheet {
  bitmap: ImageBitmap;
  fx: number;
  fy: number;
}

/** The full-size sheet: `columns` frames per row, as many rows as the frames need. */
function sheetSize(s: StickerSettings): { width: number; height: number; frameSide: number } {
  const columns = Math.max(1, Math.floor(s.columns));
  const fw = s.frameWidth > 0 ? s.frameWidth : STICKER.frameWidth;
  const fh = s.frameHeight > 0 ? s.frameHeight : STICKER.frameHeight;
  const total = Math.max(1, Math.floor(s.totalFrames));
  return {
    width: Math.min(columns, total) * fw,
    height: Math.ceil(total / columns) * fh,
    frameSide: Math.max(fw, fh),
  };
}

export class StickerPainter implements LayerPainter {
  private url: string | undefined;
  private last: { frame: number; scale: number; image: LayerImage } | undefined;
  /** A new frame is drawn into the same canvases as the last (frames are drawn one at a time, renderer.ts). */
  private readonly canvases: ReusableCanvases = {};

  constructor(
    private readonly id: string,
    private readonly p: StickerProperty,
    private readonly media: MediaServices,
  ) {}

  /**
   * The sheet decoded so that a frame has at least the pixels it is shown with at `scale` (never less than at
   * scale 1, so the preview, grabs and export at ≤ 1 share one decode), at most its own.
   */
  private sheet(url: string, scale: number): Promise<Sheet> {
    const p = this.p;
    const size = sheetSize(p.sticker);
    const shownSide =
      Math.max(Math.abs(p.width * p.scaleX), Math.abs(p.height * p.scaleY)) * Math.max(1, scale);
    const f = Math.min(1, nextPowerOfTwo(Math.ceil(shownSide)) / size.frameSide);
    const resizeWidth = Math.max(1, Math.round(size.width * f));
    const resizeHeight = Math.max(1, Math.round(size.height * f));
    // Halving or less, bilinear ('low') averages each 2×2 block exactly as a box filter would, and costs half of
    // 'medium', which at a 25600 px sheet's halving took ~800 ms against ~400 ms (measured in this Chromium).
    // Stronger reductions keep 'medium': bilinear would skip pixels.
    const resizeQuality: ResizeQuality = f >= 0.5 ? 'low' : 'medium';
    return this.media.images
      .get(url, { sx: 0, sy: 0, sw: size.width, sh: size.height, resizeWidth, resizeHeight, resizeQuality })
      .then((bitmap) => ({ bitmap, fx: resizeWidth / size.width, fy: resizeHeight / size.height }));
  }

  async prepare(): Promise<void> {
    this.url = await this.media.sources.urlOf(this.p, `sticker layer ${this.id}`);
    // Decoded now at the preview's size: what the first frame (and a paused sticker) shows.
    await this.sheet(this.url, 1);
  }

  async paint(request: PaintRequest): Promise<LayerImage | null> {
    const url = this.url;
    if (url === undefined) return null;
    const settings = this.p.sticker;
    const frame = stickerFrameIndex(settings, request.layerTime);
    if (this.last !== undefined && this.last.frame === frame && this.last.scale === request.scale) {
      return this.last.image;
    }
    const { sx, sy, sw, sh } = stickerFrameRect(settings, frame);
    const sheet = await this.sheet(url, request.scale);
    const rect = { sx: sx * sheet.fx, sy: sy * sheet.fy, sw: sw * sheet.fx, sh: sh * sheet.fy };
    const p = this.p;
    const image = paintLocal(
      p,
      request.scale,
      (ctx) => drawStickerFrame(ctx, sheet.bitmap, p, rect),
      0,
      this.canvases,
    );
    this.last = { frame, scale: request.scale, image };
    return image;
  }

  dispose(): void {
    this.last = undefined;
  }
}
