import { z } from 'zod';
import { AVATAR } from '../constants.ts';
import { finite, loose, unit } from './common.ts';
import { ClipPathSchema, geometryFields } from './geometry.ts';

export const AVATAR_DISPLAY_TYPES = ['circle', 'square', 'halfbody', 'voice'] as const;
export type AvatarDisplayType = (typeof AVATAR_DISPLAY_TYPES)[number];
export const FRAMED_DISPLAY_TYPES = ['circle', 'square', 'halfbody'] as const;
export type FramedDisplayType = (typeof FRAMED_DISPLAY_TYPES)[number];

/**
 * How a talking avatar's mouth moves: `drawn`, the presenter image has no mouth and one is drawn for each mouth
 * shape (the generated built-in presenters); `photo`, the image's own mouth is opened by warping the jaw down
 * (Talking Photos, uploaded pictures; the default, since it leaves an image's face as it is at rest).
 */
export const MOUTH_STYLES = ['drawn', 'photo'] as const;
export type MouthStyle = (typeof MOUTH_STYLES)[number];

/** A rectangle in fractions (0..1) of the presenter image's width and height. */
export const FaceBoxSchema = loose({ x: unit, y: unit, width: unit, height: unit });
export type FaceBox = z.infer<typeof FaceBoxSchema>;

/** Avatar info from the avatar library. `type`: 1 Talking Photo … 5 Custom Avatar Lite. */
export const AvatarInfoSchema = loose({
  id: z.union([z.string(), finite]),
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  avatar_source: z.union([z.string(), finite]).optional(),
  key: z.string().optional(),
  static_url: z.string().optional(),
  url: z.string().optional(),
  name: z.string().optional(),
  gender: finite.optional(),
  voice_id: z.union([z.string(), finite]).optional(),
  model_name: z.string().optional(),
  /** The face's rectangle in the presenter image's pixels (where a talking avatar's mouth is placed). */
  config: loose({ x: finite, y: finite, width: finite, height: finite }).optional(),
  show_back: z.boolean().optional(),
  mouth_style: z.enum(MOUTH_STYLES).optional(),
});
export type AvatarInfo = z.infer<typeof AvatarInfoSchema>;

/** What each framed display type (circle, square, halfbody) keeps for itself. */
export const AvatarFrameStateSchema = loose({
  angle: finite,
  scaleX: finite,
  scaleY: finite,
  stroke: z.string(),
  strokeWidth: finite,
  strokeDashArray: z.array(finite).nullable(),
  bgColor: z.string(),
  transparent: z.boolean(),
});
export type AvatarFrameState = z.infer<typeof AvatarFrameStateSchema>;

/** The voice display type: a small badge with its own position. */
export const AvatarVoiceStateSchema = loose({
  left: finite.nullable(),
  top: finite.nullable(),
  angle: finite,
  scaleX: finite,
  scaleY: finite,
  transparent: z.boolean(),
});
export type AvatarVoiceState = z.infer<typeof AvatarVoiceStateSchema>;

export const AvatarPropertySchema = loose({
  type: z.literal('Avatar'),
  ...geometryFields,
  version: z.literal(AVATAR.version),
  _avatarInfo: AvatarInfoSchema,
  avatarType: z.enum(AVATAR_DISPLAY_TYPES),
  shapes: loose({
    circle: AvatarFrameStateSchema,
    square: AvatarFrameStateSchema,
    halfbody: AvatarFrameStateSchema,
    voice: AvatarVoiceStateSchema,
  }),
  imageWidth: finite,
  imageHeight: finite,
  initWidth: finite,
  initHeight: finite,
  /** The crop clip (halfbody crop) and the crop rectangle in image pixels. */
  cropClip: ClipPathSchema.nullable(),
  cropX: finite,
  cropY: finite,
  cropWidth: finite.nullable(),
  cropHeight: finite.nullable(),
  _roleIndex: finite.optional(),
  /** Whether the mouth moves with the scene's speech (absent: it does). */
  lipSync: z.boolean().optional(),
  /** The face, set by the user (absent: the library's `config` rectangle, else a portrait's usual place). */
  faceBox: FaceBoxSchema.optional(),
});
export type AvatarProperty = z.infer<typeof AvatarPropertySchema>;
