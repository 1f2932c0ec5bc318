import { z } from 'zod';
import { ClipIdSchema, finite, loose, nonNegative } from './common.ts';
import { LayerSchema } from './layer.ts';
import { SpeechSchema } from './speech.ts';
import { SubtitleStyleSchema, TextStyleSchema } from './text-style.ts';
import { TransitionSchema } from './transition.ts';

export const BG_MEDIA_TYPES = ['img', 'video', 'object'] as const;
export const BackgroundMediaSchema = loose({
  type: z.enum(BG_MEDIA_TYPES),
  /** URL of the image or video, or an object description. */
  data: z.unknown(),
  opacity: finite,
  blur: nonNegative,
});
export type BackgroundMedia = z.infer<typeof BackgroundMediaSchema>;

export const BackgroundMusicSchema = loose({
  audioId: z.union([z.string(), finite]).optional(),
  _staticUrl: z.string().optional(),
  _urlkey: z.string().optional(),
  loop: z.boolean(),
  volume: finite,
  enabled: z.boolean(),
});
export type BackgroundMusic = z.infer<typeof BackgroundMusicSchema>;

/** A scene (clip) of the project. */
export const SceneSchema = loose({
  id: ClipIdSchema,
  layers: z.array(LayerSchema),
  speech: SpeechSchema,
  transition: TransitionSchema,
  /** Seconds. */
  duration: nonNegative,
  textStyle: TextStyleSchema,
  subtitleStyle: SubtitleStyleSchema,
  bgmId: z.union([z.string(), finite]).optional(),
  speechId: z.union([z.string(), finite]).optional(),
  fgColor: z.string(),
  bgColor: z.string(),
  bgMedia: BackgroundMediaSchema.optional(),
  bgm: BackgroundMusicSchema.optional(),
  loadList: z.array(z.unknown()).optional(),
  _addTable: z.unknown().optional(),
  _modeId: z.unknown().optional(),
  _templateType: z.unknown().optional(),
});
export type Scene = z.infer<typeof SceneSchema>;
