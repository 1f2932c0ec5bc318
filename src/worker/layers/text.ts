/** Text box: a Fabric Textbox with the shared options, once its fonts are loaded in this worker. */
import { Textbox } from 'fabric';
import type { TextProperty } from '../../shared/model/layer.ts';
import { textboxOptions, textFontNames } from '../../canvas/text-options.ts';
import { rasterizeFabricObject } from '../fabric/rasterize.ts';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { ScaleCache } from './types.ts';
import type { LayerPainter, MediaServices, PaintRequest } from './types.ts';

export class TextPainter implements LayerPainter {
  private object: Textbox | undefined;
  private readonly cache = new ScaleCache<LayerImage>();

  constructor(
    private readonly p: TextProperty,
    private readonly media: MediaServices,
  ) {}

  async prepare(): Promise<void> {
    await this.media.fonts.ensure(textFontNames(this.p), this.p.text);
    this.object = new Textbox(this.p.text, textboxOptions(this.p));
  }

  async paint(request: PaintRequest): Promise<LayerImage | null> {
    const object = this.object;
    if (object === undefined) return null;
    return this.cache.get(request.scale, () => rasterizeFabricObject(object, request.scale));
  }

  dispose(): void {
    this.object = undefined;
  }
}
