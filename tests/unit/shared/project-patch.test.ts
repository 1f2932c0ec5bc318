import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { EDIT_KINDS, loadEditingProject } from '../../../bench/project/editing.ts';
import { audioCues } from '../../../src/shared/playback/audio-cues.ts';
import { sameCues } from '../../../src/shared/playback/same-cues.ts';
import { updateLayerProperty } from '../../../src/shared/project/edits/layers.ts';
import { applyProjectPatch, diffProject } from '../../../src/shared/project/project-patch.ts';
import { refreshConfig } from '../../../src/shared/project/refresh-config.ts';
import { settleEdit } from '../../../src/shared/project/settle-edit.ts';
import { seeded } from '../../fixtures/projects.ts';

/** What the worker holds: a structured clone, as postMessage makes it (no shared objects with the page). */
const cloned = <T>(value: T): T => structuredClone(value);

describe('project patches (what an edit sends to the worker)', () => {
  it("rebuilds every kind of edit's project from the worker's copy and the patch", () => {
    const random = seeded(21);
    let project = refreshConfig(loadEditingProject(seeded(20)));
    let worker = cloned(project);
    for (let step = 0; step < 2 * EDIT_KINDS.length; step++) {
      const kind = EDIT_KINDS[step % EDIT_KINDS.length]!;
      const next = settleEdit(kind.edit(project, step, random));
      worker = applyProjectPatch(worker, cloned(diffProject(project, next)));
      expect(worker, kind.name).toEqual(next);
      project = next;
    }
  }, 30_000);

  it('an edit of one layer sends that one scene and no project field, a fraction of the project', () => {
    const before = refreshConfig(loadEditingProject(seeded(22)));
    const layer = before.clips[4]!.layers[9]!;
    const after = settleEdit(updateLayerProperty(before, layer.id, { left: 321 }));
    const patch = diffProject(before, after);
    expect(patch.removed).toEqual([]);
    expect(Object.keys(patch.fields)).toEqual([]);
    expect(patch.clips).toEqual([0, 1, 2, 3, after.clips[4], 5, 6, 7, 8, 9]);
    const patchBytes = serialize(patch).byteLength;
    const projectBytes = serialize(after).byteLength;
    expect(patchBytes).toBeLessThan(projectBytes / 5);
  });

  it('sends a changed project field and names a removed one', () => {
    const before = refreshConfig(loadEditingProject(seeded(23)));
    const { backgroundAudioVolume: _volume, ...rest } = { ...before, layout: 'portrait' as const };
    const patch = diffProject(before, { ...rest, backgroundAudioVolume: 0.5 });
    expect(patch.fields).toEqual({ layout: 'portrait', backgroundAudioVolume: 0.5 });
    const removed = diffProject(before, rest as typeof before);
    expect(removed.removed).toEqual(['backgroundAudioVolume']);
    expect('backgroundAudioVolume' in applyProjectPatch(before, removed)).toBe(false);
  });
});

describe('sameCues', () => {
  it('tells a moved sound from an unchanged list', () => {
    const project = refreshConfig(loadEditingProject(seeded(24)));
    const cues = audioCues(project).cues;
    expect(cues.length).toBeGreaterThan(3);
    expect(sameCues(cues, audioCues(structuredClone(project)).cues)).toBe(true);
    const moved = cues.map((cue, i) => (i === 2 ? { ...cue, start: cue.start + 0.001 } : cue));
    expect(sameCues(cues, moved)).toBe(false);
    expect(sameCues(cues, cues.slice(1))).toBe(false);
    const looped = cues.map((cue, i) => (i === 0 ? { ...cue, loop: { start: 0.25, end: 1.5 } } : cue));
    expect(sameCues(cues, looped)).toBe(false);
  });
});
