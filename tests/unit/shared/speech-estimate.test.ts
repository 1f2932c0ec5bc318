import { describe, expect, it } from 'vitest';
import { countSpeechWords, estimateSpeechDuration } from '../../../src/shared/index.ts';

describe('estimateSpeechDuration: 0.3 + 0.3 + words × 60 / wpm + pauses, ÷ speed', () => {
  it.each([
    ['two Latin words at 150 wpm', 'hello world', 150, 1, 0.3 + 0.3 + (2 * 60) / 150],
    ['the same at speed 2', 'hello world', 150, 2, (0.3 + 0.3 + (2 * 60) / 150) / 2],
    ['an apostrophe stays inside a word', "don't stop", 120, 1, 0.6 + 1],
    ['each CJK character is a word', '你好世界', 240, 1, 0.6 + 1],
    ['kana and Hangul characters', 'こんにちは 안녕', 420, 1, 0.6 + 1],
    ['each Thai character is a word', 'สวัสดี', 360, 1, 0.6 + 1],
    ['each Cyrillic character is a word', 'привет', 360, 1, 0.6 + 1],
    ['each run of digits is a word', '2024, 7 and 11', 60, 1, 0.6 + 4],
    ['digits glued to letters count apart', 'abc123', 60, 1, 0.6 + 2],
    ['a pause marker adds its seconds', 'hello <#1.5#> world', 120, 1, 0.6 + 1 + 1.5],
    ['a pause alone still has lead and tail', '<#2#>', 150, 1, 0.6 + 2],
    ['pauses divide by speed too', 'one <#1#>', 60, 2, (0.6 + 1 + 1) / 2],
    ['Arabic words count like Latin words', 'مرحبا بالعالم', 120, 1, 0.6 + 1],
  ])('%s', (_name, text, wpm, speed, expected) => {
    expect(estimateSpeechDuration(text, { wordsPerMinute: wpm, speed })).toBeCloseTo(expected, 9);
  });
  it.each([[''], ['   '], ['!!! ... ???'], ['<# #>']])('no countable word and no pause (%j) → 0', (text) => {
    expect(estimateSpeechDuration(text, { wordsPerMinute: 150 })).toBe(0);
  });
  it('speed defaults to 1', () => {
    expect(estimateSpeechDuration('a b c', { wordsPerMinute: 180 })).toBe(1.6);
  });
  it('is rounded to the millisecond', () => {
    expect(estimateSpeechDuration('one', { wordsPerMinute: 7 })).toBe(9.171);
  });
  it.each([
    [{ wordsPerMinute: 0 }, 'wordsPerMinute must be a positive number, got 0'],
    [{ wordsPerMinute: Number.NaN }, 'wordsPerMinute must be a positive number, got NaN'],
    [{ wordsPerMinute: 150, speed: -1 }, 'speed must be a positive number, got -1'],
  ])('rejects %j', (options, message) => {
    expect(() => estimateSpeechDuration('hi', options)).toThrow(message);
  });
  it('counts words and pauses', () => {
    expect(countSpeechWords('Hi 你好 <#0.5#> 42 <#1#>')).toEqual({ words: 4, pauses: 2, pauseSeconds: 1.5 });
  });
});
