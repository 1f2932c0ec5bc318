/**
 * Text box (SPEC §3): Fabric's Textbox does the layout — wrapping at the box width, line height, char spacing,
 * per-character styles, underline/overline/linethrough, alignment, direction, text on a path — exactly as the
 * editing canvas does, once the fonts it names are loaded in this worker.
 */
import { Path, Textbox } from 'fabric';
import type { TextProperty } from '../../shared/model/layer.ts';
import { rasterizeFabricObject } from '../fabric/rasterize.ts';
import { fabricPlacement } from '../fabric/paint.ts';
import type { LayerImage } from '../render/composite.ts';
import { ScaleCache } from './types.ts';
import type { LayerPainter, MediaServices, PaintRequest } from './types.ts';

/** Every font name the text uses: its own and those of per-character styles. */
export function textFontNames(p: TextProperty): string[] {
  const names = new Set<string>([p.fontFamily]);
  for (const line of Object.values(p.styles)) {
    for (const style of Object.values(line)) {
      const family = style.fontFamily;
      if (typeof family === 'string' && family !== '') names.add(family);
    }
  }
  return [...names];
}

export class TextPainter implements LayerPainter {
  private object: Textbox | undefined;
  private readonly cache = new ScaleCache<LayerImage>();

  constructor(
    private readonly p: TextProperty,
    private readonly media: MediaServices,
  ) {}

  async prepare(): Promise<void> {
    const p = this.p;
    await this.media.fonts.ensure(textFontNames(p), p.text);
    const { height: _height, ...placement } = fabricPlacement(p);
    this.object = new Textbox(p.text, {
      ...placement,
      fontFamily: p.fontFamily,
      fontSize: p.fontSize,
      fontWeight: p.fontWeight,
      fontStyle: p.fontStyle as 'normal' | 'italic' | 'oblique',
      underline: p.underline,
      overline: p.overline,
      linethrough: p.linethrough,
      textAlign: p.textAlign,
      lineHeight: p.lineHeight,
      charSpacing: p.charSpacing,
      styles: p.styles as Textbox['styles'],
      direction: p.direction,
      ...(p.path !== undefined && p.path !== '' ? { path: new Path(p.path, { visible: false }) } : {}),
    });
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
