import { MOUTH_IN_FACE } from '../../shared/avatar/face-box.ts';
import type { MouthStyle } from '../../shared/model/avatar.ts';
import type { Db } from '../db/open.ts';
import { findAsset, putAsset } from '../media/store.ts';
import { encodePng } from './png.ts';

export interface CatalogAvatar {
  id: number;
  /** 1 Talking Photo, 2 Avatar Pro, 3 Avatar Lite, 4 Custom Avatar Pro, 5 Custom Avatar Lite. */
  type: 1 | 2 | 3 | 4 | 5;
  name: string;
  gender: 1 | 2;
  voice_id: number;
  background: [number, number, number];
  skin: [number, number, number];
  clothes: [number, number, number];
}

const C = (hex: number): [number, number, number] => [(hex >> 16) & 255, (hex >> 8) & 255, hex & 255];

/** The demo presenters: two of each avatar type. */
export const AVATAR_CATALOG: readonly CatalogAvatar[] = [
  {
    id: 101,
    type: 1,
    name: 'Ava',
    gender: 2,
    voice_id: 751,
    background: C(0xe8e0ff),
    skin: C(0xf1c7a5),
    clothes: C(0x8b3dff),
  },
  {
    id: 102,
    type: 1,
    name: 'Leo',
    gender: 1,
    voice_id: 750,
    background: C(0xdff3ff),
    skin: C(0xc68c63),
    clothes: C(0x2f6fdf),
  },
  {
    id: 201,
    type: 2,
    name: 'Sofia',
    gender: 2,
    voice_id: 1011,
    background: C(0xfff0e0),
    skin: C(0xe0ac84),
    clothes: C(0xd9463b),
  },
  {
    id: 202,
    type: 2,
    name: 'Kenji',
    gender: 1,
    voice_id: 1030,
    background: C(0xe7f7ea),
    skin: C(0xf0c9a0),
    clothes: C(0x1f8a4c),
  },
  {
    id: 301,
    type: 3,
    name: 'Nadia',
    gender: 2,
    voice_id: 1021,
    background: C(0xf5e6f0),
    skin: C(0x9c6b4a),
    clothes: C(0xb0306e),
  },
  {
    id: 302,
    type: 3,
    name: 'Hans',
    gender: 1,
    voice_id: 1040,
    background: C(0xeeeeee),
    skin: C(0xf3d2b8),
    clothes: C(0x444b59),
  },
  {
    id: 401,
    type: 4,
    name: 'Chiara',
    gender: 2,
    voice_id: 1051,
    background: C(0xfdf6d8),
    skin: C(0xe9bb92),
    clothes: C(0xe39b17),
  },
  {
    id: 402,
    type: 4,
    name: 'Mateo',
    gender: 1,
    voice_id: 1070,
    background: C(0xe0f2f1),
    skin: C(0xb97a56),
    clothes: C(0x00897b),
  },
  {
    id: 501,
    type: 5,
    name: 'Yuna',
    gender: 2,
    voice_id: 1091,
    background: C(0xe8eaf6),
    skin: C(0xf2cfb0),
    clothes: C(0x3949ab),
  },
  {
    id: 502,
    type: 5,
    name: 'Daan',
    gender: 1,
    voice_id: 1100,
    background: C(0xfbe9e7),
    skin: C(0xedc3a0),
    clothes: C(0xf4511e),
  },
];

export const AVATAR_WIDTH = 380;
export const AVATAR_HEIGHT = 540;

const HEAD_X = AVATAR_WIDTH / 2;
const HEAD_Y = AVATAR_HEIGHT * 0.36;
const HEAD_R = AVATAR_WIDTH * 0.2;
const HEAD_STRETCH = 1.15;

/** The face of every generated presenter (image pixels): the head's box; the library lists it as `config`. */
const tenth = (n: number): number => Math.round(n * 10) / 10;
export const AVATAR_FACE = {
  x: tenth(HEAD_X - HEAD_R),
  y: tenth(HEAD_Y - HEAD_R * HEAD_STRETCH),
  width: tenth(2 * HEAD_R),
  height: tenth(2 * HEAD_R * HEAD_STRETCH),
} as const;

/**
 * How the presenter's mouth moves: Talking Photos keep a mouth in their picture (the editor opens it by
 * warping the jaw); the other presenters' pictures have none and the editor draws one for each mouth shape.
 */
export const avatarMouthStyle = (avatar: CatalogAvatar): MouthStyle =>
  avatar.type === 1 ? 'photo' : 'drawn';

type Rgb = readonly [number, number, number];
const HAIR: Rgb = [74, 52, 38];
const EYE: Rgb = [46, 34, 30];

/** The lips of a Talking Photo: its skin turned towards a muted red (as the editor colours drawn lips). */
const lipsOf = (skin: Rgb, darken: number): Rgb =>
  skin.map((c, i) =>
    Math.round((c + (([176, 74, 78][i] as number) - c) * 0.55) * 0.92 * darken),
  ) as unknown as Rgb;

/** The colour of the face at (x, y), or undefined off the face's features (the skin shows). */
function faceFeature(avatar: CatalogAvatar, x: number, y: number): Rgb | undefined {
  const f = AVATAR_FACE;
  const u = (x - f.x) / f.width;
  const v = (y - f.y) / f.height;
  // Hair over the top of the head.
  if (v < 0.24 - 0.1 * Math.cos((u - 0.5) * Math.PI)) return HAIR;
  // Two eyes.
  for (const eye of [0.3, 0.7]) if (((u - eye) / 0.055) ** 2 + ((v - 0.47) / 0.05) ** 2 <= 1) return EYE;
  if (avatarMouthStyle(avatar) !== 'photo') return undefined;
  // A Talking Photo's closed mouth: lips around the line where they meet.
  const mouthHalf = (MOUTH_IN_FACE.width * 0.7) / 2;
  const lipsHalfHeight = (MOUTH_IN_FACE.width * 0.09 * f.width) / f.height;
  const along = (u - 0.5) / mouthHalf;
  const across = (v - MOUTH_IN_FACE.lipLine) / lipsHalfHeight;
  if (along ** 2 + across ** 2 > 1) return undefined;
  return Math.abs(y - (f.y + MOUTH_IN_FACE.lipLine * f.height)) < 1.5 && Math.abs(along) < 0.95
    ? lipsOf(avatar.skin, 0.55)
    : lipsOf(avatar.skin, 1);
}

/** A presenter drawn as head and shoulders; `withBackground` false leaves the background transparent. */
export function drawAvatar(avatar: CatalogAvatar, withBackground: boolean): Buffer {
  const w = AVATAR_WIDTH;
  const h = AVATAR_HEIGHT;
  const rgba = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const inHead = (x - HEAD_X) ** 2 + ((y - HEAD_Y) / HEAD_STRETCH) ** 2 <= HEAD_R ** 2;
      const bodyTop = h * 0.62;
      const inBody = y >= bodyTop && ((x - HEAD_X) / (w * 0.42)) ** 2 + ((y - h) / (h - bodyTop)) ** 2 <= 1;
      const inNeck = Math.abs(x - HEAD_X) < w * 0.07 && y > HEAD_Y && y < bodyTop + 10;
      const colour = inHead
        ? (faceFeature(avatar, x, y) ?? avatar.skin)
        : inNeck
          ? avatar.skin
          : inBody
            ? avatar.clothes
            : withBackground
              ? avatar.background
              : undefined;
      if (colour === undefined) continue;
      rgba.set([...colour, 255], i);
    }
  }
  return encodePng(w, h, rgba);
}

export const avatarKey = (avatar: CatalogAvatar, noBack: boolean): string =>
  `public/avatars/${avatar.id}${noBack ? '-noback' : ''}.png`;

/** Stores the demo avatar images once (public assets). */
export function ensureAvatarImages(db: Db, filesDir: string, now: number): void {
  for (const avatar of AVATAR_CATALOG) {
    for (const noBack of [false, true]) {
      const key = avatarKey(avatar, noBack);
      if (findAsset(db, key) !== undefined) continue;
      putAsset(db, filesDir, {
        key,
        ownerId: null,
        kind: 'image',
        contentType: 'image/png',
        bytes: drawAvatar(avatar, !noBack),
        now,
      });
    }
  }
}
