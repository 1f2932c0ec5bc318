import { z } from 'zod';
import { CROP_TYPES, STRETCH_MODES } from '../constants.ts';
import { AnimationPresetSchema, LayerAnimationSchema } from './animation.ts';
import { AvatarPropertySchema } from './avatar.ts';
import { finite, LayerIdSchema, loose, nonNegative } from './common.ts';
import { ClipPathSchema, geometryFields } from './geometry.ts';

/** Fields saved by media objects (image, sticker and video properties). */
const mediaSourceFields = {
  _staticUrl: z.string().optional(),
  _urlkey: z.string().optional(),
  _frontCoverKey: z.string().optional(),
  _frontCoverUrl: z.string().optional(),
  _frontCoverStaticUrl: z.string().optional(),
  _videoSrc: z.string().optional(),
};

const paintFields = {
  fill: z.union([z.string(), z.null(), loose({ type: z.string() })]).optional(),
  stroke: z.string().nullable().optional(),
  strokeWidth: finite.optional(),
  strokeDashArray: z.array(finite).nullable().optional(),
};

const common = { ...geometryFields, ...paintFields, clipPath: ClipPathSchema.optional() };

export const ImagePropertySchema = loose({
  type: z.literal('CustomImage'),
  ...common,
  ...mediaSourceFields,
  _cropType: z.enum(CROP_TYPES).optional(),
  stretch: z.enum(STRETCH_MODES),
  cropX: finite,
  cropY: finite,
});

/** Video clip: trim `_start`/`_end` and `_duration` in seconds of the source; `_speed` a string. */
export const VideoPropertySchema = loose({
  type: z.literal('CustomVideo'),
  ...common,
  ...mediaSourceFields,
  videoId: z.union([z.string(), finite]).optional(),
  _start: nonNegative,
  _end: nonNegative,
  _duration: nonNegative,
  _speed: z.string().regex(/^\d+(\.\d+)?$/, { message: "must be a decimal string such as '1.0'" }),
  _volume: finite,
  _loop: z.boolean(),
});

export const IconPropertySchema = loose({
  type: z.literal('CustomIcon'),
  ...common,
  _staticUrl: z.string().optional(),
  _urlkey: z.string().optional(),
  src: z.string().optional(),
  /** The icon is recoloured with `fill`. */
  fillNeeded: z.boolean(),
});

export const StickerSettingsSchema = loose({
  startTime: nonNegative,
  currentFrame: nonNegative,
  coverFrame: nonNegative,
  frameWidth: finite,
  frameHeight: finite,
  frameRate: finite,
  totalFrames: finite,
  columns: finite,
  backend: z.string().optional(),
});
export type StickerSettings = z.infer<typeof StickerSettingsSchema>;

export const StickerPropertySchema = loose({
  type: z.literal('CustomSticker'),
  ...common,
  ...mediaSourceFields,
  sticker: StickerSettingsSchema,
});

export const TEXT_DIRECTIONS = ['ltr', 'rtl'] as const;
export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;

export const TextPropertySchema = loose({
  type: z.literal('textbox'),
  ...common,
  text: z.string(),
  fontFamily: z.string(),
  fontSize: finite,
  fontWeight: z.union([z.string(), finite]),
  fontStyle: z.string(),
  underline: z.boolean(),
  overline: z.boolean(),
  linethrough: z.boolean(),
  textAlign: z.enum(TEXT_ALIGNS),
  lineHeight: finite,
  charSpacing: finite,
  /** Per line, per character style overrides (Fabric's `styles`). */
  styles: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown()))),
  direction: z.enum(TEXT_DIRECTIONS),
  /** Optional SVG path the text follows. */
  path: z.string().optional(),
});

export const BOX_SHAPE_TYPES = ['rect', 'triangle', 'circle'] as const;
export const BoxShapePropertySchema = loose({
  type: z.enum(BOX_SHAPE_TYPES),
  ...common,
  radius: finite.optional(),
  rx: finite.optional(),
  ry: finite.optional(),
});

export const LINE_TYPES = ['CustomLine', 'CustomArrow', 'CustomDoubleArrow'] as const;
export const LinePropertySchema = loose({
  type: z.enum(LINE_TYPES),
  ...common,
  x1: finite,
  y1: finite,
  x2: finite,
  y2: finite,
  padding: finite.optional(),
});

export const PATH_SHAPES = [
  'concaveArrowBlock',
  'cloud',
  'cross',
  'diamond',
  'fivePointedStar',
  'heart',
  'octagon',
  'roundSpeechBubble',
  'starBurst',
] as const;
export type PathShapeName = (typeof PATH_SHAPES)[number];
export const PathShapePropertySchema = loose({
  type: z.literal('CustomPath'),
  ...common,
  shape: z.enum(PATH_SHAPES),
  /** The last path drawn (SVG path data) and the corner radius, limited by segment length when drawn. */
  lastPath: z.string().optional(),
  cornerRadius: nonNegative,
});

export const LayerPropertySchema = z.discriminatedUnion('type', [
  ImagePropertySchema,
  VideoPropertySchema,
  IconPropertySchema,
  StickerPropertySchema,
  TextPropertySchema,
  AvatarPropertySchema,
  BoxShapePropertySchema,
  LinePropertySchema,
  PathShapePropertySchema,
]);

export type ImageProperty = z.infer<typeof ImagePropertySchema>;
export type VideoProperty = z.infer<typeof VideoPropertySchema>;
export type IconProperty = z.infer<typeof IconPropertySchema>;
export type StickerProperty = z.infer<typeof StickerPropertySchema>;
export type TextProperty = z.infer<typeof TextPropertySchema>;
export type BoxShapeProperty = z.infer<typeof BoxShapePropertySchema>;
export type LineProperty = z.infer<typeof LinePropertySchema>;
export type PathShapeProperty = z.infer<typeof PathShapePropertySchema>;
export type LayerProperty = z.infer<typeof LayerPropertySchema>;
export type LayerPropertyType = LayerProperty['type'];

export const LAYER_PROPERTY_TYPES = [
  'CustomImage',
  'CustomVideo',
  'CustomIcon',
  'CustomSticker',
  'textbox',
  'Avatar',
  ...BOX_SHAPE_TYPES,
  ...LINE_TYPES,
  'CustomPath',
] as const satisfies readonly LayerPropertyType[];

export const LAYER_TYPES = ['avatar', 'video', 'object'] as const;
export type LayerType = (typeof LAYER_TYPES)[number];

/** The layer type that goes with a property type: avatar, video, or object for everything else. */
export function layerTypeOf(propertyType: LayerPropertyType): LayerType {
  switch (propertyType) {
    case 'Avatar':
      return 'avatar';
    case 'CustomVideo':
      return 'video';
    case 'CustomImage':
    case 'CustomIcon':
    case 'CustomSticker':
    case 'textbox':
    case 'rect':
    case 'triangle':
    case 'circle':
    case 'CustomLine':
    case 'CustomArrow':
    case 'CustomDoubleArrow':
    case 'CustomPath':
      return 'object';
  }
}

export const LOCK_FLAGS = [
  'lockMovementX',
  'lockMovementY',
  'lockRotation',
  'lockScalingFlip',
  'lockScalingX',
  'lockScalingY',
] as const;
export type LockFlag = (typeof LOCK_FLAGS)[number];

export const LayerSchema = loose({
  id: LayerIdSchema,
  type: z.enum(LAYER_TYPES),
  property: LayerPropertySchema,
  animation: LayerAnimationSchema,
  animations: AnimationPresetSchema.optional(),
  /** Seconds from the clip's start when the layer appears. */
  start: nonNegative,
  /** Seconds from the clip's start when the layer disappears; absent = until the clip ends. */
  stop: nonNegative.optional(),
  lockMovementX: z.boolean(),
  lockMovementY: z.boolean(),
  lockRotation: z.boolean(),
  lockScalingFlip: z.boolean(),
  lockScalingX: z.boolean(),
  lockScalingY: z.boolean(),
  objectCaching: z.boolean().optional(),
  padding: finite.optional(),
  absolutePositioned: z.boolean().optional(),
  /** Recorded by normalisation: the start and end of the layer on the timeline. */
  _timelineStart: nonNegative,
  _timelineEnd: nonNegative,
});
export type Layer = z.infer<typeof LayerSchema>;
