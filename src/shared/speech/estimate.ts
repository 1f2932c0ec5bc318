import { SPEECH_ESTIMATE } from '../constants.ts';

/** Pause markers are written `<#S#>`: S seconds of silence, e.g. `<#1.5#>`. */
export const PAUSE_MARKER = /<#(\d+(?:\.\d+)?)#>/g;

/**
 * Words-per-minute used when a speech's voice does not say (the local API measures every voice's rate from
 * the engine; 150 is a typical narration rate).
 */
export const FALLBACK_WORDS_PER_MINUTE = 150;

// Each CJK (Han, kana, Hangul), Thai or Cyrillic character is one word.
const CHARACTER_WORD =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Cyrillic}]/gu;
const DIGIT_RUN = /\p{Nd}+/gu;
// A Latin word, with inner apostrophes (don't). Other alphabetic scripts (Arabic, Hebrew, Greek, Devanagari…)
// are counted the same way, one word per run of letters (docs/product-rules.md, "The speech estimate"): without
// this an Arabic or Hindi script would be estimated at 0 s on a product that has an Arabic site.
const LETTER_WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;

export interface SpeechWordCount {
  words: number;
  pauseSeconds: number;
  pauses: number;
}

/** Counts the words and pause seconds of a script. */
export function countSpeechWords(text: string): SpeechWordCount {
  let pauseSeconds = 0;
  let pauses = 0;
  const withoutPauses = text.replace(PAUSE_MARKER, (_match, seconds: string) => {
    pauseSeconds += Number(seconds);
    pauses++;
    return ' ';
  });
  let words = 0;
  const rest = withoutPauses.replace(CHARACTER_WORD, () => {
    words++;
    return ' ';
  });
  words += rest.match(DIGIT_RUN)?.length ?? 0;
  words += rest.replace(DIGIT_RUN, ' ').match(LETTER_WORD)?.length ?? 0;
  return { words, pauseSeconds, pauses };
}

/**
 * Estimated length in seconds of a spoken script: 0.3 s lead + 0.3 s tail + words × 60 / wpm, plus
 * the pause markers' seconds, all divided by speed. No countable word and no pause gives 0. Rounded to the
 * millisecond so that equal inputs give equal, printable results.
 */
export function estimateSpeechDuration(
  text: string,
  options: { wordsPerMinute: number; speed?: number },
): number {
  const { wordsPerMinute } = options;
  const speed = options.speed ?? 1;
  if (!(Number.isFinite(wordsPerMinute) && wordsPerMinute > 0)) {
    throw new RangeError(`wordsPerMinute must be a positive number, got ${wordsPerMinute}`);
  }
  if (!(Number.isFinite(speed) && speed > 0))
    throw new RangeError(`speed must be a positive number, got ${speed}`);
  const { words, pauses, pauseSeconds } = countSpeechWords(text);
  if (words === 0 && pauses === 0) return 0;
  const seconds =
    SPEECH_ESTIMATE.leadSeconds + SPEECH_ESTIMATE.tailSeconds + (words * 60) / wordsPerMinute + pauseSeconds;
  return Math.round((seconds / speed) * 1000) / 1000;
}
