import { z } from 'zod';
import { AvatarPropertySchema } from './avatar.ts';
import { AnimationPresetSchema, LayerAnimationSchema } from './animation.ts';
import { LayerIdSchema, loose, nonNegative, finite } from './common.ts';
import { BoxShapePropertySchema } from '../kinds/box-shape.ts';
import { IconPropertySchema } from '../kinds/icon.ts';
import { ImagePropertySchema } from '../kinds/image.ts';
import { LinePropertySchema } from '../kinds/line.ts';
import { PathShapePropertySchema } from '../kinds/path-shape.ts';
import { StickerPropertySchema } from '../kinds/sticker.ts';
import { TextPropertySchema } from '../kinds/text.ts';
import { VideoPropertySchema } from '../kinds/video.ts';
import { LAYER_KINDS, kindOf } from '../kinds/registry.ts';

// Each kind's schema lives with its kind (src/shared/kinds); re-exported here for the model's readers.
export * from '../kinds/box-shape.ts';
export * from '../kinds/icon.ts';
export * from '../kinds/image.ts';
export * from '../kinds/line.ts';
export * from '../kinds/path-shape.ts';
export * from '../kinds/sticker.ts';
export * from '../kinds/text.ts';
export * from '../kinds/video.ts';

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

export type LayerProperty = z.infer<typeof LayerPropertySchema>;
export type LayerPropertyType = LayerProperty['type'];

export const LAYER_TYPES = ['avatar', 'video', 'object'] as const;
export type LayerType = (typeof LAYER_TYPES)[number];

/** The layer type that goes with a property type: avatar, video, or object for everything else. */
export function layerTypeOf(propertyType: LayerPropertyType): LayerType {
  return LAYER_KINDS[kindOf(propertyType)].layerType;
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
