import type { SubtitleCue, SubtitleWord } from '../../shared/api/task.ts';
import { SPEECH_ESTIMATE } from '../../shared/constants.ts';
import type { VisemeCue } from '../../shared/speech/visemes.ts';
import { audibleEnd, concat, silence } from './pcm.ts';
import type { EngineRequest, EngineResult } from './protocol.ts';
import { splitScript } from './segments.ts';
import { completeTrack, pieceVisemes } from './viseme-track.ts';

export interface VoiceSettings {
  voice: string;
  variant?: string;
  /** Engine words per minute at speed 1. */
  rate: number;
  /** Engine pitch 0–99 at pitch 0. */
  pitch: number;
}

export interface ComposeOptions {
  voice: VoiceSettings;
  /** 0.5–2, 1 normal: multiplies the speaking rate and divides pauses, lead and tail. */
  speed: number;
  /** -50–50, 0 normal: added to the voice's pitch. */
  pitch: number;
}

export interface ComposedSpeech {
  samples: Int16Array;
  sampleRate: number;
  duration: number;
  subtitles: SubtitleCue[];
  /** Mouth shapes from 0 to the duration; silences are `rest`. */
  visemes: VisemeCue[];
}

export type Synthesize = (request: EngineRequest) => Promise<EngineResult>;

const SENTENCE_END = /[.!?。！？؟…]["'”’)\]]*$/u;
const MAX_CUE_WORDS = 12;
const round = (seconds: number): number => Math.round(seconds * 1000) / 1000;

function wordsOf(text: string, result: EngineResult, offsetSeconds: number): SubtitleWord[] {
  const { words, samples, sampleRate } = result;
  const out: SubtitleWord[] = [];
  words.forEach((word, index) => {
    const next = words[index + 1];
    const startSample = Math.round((word.ms / 1000) * sampleRate);
    const limit = next === undefined ? samples.length : Math.round((next.ms / 1000) * sampleRate);
    const endSample = Math.max(startSample + 1, audibleEnd(samples, startSample, limit));
    const until = next === undefined ? text.length : next.textPosition;
    const spoken = text.slice(word.textPosition, Math.max(until, word.textPosition + word.length)).trim();
    if (spoken === '') return;
    // The engine sometimes speaks two words as one ("from the"): share its time by letters.
    const parts = spoken.split(/\s+/u);
    const letters = parts.reduce((sum, part) => sum + part.length, 0);
    let at = startSample;
    for (const part of parts) {
      const until = at + ((endSample - startSample) * part.length) / letters;
      out.push({
        text: part,
        start: round(offsetSeconds + at / sampleRate),
        end: round(offsetSeconds + until / sampleRate),
      });
      at = until;
    }
  });
  return out;
}

function cuesOf(words: readonly SubtitleWord[]): SubtitleCue[] {
  const cues: SubtitleCue[] = [];
  let current: SubtitleWord[] = [];
  const flush = (): void => {
    const first = current[0];
    const last = current[current.length - 1];
    if (first !== undefined && last !== undefined) {
      const spaced = !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(first.text);
      cues.push({
        text: current.map((w) => w.text).join(spaced ? ' ' : ''),
        start: first.start,
        end: last.end,
        words: current,
      });
    }
    current = [];
  };
  for (const word of words) {
    current.push(word);
    if (SENTENCE_END.test(word.text) || current.length >= MAX_CUE_WORDS) flush();
  }
  flush();
  return cues;
}

/**
 * Speaks a script: 0.3 s lead, each piece between pause markers from the engine, S seconds of silence per
 * `<#S#>`, 0.3 s tail (as the shared duration estimate, all divided by speed). Subtitles come from the engine's
 * word events, mouth shapes from its phoneme events.
 */
export async function composeSpeech(
  text: string,
  options: ComposeOptions,
  synthesize: Synthesize,
): Promise<ComposedSpeech> {
  const pieces = splitScript(text);
  if (!pieces.some((piece) => piece.kind === 'speech')) throw new RangeError('text: nothing to speak');
  const { voice, speed } = options;
  const request = (part: string): EngineRequest => ({
    text: part,
    voice: voice.voice,
    ...(voice.variant !== undefined ? { variant: voice.variant } : {}),
    rate: voice.rate * speed,
    pitch: voice.pitch + options.pitch,
  });
  const parts: Int16Array[] = [];
  const words: SubtitleWord[] = [];
  const visemes: VisemeCue[] = [];
  let sampleRate = 0;
  let length = 0;
  const results: Array<EngineResult | number> = [];
  for (const piece of pieces) {
    results.push(piece.kind === 'speech' ? await synthesize(request(piece.text)) : piece.seconds);
  }
  const rate = results.find((r): r is EngineResult => typeof r !== 'number')?.sampleRate ?? 22050;
  sampleRate = rate;
  const push = (part: Int16Array): void => {
    parts.push(part);
    length += part.length;
  };
  const breaks: number[] = [];
  push(silence(SPEECH_ESTIMATE.leadSeconds / speed, sampleRate));
  pieces.forEach((piece, index) => {
    const result = results[index];
    if (piece.kind === 'pause' || typeof result === 'number' || result === undefined) {
      push(silence((piece.kind === 'pause' ? piece.seconds : 0) / speed, sampleRate));
      return;
    }
    words.push(...wordsOf(piece.text, result, length / sampleRate));
    visemes.push(...pieceVisemes(result, length / sampleRate));
    breaks.push(words.length);
    push(result.samples);
  });
  push(silence(SPEECH_ESTIMATE.tailSeconds / speed, sampleRate));
  const samples = concat(parts);
  // A cue never spans a pause marker.
  const subtitles: SubtitleCue[] = [];
  let from = 0;
  for (const to of breaks) {
    subtitles.push(...cuesOf(words.slice(from, to)));
    from = to;
  }
  const duration = round(samples.length / sampleRate);
  return { samples, sampleRate, duration, subtitles, visemes: completeTrack(visemes, duration) };
}
