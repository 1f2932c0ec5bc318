import { afterAll, describe, expect, it } from 'vitest';
import type { SubtitleWord } from '../../../src/shared/api/task.ts';
import { readPhoneme } from '../../../src/shared/speech/phoneme-visemes.ts';
import type { VisemeCue } from '../../../src/shared/speech/visemes.ts';
import { composeSpeech, type ComposedSpeech } from '../../../src/server/tts/compose.ts';
import { SynthesisPool } from '../../../src/server/tts/pool.ts';
import type { EnginePhoneme, EngineRequest } from '../../../src/server/tts/protocol.ts';
import { completeTrack } from '../../../src/server/tts/viseme-track.ts';
import { VOICE_CATALOG } from '../../../src/server/voices/catalog.ts';
import { VISEME_TEXTS } from './viseme-texts.ts';

// The real engine in its worker thread; a cold start on a busy 2-core machine takes seconds.
const pool = new SynthesisPool();
afterAll(() => pool.close());
const synthesize = (request: EngineRequest) => pool.synthesize(request);

const speak = (text: string, voice = 'gmw/en-US', speed = 1): Promise<ComposedSpeech> =>
  composeSpeech(text, { voice: { voice, variant: 'm3', rate: 165, pitch: 45 }, speed, pitch: 0 }, synthesize);

const wordsOf = (speech: ComposedSpeech): SubtitleWord[] => speech.subtitles.flatMap((cue) => cue.words);
const spanOf = (cues: readonly VisemeCue[], viseme: string, from: number, to: number): number =>
  cues
    .filter((cue) => cue.viseme === viseme)
    .reduce((sum, cue) => sum + Math.max(0, Math.min(cue.end, to) - Math.max(cue.start, from)), 0);

/** Sorted, from 0 to the duration without gaps or overlaps, no empty cue, no two equal neighbours. */
function expectWholeTrack(cues: readonly VisemeCue[], duration: number, label = ''): void {
  expect(cues[0]?.start, label).toBe(0);
  expect(cues.at(-1)?.end, label).toBe(duration);
  cues.forEach((cue, index) => {
    expect(cue.end, label).toBeGreaterThan(cue.start);
    const before = cues[index - 1];
    if (before === undefined) return;
    expect(cue.start, label).toBe(before.end);
    expect(cue.viseme, label).not.toBe(before.viseme);
  });
}

describe('viseme timeline of the speech engine', { timeout: 60_000 }, () => {
  it('closes the lips inside the words of "Mama papa" and ends at rest', async () => {
    const speech = await speak('Mama papa.');
    const { visemes, duration } = speech;
    expectWholeTrack(visemes, duration);
    expect(visemes[0]).toMatchObject({ viseme: 'rest', start: 0 });
    expect(visemes.at(-1)!.viseme).toBe('rest');
    const words = wordsOf(speech);
    expect(words.map((w) => w.text)).toEqual(['Mama', 'papa.']);
    const closed = visemes.filter((cue) => cue.viseme === 'MBP');
    expect(closed).toHaveLength(4);
    for (const cue of closed) {
      const word = words.find((w) => cue.start >= w.start - 0.001 && cue.end <= w.end + 0.001);
      expect(word, JSON.stringify(cue)).toBeDefined();
    }
    // Each word starts with its lips closed, and opens them for its vowels.
    for (const word of words) {
      expect(closed.some((cue) => Math.abs(cue.start - word.start) <= 0.001)).toBe(true);
      expect(spanOf(visemes, 'AI', word.start, word.end)).toBeGreaterThan(0.05);
    }
    // Silence before the first word and after the last.
    expect(visemes[0]!.end).toBeCloseTo(words[0]!.start, 2);
    expect(visemes.at(-1)!.start).toBeCloseTo(words.at(-1)!.end, 2);
  });

  it('opens the mouth wide for most of a vowel-heavy word', async () => {
    const speech = await speak('Aha!');
    const [word] = wordsOf(speech);
    const open = spanOf(speech.visemes, 'AI', word!.start, word!.end);
    expect(open / (word!.end - word!.start)).toBeGreaterThan(0.6);
  });

  it('rests through a pause marker and keeps covering the audio at other speeds', async () => {
    const speech = await speak('Hello there. <#1#> Bye now.');
    expectWholeTrack(speech.visemes, speech.duration);
    const [first, second] = speech.subtitles;
    const pause = speech.visemes.find((cue) => cue.viseme === 'rest' && cue.start >= first!.end - 0.001);
    expect(pause!.end - pause!.start).toBeGreaterThanOrEqual(1);
    expect(pause!.end).toBeCloseTo(second!.start, 2);
    const fast = await speak('Hello there. <#1#> Bye now.', 'gmw/en-US', 2);
    expectWholeTrack(fast.visemes, fast.duration);
    expect(fast.visemes.length).toBeGreaterThan(8);
  });

  it('reads every phoneme the engine speaks in every language of the catalogue', async () => {
    const texts = new Map(Object.entries(VISEME_TEXTS));
    for (const voice of VOICE_CATALOG)
      texts.set(voice.espeak.voice, `${voice.sample} ${texts.get(voice.espeak.voice) ?? ''}`);
    const unknown: string[] = [];
    let phonemes = 0;
    for (const [voice, text] of texts) {
      const spoken: EnginePhoneme[] = [];
      const speech = await composeSpeech(
        text,
        { voice: { voice, rate: 165, pitch: 50 }, speed: 1, pitch: 0 },
        async (request) => {
          const result = await synthesize(request);
          spoken.push(...result.phonemes);
          return result;
        },
      );
      phonemes += spoken.length;
      for (const phoneme of spoken)
        unknown.push(...readPhoneme(phoneme.name).unknown.map((s) => `${voice} ${phoneme.name}: ${s}`));
      expectWholeTrack(speech.visemes, speech.duration, voice);
      const shapes = new Set(speech.visemes.map((cue) => cue.viseme));
      expect(shapes.size, voice).toBeGreaterThanOrEqual(6);
      expect(shapes.has('MBP') && shapes.has('AI') && shapes.has('etc'), voice).toBe(true);
    }
    expect(texts.size).toBeGreaterThanOrEqual(17);
    expect(phonemes).toBeGreaterThan(3000);
    expect(unknown).toEqual([]);
  });
});

describe('completeTrack', () => {
  it('fills gaps with rest, clips to the duration, rounds to ms and joins equal neighbours', () => {
    const cues: VisemeCue[] = [
      { viseme: 'AI', start: 0.50004, end: 0.6 },
      { viseme: 'MBP', start: 0.3, end: 0.4 },
      { viseme: 'AI', start: 0.6, end: 0.7 },
      { viseme: 'E', start: 0.9, end: 1.5 },
    ];
    expect(completeTrack(cues, 1.2)).toEqual([
      { viseme: 'rest', start: 0, end: 0.3 },
      { viseme: 'MBP', start: 0.3, end: 0.4 },
      { viseme: 'rest', start: 0.4, end: 0.5 },
      { viseme: 'AI', start: 0.5, end: 0.7 },
      { viseme: 'rest', start: 0.7, end: 0.9 },
      { viseme: 'E', start: 0.9, end: 1.2 },
    ]);
    expect(completeTrack([], 0.5)).toEqual([{ viseme: 'rest', start: 0, end: 0.5 }]);
  });
});
