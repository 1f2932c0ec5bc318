import { countSpeechWords } from '../../shared/speech/estimate.ts';
import type { Db } from '../db/open.ts';
import { ENGINE_VERSION } from '../tts/engine-version.ts';
import { audibleEnd, audibleStart } from '../tts/pcm.ts';
import type { EngineResult } from '../tts/protocol.ts';
import type { Synthesize } from '../tts/compose.ts';
import type { CatalogVoice } from './catalog.ts';

/** Words per minute of one engine result: countable words over the audible time. */
export function wordsPerMinute(text: string, result: EngineResult): number {
  const start = audibleStart(result.samples);
  const end = audibleEnd(result.samples, start, result.samples.length);
  const seconds = (end - start) / result.sampleRate;
  const { words } = countSpeechWords(text);
  if (seconds <= 0 || words === 0)
    throw new RangeError(`cannot measure a rate: ${words} words in ${seconds} s`);
  return Math.round(((words * 60) / seconds) * 10) / 10;
}

/**
 * The measured words per minute of each voice: read from the cache, or measured once by speaking the voice's
 * sample sentence at speed 1 and stored (keyed by engine version, so a new engine measures again).
 */
export async function voiceRates(
  db: Db,
  voices: readonly CatalogVoice[],
  synthesize: Synthesize,
): Promise<Map<number, number>> {
  const rows = db
    .prepare('SELECT voice_id, words_per_minute FROM voice_rates WHERE engine_version = ?')
    .all(ENGINE_VERSION) as Array<{
    voice_id: number;
    words_per_minute: number;
  }>;
  const rates = new Map(rows.map((row) => [row.voice_id, row.words_per_minute]));
  const store = db.prepare(
    'INSERT OR REPLACE INTO voice_rates (voice_id, engine_version, words_per_minute) VALUES (?, ?, ?)',
  );
  for (const voice of voices) {
    if (rates.has(voice.id)) continue;
    const result = await synthesize({
      text: voice.sample,
      voice: voice.espeak.voice,
      variant: voice.espeak.variant,
      rate: voice.espeak.rate,
      pitch: voice.espeak.pitch,
    });
    const wpm = wordsPerMinute(voice.sample, result);
    store.run(voice.id, ENGINE_VERSION, wpm);
    rates.set(voice.id, wpm);
  }
  return rates;
}
