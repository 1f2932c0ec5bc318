import { describe, expect, it } from 'vitest';
import { playbackPosition } from './playback.ts';

describe('playbackPosition', () => {
  it('plays once forwards by default, then holds the end', () => {
    expect(playbackPosition(250, 1000)).toEqual({ time: 250, iteration: 0, completed: false });
    expect(playbackPosition(1000, 1000)).toEqual({ time: 1000, iteration: 0, completed: true });
    expect(playbackPosition(-5, 1000)).toEqual({ time: 0, iteration: 0, completed: false });
  });
  it('counts loops and directions', () => {
    expect(playbackPosition(2250, 1000, { loop: 3 })).toEqual({ time: 250, iteration: 2, completed: false });
    expect(playbackPosition(3500, 1000, { loop: 3 })).toEqual({ time: 1000, iteration: 2, completed: true });
    expect(playbackPosition(250, 1000, { direction: 'reverse' })).toEqual({
      time: 750,
      iteration: 0,
      completed: false,
    });
    expect(playbackPosition(1250, 1000, { loop: 2, direction: 'alternate' }).time).toBe(750);
    expect(playbackPosition(2000, 1000, { loop: 2, direction: 'alternate' })).toEqual({
      time: 0,
      iteration: 1,
      completed: true,
    });
    expect(playbackPosition(1e9 + 250, 1000, { loop: true })).toEqual({
      time: 250,
      iteration: 1e6,
      completed: false,
    });
  });
  it('a zero-length animation is completed at once', () => {
    expect(playbackPosition(0, 0)).toEqual({ time: 0, iteration: 0, completed: true });
  });
});
