/**
 * Where a talking avatar's face is in its presenter image: a box in fractions (0..1) of the image's width and
 * height, so that it holds for every size of the image (the no-background variant, a resized upload). The
 * user's box (`faceBox`) wins; else the library's `config` rectangle (image pixels); else where a head and
 * shoulders portrait has its face. The mouth is placed inside it (src/canvas/avatar-mouth.ts). Pure.
 */
import type { AvatarProperty, FaceBox, MouthStyle } from '../model/avatar.ts';
import { avatarChange, type AvatarChange } from './change.ts';

/** Where a head and shoulders portrait has its face, when neither the user nor the library says. */
export const DEFAULT_FACE_BOX: FaceBox = { x: 0.3, y: 0.14, width: 0.4, height: 0.34 };

/**
 * Where the mouth sits in a face box (fractions of the box): the line between the lips across the middle at
 * 74 % of its height, as wide as 42 % of the face; the drawn mouth opens up to 20 % of the face's width, a
 * photo's (whose jaw moves) up to 16 %. The generated presenters are drawn to these proportions too.
 */
export const MOUTH_IN_FACE = { lipLine: 0.74, width: 0.42, drawnOpening: 0.2, photoOpening: 0.16 } as const;

/** What is wrong with a face box (the field and a sentence naming its value), or undefined. */
export function faceBoxProblem(box: FaceBox): { field: keyof FaceBox; message: string } | undefined {
  for (const field of ['x', 'y'] as const) {
    const value = box[field];
    if (!(Number.isFinite(value) && value >= 0 && value < 1))
      return { field, message: `${value} is not a fraction of the image from 0 to below 1` };
  }
  const reach = { width: box.x, height: box.y } as const;
  for (const field of ['width', 'height'] as const) {
    const value = box[field];
    if (!(Number.isFinite(value) && value > 0 && reach[field] + value <= 1 + 1e-9))
      return {
        field,
        message: `${value} does not fit the image: it must be > 0 and at most ${+(1 - reach[field]).toFixed(6)}`,
      };
  }
  return undefined;
}

/** The library's face rectangle (image pixels) as fractions of an image of `size`, when it is usable. */
function configFaceBox(p: AvatarProperty, size: { width: number; height: number }): FaceBox | undefined {
  const config = p._avatarInfo.config;
  if (config === undefined || !(size.width > 0 && size.height > 0)) return undefined;
  const box = {
    x: config.x / size.width,
    y: config.y / size.height,
    width: config.width / size.width,
    height: config.height / size.height,
  };
  return faceBoxProblem(box) === undefined ? box : undefined;
}

/** The avatar's face in an image of `size` pixels: the user's box, the library's, or the default. */
export function avatarFaceBox(p: AvatarProperty, size: { width: number; height: number }): FaceBox {
  return p.faceBox ?? configFaceBox(p, size) ?? DEFAULT_FACE_BOX;
}

/** How the avatar's mouth moves: the library's style, else the photo's own mouth. */
export function avatarMouthStyle(p: AvatarProperty): MouthStyle {
  return p._avatarInfo.mouth_style ?? 'photo';
}

/** Whether the avatar's mouth follows the speech: on unless turned off, and never for the voice badge. */
export function lipSyncOn(p: AvatarProperty): boolean {
  return p.lipSync !== false && p.avatarType !== 'voice';
}

/** Sets (or, with undefined, clears back to the default) the face box; a box outside the image is refused. */
export function setAvatarFaceBox(p: AvatarProperty, box: FaceBox | undefined): AvatarChange {
  if (box === undefined) {
    const { faceBox: _cleared, ...rest } = p;
    return avatarChange(p, rest);
  }
  const problem = faceBoxProblem(box);
  if (problem !== undefined) throw new RangeError(`faceBox.${problem.field}: ${problem.message}`);
  return avatarChange(p, { ...p, faceBox: { x: box.x, y: box.y, width: box.width, height: box.height } });
}

/** Turns lip sync on or off. */
export function setAvatarLipSync(p: AvatarProperty, on: boolean): AvatarChange {
  if (typeof on !== 'boolean') throw new TypeError(`lipSync: ${JSON.stringify(on)} is not true or false`);
  return avatarChange(p, { ...p, lipSync: on });
}
