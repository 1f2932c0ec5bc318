import { describe, expect, it } from 'vitest';
import { intlFor } from '../../i18n/intl.ts';
import { ENGLISH_MESSAGES } from '../../i18n/messages.ts';
import { formatClock, formatMegabytes, formatRate, formatSpeed, ltr, percentOf } from './format.ts';

const en = intlFor('en', ENGLISH_MESSAGES);
const fr = intlFor('fr', ENGLISH_MESSAGES);
const de = intlFor('de', ENGLISH_MESSAGES);
const ar = intlFor('ar', ENGLISH_MESSAGES);

describe('formatClock', () => {
  it('writes mm:ss, minutes growing past two digits', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(5)).toBe('00:05');
    expect(formatClock(83)).toBe('01:23');
    expect(formatClock(180)).toBe('03:00');
    expect(formatClock(3600)).toBe('60:00');
    expect(formatClock(6000)).toBe('100:00');
  });
  it('rounds a duration to the nearest second and a time left up', () => {
    expect(formatClock(10.4)).toBe('00:10');
    expect(formatClock(10.5)).toBe('00:11');
    expect(formatClock(59.6)).toBe('01:00');
    expect(formatClock(0.2, 'up')).toBe('00:01');
    expect(formatClock(61.01, 'up')).toBe('01:02');
    // Float noise is not a second more.
    expect(formatClock(3.0000001, 'up')).toBe('00:03');
  });
  it('reads nonsense as zero', () => {
    for (const value of [-3, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatClock(value)).toBe('00:00');
  });
});

describe('formatMegabytes', () => {
  it('gives decimal megabytes with one decimal under 100', () => {
    expect(formatMegabytes(12_345_678, en)).toBe('12.3');
    expect(formatMegabytes(1_000_000, en)).toBe('1.0');
    expect(formatMegabytes(250_400_000, en)).toBe('250');
    expect(formatMegabytes(1_234_000_000, en)).toBe('1,234');
  });
  it('never shows 0.0 for a file with bytes', () => {
    expect(formatMegabytes(1, en)).toBe('0.1');
    expect(formatMegabytes(0, en)).toBe('0.0');
    expect(formatMegabytes(-5, en)).toBe('0.0');
  });
  it('uses the language’s separators with Latin digits', () => {
    expect(formatMegabytes(12_345_678, fr)).toBe('12,3');
    expect(formatMegabytes(12_345_678, de)).toBe('12,3');
    expect(formatMegabytes(12_345_678, ar)).toMatch(/^12.3$/);
    expect(formatMegabytes(12_345_678, ar)).not.toMatch(/[٠-٩]/);
  });
});

describe('formatSpeed and formatRate', () => {
  it('divides the video’s duration by the time the export took', () => {
    expect(formatSpeed(10, 4000, en)).toBe('2.5');
    expect(formatSpeed(60, 3000, en)).toBe('20');
    expect(formatSpeed(10, 20_000, en)).toBe('0.5');
    expect(formatSpeed(10, 0, en)).toBe('–');
  });
  it('writes frames per second whole, with a decimal under 10', () => {
    expect(formatRate(41.6, en)).toBe('42');
    expect(formatRate(7.25, en)).toBe('7.3');
    expect(formatRate(0, en)).toBe('0');
    expect(formatRate(Number.NaN, en)).toBe('0');
  });
});

describe('percentOf', () => {
  it('floors, so 100 means done', () => {
    expect(percentOf(0)).toBe(0);
    expect(percentOf(0.424)).toBe(42);
    expect(percentOf(0.999)).toBe(99);
    expect(percentOf(1)).toBe(100);
    expect(percentOf(0.29)).toBe(29);
    expect(percentOf(1.5)).toBe(100);
    expect(percentOf(-1)).toBe(0);
    expect(percentOf(Number.NaN)).toBe(0);
  });
});

describe('ltr', () => {
  it('wraps text in a left-to-right isolate', () => {
    expect(ltr('1920 × 1080')).toBe('\u20661920 × 1080\u2069');
  });
});
