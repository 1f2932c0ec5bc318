import { describe, expect, it } from 'vitest';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { warmUpPlan } from '../../../src/worker/render/warm.ts';
import { scenesShownAt } from '../../../src/worker/render/scenes-shown.ts';

const rect = (id: string) => ({
  id,
  type: 'object',
  property: { type: 'rect', left: 0, top: 0, width: 100, height: 100, fill: '#ff0000' },
});
const video = (id: string) => ({
  id,
  type: 'video',
  property: { type: 'CustomVideo', left: 0, top: 0, width: 100, height: 100, _staticUrl: '/v.mp4' },
});
const clip = (id: string, layers: unknown[], transition = 'fade') => ({
  id,
  duration: 3,
  bgColor: '#000000',
  speech: { type: 'duration', duration: 3 },
  transition: { name: transition, displayName: transition, duration: 1, params: {} },
  layers,
});

const project = normalizeProject({
  layout: 'landscape',
  clips: [
    clip('a', [rect('a-rect'), video('a-video')]),
    clip('b', [rect('b-rect')], 'none'),
    clip('c', [video('c-video')]),
    clip('d', [rect('d-rect')]),
  ],
});

describe('warm-up plan (the end of loading a project)', () => {
  it('warms the new still layers of each clip and every transition out of a clip, not videos', () => {
    const plan = warmUpPlan(project, new Set(['a-rect', 'a-video', 'b-rect', 'c-video', 'd-rect']));
    expect(plan.map((c) => c.inTransition)).toEqual([true, true, true, true]);
    expect(plan.map((c) => [c.scene.id, c.layers.map((l) => l.id), c.transition])).toEqual([
      ['a', ['a-rect'], 'fade'],
      ['b', ['b-rect'], undefined],
      // Clip c: only a video, but its transition to d is compiled.
      ['c', [], 'fade'],
      // The last clip has no transition out of it.
      ['d', ['d-rect'], undefined],
    ]);
  });

  it('marks the clips a transition window shows (they are warmed at the blend size too)', () => {
    const cuts = normalizeProject({
      layout: 'landscape',
      clips: [
        clip('x', [rect('x-rect')], 'none'),
        clip('y', [rect('y-rect')], 'fade'),
        clip('z', [rect('z-rect')]),
      ],
    });
    const plan = warmUpPlan(cuts, new Set(['x-rect', 'y-rect', 'z-rect']));
    expect(plan.map((c) => [c.scene.id, c.inTransition])).toEqual([
      ['x', false],
      ['y', true],
      ['z', true],
    ]);
  });

  it('leaves out layers that kept their painters (an edit warms only what it changed)', () => {
    const plan = warmUpPlan(project, new Set(['d-rect']));
    expect(plan.map((c) => [c.scene.id, c.layers.map((l) => l.id)])).toEqual([
      ['a', []],
      ['c', []],
      ['d', ['d-rect']],
    ]);
  });
});

describe('scenes shown at a time (which clip loads first)', () => {
  it('is the clip at t, both clips inside a transition window, the last clip past the end', () => {
    expect([...scenesShownAt(project, 1)]).toEqual(['a']);
    expect([...scenesShownAt(project, 2.5)]).toEqual(['a', 'b']);
    // Clip b has no transition: its last second is b alone.
    expect([...scenesShownAt(project, 5.5)]).toEqual(['b']);
    expect([...scenesShownAt(project, 99)]).toEqual(['d']);
    expect([...scenesShownAt(normalizeProject({ layout: 'landscape', clips: [] }), 0)]).toEqual([]);
  });
});
