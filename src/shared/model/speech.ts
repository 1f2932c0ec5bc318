import { z } from 'zod';
import { VISEMES } from '../speech/visemes.ts';
import { finite, loose, nonNegative, ResourceInfoSchema } from './common.ts';
import { SpeechVoiceSchema } from './voice.ts';

export const SPEECH_TYPES = ['default', 'conversation', 'upload', 'duration'] as const;
export type SpeechType = (typeof SPEECH_TYPES)[number];

/** One timed piece of subtitle text (seconds from the start of its audio). */
export const SubtitleEntrySchema = loose({
  text: z.string(),
  start: nonNegative,
  end: nonNegative,
  /** Conversation items: where the item's audio starts within the scene's speech, in seconds. */
  audio_offset: nonNegative.optional(),
});
export type SubtitleEntry = z.infer<typeof SubtitleEntrySchema>;

/** One mouth shape of generated audio (seconds from the start of its audio; see shared/speech/visemes.ts). */
export const VisemeCueSchema = loose({
  viseme: z.enum(VISEMES),
  start: nonNegative,
  end: nonNegative,
});
export type VisemeEntry = z.infer<typeof VisemeCueSchema>;

export const UploadVoiceSchema = loose({
  name: z.string(),
  key: z.string(),
  staticUrl: z.string(),
  duration: nonNegative,
  /** Captions imported for this audio (a caption file); they go with the audio they were made for. */
  subtitles: z.array(SubtitleEntrySchema).optional(),
  /** Mouth shapes read from the audio's loudness when it was uploaded (shared/speech/loudness-visemes.ts). */
  visemes: z.array(VisemeCueSchema).optional(),
});
export type UploadVoice = z.infer<typeof UploadVoiceSchema>;

/** A conversation role: its voice settings, and the avatar it is linked to by role index. */
export const ConversationRoleSchema = loose({
  property: SpeechVoiceSchema,
  gender: finite,
  pitch: finite,
  speed: finite,
  volume: finite,
  key: z.string().optional(),
  name: z.string().optional(),
  static_url: z.string().optional(),
  url: z.string().optional(),
});
export type ConversationRole = z.infer<typeof ConversationRoleSchema>;

export const ConversationItemSchema = loose({
  text: z.string(),
  _roleIndex: finite,
  /** Seconds of silence before this item. */
  delay: nonNegative,
  duration: nonNegative,
  resourceInfo: ResourceInfoSchema.optional(),
  subtitles: z.array(SubtitleEntrySchema).optional(),
  /** Mouth shapes of the item's audio, relative to the item's own audio. */
  visemes: z.array(VisemeCueSchema).optional(),
});
export type ConversationItem = z.infer<typeof ConversationItemSchema>;

/**
 * A scene's speech. One object carries every type's section, so that switching the type in the editor loses
 * nothing; `type` says which one is used.
 */
export const SpeechSchema = loose({
  type: z.enum(SPEECH_TYPES),
  audioId: z.string().optional(),
  text: z.string(),
  /** Seconds: the fixed duration (type duration), or the generated audio's / estimate's length (default). */
  duration: nonNegative,
  property: SpeechVoiceSchema,
  speed: finite,
  volume: finite,
  pitch: finite,
  resourceInfo: ResourceInfoSchema.optional(),
  subtitles: z.array(SubtitleEntrySchema).optional(),
  /** Mouth shapes of the generated audio, for talking avatars. */
  visemes: z.array(VisemeCueSchema).optional(),
  uploadVoice: UploadVoiceSchema,
  roles: z.array(ConversationRoleSchema),
  contents: z.array(ConversationItemSchema),
});
export type Speech = z.infer<typeof SpeechSchema>;
