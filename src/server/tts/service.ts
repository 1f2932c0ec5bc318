import type { ApiVoice } from '../../shared/api/voices.ts';
import type { SpeechResult } from '../../shared/api/task.ts';
import type { Db } from '../db/open.ts';
import { userKey } from '../media/keys.ts';
import type { JobKind } from '../jobs/job.ts';
import { putAsset } from '../media/store.ts';
import { VOICE_CATALOG } from '../voices/catalog.ts';
import { voiceRates } from '../voices/rates.ts';
import { composeSpeech, type VoiceSettings } from './compose.ts';
import { encodeMp3 } from './mp3.ts';
import type { SynthesisPool } from './pool.ts';

export interface SpeechJob {
  userId: number;
  action: 'tts' | 'tts_by_cloned_voice';
  text: string;
  voice: VoiceSettings;
  speed: number;
  pitch: number;
}

/** Speech jobs at once: the synthesis pool's size. */
const SPEECH_CONCURRENCY = 2;
/** One speech job may take this long (5000 characters take seconds). */
const SPEECH_TIMEOUT_MS = 5 * 60_000;

export interface SpeechServiceDeps {
  db: Db;
  filesDir: string;
  now(): number;
  pool: SynthesisPool;
}

/** Speech: the voice list, and speech jobs (queued as tasks, synthesised in the worker, stored as MP3 assets of their user). */
export class SpeechService {
  private rates: Promise<Map<number, number>> | undefined;

  constructor(private readonly deps: SpeechServiceDeps) {}

  /** The voice list with measured words per minute (measured once per engine, then cached in the database). */
  async voices(): Promise<ApiVoice[]> {
    this.rates ??= voiceRates(this.deps.db, VOICE_CATALOG, (r) => this.deps.pool.synthesize(r)).catch(
      (error: unknown) => {
        this.rates = undefined;
        throw error;
      },
    );
    const rates = await this.rates;
    return VOICE_CATALOG.map((voice) => ({
      id: voice.id,
      name: voice.name,
      gender: voice.gender,
      lan: voice.lan,
      country_name: voice.country_name,
      is_free: voice.is_free,
      app_json: { text: voice.sample },
      tts_config: {
        voice_id: voice.id,
        words_per_minute: rates.get(voice.id) ?? 0,
        engine: 'espeak-ng' as const,
      },
      voiceType: 'tts' as const,
    }));
  }

  /** Speech jobs as the task queue runs them. */
  readonly kind: JobKind = {
    actions: ['tts', 'tts_by_cloned_voice'],
    handler: (payload) => this.run(payload as SpeechJob),
    concurrency: SPEECH_CONCURRENCY,
    perUser: SPEECH_CONCURRENCY,
    timeoutMs: () => SPEECH_TIMEOUT_MS,
  };

  private async run(job: SpeechJob): Promise<Omit<SpeechResult, 'url' | 'static_url'>> {
    const speech = await composeSpeech(
      job.text,
      { voice: job.voice, speed: job.speed, pitch: job.pitch },
      (r) => this.deps.pool.synthesize(r),
    );
    const mp3 = encodeMp3(speech.samples, speech.sampleRate);
    const key = userKey(job.userId, 'speech', 'mp3');
    putAsset(this.deps.db, this.deps.filesDir, {
      key,
      ownerId: job.userId,
      kind: 'audio',
      contentType: 'audio/mpeg',
      bytes: mp3,
      now: this.deps.now(),
    });
    return { key, duration: speech.duration, subtitles: speech.subtitles, visemes: speech.visemes };
  }
}
