/**
 * A Fabric object that draws a layer with our own code, for the kinds the worker draws itself (lines, path
 * shapes, media, icons, stickers, avatars): Fabric gives `_render` a context whose origin is the object's
 * centre, in model units before the object's scale — the same plane the worker's painters draw in — so both
 * sides run the same drawing on the same numbers. Fabric's own stroke is off (strokeWidth 0): the drawing
 * strokes, and Fabric's box is the model's width × height, as the worker places it.
 */
import { FabricObject } from 'fabric';
import type { Draw2D } from '../draw/context.ts';

export type LayerDraw = (ctx: Draw2D) => void;

export class LayerView extends FabricObject {
  /** What the object shows; replaced when media load or a crop session changes what is drawn. */
  draw: LayerDraw = () => {};

  override _render(ctx: CanvasRenderingContext2D): void {
    this.draw(ctx);
  }
}
