/**
 * The path shapes (`CustomPath.shape`) as outlines in their box [0, width] × [0, height]. Polygons
 * take the layer's corner radius (default 0; limited per corner by the adjacent edges, see
 * rounded-polygon.ts); the curved shapes have no corners to round and ignore it.
 */
import type { PathShapeName } from '../model/layer.ts';
import { cloudCommands, heartCommands, roundSpeechBubbleCommands } from './curved-shapes.ts';
import type { BezierCommand } from './fit-box.ts';
import {
  concaveArrowBlockPoints,
  crossPoints,
  diamondPoints,
  fivePointedStarPoints,
  octagonPoints,
  starBurstPoints,
} from './polygon-shapes.ts';
import { roundedPolygon } from './rounded-polygon.ts';
import { outlineOf } from './svg-string.ts';
import type { Outline, Point } from './types.ts';

type Builder = (width: number, height: number, cornerRadius: number) => BezierCommand[];

const polygon =
  (points: (width: number, height: number) => Point[]): Builder =>
  (width, height, cornerRadius) =>
    roundedPolygon(points(width, height), cornerRadius);

const curved =
  (commands: (width: number, height: number) => BezierCommand[]): Builder =>
  (width, height) =>
    commands(width, height);

const BUILDERS: Record<PathShapeName, Builder> = {
  concaveArrowBlock: polygon(concaveArrowBlockPoints),
  cloud: curved(cloudCommands),
  cross: polygon(crossPoints),
  diamond: polygon(diamondPoints),
  fivePointedStar: polygon(fivePointedStarPoints),
  heart: curved(heartCommands),
  octagon: polygon(octagonPoints),
  roundSpeechBubble: curved(roundSpeechBubbleCommands),
  starBurst: polygon(starBurstPoints),
};

/** Whether the shape is a polygon whose corners `cornerRadius` rounds. */
export function pathShapeHasCorners(shape: PathShapeName): boolean {
  return !['cloud', 'heart', 'roundSpeechBubble'].includes(shape);
}

/** Commands of a path shape in its box. Sizes must be finite and positive, the radius finite and ≥ 0. */
export function pathShapeCommands(
  shape: PathShapeName,
  width: number,
  height: number,
  cornerRadius = 0,
): BezierCommand[] {
  const builder = BUILDERS[shape];
  if (!builder) throw new RangeError(`unknown path shape '${String(shape)}'`);
  if (!(width > 0) || !Number.isFinite(width))
    throw new RangeError(`path shape width must be > 0, got ${width}`);
  if (!(height > 0) || !Number.isFinite(height)) {
    throw new RangeError(`path shape height must be > 0, got ${height}`);
  }
  if (!(cornerRadius >= 0) || !Number.isFinite(cornerRadius)) {
    throw new RangeError(`path shape cornerRadius must be ≥ 0, got ${cornerRadius}`);
  }
  return builder(width, height, cornerRadius);
}

/** A path shape's commands and SVG path data (what `CustomPath.lastPath` stores). */
export function pathShapeOutline(
  shape: PathShapeName,
  width: number,
  height: number,
  cornerRadius = 0,
): Outline {
  return outlineOf(pathShapeCommands(shape, width, height, cornerRadius));
}
