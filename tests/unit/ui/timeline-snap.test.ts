import { describe, expect, it } from 'vitest';
import { layerSnapTargets, SNAP_PX, snapDelta, snapTolerance } from '../../../src/ui/app/timeline/snap.ts';

describe('snapDelta: a dragged edge near a target lands on it', () => {
  it('pulls the edge onto a target within the tolerance', () => {
    // The edge was at 1.0 s and is dragged 0.95 s: 1.95 is 0.05 from the target 2.
    expect(snapDelta([1], 0.95, [2], 0.1)).toEqual({ delta: 1, target: 2 });
    expect(snapDelta([1], 1.08, [2], 0.1)).toEqual({ delta: 1, target: 2 });
  });
  it('leaves the delta alone when no target is near enough', () => {
    expect(snapDelta([1], 0.85, [2], 0.1)).toEqual({ delta: 0.85, target: undefined });
    expect(snapDelta([1], 0.5, [], 0.1)).toEqual({ delta: 0.5, target: undefined });
  });
  it('with two moving edges (a whole bar), the nearer pair wins', () => {
    // Start 1 → 1.46 (0.04 from 1.5), end 3 → 3.46 (0.06 from 3.4): the start snaps.
    expect(snapDelta([1, 3], 0.46, [1.5, 3.4], 0.1)).toEqual({ delta: 0.5, target: 1.5 });
    // Moved further, the end is nearer: 3.38 is 0.02 from 3.4.
    const later = snapDelta([1, 3], 0.38, [1.5, 3.4], 0.1);
    expect(later.target).toBe(3.4);
    expect(later.delta).toBeCloseTo(0.4, 12);
  });
  it('snaps exactly at the tolerance, not beyond it', () => {
    expect(snapDelta([0], 0.9, [1], 0.1).target).toBe(1);
    expect(snapDelta([0], 0.89, [1], 0.1).target).toBeUndefined();
  });
});

describe('snapTolerance: the same distance on screen at every zoom', () => {
  it('is SNAP_PX in seconds', () => {
    expect(snapTolerance(60)).toBeCloseTo(SNAP_PX / 60, 12);
    expect(snapTolerance(480)).toBeCloseTo(SNAP_PX / 480, 12);
    expect(snapTolerance(0)).toBe(0);
  });
});

describe('layerSnapTargets', () => {
  it('the clip ends, other layers’ edges (an open end is the clip’s end) and the playhead inside the clip', () => {
    expect(layerSnapTargets([{ start: 1, stop: 2.5 }, { start: 0.5 }], 6, 3.2)).toEqual([
      0, 6, 1, 2.5, 0.5, 3.2,
    ]);
  });
  it('a playhead outside the clip, or on its ends, adds nothing', () => {
    expect(layerSnapTargets([], 6, -1)).toEqual([0, 6]);
    expect(layerSnapTargets([], 6, 7)).toEqual([0, 6]);
    expect(layerSnapTargets([], 6, 0)).toEqual([0, 6]);
    expect(layerSnapTargets([], 6, undefined)).toEqual([0, 6]);
  });
});
