import { z } from 'zod';
import { finite, loose } from './common.ts';

/** A voice of the app voice list (`/ai/audio/list-v3`). */
export const VoiceSchema = loose({
  id: finite,
  name: z.string(),
  /** 1 man, 2 woman (anything else is read as woman, see `voiceGender`). */
  gender: finite,
  lan: z.string(),
  country_name: z.string(),
  /** 1 marks a free voice. */
  is_free: finite,
  app_json: loose({ text: z.string() }),
  tts_config: loose({ words_per_minute: finite }),
  /** 'clone' marks a cloned voice. */
  voiceType: z.string().optional(),
});
export type Voice = z.infer<typeof VoiceSchema>;

/** `/ai/clone-voice/get-info`: status 2 means unusable. */
export const ClonedVoiceInfoSchema = loose({ status: finite, voice_name: z.string() });
export type ClonedVoiceInfo = z.infer<typeof ClonedVoiceInfoSchema>;
export const CLONED_VOICE_UNUSABLE = 2;

/** The voice settings a speech (or conversation role) carries. */
export const SpeechVoiceSchema = loose({
  /** The chosen voice, as the voice list describes it; null when none is chosen yet. */
  voice: loose({ id: z.union([finite, z.string()]), name: z.string() }).nullable(),
  voiceType: z.string().optional(),
  tts_config: loose({ words_per_minute: finite.optional() }),
  model: z.string().optional(),
  ref: z.string().optional(),
  gender: finite,
});
export type SpeechVoice = z.infer<typeof SpeechVoiceSchema>;
