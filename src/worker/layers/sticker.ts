/**
 * Sticker: a sprite sheet of 1024×1024 frames in 25 columns, played at 25 fps. The sheet is never
 * made one full-size bitmap (25600 px exceeds GPU texture limits), and it is not decoded once per
 * frame either (a crop of a 25600 px PNG costs as much as the whole, ~300–600 ms here): the whole sheet is
 * decoded once, straight to the size at which its frames are shown, and each frame is a rectangle of it.
 * Where the library made smaller copies of the sheet, the smallest that has the pixels is decoded instead.
 */
import {
  stickerFrameIndex,
  stickerFrameRect,
  stickerSheetFor,
  stickerSheetSize,
  stickerShownSide,
  type StickerSheetChoice,
} from '../../shared/timeline/sticker.ts';
import type { StickerProperty } from '../../shared/model/layer.ts';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { drawStickerFrame } from '../../canvas/media.ts';
import { paintLocal } from './local.ts';
import type { ReusableCanvases } from '../render/placement.ts';
import type { LayerPainter, MediaServices, PaintRequest } from './types.ts';

/** The sheet as decoded for one frame size: the bitmap and its pixels per sheet pixel (x, y). */
interface Sheet {
  bitmap: ImageBitmap;
  fx: number;
  fy: number;
}

export class StickerPainter implements LayerPainter {
  private url: string | undefined;
  private last: { frame: number; scale: number; image: LayerImage } | undefined;
  /** A copy of the sheet failed to load: this layer decodes the sheet itself from then on. */
  private copiesFailed = false;
  /** A new frame is drawn into the same canvases as the last (frames are drawn one at a time, renderer.ts). */
  private readonly canvases: ReusableCanvases = {};

  constructor(
    private readonly id: string,
    private readonly p: StickerProperty,
    private readonly media: MediaServices,
  ) {}

  /**
   * The sheet decoded so that a frame has at least the pixels it is shown with at `scale` (never less than at
   * scale 1, so the preview, grabs and export at ≤ 1 share one decode), at most its own: from the smallest
   * copy of the sheet that has them (stickerSheetFor). A copy that cannot be loaded gives way to the sheet.
   */
  private async sheet(url: string, scale: number): Promise<Sheet> {
    const p = this.p;
    const shownSide = stickerShownSide(p, scale);
    const settings = this.copiesFailed ? { ...p.sticker, sheets: [] } : p.sticker;
    const choice = stickerSheetFor(settings, shownSide);
    if (choice.sheet === undefined) return this.decodeSheet(url, choice);
    try {
      const copyUrl = await this.media.sources.urlOf(
        { _staticUrl: choice.sheet.url, _urlkey: choice.sheet.key },
        `sticker layer ${this.id}: sheet of ${choice.frameWidth}×${choice.frameHeight} frames`,
      );
      return await this.decodeSheet(copyUrl, choice);
    } catch {
      // Remembered, so that later frames go straight to the sheet instead of fetching the copy again.
      this.copiesFailed = true;
      return this.decodeSheet(url, stickerSheetFor({ ...p.sticker, sheets: [] }, shownSide));
    }
  }

  /** Decodes the chosen sheet whole at its decode scale; fx/fy are per pixel of the full-size sheet. */
  private async decodeSheet(url: string, choice: StickerSheetChoice): Promise<Sheet> {
    const full = stickerSheetSize(this.p.sticker);
    const size = stickerSheetSize({
      ...this.p.sticker,
      frameWidth: choice.frameWidth,
      frameHeight: choice.frameHeight,
    });
    const resizeWidth = Math.max(1, Math.round(size.width * choice.decodeScale));
    const resizeHeight = Math.max(1, Math.round(size.height * choice.decodeScale));
    // Halving or less, bilinear ('low') averages each 2×2 block exactly as a box filter would, and costs half of
    // 'medium', which at a 25600 px sheet's halving took ~800 ms against ~400 ms (measured in this Chromium).
    // Stronger reductions keep 'medium': bilinear would skip pixels.
    const resizeQuality: ResizeQuality = choice.decodeScale >= 0.5 ? 'low' : 'medium';
    const bitmap = await this.media.images.get(url, {
      sx: 0,
      sy: 0,
      sw: size.width,
      sh: size.height,
      resizeWidth,
      resizeHeight,
      resizeQuality,
    });
    return { bitmap, fx: resizeWidth / full.width, fy: resizeHeight / full.height };
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
