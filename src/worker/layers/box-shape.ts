/** A layer drawn by one Fabric object (box shapes, see src/canvas/box-shape.ts), rasterised once per scale. */
import type { FabricObject } from 'fabric';
import { rasterizeFabricObject } from '../fabric/rasterize.ts';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { ScaleCache } from './types.ts';
import type { LayerPainter, PaintRequest } from './types.ts';

export class FabricShapePainter implements LayerPainter {
  private readonly cache = new ScaleCache<LayerImage>();

  constructor(private readonly object: FabricObject) {}

  async prepare(): Promise<void> {}

  async paint(request: PaintRequest): Promise<LayerImage | null> {
    return this.cache.get(request.scale, () => rasterizeFabricObject(this.object, request.scale));
  }

  dispose(): void {}
}
