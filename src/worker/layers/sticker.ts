/**
 * Sticker (SPEC §3): a sprite sheet of 1024×1024 frames in 25 columns, played at 25 fps. The sheet is never
 * made one bitmap (25600 px exceeds GPU texture limits, DESIGN.md): each frame is decoded as its own crop of
 * the file, on first use, and kept while the project uses the sticker.
 */
import { stickerFrameIndex, stickerFrameRect } from '../../shared/timeline/sticker.ts';
import type { StickerProperty } from '../../shared/model/layer.ts';
import type { LayerImage } from '../render/composite.ts';
import { drawStickerFrame } from '../../canvas/media.ts';
import { paintLocal } from './local.ts';
import type { ReusableCanvases } from '../render/placement.ts';
import type { LayerPainter, MediaServices, PaintRequest } from './types.ts';

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

  async prepare(): Promise<void> {
    this.url = await this.media.sources.urlOf(this.p, `sticker layer ${this.id}`);
    // The cover frame first: it is what a paused sticker shows.
    await this.media.images.get(this.url, stickerFrameRect(this.p.sticker, this.p.sticker.coverFrame));
  }

  async paint(request: PaintRequest): Promise<LayerImage | null> {
    const url = this.url;
    if (url === undefined) return null;
    const settings = this.p.sticker;
    const frame = stickerFrameIndex(settings, request.layerTime);
    if (this.last !== undefined && this.last.frame === frame && this.last.scale === request.scale) {
      return this.last.image;
    }
    const rect = stickerFrameRect(settings, frame);
    const bitmap = await this.media.images.get(url, rect);
    const p = this.p;
    const image = paintLocal(p, request.scale, (ctx) => drawStickerFrame(ctx, bitmap, p), 0, this.canvases);
    this.last = { frame, scale: request.scale, image };
    return image;
  }

  dispose(): void {
    this.last = undefined;
  }
}
