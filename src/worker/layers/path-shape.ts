/**
 * Path shapes (SPEC §1: concave arrow block, cloud, cross, diamond, five-pointed star, heart, octagon, round
 * speech bubble, star burst) with corner rounding limited by segment length (src/shared/geometry).
 */
import { pathShapeCommands } from '../../shared/geometry/path-shapes.ts';
import type { PathShapeProperty } from '../../shared/model/layer.ts';
import type { LayerImage } from '../render/composite.ts';
import { colourOf } from '../../canvas/colour.ts';
import { fillAndStroke, paintLocal } from './local.ts';
import { ScaleCache } from './types.ts';
import type { LayerPainter, PaintRequest } from './types.ts';

export class PathShapePainter implements LayerPainter {
  private readonly cache = new ScaleCache<LayerImage>();

  constructor(private readonly p: PathShapeProperty) {}

  async prepare(): Promise<void> {}

  async paint(request: PaintRequest): Promise<LayerImage | null> {
    const p = this.p;
    if (!(p.width > 0 && p.height > 0)) return null;
    return this.cache.get(request.scale, () => {
      const commands = pathShapeCommands(p.shape, p.width, p.height, p.cornerRadius);
      const strokeWidth = p.strokeWidth ?? 0;
      return paintLocal(
        p,
        request.scale,
        (ctx) =>
          fillAndStroke(ctx, commands, p.width, p.height, {
            fill: colourOf(p.fill),
            stroke: p.stroke ?? null,
            strokeWidth,
            dash: p.strokeDashArray ?? null,
          }),
        strokeWidth / 2 + 1,
      );
    });
  }

  dispose(): void {}
}
