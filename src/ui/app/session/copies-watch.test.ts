import { describe, expect, it } from 'vitest';
import type { ProxyStatus } from '../../../shared/protocol/renderer.ts';
import { copiesProgress } from './copies-watch.ts';

const copy = (state: ProxyStatus['state'], progress: number, seconds: number): ProxyStatus => ({
  identity: `url:/v${seconds}.mp4`,
  state,
  progress,
  width: 960,
  height: 540,
  seconds,
});

describe('copiesProgress', () => {
  it('says nothing when no copy is waiting or being made', () => {
    expect(copiesProgress([])).toBeNull();
    expect(copiesProgress([copy('ready', 1, 8), copy('failed', 0.3, 8)])).toBeNull();
  });

  it('counts the copies done and weighs the work by the videos’ durations', () => {
    // 8 s made, 24 s half made, 8 s waiting: (8 + 12 + 0) / 40 of the work.
    const progress = copiesProgress([copy('ready', 1, 8), copy('making', 0.5, 24), copy('waiting', 0, 8)]);
    expect(progress).toEqual({ done: 1, total: 3, fraction: 0.5 });
  });

  it('counts a copy given up as done', () => {
    expect(copiesProgress([copy('failed', 0.2, 10), copy('making', 0, 10)])).toEqual({
      done: 1,
      total: 2,
      fraction: 0.5,
    });
  });
});
