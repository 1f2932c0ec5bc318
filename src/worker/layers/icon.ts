/** Icon (SPEC §3): an SVG file drawn in its box, recoloured with `fill` when `fillNeeded`. */
import type { IconProperty } from '../../shared/model/layer.ts';
import { drawSvg, parseSvg } from '../media/svg.ts';
import type { SvgDocument } from '../media/svg.ts';
import type { LayerImage } from '../render/composite.ts';
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
    const colour = typeof p.fill === 'string' && p.fill !== '' ? p.fill : '#000000';
    return this.cache.get(request.scale, () =>
      paintLocal(p, request.scale, (ctx) =>
        drawSvg(
          ctx,
          doc,
          { x: -p.width / 2, y: -p.height / 2, width: p.width, height: p.height },
          colour,
          p.fillNeeded,
        ),
      ),
    );
  }

  dispose(): void {
    this.doc = undefined;
  }
}
