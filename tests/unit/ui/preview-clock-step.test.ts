/** When the preview re-sends the clock to its worker (src/shared/playback/clock.ts clockStep). */
import { describe, expect, it } from 'vitest';
import { clockStep } from '../../../src/shared/playback/clock.ts';

describe('clock step', () => {
  const sent = { mediaTime: 2, at: 1.7e12 };

  it('is 0 for a later reading of the same steadily running clock', () => {
    expect(clockStep(sent, { mediaTime: 2.5, at: 1.7e12 + 500 })).toBeCloseTo(0, 9);
  });

  it('measures a skip of the audio output (the clock fell 30 ms behind real time)', () => {
    expect(clockStep(sent, { mediaTime: 2.47, at: 1.7e12 + 500 })).toBeCloseTo(0.03, 9);
    expect(clockStep(sent, { mediaTime: 2.51, at: 1.7e12 + 500 })).toBeCloseTo(0.01, 9);
  });

  it('is infinite before anything was sent, so the first reading always goes out', () => {
    expect(clockStep(undefined, sent)).toBe(Infinity);
  });
});
