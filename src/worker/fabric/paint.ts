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

export function fabricPlacement(p: PaintFields) {
  return {
    left: p.left,
    top: p.top,
    width: p.width,
    height: p.height,
    scaleX: p.scaleX,
    scaleY: p.scaleY,
    angle: p.angle,
    opacity: p.opacity,
    originX: p.originX,
    originY: p.originY,
    flipX: p.flipX,
    flipY: p.flipY,
    fill: fabricFill(p.fill),
    stroke: p.stroke ?? null,
    strokeWidth: p.strokeWidth ?? 0,
    strokeDashArray: p.strokeDashArray ?? null,
    // Painters rasterise once; Fabric's own per-object cache would be a second copy.
    objectCaching: false,
  };
}
