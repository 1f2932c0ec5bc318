/**
 * Crop (clip) outlines for images and avatars, SPEC §2 crop types, in the crop box [0, width] × [0, height].
 * The heart is the heart path shape, so a heart crop and a heart shape match.
 */
import type { CropType } from '../constants.ts';
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
