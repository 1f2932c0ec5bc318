/**
 * Which words of a subtitle entry a caption shows at a time, and which of them is being spoken. The entry's
 * words are broken into lines of at most `maxCharsPerLine` columns (a full-width character counts two) and the
 * lines into pages of at most `maxLines`, and a page's lines are balanced (broken again at the narrowest width
 * that keeps their number, so that a second line is not a single word); each page shows from its first word's start (the first page from
 * the entry's start) until the next page's first word starts (the last page until the entry ends). The
 * spoken word is the page's last word that has started: it stays the spoken one through a pause.
 */
import { smooth } from '../animation/ease.ts';
import type { SubtitleStyle } from '../model/text-style.ts';
import type { TimedSubtitle } from '../speech/subtitle-at.ts';
import { columns, isBreakable, isRtl, transformText } from './caption-text.ts';
import { type CaptionWord, captionWords } from './caption-words.ts';

/** The spoken word pops in from 60 % of its size to its full size over 120 ms, easing out. */
export const CAPTION_POP = { from: 0.6, seconds: 0.12 } as const;

export type CaptionPageStyle = Pick<SubtitleStyle, 'maxLines' | 'maxCharsPerLine' | 'textTransform'>;

/** One line of a page: its text and where each of its words lies in it. */
export interface CaptionLine {
  text: string;
  /** The line's first letter is of a right-to-left script: it is drawn right to left. */
  rtl: boolean;
  /** Each word: its index in the page's words and its place in `text` [from, to) in UTF-16 units. */
  words: Array<{ index: number; from: number; to: number }>;
}

export interface CaptionPage {
  /** Which page of the entry (from 0), of `count`. */
  index: number;
  count: number;
  /** Seconds on the scene's clock while the page shows: start ≤ t < end. */
  start: number;
  end: number;
  /** The page's words (text transformed). */
  words: CaptionWord[];
  lines: CaptionLine[];
  /** The index in `words` of the word being spoken; -1 before the page's first word starts. */
  active: number;
  /** How far the spoken word is, 0..1 (1 through the pause after it). */
  progress: number;
  /** The spoken word's size for the pop animation, CAPTION_POP.from..1 (1 when no word is spoken). */
  scale: number;
}

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

/** Each word's text with the style's transform; 'capitalize' only starts a word that follows a space. */
function transformed(words: readonly CaptionWord[], transform: string): CaptionWord[] {
  return words.map((word, i) => ({
    ...word,
    text:
      transform === 'capitalize' && i > 0 && !word.space ? word.text : transformText(word.text, transform),
  }));
}

/**
 * Where a line may break before word `i`: at a space, or next to a Chinese or Japanese character. Words
 * joined otherwise (a Latin word's pieces, "don" + "'t") stay on one line.
 */
function mayBreakBefore(words: readonly CaptionWord[], i: number): boolean {
  const word = words[i];
  const previous = words[i - 1];
  if (word === undefined || previous === undefined) return false;
  return word.space || isBreakable([...word.text][0] ?? '') || isBreakable([...previous.text].at(-1) ?? '');
}

/**
 * The lines of `words` (as lists of word indices): filled word by word while they fit `maxChars` columns
 * (a space between two words counts one). A word is never split: one longer than a line has its own line.
 */
export function breakLines(words: readonly CaptionWord[], maxChars: number): number[][] {
  // The groups no line may break inside, with their widths.
  const groups: Array<{ indices: number[]; space: boolean; width: number }> = [];
  words.forEach((word, i) => {
    const group = groups.at(-1);
    if (group !== undefined && !mayBreakBefore(words, i)) {
      group.indices.push(i);
      group.width += columns(word.text);
    } else groups.push({ indices: [i], space: word.space, width: columns(word.text) });
  });
  const lines: number[][] = [];
  let line: number[] = [];
  let width = 0;
  for (const group of groups) {
    const added = (line.length > 0 && group.space ? 1 : 0) + group.width;
    if (line.length > 0 && width + added > maxChars) {
      lines.push(line);
      line = [...group.indices];
      width = group.width;
    } else {
      line.push(...group.indices);
      width += added;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/** The text of a line of `words` and where each word lies in it. */
function lineOf(words: readonly CaptionWord[], indices: readonly number[], first: number): CaptionLine {
  let text = '';
  const placed: CaptionLine['words'] = [];
  indices.forEach((index, i) => {
    const word = words[index] as CaptionWord;
    if (i > 0 && word.space) text += ' ';
    placed.push({ index: index - first, from: text.length, to: text.length + word.text.length });
    text += word.text;
  });
  return { text, rtl: isRtl(text), words: placed };
}

interface PagePlan {
  start: number;
  end: number;
  first: number;
  lines: number[][];
}

/** The pages of the entry's words, each with its lines and the time it shows. */
export function captionPages(
  subtitle: Pick<TimedSubtitle, 'text' | 'start' | 'end' | 'words'>,
  style: CaptionPageStyle,
): { words: CaptionWord[]; pages: PagePlan[] } {
  const words = transformed(captionWords(subtitle), style.textTransform);
  const lines = breakLines(words, style.maxCharsPerLine);
  const pages: PagePlan[] = [];
  for (let i = 0; i < lines.length; i += style.maxLines) {
    const first = lines[i]?.[0] ?? 0;
    const pageLines = balanced(words, first, lines.slice(i, i + style.maxLines), style.maxCharsPerLine);
    const start = pages.length === 0 ? subtitle.start : (words[first]?.start ?? subtitle.start);
    const previous = pages.at(-1);
    if (previous !== undefined) previous.end = start;
    pages.push({ start, end: subtitle.end, first, lines: pageLines });
  }
  return { words, pages };
}

/**
 * The lines of a page broken again at the narrowest width (up to `maxChars`) that gives as many lines:
 * 'one two three four five' at 20 is 'one two three four' + 'five', balanced 'one two three' + 'four five'.
 */
function balanced(
  words: readonly CaptionWord[],
  first: number,
  lines: number[][],
  maxChars: number,
): number[][] {
  const last = lines.at(-1)?.at(-1);
  if (lines.length < 2 || last === undefined) return lines;
  const slice = words.slice(first, last + 1);
  let low = 1;
  let high = maxChars;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (breakLines(slice, middle).length <= lines.length) high = middle;
    else low = middle + 1;
  }
  return breakLines(slice, high).map((line) => line.map((index) => index + first));
}

/** The page of `subtitle` shown at `time` (seconds on the scene's clock), with its spoken word; undefined when the entry has no words. */
export function captionPage(
  subtitle: Pick<TimedSubtitle, 'text' | 'start' | 'end' | 'words'>,
  time: number,
  style: CaptionPageStyle,
): CaptionPage | undefined {
  const { words, pages } = captionPages(subtitle, style);
  let index = 0;
  while (index + 1 < pages.length && (pages[index + 1] as PagePlan).start <= time) index += 1;
  const plan = pages[index];
  if (plan === undefined) return undefined;
  const last = plan.lines.at(-1)?.at(-1) ?? plan.first;
  const pageWords = words.slice(plan.first, last + 1);
  let active = -1;
  pageWords.forEach((word, i) => {
    if (word.start <= time) active = i;
  });
  const word = pageWords[active];
  const progress =
    word === undefined
      ? 0
      : word.end > word.start
        ? clamp01((time - word.start) / (word.end - word.start))
        : 1;
  const scale =
    word === undefined
      ? 1
      : CAPTION_POP.from +
        (1 - CAPTION_POP.from) * smooth(clamp01((time - word.start) / CAPTION_POP.seconds));
  return {
    index,
    count: pages.length,
    start: plan.start,
    end: plan.end,
    words: pageWords,
    lines: plan.lines.map((line) => lineOf(words, line, plan.first)),
    active,
    progress,
    scale,
  };
}
