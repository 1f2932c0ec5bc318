/**
 * Fabric options shared by every layer kind drawn through Fabric: placement and paint fields as the model
 * stores them (Fabric's own names), with the model's left/top origin (Fabric 7 defaults to center).
 */
import { Gradient } from 'fabric';
import type { TFiller } from 'fabric';

export interface PaintFields {
  left: number;
  top: number;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  angle: number;
  opacity: number;
  originX: 'left' | 'center' | 'right';
  originY: 'top' | 'center' | 'bottom';
  flipX: boolean;
  flipY: boolean;
  visible?: boolean;
  fill?: unknown;
  stroke?: string | null | undefined;
  strokeWidth?: number | undefined;
  strokeDashArray?: number[] | null | undefined;
}

/** A fill as Fabric takes it: a colour, a gradient description, or nothing (transparent). */
export function fabricFill(fill: unknown): string | TFiller | null {
  if (fill === undefined || fill === null || fill === '') return null;
  if (typeof fill === 'string') return fill;
  if (typeof fill === 'object' && 'type' in fill && 'colorStops' in fill) {
    return new Gradient(fill as ConstructorParameters<typeof Gradient>[0]) as unknown as TFiller;
  }
  throw new Error(`fill: unsupported value ${JSON.stringify(fill).slice(0, 80)}`);
}

/** Where the object is: the fields a move/resize/rotate changes (the editing canvas re-syncs them in place). */
export function placementOf(p: PaintFields) {
  return {
    left: p.left,
    top: p.top,
    scaleX: p.scaleX,
    scaleY: p.scaleY,
    angle: p.angle,
    flipX: p.flipX,
    flipY: p.flipY,
    opacity: p.opacity,
    originX: p.originX,
    originY: p.originY,
    visible: p.visible ?? true,
  };
}

export function fabricPlacement(p: PaintFields) {
  return {
    ...placementOf(p),
    width: p.width,
    height: p.height,
    fill: fabricFill(p.fill),
    stroke: p.stroke ?? null,
    strokeWidth: p.strokeWidth ?? 0,
    strokeDashArray: p.strokeDashArray ?? null,
    // Layers are rasterised (worker) or repainted from the model (page); Fabric's own per-object cache would
    // be a second, stale copy.
    objectCaching: false,
  };
}
