import { describe, expect, it } from 'vitest';
import { EDIT_KINDS, EDITING_LAYERS_PER_SCENE, loadEditingProject } from '../../../bench/project/editing.ts';
import type { Project } from '../../../src/shared/model/project.ts';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { deleteLayer, updateLayerProperty, updateScene } from '../../../src/shared/project/edits/index.ts';
import { refreshConfig } from '../../../src/shared/project/refresh-config.ts';
import { settleEdit } from '../../../src/shared/project/settle-edit.ts';
import { isSceneSettled } from '../../../src/shared/project/settled-marks.ts';
import { richProject, seeded } from '../../fixtures/projects.ts';

/** Applies every kind of edit `rounds` times in turn, checking each settled result against the full refresh. */
function checkChain(start: Project, rounds: number): number {
  const random = seeded(11);
  let project = start;
  // Once every scene is settled (after the first edit of a project that was only loaded), an edit of one
  // scene leaves every other scene as it was.
  let settled = start.clips.every(isSceneSettled);
  let checked = 0;
  for (let step = 0; step < rounds * EDIT_KINDS.length; step++) {
    const kind = EDIT_KINDS[step % EDIT_KINDS.length]!;
    const edited = kind.edit(project, step, random);
    if (edited === project) continue;
    const incremental = settleEdit(edited);
    const full = refreshConfig(edited);
    expect(incremental, `${kind.name} (step ${step})`).toEqual(full);
    // The same JSON too, key order included: saved files and exports do not change.
    expect(JSON.stringify(incremental), kind.name).toBe(JSON.stringify(full));
    if (kind.oneScene && settled) {
      const kept = incremental.clips.filter((scene, i) => scene === project.clips[i]);
      expect(kept.length, kind.name).toBe(project.clips.length - 1);
    }
    settled = true;
    project = incremental;
    checked++;
  }
  return checked;
}

describe('settleEdit (durations settled incrementally)', () => {
  it('gives what the full refreshConfig gives, after every kind of edit on the 320-layer project', () => {
    const settled = refreshConfig(loadEditingProject(seeded(1)));
    expect(settled.clips.flatMap((scene) => scene.layers)).toHaveLength(320);
    expect(checkChain(settled, 2)).toBeGreaterThan(2 * EDIT_KINDS.length - 4);
  }, 30_000);

  it('gives the same on a project loaded but never settled (the first edit after opening one)', () => {
    const loaded = loadEditingProject(seeded(2));
    expect(checkChain(loaded, 1)).toBeGreaterThan(EDIT_KINDS.length - 3);
    const rich = normalizeProject(richProject(), { random: seeded(3) });
    const edited = updateLayerProperty(rich, 'rectlaye', { left: 77 });
    expect(settleEdit(edited)).toEqual(refreshConfig(edited));
  }, 30_000);

  it('gives the same on the fixture with every layer kind and every speech type', () => {
    const rich = refreshConfig(normalizeProject(richProject(), { random: seeded(4) }));
    expect(rich.clips.length).toBeGreaterThan(3);
    expect(checkChain(rich, 2)).toBeGreaterThan(EDIT_KINDS.length);
  }, 30_000);

  it('keeps every other scene and every other layer of the edited scene as the very same objects', () => {
    const before = refreshConfig(loadEditingProject(seeded(5)));
    const moved = before.clips[3]!.layers[5]!;
    const after = settleEdit(updateLayerProperty(before, moved.id, { left: 999 }));
    after.clips.forEach((scene, i) => {
      if (i !== 3) expect(scene).toBe(before.clips[i]);
    });
    const layers = after.clips[3]!.layers;
    expect(layers).toHaveLength(EDITING_LAYERS_PER_SCENE);
    layers.forEach((layer, j) => {
      if (j === 5) {
        expect(layer).not.toBe(moved);
        expect(layer.property.left).toBe(999);
      } else expect(layer).toBe(before.clips[3]!.layers[j]);
    });
    expect(after.clips[3]!.speech).toEqual(before.clips[3]!.speech);
    expect(after.totalDuration).toBe(before.totalDuration);
  });

  it("re-settles a scene's layers when its duration changes, and only that scene", () => {
    const before = refreshConfig(loadEditingProject(seeded(6)));
    // Scene 3 has a fixed-duration speech: shortening it clamps its layers' windows.
    const after = settleEdit(updateScene(before, 3, { speech: { type: 'duration', duration: 1.5 } }));
    expect(after.clips[3]!.duration).toBe(1.5);
    expect(after.totalDuration).toBe(Math.round((before.totalDuration - 6 + 1.5) * 1000) / 1000);
    expect(after.clips[3]!.layers.every((layer) => layer._timelineEnd <= 1.5)).toBe(true);
    expect(after.clips[3]!.layers[1]).toMatchObject({ start: 0.5, _timelineEnd: 1.5 });
    expect(after.clips[3]!.layers[1]!.stop).toBeUndefined();
    after.clips.forEach((scene, i) => {
      if (i !== 3) expect(scene).toBe(before.clips[i]);
    });
  });

  it('deleting a layer keeps the other layers of its scene', () => {
    const before = refreshConfig(loadEditingProject(seeded(7)));
    const gone = before.clips[0]!.layers[0]!.id;
    const after = settleEdit(deleteLayer(before, gone));
    expect(after.clips[0]!.layers).toEqual(before.clips[0]!.layers.slice(1));
    after.clips[0]!.layers.forEach((layer, j) => expect(layer).toBe(before.clips[0]!.layers[j + 1]));
  });

  it('settles a layer with a used id as loading does (the full refresh renames the later copy)', () => {
    const before = refreshConfig(loadEditingProject(seeded(8)));
    const copy = { ...before.clips[2]!.layers[0]!, id: before.clips[0]!.layers[0]!.id };
    const edited = { ...before, clips: before.clips.map((s, i) => (i === 2 ? { ...s, layers: [copy] } : s)) };
    const after = settleEdit(edited);
    expect(after.clips[2]!.layers[0]!.id).not.toBe(before.clips[0]!.layers[0]!.id);
    expect(after.clips[0]!.layers[0]!.id).toBe(before.clips[0]!.layers[0]!.id);
  });
});
