import { describe, expect, it } from 'vitest';
import { keyFrameInterval } from '../../../src/shared/export/frames.ts';
import {
  exportWorkersFor,
  parallelPlan,
  planParallelParts,
  planVideoParts,
} from '../../../src/shared/export/parts.ts';

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
    expect(planParallelParts(7 * 30, at30, { workers: 2 })).toBeNull();
    expect(planParallelParts(600 * 30, at30, { workers: 1 })).toBeNull();
  });

  it('gives each worker about two parts, on key frames (every 2 s), from one queue', () => {
    // 18 s is 9 key-frame intervals: three parts of 3 intervals for two workers, five of 2 for four.
    expect(ranges(planParallelParts(18 * 30, at30, { workers: 2 }))).toEqual([
      [0, 180],
      [180, 360],
      [360, 540],
    ]);
    expect(ranges(planParallelParts(18 * 30, at30, { workers: 4 }))).toEqual([
      [0, 120],
      [120, 240],
      [240, 360],
      [360, 480],
      [480, 540],
    ]);
    // Eight workers or more: one interval (2 s, the shortest part) each.
    for (const workers of [8, 12]) {
      const parts = planParallelParts(18 * 30, at30, { workers }) ?? [];
      expect(parts).toHaveLength(9);
      expect(parts.every((p) => p.fromFrame % 60 === 0 && p.toFrame - p.fromFrame === 60)).toBe(true);
    }
  });

  it('makes at most two parts per worker, unless a part would pass a minute', () => {
    for (let seconds = 8; seconds <= 200; seconds += 7)
      for (const workers of [2, 3, 4, 5, 8, 12]) {
        const parts = planParallelParts(seconds * 30, at30, { workers }) ?? [];
        expect(parts.length, `${seconds} s on ${workers}`).toBeLessThanOrEqual(
          Math.max(2 * workers, Math.ceil(seconds / 60)),
        );
        expect(parts.at(-1)?.toFrame).toBe(seconds * 30);
        parts.forEach((p, i) => expect(p.fromFrame).toBe(i === 0 ? 0 : parts[i - 1]?.toFrame));
      }
  });

  it('keeps parts of a long video to a minute each', () => {
    const parts = planParallelParts(3600 * 30, at30, { workers: 4 }) ?? [];
    expect(parts).toHaveLength(60);
    expect(parts.every((p) => p.toFrame - p.fromFrame === 1800)).toBe(true);
  });

  it('keeps whole-key-frame parts at 29.97 fps', () => {
    const ntsc = { num: 30000, den: 1001 };
    const parts = planParallelParts(20 * 30, ntsc, { workers: 4 }) ?? [];
    expect(parts.map((p) => p.fromFrame % 60)).toEqual(parts.map(() => 0));
    expect(parts.length).toBeLessThanOrEqual(8);
  });

  it('takes a shorter least part and whole length (tests)', () => {
    const at25 = { num: 25, den: 1 };
    expect(
      ranges(planParallelParts(6 * 25, at25, { workers: 2, minPartSeconds: 2, wholeBelowSeconds: 4 })),
    ).toEqual([
      [0, 50],
      [50, 100],
      [100, 150],
    ]);
    // A least part of 4 s keeps 18 s on eight workers to 5 parts of two intervals.
    expect(planParallelParts(18 * 30, at30, { workers: 8, minPartSeconds: 4 })).toHaveLength(5);
    expect(planParallelParts(6 * 25, at25, { workers: 2 })).toBeNull();
  });
});

describe('exportWorkersFor', () => {
  it('runs one worker per core up to twelve', () => {
    expect([1, 2, 4, 16, 64].map((cores) => exportWorkersFor(cores))).toEqual([1, 2, 4, 12, 12]);
  });

  it('runs no more workers than the memory the browser reports, in GB (8 means 8 or more)', () => {
    expect(exportWorkersFor(16, 8)).toBe(12);
    expect(exportWorkersFor(16, 4)).toBe(4);
    expect(exportWorkersFor(16, 0.5)).toBe(1);
    expect(exportWorkersFor(2, 4)).toBe(2);
  });
});

describe('parallelPlan', () => {
  it('takes no more picture workers than parts, and one for a video exported whole', () => {
    const at30 = { num: 30, den: 1 };
    expect(parallelPlan(18 * 30, at30, { workers: 12 }).workers).toBe(9);
    expect(parallelPlan(18 * 30, at30, { workers: 2 }).workers).toBe(2);
    expect(parallelPlan(7 * 30, at30, { workers: 4 })).toEqual({ workers: 1, parts: null });
  });
});
