import { z } from 'zod';
import { finite, loose, nonNegative } from './common.ts';

export const EASES = ['linear', 'smooth', 'bounce'] as const;
export type EaseName = (typeof EASES)[number];

export const ENTER_EFFECTS = [
  'fadein',
  'fadein-t',
  'fadein-l',
  'fadein-r',
  'fadein-d',
  'slidein-t',
  'slidein-l',
  'slidein-r',
  'slidein-d',
  'scalein',
  'fade-scalein',
] as const;
export const EXIT_EFFECTS = [
  'fadeout',
  'fadeout-t',
  'fadeout-l',
  'fadeout-r',
  'fadeout-d',
  'slideout-t',
  'slideout-l',
  'slideout-r',
  'slideout-d',
  'scaleout',
  'fade-scaleout',
] as const;
export type EnterEffect = (typeof ENTER_EFFECTS)[number];
export type ExitEffect = (typeof EXIT_EFFECTS)[number];

export const PRESET_NAMES = [
  'rise',
  'pan',
  'fade',
  'pop',
  'wipe',
  'blur',
  'succession',
  'breathe',
  'baseline',
  'drift',
  'tectonic',
  'tumble',
  'neon',
  'scrapbook',
  'stomp',
  'photoflow',
  'photorise',
  'photozoom',
  'rotate',
  'flicker',
  'pulse',
  'wiggle',
  'subtitle-popup',
] as const;
export type PresetName = (typeof PRESET_NAMES)[number];
export const TRIGGERS = ['both', 'enter', 'exit'] as const;
export const DIRECTIONS = ['left', 'right', 'up', 'down', 'in'] as const;

/** Enter effect of a layer: plays at the layer's start. `name` 'none' means no effect. */
export const EnterAnimationSchema = loose({
  name: z.union([z.enum(ENTER_EFFECTS), z.literal('none')]),
  ease: z.enum(EASES),
  duration: nonNegative,
  delay: nonNegative,
});
/** Exit effect of a layer: ends at the layer's stop. */
export const ExitAnimationSchema = loose({
  name: z.union([z.enum(EXIT_EFFECTS), z.literal('none')]),
  ease: z.enum(EASES),
  duration: nonNegative,
});
/** Target state of a move animation. */
export const AnimationTargetSchema = loose({
  left: finite.optional(),
  top: finite.optional(),
  opacity: finite.optional(),
  scaleX: finite.optional(),
  scaleY: finite.optional(),
});
export const LayerAnimationSchema = loose({
  enter: EnterAnimationSchema,
  exit: ExitAnimationSchema,
  to: AnimationTargetSchema.optional(),
});
export type EnterAnimation = z.infer<typeof EnterAnimationSchema>;
export type ExitAnimation = z.infer<typeof ExitAnimationSchema>;
export type LayerAnimation = z.infer<typeof LayerAnimationSchema>;

export const PresetAnimationSchema = loose({
  name: z.enum(PRESET_NAMES),
  trigger: z.enum(TRIGGERS),
  direction: z.enum(DIRECTIONS).optional(),
  speed: finite.optional(),
  intensity: finite.optional(),
  scale: finite.optional(),
  /** Reverse flag. */
  rea: z.boolean().optional(),
  /** Wiggle's random seed. */
  seed: finite.optional(),
});
export const AnimationPresetSchema = loose({
  animations: z.array(PresetAnimationSchema),
  duration: nonNegative,
});
export type PresetAnimation = z.infer<typeof PresetAnimationSchema>;
export type AnimationPreset = z.infer<typeof AnimationPresetSchema>;
