import { describe, expect, it } from 'vitest';
import { columns } from '../../../src/shared/captions/caption-text.ts';
import { wrapToWidth } from '../../../src/shared/captions/caption-wrap.ts';

/** Measures as a monospaced font would: a full-width character is two columns of 10 px. */
const measure = (line: string) => columns(line) * 10;

describe('wrapToWidth (the static caption line)', () => {
  it('breaks between words, never inside one', () => {
    expect(wrapToWidth('the quick brown fox jumps', 100, measure)).toEqual([
      'the quick',
      'brown fox',
      'jumps',
    ]);
  });

  it('keeps a word wider than the line whole, on its own line', () => {
    expect(wrapToWidth('a extraordinarily b', 60, measure)).toEqual(['a', 'extraordinarily', 'b']);
  });

  it('breaks Japanese between characters, keeping closing punctuation on the line before', () => {
    // 6 full-width characters fit in 120 px; 。 may not start a line, so it goes down with 日.
    expect(wrapToWidth('今日はいい天気です。明日も', 120, measure)).toEqual([
      '今日はいい天',
      '気です。明日',
      'も',
    ]);
    expect(wrapToWidth('今日はいい日。明日', 120, measure)).toEqual(['今日はいい', '日。明日']);
  });

  it('keeps a Latin word inside Japanese whole, and an opening bracket with what follows', () => {
    expect(wrapToWidth('新しいiPhoneを買った', 100, measure)).toEqual(['新しい', 'iPhoneを', '買った']);
    expect(wrapToWidth('これは「本」です', 80, measure)).toEqual(['これは', '「本」で', 'す']);
  });

  it('wraps a Japanese line that also has spaces by characters inside its runs', () => {
    expect(wrapToWidth('東京都 渋谷区神南一丁目', 120, measure)).toEqual(['東京都 渋谷', '区神南一丁目']);
  });

  it('keeps the line breaks of a two-line cue, and drops extra spaces', () => {
    expect(wrapToWidth('Hello   there\nGeneral  Kenobi', 500, measure)).toEqual([
      'Hello there',
      'General Kenobi',
    ]);
    expect(wrapToWidth('  ', 100, measure)).toEqual([]);
  });

  it('wraps Arabic by its words', () => {
    expect(wrapToWidth('مرحبا بكم في الاستوديو', 120, measure)).toEqual(['مرحبا بكم في', 'الاستوديو']);
  });
});
