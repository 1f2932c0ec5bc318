/**
 * Avatar display type switching: circle, square, halfbody and voice. Each
 * type keeps its own angle and scale (circle, square and halfbody also their stroke and background, voice its
 * own position) in `shapes`, so switching only changes `avatarType` — and where the avatar stands:
 * - to voice: the badge keeps its stored position, or without one goes to the canvas's bottom-right corner;
 *   either way it stays 30 (the voice margin) inside every canvas edge;
 * - from voice: the framed avatar goes back to its stored position, or is centred on the canvas when it has
 *   none (an avatar saved in voice type by version 1 only has the badge's position: migration copies it into
 *   `shapes.voice` and leaves it as `left`/`top`, so a framed position equal to the voice one is not stored).
 * Switching may swap the presenter image of a Talking Photo (change.ts). Pure.
 */
import { AVATAR } from '../constants.ts';
import type { AvatarDisplayType, AvatarProperty, AvatarVoiceState } from '../model/avatar.ts';
import { AVATAR_DISPLAY_TYPES } from '../model/avatar.ts';
import { boxCenter } from '../model/geometry.ts';
import type { Box } from '../model/geometry.ts';
import { avatarChange } from './change.ts';
import type { AvatarChange } from './change.ts';
import { assertCanvasSize, clampCentre, leftTopForCentre, rotatedHalfSize } from './placement.ts';
import type { CanvasSize } from './placement.ts';

/** The voice badge's box: its own position (else the avatar's), size, rotation and scale. */
export function voiceBadgeBox(p: AvatarProperty, voice: AvatarVoiceState = p.shapes.voice): Box {
  return {
    left: voice.left ?? p.left,
    top: voice.top ?? p.top,
    width: AVATAR.voiceBadgeSize,
    height: AVATAR.voiceBadgeSize,
    scaleX: voice.scaleX,
    scaleY: voice.scaleY,
    angle: voice.angle,
    originX: p.originX,
    originY: p.originY,
  };
}

/**
 * The voice state moved so that the badge stays the voice margin inside the canvas; a badge without a stored
 * position is put in the bottom-right corner first.
 */
export function keepVoiceOnCanvas(
  p: AvatarProperty,
  voice: AvatarVoiceState,
  canvas: CanvasSize,
): AvatarVoiceState {
  assertCanvasSize(canvas);
  const box = voiceBadgeBox(p, voice);
  const half = rotatedHalfSize(box);
  const stored = voice.left !== null && voice.top !== null;
  const wanted = stored ? boxCenter(box) : { x: canvas.width, y: canvas.height };
  const centre = clampCentre(wanted, half, canvas, AVATAR.voiceMargin);
  return { ...voice, ...leftTopForCentre(box, centre.x, centre.y) };
}

/** Whether the framed display types have a position of their own (see the file comment). */
export function hasFramedPosition(p: AvatarProperty): boolean {
  const v = p.shapes.voice;
  return !(v.left !== null && v.top !== null && v.left === p.left && v.top === p.top);
}

export function switchAvatarDisplayType(
  p: AvatarProperty,
  next: AvatarDisplayType,
  canvas: CanvasSize,
): AvatarChange {
  if (!AVATAR_DISPLAY_TYPES.includes(next)) {
    throw new RangeError(`avatarType: '${String(next)}' is not one of ${AVATAR_DISPLAY_TYPES.join(', ')}`);
  }
  assertCanvasSize(canvas);
  if (next === p.avatarType) return avatarChange(p, p);
  if (next === 'voice') {
    const voice = keepVoiceOnCanvas(p, p.shapes.voice, canvas);
    return avatarChange(p, { ...p, avatarType: 'voice', shapes: { ...p.shapes, voice } });
  }
  let { left, top } = p;
  if (p.avatarType === 'voice' && !hasFramedPosition(p)) {
    const shape = p.shapes[next];
    const box: Box = { ...p, angle: shape.angle, scaleX: shape.scaleX, scaleY: shape.scaleY };
    ({ left, top } = leftTopForCentre(box, canvas.width / 2, canvas.height / 2));
  }
  return avatarChange(p, { ...p, avatarType: next, left, top });
}
