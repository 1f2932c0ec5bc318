import { describe, expect, it } from 'vitest';
import { keyFrameInterval } from '../../../src/shared/export/frames.ts';
import { planVideoParts } from '../../../src/shared/export/parts.ts';

describe('splitting a render into parts', () => {
  it('cuts about a minute per part, each starting on a key frame, the last one shorter', () => {
    const rate = { num: 30, den: 1 };
    const parts = planVideoParts(30 * 150, rate);
    expect(parts.map((p) => [p.fromFrame, p.toFrame])).toEqual([
      [0, 1800],
      [1800, 3600],
      [3600, 4500],
    ]);
    for (const part of parts) expect(part.fromFrame % keyFrameInterval(rate)).toBe(0);
  });

  it('keeps NTSC parts on key frames (60 frames at 29.97) and never makes a part shorter than a key interval', () => {
    const ntsc = { num: 30000, den: 1001 };
    const parts = planVideoParts(5000, ntsc, 60);
    expect(parts.every((p) => p.fromFrame % 60 === 0)).toBe(true);
    expect(parts.at(-1)?.toFrame).toBe(5000);
    expect(planVideoParts(100, { num: 25, den: 1 }, 0.1).map((p) => p.toFrame - p.fromFrame)).toEqual([
      50, 50,
    ]);
    expect(planVideoParts(0, { num: 25, den: 1 })).toEqual([]);
  });
});
