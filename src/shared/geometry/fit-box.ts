/**
 * Scaling a Bézier outline into a box. Shapes are designed in their own units and then mapped so that their
 * exact bounds become [0, width] × [0, height]; an affine map of Bézier control points is exact.
 */
import { pathBounds } from './bounds.ts';
import type { ArcCommand, PathCommand } from './types.ts';

/** Commands without arcs: an arc does not stay an SVG arc under a non-uniform scale. */
export type BezierCommand = Exclude<PathCommand, ArcCommand>;

/** Applies (x, y) → (fx(x), fy(y)) to every point of the commands. */
export function mapCommands(
  commands: readonly BezierCommand[],
  fx: (x: number) => number,
  fy: (y: number) => number,
): BezierCommand[] {
  return commands.map((command): BezierCommand => {
    switch (command[0]) {
      case 'M':
      case 'L':
        return [command[0], fx(command[1]), fy(command[2])];
      case 'C':
        return [
          'C',
          fx(command[1]),
          fy(command[2]),
          fx(command[3]),
          fy(command[4]),
          fx(command[5]),
          fy(command[6]),
        ];
      case 'Q':
        return ['Q', fx(command[1]), fy(command[2]), fx(command[3]), fy(command[4])];
      case 'Z':
        return ['Z'];
    }
  });
}

/**
 * Maps `min..max` onto `0..size`. Dividing before multiplying makes the extremes land on exactly 0 and `size`;
 * a zero span maps everything to 0.
 */
export function rangeMap(min: number, max: number, size: number): (v: number) => number {
  const span = max - min;
  return span === 0 ? () => 0 : (v) => ((v - min) / span) * size;
}

/** The outline scaled so that its exact bounds fill [0, width] × [0, height]. */
export function fitToBox(commands: readonly BezierCommand[], width: number, height: number): BezierCommand[] {
  const bounds = pathBounds(commands);
  if (!bounds) return [];
  return mapCommands(
    commands,
    rangeMap(bounds.minX, bounds.maxX, width),
    rangeMap(bounds.minY, bounds.maxY, height),
  );
}
