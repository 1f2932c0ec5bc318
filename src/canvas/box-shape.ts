/** Rectangle (rounded corners rx/ry), triangle and circle as Fabric objects. */
import { Circle, Rect, Triangle } from 'fabric';
import type { FabricObject } from 'fabric';
import type { BoxShapeProperty } from '../shared/model/layer.ts';
import { fabricPlacement } from './fabric-paint.ts';

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
