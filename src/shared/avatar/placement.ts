/**
 * Where an avatar's boxes sit on the canvas, for the display-type rules: the centre of a box
 * (any origin, any rotation), the half size of its rotated outline, and the left/top that puts its centre at a
 * given point. Pure.
 */
import { boxCenter } from '../model/geometry.ts';
import type { Box } from '../model/geometry.ts';

export interface CanvasSize {
  width: number;
  height: number;
}

/** Half the width and height of the axis-aligned outline of a rotated, scaled box. */
export function rotatedHalfSize(box: Box): { x: number; y: number } {
  const w = Math.abs(box.width * box.scaleX);
  const h = Math.abs(box.height * box.scaleY);
  const rad = (box.angle * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  return { x: (w * cos + h * sin) / 2, y: (w * sin + h * cos) / 2 };
}

/** The left/top that moves the box's centre to (x, y), keeping its origin, size and rotation. */
export function leftTopForCentre(box: Box, x: number, y: number): { left: number; top: number } {
  const centre = boxCenter(box);
  return { left: box.left + x - centre.x, top: box.top + y - centre.y };
}

/**
 * The centre nearest to `centre` at which a box of the given half size stays `margin` inside the canvas on
 * every side; on an axis where the canvas is too small for that, the box is centred.
 */
export function clampCentre(
  centre: { x: number; y: number },
  half: { x: number; y: number },
  canvas: CanvasSize,
  margin: number,
): { x: number; y: number } {
  const axis = (value: number, halfSize: number, size: number) => {
    const min = margin + halfSize;
    const max = size - margin - halfSize;
    return min > max ? size / 2 : Math.min(max, Math.max(min, value));
  };
  return { x: axis(centre.x, half.x, canvas.width), y: axis(centre.y, half.y, canvas.height) };
}

export function assertCanvasSize(canvas: CanvasSize): void {
  for (const key of ['width', 'height'] as const) {
    const value = canvas[key];
    if (!(Number.isFinite(value) && value > 0)) {
      throw new RangeError(`canvas.${key}: ${String(value)} is not a positive number`);
    }
  }
}
