/**
 * Cropping an avatar: a crop is of the half-body picture, so starting one forces the halfbody
 * display type first; when it is done the crop clip and the crop rectangle (image pixels) are stored. Pure.
 */
import type { AvatarProperty } from '../model/avatar.ts';
import type { ClipPath } from '../model/geometry.ts';
import type { AvatarChange } from './change.ts';
import { avatarChange } from './change.ts';
import { switchAvatarDisplayType } from './display-type.ts';
import type { CanvasSize } from './placement.ts';

export interface AvatarCrop {
  cropClip: ClipPath | null;
  /** The crop rectangle in the presenter image's pixels. */
  cropX: number;
  cropY: number;
  cropWidth: number;
  cropHeight: number;
}

/** Before the crop box is shown: the avatar in halfbody (a no-op when it already is). */
export function startAvatarCrop(p: AvatarProperty, canvas: CanvasSize): AvatarChange {
  return switchAvatarDisplayType(p, 'halfbody', canvas);
}

/** Stores the crop, forcing halfbody; the rectangle must lie inside the image. */
export function applyAvatarCrop(p: AvatarProperty, crop: AvatarCrop, canvas: CanvasSize): AvatarChange {
  const { cropX, cropY, cropWidth, cropHeight } = crop;
  const checks: Array<[string, number, boolean]> = [
    ['cropX', cropX, cropX >= 0],
    ['cropY', cropY, cropY >= 0],
    ['cropWidth', cropWidth, cropWidth > 0 && cropX + cropWidth <= p.imageWidth],
    ['cropHeight', cropHeight, cropHeight > 0 && cropY + cropHeight <= p.imageHeight],
  ];
  for (const [field, value, ok] of checks) {
    if (!(Number.isFinite(value) && ok)) {
      throw new RangeError(
        `${field}: ${String(value)} puts the crop outside the ${p.imageWidth}×${p.imageHeight} image`,
      );
    }
  }
  const halfbody = startAvatarCrop(p, canvas).property;
  return avatarChange(p, { ...halfbody, ...crop });
}
