import { readPhoneme } from '../../shared/speech/phoneme-visemes.ts';
import type { Viseme, VisemeCue } from '../../shared/speech/visemes.ts';
import { audibleEnd } from './pcm.ts';
import type { EnginePhoneme, EngineResult } from './protocol.ts';

/** A word's first phoneme is moved back to the word's start by at most this much (ms). */
const MAX_WORD_LEAD_MS = 150;

interface Timed {
  visemes: Viseme[];
  textPosition: number;
  /** ms from the start of the piece. */
  start: number;
}

const isPause = (phoneme: Timed): boolean => phoneme.visemes[0] === 'rest';

/**
 * The engine's phonemes in time order (language switches left out), each word's first phoneme starting with
 * the word: the engine reports a stop (`p`) at its release, after a silent closure during which the lips are
 * already shut, and some languages put a short pause event there.
 */
function phonemeStarts(phonemes: readonly EnginePhoneme[], words: EngineResult['words']): Timed[] {
  const timed = phonemes
    .map((p) => ({ visemes: readPhoneme(p.name).visemes, textPosition: p.textPosition, start: p.ms }))
    .filter((p) => p.visemes.length > 0)
    .sort((a, b) => a.start - b.start);
  for (const word of words) {
    const index = timed.findIndex(
      (p) => p.start >= word.ms && p.textPosition === word.textPosition && !isPause(p),
    );
    const first = timed[index];
    const before = timed[index - 1];
    if (first === undefined || first.start - word.ms > MAX_WORD_LEAD_MS) continue;
    // Only the word's first sound moves: one after another sound of the same word stays.
    if (before !== undefined && !isPause(before) && before.textPosition === word.textPosition) continue;
    first.start = Math.max(word.ms, before?.start ?? 0);
  }
  return timed.sort((a, b) => a.start - b.start);
}

/**
 * The mouth shapes of one engine result, in seconds from `offsetSeconds`. Each phoneme lasts until the next
 * starts, and a diphthong's or affricate's parts share its time equally. A pause is left as a gap, from where
 * the sound before it falls silent (the engine's pause event comes while the last sound still fades out),
 * as is the silence after the last sound; completeTrack fills gaps with `rest`.
 */
export function pieceVisemes(result: EngineResult, offsetSeconds: number): VisemeCue[] {
  const { samples, sampleRate } = result;
  const lengthMs = (samples.length / sampleRate) * 1000;
  const toSample = (ms: number): number => Math.round((ms / 1000) * sampleRate);
  const phonemes = phonemeStarts(result.phonemes, result.words);
  const cues: VisemeCue[] = [];
  /** A cue that ends at `atMs` (where a pause or the audio's end begins) ends where its sound falls silent. */
  const fadeOut = (atMs: number, untilMs: number): void => {
    const last = cues[cues.length - 1];
    if (last === undefined || last.end !== atMs) return;
    const silent = audibleEnd(samples, toSample(last.start), toSample(untilMs));
    last.end = Math.max(last.start, (silent / sampleRate) * 1000);
  };
  phonemes.forEach((phoneme, index) => {
    const start = Math.min(phoneme.start, lengthMs);
    const end = Math.min(phonemes[index + 1]?.start ?? lengthMs, lengthMs);
    if (end <= start) return;
    if (isPause(phoneme)) {
      fadeOut(start, end);
      return;
    }
    const share = (end - start) / phoneme.visemes.length;
    phoneme.visemes.forEach((viseme, part) => {
      const last = part === phoneme.visemes.length - 1;
      cues.push({ viseme, start: start + part * share, end: last ? end : start + (part + 1) * share });
    });
  });
  fadeOut(lengthMs, lengthMs);
  return cues.map((cue) => ({
    viseme: cue.viseme,
    start: offsetSeconds + cue.start / 1000,
    end: offsetSeconds + cue.end / 1000,
  }));
}

const round = (seconds: number): number => Math.round(seconds * 1000) / 1000;

/**
 * The whole timeline from 0 to `duration`: cues sorted and clipped to the audio, gaps (lead, pauses, tail) as
 * `rest`, times rounded to the millisecond, neighbours with the same shape joined; it ends with `rest` when the
 * audio ends in silence.
 */
export function completeTrack(cues: readonly VisemeCue[], duration: number): VisemeCue[] {
  const out: VisemeCue[] = [];
  const push = (viseme: Viseme, start: number, end: number): void => {
    const from = round(Math.max(start, out[out.length - 1]?.end ?? 0));
    const to = round(Math.min(end, duration));
    if (to <= from) return;
    const last = out[out.length - 1];
    if (last !== undefined && last.viseme === viseme) last.end = to;
    else out.push({ viseme, start: from, end: to });
  };
  let at = 0;
  for (const cue of [...cues].sort((a, b) => a.start - b.start)) {
    if (cue.start > at) push('rest', at, cue.start);
    push(cue.viseme, cue.start, cue.end);
    at = Math.max(at, cue.end);
  }
  push('rest', at, duration);
  return out;
}
