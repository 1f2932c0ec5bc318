import { describe, expect, it } from 'vitest';
import { captionWords } from '../../../src/shared/captions/caption-words.ts';
import {
  breakLines,
  CAPTION_POP,
  captionPage,
  captionPages,
} from '../../../src/shared/captions/caption-page.ts';
import {
  captionEdges,
  captionFormat,
  captionSafeInset,
  spokenX,
  wordSpans,
} from '../../../src/shared/captions/caption-layout.ts';
import { columns, isRtl, unitsOf } from '../../../src/shared/captions/caption-text.ts';
import {
  CAPTION_PRESET_NAMES,
  CAPTION_PRESETS,
  captionPresetOf,
} from '../../../src/shared/captions/caption-presets.ts';
import { normalizeProject, normalizeProjectWithReport } from '../../../src/shared/index.ts';
import type { Speech } from '../../../src/shared/model/speech.ts';
import { DEFAULT_SUBTITLE_STYLE, type SubtitleStyle } from '../../../src/shared/model/text-style.ts';
import { sceneSubtitles, type TimedSubtitle } from '../../../src/shared/speech/subtitle-at.ts';
import { seeded } from '../../fixtures/projects.ts';

const style = (patch: Partial<SubtitleStyle> = {}) => ({ ...DEFAULT_SUBTITLE_STYLE, ...patch });
const texts = (words: ReadonlyArray<{ text: string }>) => words.map((w) => w.text);
const lineTexts = (subtitle: TimedSubtitle, maxChars: number) => {
  const words = captionWords(subtitle);
  return breakLines(words, maxChars).map((line) =>
    line.map((i, k) => (k > 0 && words[i]!.space ? ' ' : '') + words[i]!.text).join(''),
  );
};
/** Words of one second each from `start`, with the entry spanning them. */
function timed(text: string, start = 0, seconds = 0.5): TimedSubtitle {
  const words = text
    .split(' ')
    .map((w, i) => ({ text: w, start: start + i * seconds, end: start + (i + 1) * seconds }));
  return { text, start, end: start + words.length * seconds, words };
}

describe('caption words on the scene clock', () => {
  it('keeps the spoken words of a generated entry, moved onto the scene clock with their conversation item', () => {
    const raw = {
      type: 'conversation',
      contents: [
        {
          text: 'Hello big world',
          _roleIndex: 0,
          delay: 0.5,
          duration: 2,
          subtitles: [
            {
              text: 'Hello big world',
              start: 0.25,
              end: 1.5,
              words: [
                { text: 'Hello', start: 0.25, end: 0.5 },
                { text: 'big', start: 0.5, end: 0.75 },
                { text: 'world', start: 1, end: 1.5 },
                { text: 'bad', start: 2, end: 1 },
              ],
            },
          ],
        },
      ],
    };
    const speech = normalizeProject({ layout: 'landscape', clips: [{ speech: raw }] }).clips[0]!
      .speech as Speech;
    const [entry] = sceneSubtitles(speech);
    expect(entry?.words).toEqual([
      { text: 'Hello', start: 0.75, end: 1 },
      { text: 'big', start: 1, end: 1.25 },
      { text: 'world', start: 1.5, end: 2 },
    ]);
    expect(captionWords(entry!)).toEqual([
      { text: 'Hello', start: 0.75, end: 1, space: false },
      { text: 'big', start: 1, end: 1.25, space: true },
      { text: 'world', start: 1.5, end: 2, space: true },
    ]);
  });

  it('spreads the words of an entry without spoken words over it by character count', () => {
    expect(captionWords({ text: ' Hi  there ', start: 1, end: 2.4 })).toEqual([
      { text: 'Hi', start: 1, end: 1.4, space: false },
      { text: 'there', start: 1.4, end: 2.4, space: true },
    ]);
    expect(captionWords({ text: '   ', start: 1, end: 2 })).toEqual([]);
  });

  it('spreads the entry when its spoken words no longer spell its text (an edited text)', () => {
    const words = captionWords({
      text: 'Hi there',
      start: 0,
      end: 0.7,
      words: [{ text: 'Hello', start: 0, end: 0.7 }],
    });
    expect(words).toEqual([
      { text: 'Hi', start: 0, end: 0.2, space: false },
      { text: 'there', start: 0.2, end: 0.7, space: true },
    ]);
  });

  it('splits Japanese into characters, keeping a Latin word whole and punctuation with the character before', () => {
    expect(unitsOf('今日はiPhoneを買った。')).toEqual(['今', '日', 'は', 'iPhone', 'を', '買っ', 'た。']);
    expect(unitsOf('「はい」')).toEqual(['「は', 'い」']);
    expect(captionWords({ text: '今日はiPhoneを買った。', start: 0, end: 1.4 })).toEqual([
      { text: '今', start: 0, end: 0.1, space: false },
      { text: '日', start: 0.1, end: 0.2, space: false },
      { text: 'は', start: 0.2, end: 0.3, space: false },
      { text: 'iPhone', start: 0.3, end: 0.9, space: false },
      { text: 'を', start: 0.9, end: 1, space: false },
      { text: '買っ', start: 1, end: 1.2, space: false },
      { text: 'た。', start: 1.2, end: 1.4, space: false },
    ]);
  });

  it('shares a spoken Japanese word among its characters, joined to the word before as the text has it', () => {
    const words = captionWords({
      text: '今日は 晴れ',
      start: 0,
      end: 1,
      words: [
        { text: '今日', start: 0, end: 0.4 },
        { text: 'は', start: 0.4, end: 0.5 },
        { text: '晴れ', start: 0.6, end: 1 },
      ],
    });
    expect(words).toEqual([
      { text: '今', start: 0, end: 0.2, space: false },
      { text: '日', start: 0.2, end: 0.4, space: false },
      { text: 'は', start: 0.4, end: 0.5, space: false },
      { text: '晴', start: 0.6, end: 0.8, space: true },
      { text: 'れ', start: 0.8, end: 1, space: false },
    ]);
  });
});

describe('caption lines', () => {
  it('counts a full-width character as two columns', () => {
    expect(columns('abc')).toBe(3);
    expect(columns('今日は')).toBe(6);
    expect(columns('한국어')).toBe(6);
  });

  it('fills Latin lines word by word up to the limit, never splitting a word', () => {
    const subtitle = { text: 'The quick brown fox jumps over the lazy dog', start: 0, end: 4 };
    expect(lineTexts(subtitle, 12)).toEqual(['The quick', 'brown fox', 'jumps over', 'the lazy dog']);
    expect(lineTexts({ text: 'a supercalifragilistic b', start: 0, end: 1 }, 12)).toEqual([
      'a',
      'supercalifragilistic',
      'b',
    ]);
  });

  it('breaks Chinese and Japanese between characters', () => {
    expect(lineTexts({ text: '今日はとても良い天気ですね', start: 0, end: 2 }, 12)).toEqual([
      '今日はとても',
      '良い天気です',
      'ね',
    ]);
  });

  it('never breaks inside a Latin word within Japanese, nor before closing punctuation', () => {
    const subtitle = { text: '今日はiPhoneを買った。', start: 0, end: 2 };
    expect(lineTexts(subtitle, 12)).toEqual(['今日はiPhone', 'を買った。']);
    expect(lineTexts(subtitle, 10)).toEqual(['今日は', 'iPhoneを', '買った。']);
  });

  it('keeps the pieces of a word spoken in two parts together', () => {
    const words = captionWords({
      text: "we don't stop",
      start: 0,
      end: 1,
      words: [
        { text: 'we', start: 0, end: 0.2 },
        { text: 'do', start: 0.2, end: 0.4 },
        { text: "n't", start: 0.4, end: 0.6 },
        { text: 'stop', start: 0.6, end: 1 },
      ],
    });
    expect(words.map((w) => w.space)).toEqual([false, true, false, true]);
    expect(breakLines(words, 4)).toEqual([[0], [1, 2], [3]]);
  });

  it('lays out an Arabic line right to left: the first word is at the right, measured in the whole line', () => {
    const page = captionPage(
      { text: 'مرحبا بكم في العالم', start: 0, end: 2 },
      0,
      style({ maxLines: 1, maxCharsPerLine: 40 }),
    );
    const line = page!.lines[0]!;
    expect(line.text).toBe('مرحبا بكم في العالم');
    expect(line.rtl).toBe(true);
    expect(line.words.map(({ from, to }) => line.text.slice(from, to))).toEqual([
      'مرحبا',
      'بكم',
      'في',
      'العالم',
    ]);
    const measured: string[] = [];
    const measure = (text: string) => {
      measured.push(text);
      return text.length * 10;
    };
    const { width, spans } = wordSpans(line, measure, 100, 4);
    expect(width).toBe(190);
    expect(spans.map((s) => [s.left, s.right])).toEqual([
      [240, 290],
      [200, 230],
      [170, 190],
      [100, 160],
    ]);
    // Cells meet halfway in the spaces; the outer ones reach `pad` beyond the line.
    expect(spans.map((s) => [s.cellLeft, s.cellRight])).toEqual([
      [235, 294],
      [195, 235],
      [165, 195],
      [96, 165],
    ]);
    // Every measure is of a prefix of the line (so joined letters are measured shaped).
    expect(measured.every((text) => line.text.startsWith(text))).toBe(true);
    // Karaoke fills from the right in a right-to-left line.
    expect(spokenX(spans[0]!, true, 0.5)).toBe(265);
    expect(isRtl('123 שלום world')).toBe(true);
    expect(isRtl('Hello مرحبا')).toBe(false);
  });

  it('places the words of a left-to-right line from the left', () => {
    const page = captionPage({ text: 'ab cde', start: 0, end: 1 }, 0, style());
    const { spans } = wordSpans(page!.lines[0]!, (t) => t.length * 10, 0, 0);
    expect(spans.map((s) => [s.left, s.right, s.cellLeft, s.cellRight])).toEqual([
      [0, 20, 0, 25],
      [30, 60, 25, 60],
    ]);
    expect(spokenX(spans[1]!, false, 0.5)).toBe(45);
  });
});

describe('caption pages and the spoken word', () => {
  // one two | three || four | five six (balanced), half a second per word.
  const subtitle = timed('one two three four five six');
  const paged = style({ maxLines: 2, maxCharsPerLine: 9 });

  it('pages the lines, each page shown from its first word until the next page starts', () => {
    const { pages } = captionPages(subtitle, paged);
    expect(pages).toEqual([
      { start: 0, end: 1.5, first: 0, lines: [[0, 1], [2]] },
      { start: 1.5, end: 3, first: 3, lines: [[3], [4, 5]] },
    ]);
    const one = captionPages(subtitle, style({ maxLines: 1, maxCharsPerLine: 9 })).pages;
    expect(one.map((p) => [p.start, p.end])).toEqual([
      [0, 1],
      [1, 1.5],
      [1.5, 2.5],
      [2.5, 3],
    ]);
  });

  it('balances the lines of a page: a second line is not left with one word', () => {
    const page = captionPage(
      timed('one two three four five'),
      0,
      style({ maxLines: 2, maxCharsPerLine: 20 }),
    );
    expect(page!.lines.map((line) => line.text)).toEqual(['one two three', 'four five']);
    const ja = captionPage(
      { text: '今日はとても良い天気ですね', start: 0, end: 2 },
      0,
      style({ maxCharsPerLine: 24 }),
    );
    expect(ja!.lines.map((line) => line.text)).toEqual(['今日はとても良', 'い天気ですね']);
  });

  it('gives the page at a time, its lines and the spoken word with its progress', () => {
    const at = (t: number) => captionPage(subtitle, t, paged)!;
    expect(at(1.25)).toMatchObject({
      index: 0,
      count: 2,
      start: 0,
      end: 1.5,
      active: 2,
      progress: 0.5,
      scale: 1,
    });
    expect(texts(at(1.25).words)).toEqual(['one', 'two', 'three']);
    expect(at(1.25).lines).toEqual([
      {
        text: 'one two',
        rtl: false,
        words: [
          { index: 0, from: 0, to: 3 },
          { index: 1, from: 4, to: 7 },
        ],
      },
      { text: 'three', rtl: false, words: [{ index: 2, from: 0, to: 5 }] },
    ]);
    expect(at(1.5)).toMatchObject({ index: 1, active: 0, progress: 0 });
    expect(texts(at(1.5).words)).toEqual(['four', 'five', 'six']);
    expect(at(0)).toMatchObject({ index: 0, active: 0, progress: 0 });
    expect(at(0.625)).toMatchObject({ active: 1, progress: 0.25 });
    expect(at(2.999)).toMatchObject({ index: 1, active: 2 });
  });

  it('has no spoken word before the first word starts, and keeps the last one through a pause', () => {
    const gap: TimedSubtitle = {
      text: 'a b',
      start: 0,
      end: 2,
      words: [
        { text: 'a', start: 0.25, end: 0.5 },
        { text: 'b', start: 1, end: 1.5 },
      ],
    };
    expect(captionPage(gap, 0.125, style())).toMatchObject({ active: -1, progress: 0, scale: 1 });
    expect(captionPage(gap, 0.75, style())).toMatchObject({ active: 0, progress: 1 });
    expect(captionPage(gap, 1.75, style())).toMatchObject({ active: 1, progress: 1 });
  });

  it('pops the spoken word from 60 % to full size over 120 ms, easing out', () => {
    const at = (t: number) => captionPage(subtitle, t, paged)!.scale;
    expect(CAPTION_POP).toEqual({ from: 0.6, seconds: 0.12 });
    expect(at(0.5)).toBe(0.6);
    expect(at(0.56)).toBeCloseTo(0.6 + 0.4 * 0.875, 10);
    expect(at(0.62)).toBe(1);
    expect(at(0.9)).toBe(1);
  });

  it('transforms the words; capitalize starts only words after a space', () => {
    const upper = captionPage(
      { text: 'straße now', start: 0, end: 1 },
      0,
      style({ textTransform: 'uppercase' }),
    );
    expect(upper!.lines[0]!.text).toBe('STRASSE NOW');
    expect(upper!.lines[0]!.words.map(({ from, to }) => [from, to])).toEqual([
      [0, 7],
      [8, 11],
    ]);
    const words = captionPage(
      {
        text: "hi don't",
        start: 0,
        end: 1,
        words: [
          { text: 'hi', start: 0, end: 0.5 },
          { text: 'do', start: 0.5, end: 0.7 },
          { text: "n't", start: 0.7, end: 1 },
        ],
      },
      0,
      style({ textTransform: 'capitalize' }),
    );
    expect(words!.lines[0]!.text).toBe("Hi Don't");
  });
});

describe('caption safe area', () => {
  it('knows the format by its aspect and keeps its edges clear', () => {
    expect(captionFormat(1080, 1920)).toBe('portrait');
    expect(captionFormat(1080, 1080)).toBe('square');
    expect(captionFormat(1920, 1080)).toBe('landscape');
    expect(captionSafeInset(1080, 1920)).toEqual({ top: 192, bottom: 288 });
    expect(captionSafeInset(1080, 1080)).toEqual({ top: 86, bottom: 108 });
    expect(captionSafeInset(1920, 1080)).toEqual({ top: 54, bottom: 86 });
  });

  it('lifts a caption out of the platform band when on; a larger distance wins; off leaves the style', () => {
    const edges = { top: 50, bottom: 50 };
    expect(captionEdges({ ...edges, safeMargin: false }, 1080, 1920)).toEqual({ top: 50, bottom: 50 });
    expect(captionEdges({ ...edges, safeMargin: true }, 1080, 1920)).toEqual({ top: 192, bottom: 288 });
    expect(captionEdges({ top: 300, bottom: 400, safeMargin: true }, 1080, 1920)).toEqual({
      top: 300,
      bottom: 400,
    });
  });
});

describe('caption style fields on load', () => {
  const loaded = (subtitleStyle: Record<string, unknown>) =>
    normalizeProjectWithReport({ layout: 'landscape', clips: [{ subtitleStyle }] }, { random: seeded(1) });

  it('defaults to the static line older projects show', () => {
    expect(normalizeProject({ clips: [{}] }, { random: seeded(1) }).clips[0]!.subtitleStyle).toMatchObject({
      animation: 'none',
      highlightColor: '#ffd60a',
      highlightBox: false,
      highlightBoxColor: '#7c3aed',
      maxLines: 2,
      maxCharsPerLine: 42,
      safeMargin: false,
    });
  });

  it('repairs bad values, saying what it did', () => {
    const { project, repairs } = loaded({
      animation: 'wiggle',
      maxLines: 3,
      maxCharsPerLine: 5.5,
      highlightBox: 'true',
      highlightColor: 12,
      safeMargin: null,
    });
    expect(project.clips[0]!.subtitleStyle).toMatchObject({
      animation: 'none',
      maxLines: 2,
      maxCharsPerLine: 12,
      highlightBox: true,
      highlightColor: '12',
      safeMargin: false,
    });
    expect(repairs).toContain(
      `$.clips[0].subtitleStyle.animation: "wiggle" is not a caption animation; set to 'none'`,
    );
    expect(repairs).toContain('$.clips[0].subtitleStyle.maxLines: 3 is not 1 or 2; set to 2');
    expect(repairs).toContain(
      '$.clips[0].subtitleStyle.maxCharsPerLine: 5.5 is not a whole number from 12 to 60; set to 12',
    );
    const more = loaded({ maxLines: 0.4, maxCharsPerLine: 'x' }).project.clips[0]!.subtitleStyle;
    expect(more).toMatchObject({ maxLines: 1, maxCharsPerLine: 42 });
    expect(loaded({ maxCharsPerLine: 99 }).project.clips[0]!.subtitleStyle.maxCharsPerLine).toBe(60);
  });

  it('keeps good values as they are', () => {
    const good = {
      animation: 'karaoke',
      maxLines: 1,
      maxCharsPerLine: 20,
      safeMargin: true,
      highlightBox: true,
    };
    const { project, repairs } = loaded(good);
    expect(project.clips[0]!.subtitleStyle).toMatchObject(good);
    expect(repairs).toEqual([]);
  });
});

describe('caption presets', () => {
  it('are told apart, classic being the default style', () => {
    expect(captionPresetOf(DEFAULT_SUBTITLE_STYLE)).toBe('classic');
    for (const name of CAPTION_PRESET_NAMES) expect(captionPresetOf(style(CAPTION_PRESETS[name]))).toBe(name);
    expect(captionPresetOf(style({ ...CAPTION_PRESETS.pop, highlightColor: '#123456' }))).toBeUndefined();
  });

  it('survive loading unchanged, and each animated one keeps to the safe area', () => {
    for (const name of CAPTION_PRESET_NAMES) {
      const { project, repairs } = normalizeProjectWithReport(
        { layout: 'portrait', clips: [{ subtitleStyle: style(CAPTION_PRESETS[name]) }] },
        { random: seeded(1) },
      );
      expect(repairs).toEqual([]);
      expect(project.clips[0]!.subtitleStyle).toEqual(style(CAPTION_PRESETS[name]));
      expect(CAPTION_PRESETS[name].safeMargin).toBe(name !== 'classic');
    }
  });
});
