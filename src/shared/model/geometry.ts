import { z } from 'zod';
import { finite, loose } from './common.ts';

export const ORIGINS_X = ['left', 'center', 'right'] as const;
export const ORIGINS_Y = ['top', 'center', 'bottom'] as const;

/**
 * Placement fields every canvas object has (Fabric's names). `left`/`top` is the point of the object named
 * by `originX`/`originY`; the model keeps Fabric 5's default of left/top (Fabric 7 defaults to center, so
 * views must set the origin explicitly).
 */
export const geometryFields = {
  left: finite,
  top: finite,
  width: finite,
  height: finite,
  scaleX: finite,
  scaleY: finite,
  angle: finite,
  opacity: finite,
  originX: z.enum(ORIGINS_X),
  originY: z.enum(ORIGINS_Y),
  flipX: z.boolean(),
  flipY: z.boolean(),
  visible: z.boolean(),
};

/** A clip path (crop) of an object. Object-relative and centred after normalisation. */
export const ClipPathSchema = loose({
  type: z.string(),
  left: finite,
  top: finite,
  width: finite,
  height: finite,
  scaleX: finite.optional(),
  scaleY: finite.optional(),
  angle: finite.optional(),
  originX: z.enum(ORIGINS_X).optional(),
  originY: z.enum(ORIGINS_Y).optional(),
  absolutePositioned: z.boolean().optional(),
  radius: finite.optional(),
  path: z.unknown().optional(),
});
export type ClipPath = z.infer<typeof ClipPathSchema>;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  angle: number;
  originX?: (typeof ORIGINS_X)[number];
  originY?: (typeof ORIGINS_Y)[number];
}

/** The placement every new layer property starts with: a left/top origin, upright, unflipped, opaque, visible. */
export interface Placement extends Box {
  opacity: number;
  originX: 'left';
  originY: 'top';
  flipX: boolean;
  flipY: boolean;
  visible: boolean;
}

/** A `width`×`height` box with its top-left corner at (left, top), drawn at `scale`. */
export function uprightPlacement(
  left: number,
  top: number,
  width: number,
  height: number,
  scale = 1,
): Placement {
  return {
    left,
    top,
    width,
    height,
    scaleX: scale,
    scaleY: scale,
    angle: 0,
    opacity: 1,
    originX: 'left',
    originY: 'top',
    flipX: false,
    flipY: false,
    visible: true,
  };
}

const ORIGIN_FRACTION = { left: 0, top: 0, center: 0.5, right: 1, bottom: 1 } as const;

/** The canvas point at the centre of a box, honouring its origin and rotation (degrees, about the origin). */
export function boxCenter(box: Box): { x: number; y: number } {
  const w = box.width * box.scaleX;
  const h = box.height * box.scaleY;
  // Offset from the origin point to the centre, in the box's own (rotated) frame.
  const dx = (0.5 - ORIGIN_FRACTION[box.originX ?? 'left']) * w;
  const dy = (0.5 - ORIGIN_FRACTION[box.originY ?? 'top']) * h;
  const rad = (box.angle * Math.PI) / 180;
  return {
    x: box.left + dx * Math.cos(rad) - dy * Math.sin(rad),
    y: box.top + dx * Math.sin(rad) + dy * Math.cos(rad),
  };
}
