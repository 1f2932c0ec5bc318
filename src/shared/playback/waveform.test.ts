import { describe, expect, it } from 'vitest';
import { cuePeaks, sourceTimeAt } from './waveform.ts';

/** 4 s at 10 samples a second: second n holds the value (n + 1) / 10, negative on odd samples. */
function steps(): { data: Float32Array; sampleRate: number } {
  const data = new Float32Array(40);
  for (let i = 0; i < 40; i++) data[i] = ((Math.floor(i / 10) + 1) / 10) * (i % 2 === 0 ? 1 : -1);
  return { data, sampleRate: 10 };
}

const cue = { start: 10, end: 14, offset: 0, rate: 1 };

describe('waveform', () => {
  it('maps project time to source time with offset, speed and loop', () => {
    expect(sourceTimeAt(cue, 12)).toBe(2);
    expect(sourceTimeAt({ ...cue, offset: 1.5 }, 12)).toBe(3.5);
    expect(sourceTimeAt({ ...cue, rate: 2 }, 11)).toBe(2);
    expect(sourceTimeAt({ ...cue, loop: { start: 1, end: 3 } }, 13.5)).toBeCloseTo(1.5, 9);
    expect(sourceTimeAt({ ...cue, loop: { start: 1, end: 3 } }, 12.5)).toBe(2.5);
  });

  it('gives each column the loudest sample it hears', () => {
    expect(cuePeaks(steps(), cue, 4).map((p) => +p.toFixed(3))).toEqual([0.1, 0.2, 0.3, 0.4]);
    // Two columns a second: each second's value twice.
    expect(cuePeaks(steps(), cue, 8).map((p) => +p.toFixed(3))).toEqual([
      0.1, 0.1, 0.2, 0.2, 0.3, 0.3, 0.4, 0.4,
    ]);
  });

  it('shows only the part that plays: an offset skips the start, a faster sound covers more', () => {
    expect(cuePeaks(steps(), { ...cue, end: 12, offset: 2 }, 2).map((p) => +p.toFixed(3))).toEqual([
      0.3, 0.4,
    ]);
    expect(cuePeaks(steps(), { ...cue, end: 12, rate: 2 }, 2).map((p) => +p.toFixed(3))).toEqual([0.2, 0.4]);
  });

  it('repeats a looping region, and is silent past the end of the samples', () => {
    const looped = { ...cue, end: 16, loop: { start: 0, end: 2 } };
    expect(cuePeaks(steps(), looped, 6).map((p) => +p.toFixed(3))).toEqual([0.1, 0.2, 0.1, 0.2, 0.1, 0.2]);
    expect(cuePeaks(steps(), { ...cue, end: 16 }, 6).map((p) => +p.toFixed(3))).toEqual([
      0.1, 0.2, 0.3, 0.4, 0, 0,
    ]);
  });

  it('gives nothing for no columns or no time', () => {
    expect(cuePeaks(steps(), cue, 0)).toEqual([]);
    expect(cuePeaks(steps(), { ...cue, end: 10 }, 5)).toEqual([]);
  });
});
