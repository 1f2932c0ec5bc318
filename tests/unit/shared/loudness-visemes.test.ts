import { describe, expect, it } from 'vitest';
import { loudnessEnvelope, loudnessVisemes } from '../../../src/shared/speech/loudness-visemes.ts';

const frames = (...parts: Array<[number, number]>): number[] =>
  parts.flatMap(([value, count]) => Array.from({ length: count }, () => value));

describe('mouth shapes from loudness (audio without mouth shapes)', () => {
  it('measures RMS per 10 ms of the mono mix', () => {
    const rate = 8000;
    const sine = Float32Array.from(
      { length: rate / 2 },
      (_, i) => 0.5 * Math.sin((2 * Math.PI * 400 * i) / rate),
    );
    const silent = new Float32Array(rate / 2);
    const envelope = loudnessEnvelope([sine, sine], rate);
    expect(envelope).toHaveLength(50);
    for (const value of envelope) expect(value).toBeCloseTo(0.5 / Math.SQRT2, 3);
    // Two channels in opposite phase mix to silence.
    const opposite = sine.map((v) => -v);
    expect(Math.max(...loudnessEnvelope([sine, opposite], rate))).toBe(0);
    expect(Math.max(...loudnessEnvelope([silent], rate))).toBe(0);
    // A last partial frame counts: 85 samples at 8 kHz are one full 80-sample frame and a part.
    expect(loudnessEnvelope([sine.subarray(0, 85)], rate)).toHaveLength(2);
    expect(() => loudnessEnvelope([sine], 0)).toThrow(
      'sampleRate: 0 is not a rate in samples per second > 0',
    );
  });

  it('is closed when quiet, half open at a medium level, wide open when loud, and covers the whole audio', () => {
    // Loud level (90th percentile of the voiced frames): 0.5; 0.2 is 40 % of it (E), 0.05 is 10 % (rest).
    const envelope = frames([0, 30], [0.5, 30], [0.2, 20], [0.05, 10], [0, 10]);
    expect(loudnessVisemes(envelope)).toEqual([
      { viseme: 'rest', start: 0, end: 0.3 },
      { viseme: 'AI', start: 0.3, end: 0.6 },
      { viseme: 'E', start: 0.6, end: 0.8 },
      { viseme: 'rest', start: 0.8, end: 1 },
    ]);
  });

  it('lets no shape flutter: runs under 60 ms join the shape before them', () => {
    const envelope = frames([0, 20], [0.5, 20], [0.2, 3], [0.5, 20], [0, 2], [0.5, 10], [0, 25]);
    expect(loudnessVisemes(envelope)).toEqual([
      { viseme: 'rest', start: 0, end: 0.2 },
      { viseme: 'AI', start: 0.2, end: 0.75 },
      { viseme: 'rest', start: 0.75, end: 1 },
    ]);
    // A short sound at the very start joins the shape after it.
    expect(loudnessVisemes(frames([0.5, 3], [0, 20]))).toEqual([{ viseme: 'rest', start: 0, end: 0.23 }]);
  });

  it('keeps silence and noise below the floor closed', () => {
    expect(loudnessVisemes(frames([0, 50]))).toEqual([{ viseme: 'rest', start: 0, end: 0.5 }]);
    expect(loudnessVisemes(frames([0.004, 50]))).toEqual([{ viseme: 'rest', start: 0, end: 0.5 }]);
    expect(loudnessVisemes([])).toEqual([]);
    expect(() => loudnessVisemes([0.1], -1)).toThrow('frameSeconds: -1 is not a length in seconds > 0');
  });
});
