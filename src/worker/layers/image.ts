/** Custom image: the picture in its box, cropped by its crop type, with an optional stroke. */
import type { ImageProperty } from '../../shared/model/layer.ts';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { drawMedia } from '../../canvas/media.ts';
import { sourceSize } from '../media/svg-image.ts';
import { paintLocal } from './local.ts';
import { ScaleCache } from './types.ts';
import type { LayerPainter, MediaServices, PaintRequest } from './types.ts';

export class ImagePainter implements LayerPainter {
  private bitmap: ImageBitmap | undefined;
  private readonly cache = new ScaleCache<LayerImage>();

  constructor(
    private readonly id: string,
    private readonly p: ImageProperty,
    private readonly media: MediaServices,
  ) {}

  async prepare(): Promise<void> {
    const url = await this.media.sources.urlOf(this.p, `image layer ${this.id}`);
    this.bitmap = await this.media.images.get(url);
  }

  async paint(request: PaintRequest): Promise<LayerImage | null> {
    const bitmap = this.bitmap;
    if (bitmap === undefined) return null;
    const p = this.p;
    return this.cache.get(request.scale, () =>
      paintLocal(p, request.scale, (ctx) =>
        drawMedia(ctx, bitmap, sourceSize(bitmap), p, p.stretch, { clip: p.clipPath, type: p._cropType }),
      ),
    );
  }

  dispose(): void {
    this.bitmap = undefined;
  }
}
