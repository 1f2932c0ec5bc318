/** Line, arrow and double arrow, drawn by src/canvas/line.ts as the editing canvas draws them. */
import { drawLine, lineDrawing } from '../../canvas/line.ts';
import type { LineProperty } from '../../shared/model/layer.ts';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { paintLocal } from './local.ts';
import { ScaleCache } from './types.ts';
import type { LayerPainter, PaintRequest } from './types.ts';

export class LinePainter implements LayerPainter {
  private readonly cache = new ScaleCache<LayerImage>();

  constructor(private readonly p: LineProperty) {}

  async prepare(): Promise<void> {}

  async paint(request: PaintRequest): Promise<LayerImage | null> {
    const p = this.p;
    return this.cache.get(request.scale, () => {
      const line = lineDrawing(p);
      // Heads and the stroke reach past the box spanned by the end points.
      const margin = line.geometry.headLength + line.strokeWidth + (p.padding ?? 0);
      return paintLocal(
        { ...p, width: line.width, height: line.height },
        request.scale,
        (ctx) => drawLine(ctx, line),
        margin,
      );
    });
  }

  dispose(): void {}
}
