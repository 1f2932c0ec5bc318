/** Rectangle (with rounded corners rx/ry), triangle and circle (SPEC §1, §9 defaults), drawn by Fabric. */
import { Circle, Rect, Triangle } from 'fabric';
import type { FabricObject } from 'fabric';
import type { BoxShapeProperty } from '../../shared/model/layer.ts';
import { rasterizeFabricObject } from '../fabric/rasterize.ts';
import { fabricPlacement } from '../fabric/paint.ts';
import type { LayerImage } from '../render/composite.ts';
import { ScaleCache } from './types.ts';
import type { LayerPainter, PaintRequest } from './types.ts';

export function boxShapeObject(p: BoxShapeProperty): FabricObject {
  const placement = fabricPlacement(p);
  switch (p.type) {
    case 'rect':
      return new Rect({ ...placement, rx: p.rx ?? 0, ry: p.ry ?? 0 });
    case 'triangle':
      return new Triangle(placement);
    case 'circle':
      return new Circle({ ...placement, radius: p.radius ?? Math.min(p.width, p.height) / 2 });
  }
}

export class FabricShapePainter implements LayerPainter {
  private readonly cache = new ScaleCache<LayerImage>();

  constructor(private readonly object: FabricObject) {}

  async prepare(): Promise<void> {}

  async paint(request: PaintRequest): Promise<LayerImage | null> {
    return this.cache.get(request.scale, () => rasterizeFabricObject(this.object, request.scale));
  }

  dispose(): void {}
}
