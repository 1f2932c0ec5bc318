/** Icon: drawn by src/canvas/icon.ts as the editing canvas draws it. */
import type { IconProperty } from '../../shared/model/layer.ts';
import { drawIcon } from '../../canvas/icon.ts';
import { loadSvgIcon } from '../../canvas/svg-icon.ts';
import type { SvgIcon } from '../../canvas/svg-icon.ts';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { paintLocal } from './local.ts';
import { ScaleCache } from './types.ts';
import type { LayerPainter, MediaServices, PaintRequest } from './types.ts';

export class IconPainter implements LayerPainter {
  private icon: SvgIcon | undefined;
  private readonly cache = new ScaleCache<LayerImage>();

  constructor(
    private readonly id: string,
    private readonly p: IconProperty,
    private readonly media: MediaServices,
  ) {}

  async prepare(): Promise<void> {
    const what = `icon layer ${this.id}`;
    const url = await this.media.sources.urlOf(this.p, what);
    const blob = await this.media.images.fetchBlob(url);
    this.icon = await loadSvgIcon(await blob.text(), `${what} (${url})`);
  }

  async paint(request: PaintRequest): Promise<LayerImage | null> {
    const icon = this.icon;
    if (icon === undefined) return null;
    const p = this.p;
    return this.cache.get(request.scale, () => paintLocal(p, request.scale, (ctx) => drawIcon(ctx, icon, p)));
  }

  dispose(): void {
    this.icon = undefined;
  }
}
