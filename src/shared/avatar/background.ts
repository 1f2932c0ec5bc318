/**
 * An avatar shape's background colour: setting a colour on a Talking Photo (type 1) marks that
 * shape transparent, so the presenter is shown without its own background over the chosen colour (change.ts
 * then asks for the no-background image when the shape is the one shown); other avatar types only change the
 * colour. Restore clears the transparent flag and resets the colour: circle to a light lavender, square and
 * halfbody to fully transparent. Pure.
 */
import { AVATAR, AVATAR_TYPES } from '../constants.ts';
import type { AvatarProperty, FramedDisplayType } from '../model/avatar.ts';
import { FRAMED_DISPLAY_TYPES } from '../model/avatar.ts';
import { avatarChange } from './change.ts';
import type { AvatarChange } from './change.ts';

function assertShape(shape: FramedDisplayType): void {
  if (!FRAMED_DISPLAY_TYPES.includes(shape)) {
    throw new RangeError(`shape: '${String(shape)}' is not one of ${FRAMED_DISPLAY_TYPES.join(', ')}`);
  }
}

export function setAvatarBackground(
  p: AvatarProperty,
  shape: FramedDisplayType,
  colour: string,
): AvatarChange {
  assertShape(shape);
  if (typeof colour !== 'string' || colour.trim() === '') {
    throw new TypeError(`bgColor: ${JSON.stringify(colour)} is not a colour`);
  }
  const state = p.shapes[shape];
  const transparent = p._avatarInfo.type === AVATAR_TYPES.talkingPhoto ? true : state.transparent;
  return avatarChange(p, {
    ...p,
    shapes: { ...p.shapes, [shape]: { ...state, bgColor: colour, transparent } },
  });
}

export function restoreAvatarBackground(p: AvatarProperty, shape: FramedDisplayType): AvatarChange {
  assertShape(shape);
  const state = { ...p.shapes[shape], bgColor: AVATAR.restoreBackground[shape], transparent: false };
  return avatarChange(p, { ...p, shapes: { ...p.shapes, [shape]: state } });
}
