/** Path shapes, drawn by src/canvas/path-shape.ts as the editing canvas draws them. */
import { drawPathShape, pathShapeMargin } from '../../canvas/path-shape.ts';
import type { PathShapeProperty } from '../../shared/model/layer.ts';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { paintLocal } from './local.ts';
import { ScaleCache } from './types.ts';
import type { LayerPainter, PaintRequest } from './types.ts';

export class PathShapePainter implements LayerPainter {
  private readonly cache = new ScaleCache<LayerImage>();

  constructor(private readonly p: PathShapeProperty) {}

  async prepare(): Promise<void> {}

  async paint(request: PaintRequest): Promise<LayerImage | null> {
    const p = this.p;
    if (!(p.width > 0 && p.height > 0)) return null;
    return this.cache.get(request.scale, () =>
      paintLocal(p, request.scale, (ctx) => drawPathShape(ctx, p), pathShapeMargin(p)),
    );
  }

  dispose(): void {}
}
