import { describe, expect, it } from 'vitest';
import { keyFrameInterval } from '../../../src/shared/export/frames.ts';
import { planParallelParts, planVideoParts } from '../../../src/shared/export/parts.ts';

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

describe('planParallelParts', () => {
  const at30 = { num: 30, den: 1 };
  const ranges = (parts: ReturnType<typeof planParallelParts>) => parts?.map((p) => [p.fromFrame, p.toFrame]);

  it('exports a short video whole, and with one worker always whole', () => {
    expect(planParallelParts(7 * 30, at30, 2)).toBeNull();
    expect(planParallelParts(600 * 30, at30, 1)).toBeNull();
  });

  it('gives each worker about one part, on key frames (every 2 s)', () => {
    // 18 s over two workers: 9 s a part, rounded to whole key-frame intervals.
    expect(ranges(planParallelParts(18 * 30, at30, 2))).toEqual([
      [0, 300],
      [300, 540],
    ]);
    expect(ranges(planParallelParts(18 * 30, at30, 4))).toEqual([
      [0, 120],
      [120, 240],
      [240, 360],
      [360, 480],
      [480, 540],
    ]);
  });

  it('keeps parts of a long video to a minute each', () => {
    const parts = planParallelParts(3600 * 30, at30, 4) ?? [];
    expect(parts).toHaveLength(60);
    expect(parts.every((p) => p.toFrame - p.fromFrame === 1800)).toBe(true);
  });

  it('takes a shorter least part length (tests)', () => {
    expect(ranges(planParallelParts(6 * 25, { num: 25, den: 1 }, 2, 2))).toEqual([
      [0, 100],
      [100, 150],
    ]);
  });
});
