import { describe, expect, it } from 'vitest';
import { formatTime } from '../../../src/ui/app/player/format-time.ts';

describe('formatTime (mm:ss.t)', () => {
  it('formats minutes, seconds and tenths', () => {
    expect(formatTime(0)).toBe('00:00.0');
    expect(formatTime(4.25)).toBe('00:04.2');
    expect(formatTime(65.5)).toBe('01:05.5');
    expect(formatTime(3600)).toBe('60:00.0');
    expect(formatTime(6000.1)).toBe('100:00.1');
  });

  it('floors tenths, but not below what the float means', () => {
    expect(formatTime(4.96)).toBe('00:04.9');
    expect(formatTime(0.3)).toBe('00:00.3');
    expect(formatTime(0.1 + 0.2)).toBe('00:00.3');
    expect(formatTime(59.99)).toBe('00:59.9');
  });

  it('shows 0 for negative or non-finite times', () => {
    expect(formatTime(-1)).toBe('00:00.0');
    expect(formatTime(Number.NaN)).toBe('00:00.0');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('00:00.0');
  });
});
