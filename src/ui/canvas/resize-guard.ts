/**
 * Resize rules enforced while Fabric scales or resizes an object: each step is checked with the
 * shared `canResize`; a refused (or, for path shapes, ignored) step puts the object back where the last
 * accepted step left it. A flip made by dragging a handle past the opposite side counts as a negative scale.
 */
import type { Canvas, FabricObject } from 'fabric';
import { canResize } from '../../shared/geometry/resize-rules.ts';
import type { ResizeVerdict } from '../../shared/geometry/resize-rules.ts';
import type { LayerPropertyType } from '../../shared/model/layer.ts';

type Snapshot = Pick<
  FabricObject,
  'left' | 'top' | 'width' | 'height' | 'scaleX' | 'scaleY' | 'flipX' | 'flipY'
>;

const snapshot = (o: FabricObject): Snapshot => ({
  left: o.left,
  top: o.top,
  width: o.width,
  height: o.height,
  scaleX: o.scaleX,
  scaleY: o.scaleY,
  flipX: o.flipX,
  flipY: o.flipY,
});

export function installResizeGuard(
  canvas: Canvas,
  typeOf: (object: FabricObject) => LayerPropertyType | undefined,
  refused: (object: FabricObject, verdict: Extract<ResizeVerdict, { ok: false }>) => void,
): () => void {
  const start = new WeakMap<FabricObject, Snapshot>();
  const last = new WeakMap<FabricObject, Snapshot>();
  const offBefore = canvas.on('before:transform', ({ transform }) => {
    start.set(transform.target, snapshot(transform.target));
    last.set(transform.target, snapshot(transform.target));
  });
  const check = ({ target }: { target: FabricObject }) => {
    const type = typeOf(target);
    const original = start.get(target);
    if (type === undefined || original === undefined) return;
    const signX = target.flipX !== original.flipX ? -1 : 1;
    const signY = target.flipY !== original.flipY ? -1 : 1;
    const verdict = canResize(type, {
      width: target.width,
      height: target.height,
      scaleX: target.scaleX * signX,
      scaleY: target.scaleY * signY,
    });
    if (verdict.ok) {
      last.set(target, snapshot(target));
      return;
    }
    target.set({ ...(last.get(target) ?? original) });
    target.setCoords();
    refused(target, verdict);
  };
  const offScaling = canvas.on('object:scaling', check);
  const offResizing = canvas.on('object:resizing', check);
  return () => {
    offBefore();
    offScaling();
    offResizing();
  };
}
