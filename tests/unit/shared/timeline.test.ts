import { describe, expect, it } from 'vitest';
import {
  floorToTenth,
  isLayerVisible,
  normalizeProject,
  LAST_FRAME_OFFSET,
  sceneIndexAt,
  scenesAt,
  sceneStart,
  videoPlayDuration,
  videoSourceTime,
} from '../../../src/shared/index.ts';

describe('video times (speed-adjusted times rounded down to 1 decimal)', () => {
  it.each([
    [{ _start: 0, _end: 10, _speed: '1.0' }, 10],
    [{ _start: 2, _end: 10, _speed: '1.5' }, 5.3],
    [{ _start: 0, _end: 1, _speed: '3' }, 0.3],
    [{ _start: 0, _end: 0.3, _speed: '0.1' }, 3],
  ])('%j plays %f s', (property, expected) => expect(videoPlayDuration(property)).toBe(expected));
  it('floorToTenth', () =>
    expect([floorToTenth(1.99), floorToTenth(2), floorToTenth(0.3 / 0.1)]).toEqual([1.9, 2, 3]));
  it('source time loops or holds the last frame', () => {
    const looping = { _start: 2, _end: 6, _speed: '2.0', _loop: true };
    expect(videoSourceTime(looping, 1)).toBe(4);
    expect(videoSourceTime(looping, 3)).toBe(4);
    expect(videoSourceTime({ ...looping, _loop: false }, 3)).toBe(6);
  });
});

describe('visibility and scenes at t', () => {
  it('a layer is hidden before start and from stop on', () => {
    expect([0.9, 1, 3.9, 4].map((t) => isLayerVisible({ start: 1, stop: 4 }, 10, t))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(isLayerVisible({ start: 1 }, 10, 9.99)).toBe(true);
  });
  const project = normalizeProject({
    clips: [
      { id: 'aaaaaaaa', duration: 4, transition: { name: 'fade', duration: 1 } },
      { id: 'bbbbbbbb', duration: 3 },
    ],
  });
  it('the transition begins when the remaining time is no more than its duration', () => {
    expect(scenesAt(project, 2.9)).toMatchObject({ kind: 'scene', index: 0 });
    const at = scenesAt(project, 3.5);
    expect(at).toMatchObject({
      kind: 'transition',
      from: { index: 0, localTime: 3.5 },
      to: { index: 1, localTime: 0 },
    });
    expect(at.kind === 'transition' && at.progress).toBe(0.5);
    expect(scenesAt(project, 4)).toMatchObject({ kind: 'scene', index: 1, localTime: 0 });
    // Past the end: the last frame, taken just before the last clip's end, where its layers still show.
    const end = scenesAt(project, 100);
    expect(end).toMatchObject({ kind: 'scene', index: 1 });
    expect(end.kind === 'scene' && end.localTime).toBe(3 - LAST_FRAME_OFFSET);
    expect(end.kind === 'scene' && isLayerVisible({ start: 0 }, 3, end.localTime)).toBe(true);
    expect(scenesAt(project, 7)).toEqual(end);
  });
});

describe('scene starts and the scene on screen', () => {
  const project = normalizeProject({
    layout: 'landscape',
    clips: [1, 2].map((n) => ({
      id: `scene00${n}`,
      duration: 2,
      speech: { type: 'duration', duration: 2 },
      layers: [],
    })),
  });
  it('finds scene starts and the scene on screen', () => {
    expect(sceneStart(project, 1)).toBe(2);
    expect([0, 1.99, 2, 3.5, 4, 9].map((t) => sceneIndexAt(project, t))).toEqual([0, 0, 1, 1, 1, 1]);
  });
  it('is the outgoing scene during a transition, and 0 without scenes', () => {
    const fading = normalizeProject({
      clips: [
        { id: 'aaaaaaaa', duration: 4, transition: { name: 'fade', duration: 1 } },
        { id: 'bbbbbbbb', duration: 3 },
      ],
    });
    expect(sceneIndexAt(fading, 3.5)).toBe(0);
    expect(sceneIndexAt(normalizeProject({ clips: [] }), 1)).toBe(0);
  });
});
