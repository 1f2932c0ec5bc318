/**
 * Line, arrow and double arrow (SPEC §1, §9: head angle 60°). Like Fabric's Line, the object's box spans the
 * two end points and which corner each end sits in follows the order of x1/x2 and y1/y2. The shaft and heads
 * are one filled outline in the stroke colour (src/shared/geometry/line-arrows.ts).
 */
import { lineGeometry } from '../../shared/geometry/line-arrows.ts';
import type { LineProperty } from '../../shared/model/layer.ts';
import type { LayerImage } from '../render/composite.ts';
import { fillAndStroke, paintLocal } from './local.ts';
import { ScaleCache } from './types.ts';
import type { LayerPainter, PaintRequest } from './types.ts';

/** The end points in the object's plane (origin at its centre). */
export function lineEnds(p: LineProperty): { x1: number; y1: number; x2: number; y2: number } {
  const w = Math.abs(p.x2 - p.x1);
  const h = Math.abs(p.y2 - p.y1);
  const xa = p.x1 <= p.x2 ? -w / 2 : w / 2;
  const ya = p.y1 <= p.y2 ? -h / 2 : h / 2;
  return { x1: xa, y1: ya, x2: -xa, y2: -ya };
}

export class LinePainter implements LayerPainter {
  private readonly cache = new ScaleCache<LayerImage>();

  constructor(private readonly p: LineProperty) {}

  async prepare(): Promise<void> {}

  async paint(request: PaintRequest): Promise<LayerImage | null> {
    const p = this.p;
    return this.cache.get(request.scale, () => {
      const ends = lineEnds(p);
      const strokeWidth = p.strokeWidth ?? 1;
      const geometry = lineGeometry(ends.x1, ends.y1, ends.x2, ends.y2, strokeWidth, p.type);
      const colour = p.stroke ?? (typeof p.fill === 'string' ? p.fill : '#000000');
      const margin = geometry.headLength + strokeWidth + (p.padding ?? 0);
      const width = Math.abs(p.x2 - p.x1);
      const height = Math.abs(p.y2 - p.y1);
      return paintLocal(
        { ...p, width, height },
        request.scale,
        (ctx) => {
          if (geometry.empty !== null) return;
          // The commands are in the object's plane already (origin at the centre): a 0×0 box shifts nothing.
          fillAndStroke(ctx, geometry.commands, 0, 0, {
            fill: colour,
            stroke: null,
            strokeWidth: 0,
            dash: null,
          });
        },
        margin,
      );
    });
  }

  dispose(): void {}
}
