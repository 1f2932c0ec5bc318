import { describe, expect, it } from 'vitest';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { deleteScene, insertScene, blankScene } from '../../../src/shared/project/edits/scenes.ts';
import { deleteLayer, updateLayerProperty } from '../../../src/shared/project/edits/layers.ts';
import { COALESCE_MS, EditorStore, HISTORY_LIMIT } from '../../../src/ui/store/editor-store.ts';

const rect = (id: string) => ({ id, property: { type: 'rect', left: 0, top: 0, width: 300, height: 300 } });

function project() {
  return normalizeProject({
    layout: 'landscape',
    clips: [
      { id: 'sceneaaa', speech: { type: 'duration', duration: 4 }, layers: [rect('layeraaa')] },
      { id: 'scenebbb', speech: { type: 'duration', duration: 6 }, layers: [rect('layerbbb')] },
    ],
  });
}

function storeWithClock() {
  let now = 0;
  const store = new EditorStore(project(), { now: () => now });
  return { store, advance: (ms: number) => (now += ms) };
}

const left = (store: EditorStore, scene = 0) =>
  store.getState().project.clips[scene]?.layers[0]?.property.left;

describe('EditorStore', () => {
  it('applies an edit as an undo step and redoes it', () => {
    const { store } = storeWithClock();
    const seen: number[] = [];
    store.subscribe((state) => seen.push(state.revision));
    expect(store.apply('Move', (p) => updateLayerProperty(p, 'layeraaa', { left: 40 }))).toBe(true);
    expect(left(store)).toBe(40);
    expect(store.getState().undoLabel).toBe('Move');
    expect(store.undo()).toBe(true);
    expect(left(store)).toBe(0);
    expect(store.getState().redoLabel).toBe('Move');
    expect(store.redo()).toBe(true);
    expect(left(store)).toBe(40);
    expect(store.redo()).toBe(false);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('an edit that changes nothing is no step; a failing edit changes nothing', () => {
    const { store } = storeWithClock();
    expect(store.apply('Nothing', (p) => p)).toBe(false);
    expect(store.getState().undoLabel).toBeUndefined();
    expect(() => store.apply('Bad', (p) => deleteLayer(p, 'nothere'))).toThrow("layerId 'nothere'");
    expect(store.getState().undoLabel).toBeUndefined();
    expect(store.getState().revision).toBe(0);
  });

  it('coalesces edits with the same key within the window into one step', () => {
    const { store, advance } = storeWithClock();
    for (const x of [1, 2, 3]) {
      store.apply('Nudge', (p) => updateLayerProperty(p, 'layeraaa', { left: x }), { coalesce: 'nudge' });
      advance(COALESCE_MS - 1);
    }
    advance(COALESCE_MS + 1);
    store.apply('Nudge', (p) => updateLayerProperty(p, 'layeraaa', { left: 9 }), { coalesce: 'nudge' });
    expect(left(store)).toBe(9);
    store.undo();
    expect(left(store)).toBe(3);
    store.undo();
    expect(left(store)).toBe(0);
    expect(store.undo()).toBe(false);
  });

  it('a new edit clears the redo stack', () => {
    const { store } = storeWithClock();
    store.apply('A', (p) => updateLayerProperty(p, 'layeraaa', { left: 1 }));
    store.undo();
    store.apply('B', (p) => updateLayerProperty(p, 'layeraaa', { left: 2 }));
    expect(store.getState().redoLabel).toBeUndefined();
    expect(store.redo()).toBe(false);
  });

  it('settles durations after every edit (refreshConfig)', () => {
    const { store } = storeWithClock();
    store.apply('Add scene', (p) => insertScene(p, blankScene('landscape')));
    expect(store.getState().project.totalDuration).toBe(15);
    store.apply('Delete scene', (p) => deleteScene(p, 0));
    expect(store.getState().project.totalDuration).toBe(11);
    store.undo();
    expect(store.getState().project.totalDuration).toBe(15);
  });

  it('restores the selection with undo and keeps it valid', () => {
    const { store } = storeWithClock();
    store.select({ layerId: 'layerbbb' });
    expect(store.getState().selection).toEqual({ sceneIndex: 1, layerId: 'layerbbb' });
    store.apply('Delete', (p) => deleteLayer(p, 'layerbbb'));
    expect(store.getState().selection).toEqual({ sceneIndex: 1, layerId: null });
    store.undo();
    expect(store.getState().selection).toEqual({ sceneIndex: 1, layerId: 'layerbbb' });
    store.select({ sceneIndex: 9 });
    expect(store.getState().selection.sceneIndex).toBe(1);
  });

  it('keeps at most HISTORY_LIMIT steps', () => {
    const { store, advance } = storeWithClock();
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) {
      store.apply('Move', (p) => updateLayerProperty(p, 'layeraaa', { left: i }));
      advance(10);
    }
    let undone = 0;
    while (store.undo()) undone++;
    expect(undone).toBe(HISTORY_LIMIT);
    expect(left(store)).toBe(5);
  });

  it('reset loads a project without a step and clears the history', () => {
    const { store } = storeWithClock();
    store.apply('Move', (p) => updateLayerProperty(p, 'layeraaa', { left: 7 }));
    expect(store.getState().generation).toBe(0);
    store.reset(project());
    expect(left(store)).toBe(0);
    expect(store.getState().undoLabel).toBeUndefined();
    // Views load a reset project afresh; edits keep the generation.
    expect(store.getState().generation).toBe(1);
    store.apply('Move', (p) => updateLayerProperty(p, 'layeraaa', { left: 3 }));
    expect(store.getState().generation).toBe(1);
  });

  it('an edit of one layer keeps the other scene, and undo and redo give back the very same projects', () => {
    const { store } = storeWithClock();
    store.apply('Move', (p) => updateLayerProperty(p, 'layeraaa', { left: 1 }));
    const first = store.getState().project;
    store.apply('Move', (p) => updateLayerProperty(p, 'layeraaa', { left: 2 }));
    const second = store.getState().project;
    expect(second.clips[1]).toBe(first.clips[1]);
    expect(second.clips[0]).not.toBe(first.clips[0]);
    expect(left(store)).toBe(2);
    store.undo();
    expect(store.getState().project).toBe(first);
    store.redo();
    expect(store.getState().project).toBe(second);
  });
});
