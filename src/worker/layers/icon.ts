/** Icon: drawn by src/canvas/icon.ts as the editing canvas draws it. */
import type { IconProperty } from '../../shared/model/layer.ts';
import { drawIcon } from '../../canvas/icon.ts';
import { parseSvg } from '../../canvas/svg.ts';
import type { SvgDocument } from '../../canvas/svg.ts';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { paintLocal } from './local.ts';
import { ScaleCache } from './types.ts';
import type { LayerPainter, MediaServices, PaintRequest } from './types.ts';

export class IconPainter implements LayerPainter {
  private doc: SvgDocument | undefined;
  private readonly cache = new ScaleCache<LayerImage>();

  constructor(
    private readonly id: string,
    private readonly p: IconProperty,
    private readonly media: MediaServices,
  ) {}

  async prepare(): Promise<void> {
    const url = await this.media.sources.urlOf(this.p, `icon layer ${this.id}`);
    const blob = await this.media.images.fetchBlob(url);
    this.doc = parseSvg(await blob.text());
  }

  async paint(request: PaintRequest): Promise<LayerImage | null> {
    const doc = this.doc;
    if (doc === undefined) return null;
    const p = this.p;
    return this.cache.get(request.scale, () => paintLocal(p, request.scale, (ctx) => drawIcon(ctx, doc, p)));
  }

  dispose(): void {
    this.doc = undefined;
  }
}
