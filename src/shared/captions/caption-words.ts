/**
 * The words of a subtitle entry on the scene's clock, as a caption shows them one by one. Generated speech
 * keeps the words as spoken on each entry; they are used when they spell the entry's text (spaces aside).
 * Any other entry (an imported caption file, an edited text) has its words spread over the entry by
 * character count: a word of 6 characters lasts twice as long as one of 3. Chinese and Japanese text is
 * split into its characters (a Latin word inside stays whole), each its share of its word's time.
 */
import type { TimedSubtitle, TimedWord } from '../speech/subtitle-at.ts';
import { unitsOf } from './caption-text.ts';

export interface CaptionWord {
  text: string;
  /** Seconds on the scene's clock. */
  start: number;
  end: number;
  /** A space comes before it; false: it joins the word before (CJK characters, punctuation). */
  space: boolean;
}

/** Times are kept to the microsecond, so that shares of a word add up exactly. */
const micro = (seconds: number) => Math.round(seconds * 1e6) / 1e6;
/** `text` without its spaces: words are compared and counted by their letters. */
export const withoutSpaces = (text: string): string => text.replace(/\s+/gu, '');
const length = (text: string) => [...text].length;

/** The words of `subtitle` in order, each with its time and whether a space comes before it. */
export function captionWords(
  subtitle: Pick<TimedSubtitle, 'text' | 'start' | 'end' | 'words'>,
): CaptionWord[] {
  const spoken = subtitle.words?.filter((word) => word.text.trim() !== '');
  if (spoken !== undefined && spoken.length > 0 && wordsSpell(spoken, subtitle.text)) {
    const gaps = gapsOf(subtitle.text);
    let at = 0;
    return spoken.flatMap((word, index) => {
      const space = index > 0 && gaps[at] === true;
      at += length(withoutSpaces(word.text));
      return split(word, space);
    });
  }
  const text = subtitle.text.trim();
  if (text === '') return [];
  return split({ text, start: subtitle.start, end: subtitle.end }, false);
}

/** Whether `words` spell `text`, spaces aside: only then is each word's place in the text known. */
export function wordsSpell(words: readonly Pick<TimedWord, 'text'>[], text: string): boolean {
  return withoutSpaces(words.map((word) => word.text).join('')) === withoutSpaces(text);
}

/** For each character of `text` that is not a space, in order: whether a space comes right before it. */
function gapsOf(text: string): boolean[] {
  const gaps: boolean[] = [];
  let gap = false;
  for (const char of text) {
    if (/\s/u.test(char)) gap = true;
    else {
      gaps.push(gap);
      gap = false;
    }
  }
  return gaps;
}

/**
 * One timed stretch of text as caption words: split at its spaces and into CJK characters, its time shared
 * by character count. The first word has a space before it when `space` says so.
 */
function split(word: TimedWord, space: boolean): CaptionWord[] {
  const units = word.text
    .trim()
    .split(/\s+/u)
    .flatMap((chunk, c) => unitsOf(chunk).map((text, u) => ({ text, space: u === 0 && (c > 0 || space) })));
  const total = units.reduce((sum, unit) => sum + length(unit.text), 0);
  const seconds = word.end - word.start;
  let before = 0;
  return units.map((unit) => {
    const start = word.start + (seconds * before) / total;
    before += length(unit.text);
    return { ...unit, start: micro(start), end: micro(word.start + (seconds * before) / total) };
  });
}
