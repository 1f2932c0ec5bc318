import { SPEECH_ESTIMATE } from '../constants.ts';
import type { Speech, SubtitleEntry } from '../model/speech.ts';

/** One word as it was spoken (seconds on the same clock as its entry). */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

export interface TimedSubtitle {
  text: string;
  /** Seconds from the scene's start. */
  start: number;
  end: number;
  /** A conversation's entries: the index of the role speaking. */
  role?: number;
  /** Generated speech: the entry's words as spoken, on the scene's clock (entries keep them as `words`). */
  words?: TimedWord[];
}

/**
 * The `words` an entry keeps (relative to its audio, like its start and end) moved by `base`; a word that is
 * not `{ text, start, end }` with finite times and start ≤ end is left out. Undefined when none is left.
 */
function timedWords(raw: unknown, base: number): TimedWord[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const words = raw.flatMap((word: unknown): TimedWord[] => {
    if (typeof word !== 'object' || word === null) return [];
    const { text, start, end } = word as Record<string, unknown>;
    if (typeof text !== 'string' || typeof start !== 'number' || typeof end !== 'number') return [];
    if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return [];
    return [{ text, start: base + start, end: base + end }];
  });
  return words.length > 0 ? words : undefined;
}

/**
 * The subtitle entries of a scene's speech on the scene's clock. A generated or uploaded speech
 * starts at 0. A conversation plays its items one after another, each after its own delay and, between two
 * items, the pause and interval that speechDuration counts; an entry's times
 * are relative to its item's audio, unless the entry carries `audio_offset` (where the item starts within the
 * scene's speech). A duration-only speech has no subtitles.
 */
export function sceneSubtitles(speech: Speech): TimedSubtitle[] {
  const shift = (entries: readonly SubtitleEntry[] | undefined, offset: number, role?: number) =>
    (entries ?? []).map((e): TimedSubtitle => {
      const base = e.audio_offset ?? offset;
      const timed: TimedSubtitle = { text: e.text, start: base + e.start, end: base + e.end };
      if (role !== undefined) timed.role = role;
      const words = timedWords((e as { words?: unknown }).words, base);
      if (words !== undefined) timed.words = words;
      return timed;
    });
  switch (speech.type) {
    case 'default':
      return shift(speech.subtitles, 0);
    case 'upload':
      // Captions imported for the uploaded audio; older projects kept an upload's subtitles on the speech.
      return shift(speech.uploadVoice.subtitles ?? speech.subtitles, 0);
    case 'conversation': {
      const starts = conversationAudioStarts(speech);
      return speech.contents.flatMap((item, index) =>
        shift(item.subtitles, starts[index] ?? 0, item._roleIndex),
      );
    }
    case 'duration':
      return [];
  }
}

/**
 * Where each conversation item's audio starts on the scene's clock: the items play one after another, each
 * after its own delay, with the pause and interval that speechDuration counts between two items.
 */
export function conversationAudioStarts(speech: Pick<Speech, 'contents'>): number[] {
  let at = 0;
  return speech.contents.map((item, index) => {
    if (index > 0)
      at += SPEECH_ESTIMATE.conversationPauseSeconds + SPEECH_ESTIMATE.conversationIntervalSeconds;
    at += item.delay;
    const start = at;
    at += item.duration;
    return start;
  });
}

/** The subtitle shown at `time` (seconds on the scene's clock): the entry with start ≤ time < end. */
export function subtitleAt(subtitles: readonly TimedSubtitle[], time: number): TimedSubtitle | undefined {
  return subtitles.find((s) => time >= s.start && time < s.end);
}
