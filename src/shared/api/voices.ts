/**
 * `tts_config` of a voice. The client passes it back unchanged in `/ai/task/generate`; the server reads only
 * `voice_id` (and, for cloned voices, its own stored analysis), never engine settings from the client.
 */
export interface TtsConfig {
  voice_id: number;
  /** Measured once from the engine (sample sentence, speech time without edge silence) and cached. */
  words_per_minute: number;
  engine: 'espeak-ng';
}

/** A voice of the voice list. `lan`: en, fr, ar, ja, de, it, pt, es, zh-TW, ko, nl. */
export interface ApiVoice {
  id: number;
  name: string;
  /** 1 man, 2 woman. */
  gender: 1 | 2;
  lan: string;
  country_name: string;
  /** 1 free, 0 paid. */
  is_free: 0 | 1;
  app_json: { text: string };
  tts_config: TtsConfig;
  /** 'tts' for engine voices; 'clone' marks a cloned voice. */
  voiceType: 'tts' | 'clone';
}

export interface VoiceListResponse {
  list: ApiVoice[];
}

/** status: 0 usable, 2 unusable (silence or unusable recording). */
export interface CloneVoiceInfoResponse {
  status: 0 | 2;
  voice_name: string;
}

export interface CloneVoiceCreateResponse {
  id: number;
  status: 0 | 2;
  voice_name: string;
  /** Why the recording is unusable (status 2). */
  reason?: string;
  analysis?: { f0_hz: number; words_per_minute: number; voiced_seconds: number };
  voice?: ApiVoice;
}

/** Voice ids the client falls back to (the dev ids; the local API is a dev host). */
export const LOCAL_DEFAULT_VOICE_IDS = { male: 750, female: 751 } as const;
