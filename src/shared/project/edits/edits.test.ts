import { describe, expect, it } from 'vitest';
import type { Layer } from '../../model/layer.ts';
import { normalizeProject } from '../../normalize/project.ts';
import { validateProject } from '../../validate.ts';
import {
  clampLayerWindow,
  copyLayer,
  deleteLayer,
  duplicateLayer,
  findLayer,
  insertLayer,
  moveLayer,
  nudgeLayer,
  setLayerWindow,
  updateLayer,
  updateLayerProperty,
} from './layers.ts';
import {
  blankScene,
  deleteScene,
  duplicateScene,
  insertScene,
  moveScene,
  trimScene,
  updateScene,
} from './scenes.ts';

/** A seeded source of [0, 1) numbers: the same ids every run. */
function seeded(seed = 1): () => number {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

const rect = (id: string, left = 0) => ({
  id,
  property: { type: 'rect', left, top: 10, width: 300, height: 300, fill: '#ff0000' },
});

function project() {
  return normalizeProject(
    {
      layout: 'landscape',
      clips: [
        {
          id: 'sceneaaa',
          speech: { type: 'duration', duration: 4 },
          layers: [rect('layeraaa'), rect('layerbbb', 50)],
        },
        { id: 'scenebbb', speech: { type: 'duration', duration: 6 }, layers: [rect('layerccc')] },
      ],
    },
    { random: seeded() },
  );
}

describe('scene edits', () => {
  it('blankScene is a valid scene with the normalised defaults', () => {
    const scene = blankScene('portrait', seeded(3));
    expect(scene.layers).toEqual([]);
    expect(scene.bgColor).toBe('#ffffff');
    expect(scene.duration).toBe(5);
    expect(scene.id).toMatch(/^[a-z]{8}$/);
  });

  it('inserts, duplicates with fresh ids, and recomputes the total', () => {
    const p = project();
    expect(p.totalDuration).toBe(10);
    const inserted = insertScene(p, blankScene('landscape', seeded(5)), 1);
    expect(inserted.clips.map((c) => c.duration)).toEqual([4, 5, 6]);
    expect(inserted.totalDuration).toBe(15);
    const dup = duplicateScene(p, 0, seeded(7));
    expect(dup.clips).toHaveLength(3);
    const copy = dup.clips[1];
    expect(copy?.id).not.toBe('sceneaaa');
    expect(copy?.layers.map((l) => l.id)).not.toContain('layeraaa');
    expect(copy?.layers.map((l) => l.property.left)).toEqual([0, 50]);
    expect(validateProject(dup)).toEqual([]);
    // The original is untouched (edits are pure).
    expect(p.clips).toHaveLength(2);
  });

  it('deletes and moves scenes; the last scene cannot be deleted', () => {
    const p = project();
    expect(deleteScene(p, 0).clips.map((c) => c.id)).toEqual(['scenebbb']);
    expect(() => deleteScene(deleteScene(p, 0), 0)).toThrow(
      'index 0: is the only scene; a project keeps one',
    );
    expect(moveScene(p, 0, 1).clips.map((c) => c.id)).toEqual(['scenebbb', 'sceneaaa']);
    expect(moveScene(p, 1, 1)).toBe(p);
    expect(() => moveScene(p, 0, 2)).toThrow('to 2: must be a scene index from 0 to 1');
    expect(() => deleteScene(p, -1)).toThrow('index -1');
  });

  it('updates scene fields', () => {
    const p = updateScene(project(), 1, { bgColor: '#000000' });
    expect(p.clips[1]?.bgColor).toBe('#000000');
    expect(p.clips[0]?.bgColor).toBe('#ffffff');
  });
});

describe('trimming a scene', () => {
  it('sets a fixed-length scene to the hundredth and recomputes the total; the others stay as they were', () => {
    const before = project();
    const trimmed = trimScene(before, 1, 7.256);
    expect(trimmed.clips[1]?.duration).toBe(7.26);
    expect(trimmed.clips[1]?.speech.duration).toBe(7.26);
    expect(trimmed.totalDuration).toBe(11.26);
    expect(trimmed.clips[0]).toBe(before.clips[0]);
    expect(before.clips[1]?.duration).toBe(6);
  });

  it('keeps the length between a tenth of a second and the longest video', () => {
    expect(trimScene(project(), 0, 0).clips[0]?.duration).toBe(0.1);
    expect(trimScene(project(), 0, -3).clips[0]?.duration).toBe(0.1);
    expect(trimScene(project(), 0, 99_999).clips[0]?.duration).toBe(3600);
    const same = project();
    expect(trimScene(same, 0, 4)).toBe(same);
  });

  it('refuses a scene whose length follows its speech, a bad index and a length that is no number', () => {
    const spoken = updateScene(project(), 0, {
      speech: { ...project().clips[0]!.speech, type: 'default', text: 'Hello' },
    });
    expect(() => trimScene(spoken, 0, 3)).toThrow(
      "index 0: is a scene whose length follows its speech (type 'default'); give it a fixed duration to trim it",
    );
    expect(() => trimScene(project(), 2, 3)).toThrow('index 2: must be a scene index from 0 to 1');
    expect(() => trimScene(project(), 0, Number.NaN)).toThrow('seconds NaN: must be a number of seconds');
  });
});

describe('layer edits', () => {
  it('finds layers by id across scenes', () => {
    expect(findLayer(project(), 'layerccc')).toMatchObject({ sceneIndex: 1, layerIndex: 0 });
    expect(findLayer(project(), 'nothere')).toBeUndefined();
  });

  it('inserts on top by default and refuses a used id', () => {
    const p = project();
    const layer = { ...(p.clips[1]?.layers[0] as Layer), id: 'layernew' } as Layer;
    const next = insertLayer(p, 0, layer);
    expect(next.clips[0]?.layers.map((l) => l.id)).toEqual(['layeraaa', 'layerbbb', 'layernew']);
    expect(insertLayer(p, 0, layer, 0).clips[0]?.layers[0]?.id).toBe('layernew');
    expect(() => insertLayer(p, 0, p.clips[0]?.layers[0] as Layer)).toThrow(
      "layer.id 'layeraaa': is already used in the project",
    );
    expect(() => insertLayer(p, 5, layer)).toThrow('sceneIndex 5: no scene has this index');
  });

  it('updates property fields and keeps the kind', () => {
    const p = updateLayerProperty(project(), 'layerbbb', { left: 99, fill: '#00ff00' });
    expect(p.clips[0]?.layers[1]?.property).toMatchObject({
      left: 99,
      top: 10,
      fill: '#00ff00',
      type: 'rect',
    });
    expect(() => updateLayerProperty(project(), 'layerbbb', { type: 'circle' })).toThrow(
      "property.type 'circle': cannot change a rect layer's kind",
    );
    expect(() => updateLayerProperty(project(), 'zzz', { left: 1 })).toThrow(
      "layerId 'zzz': no layer has this id",
    );
    const same = project();
    expect(updateLayerProperty(same, 'layerbbb', {})).toBe(same);
  });

  it('leaves its input and the other scenes as they were (the canvas patches one layer)', () => {
    const before = project();
    const next = updateLayerProperty(before, 'layerccc', { left: 50 });
    expect(next.clips[1]?.layers[0]?.property).toMatchObject({ left: 50, width: 300 });
    expect(before.clips[1]?.layers[0]?.property).toMatchObject({ left: 0 });
    expect(next.clips[0]).toBe(before.clips[0]);
  });

  it('updates layer fields, deletes and duplicates', () => {
    const locked = updateLayer(project(), 'layeraaa', { lockMovementX: true });
    expect(locked.clips[0]?.layers[0]?.lockMovementX).toBe(true);
    expect(deleteLayer(project(), 'layeraaa').clips[0]?.layers.map((l) => l.id)).toEqual(['layerbbb']);
    const { project: dup, layerId } = duplicateLayer(project(), 'layeraaa', seeded(9));
    expect(dup.clips[0]?.layers.map((l) => l.id)).toEqual(['layeraaa', layerId, 'layerbbb']);
    expect(dup.clips[0]?.layers[1]?.property).toMatchObject({ left: 20, top: 30 });
    expect(copyLayer(project().clips[0]?.layers[0] as Layer, seeded(2), 0).property.left).toBe(0);
  });

  it('moves layers in z-order', () => {
    expect(moveLayer(project(), 'layeraaa', 1).clips[0]?.layers.map((l) => l.id)).toEqual([
      'layerbbb',
      'layeraaa',
    ]);
    expect(() => moveLayer(project(), 'layeraaa', 2)).toThrow('to 2: must be from 0 to 1');
  });

  it('nudges unless the axis is locked', () => {
    const p = nudgeLayer(project(), 'layerbbb', 10, -1);
    expect(p.clips[0]?.layers[1]?.property).toMatchObject({ left: 60, top: 9 });
    const locked = nudgeLayer(updateLayer(project(), 'layerbbb', { lockMovementY: true }), 'layerbbb', 1, 1);
    expect(locked.clips[0]?.layers[1]?.property).toMatchObject({ left: 51, top: 10 });
  });
});

describe('layer windows (clamping)', () => {
  it('clamps a start at or beyond the duration to one second before the end', () => {
    expect(clampLayerWindow(5, undefined, 5)).toEqual({ start: 4, stop: undefined });
    expect(clampLayerWindow(7, undefined, 5)).toEqual({ start: 4, stop: undefined });
    expect(clampLayerWindow(2, undefined, 0.5)).toEqual({ start: 0, stop: undefined });
    expect(clampLayerWindow(-1, 3, 5)).toEqual({ start: 0, stop: 3 });
  });

  it('drops a stop at or beyond the duration and keeps the minimum span', () => {
    expect(clampLayerWindow(1, 5, 5)).toEqual({ start: 1, stop: undefined });
    expect(clampLayerWindow(1, 9, 5)).toEqual({ start: 1, stop: undefined });
    expect(clampLayerWindow(2, 1, 5)).toEqual({ start: 2, stop: 2.1 });
    expect(clampLayerWindow(4.95, 4.96, 5)).toEqual({ start: 4.95, stop: undefined });
  });

  it('sets the window on the layer, removing stop when dropped', () => {
    const p = setLayerWindow(project(), 'layeraaa', 1, 2.5);
    expect(p.clips[0]?.layers[0]).toMatchObject({ start: 1, stop: 2.5 });
    const open = setLayerWindow(p, 'layeraaa', 1, 10);
    expect(open.clips[0]?.layers[0]?.stop).toBeUndefined();
    expect('stop' in (open.clips[0]?.layers[0] as object)).toBe(false);
  });
});
