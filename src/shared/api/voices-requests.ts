import { z } from 'zod';
import { numericId, storageKey } from './fields.ts';

/** `POST /ai/audio/list-v3`. */
export const VoiceListRequest = z.object({
  audio_type: z.literal('app', { message: "must be 'app'" }).optional(),
});

/** `POST /ai/clone-voice/get-info`. */
export const CloneVoiceInfoRequest = z.object({ id: numericId });

/**
 * `POST /ai/clone-voice/create`: clone from a WAV recording already uploaded under `key`. The result is a
 * voice-matched approximation: the engine voice closest to the recording, with its pitch and rate matched.
 */
export const CloneVoiceCreateRequest = z.object({
  key: storageKey,
  name: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters'),
  lan: z.string().optional(),
});
