/**
 * Crop (clip) outlines for images and avatars, one per crop type, in the crop box [0, width] × [0, height].
 * The heart is the heart path shape, so a heart crop and a heart shape match.
 */
import type { CropType } from '../constants.ts';
import type { ClipPath } from '../model/geometry.ts';
import { ellipseCommands, rectCommands, triangleCommands } from './box-shapes.ts';
import { heartCommands } from './curved-shapes.ts';
import type { BezierCommand } from './fit-box.ts';
import { outlineOf } from './svg-string.ts';
import type { Outline } from './types.ts';

/** Commands of a crop outline. A circle crop is the ellipse inscribed in the crop box (a circle when square). */
export function cropCommands(type: CropType, width: number, height: number): BezierCommand[] {
  switch (type) {
    case 'circle':
      return ellipseCommands(width, height);
    case 'rect':
      return rectCommands(width, height);
    case 'triangle':
      return triangleCommands(width, height);
    case 'heart':
      return heartCommands(width, height);
    default:
      throw new RangeError(`unknown crop type '${String(type)}'`);
  }
}

export const cropOutline = (type: CropType, width: number, height: number): Outline =>
  outlineOf(cropCommands(type, width, height));

/** A crop box: its centre (cx, cy) and size, object plane. */
export interface CropRect {
  cx: number;
  cy: number;
  width: number;
  height: number;
}

/** Fabric's type name for the clip path of each crop type (the layer's `_cropType` says which outline). */
const CLIP_TYPE: Record<CropType, string> = {
  circle: 'ellipse',
  rect: 'rect',
  triangle: 'triangle',
  heart: 'path',
};

/** The committed clip path: object-relative and centred, with the crop type's Fabric type name. */
export function cropClipPath(cropType: CropType, rect: CropRect): ClipPath {
  return {
    type: CLIP_TYPE[cropType],
    left: rect.cx,
    top: rect.cy,
    width: rect.width,
    height: rect.height,
    scaleX: 1,
    scaleY: 1,
    angle: 0,
    originX: 'center',
    originY: 'center',
    absolutePositioned: false,
  };
}
