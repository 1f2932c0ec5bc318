import { describe, expect, it, vi } from 'vitest';
import type { Layer } from '../../../src/shared/model/layer.ts';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { LayerClipboard, layerFromText } from '../../../src/ui/app/shortcuts/layer-clipboard.ts';
import { runCommand, type CommandContext } from '../../../src/ui/app/shortcuts/run-command.ts';
import { COALESCE_MS, EditorStore } from '../../../src/ui/store/editor-store.ts';

const rect = (id: string, left = 100) => ({
  id,
  property: { type: 'rect', left, top: 50, width: 300, height: 200, fill: '#ff0000' },
});

function setup(selected: string | null = 'layeraaa') {
  let now = 1000;
  const project = normalizeProject({
    layout: 'landscape',
    clips: [
      { id: 'sceneaaa', layers: [rect('layeraaa'), rect('layerbbb', 500)] },
      { id: 'scenebbb', layers: [] },
    ],
  });
  const store = new EditorStore(project, { now: () => now, selection: { layerId: selected } });
  const clipboard = new LayerClipboard();
  const written: string[] = [];
  let seed = 0;
  const context: CommandContext = {
    store,
    clipboard,
    systemClipboard: { writeText: async (text) => void written.push(text) },
    togglePlay: vi.fn(),
    openSheet: vi.fn(),
    openExport: vi.fn(),
    label: (step) => `label:${step}`,
    // Deterministic ids: a different letter sequence per call.
    random: () => ((seed++ * 7) % 26) / 26,
  };
  return { store, clipboard, context, written, advance: (ms: number) => (now += ms) };
}

const layers = (store: EditorStore, scene = 0) => store.getState().project.clips[scene]?.layers ?? [];
const selection = (store: EditorStore) => store.getState().selection;

describe('runCommand', () => {
  it('undoes and redoes store steps', () => {
    const { store, context } = setup();
    expect(runCommand({ kind: 'delete' }, context)).toBe(true);
    expect(layers(store).map((l) => l.id)).toEqual(['layerbbb']);
    expect(runCommand({ kind: 'undo' }, context)).toBe(true);
    expect(layers(store).map((l) => l.id)).toEqual(['layeraaa', 'layerbbb']);
    expect(selection(store).layerId).toBe('layeraaa');
    expect(runCommand({ kind: 'redo' }, context)).toBe(true);
    expect(layers(store).map((l) => l.id)).toEqual(['layerbbb']);
    expect(store.getState().undoLabel).toBe('label:delete');
  });

  it('deletes the selected layer and clears the selection', () => {
    const { store, context } = setup();
    runCommand({ kind: 'delete' }, context);
    expect(selection(store)).toEqual({ sceneIndex: 0, layerId: null });
  });

  it('nudges the selected layer, a run of nudges being one undo step', () => {
    const { store, context, advance } = setup();
    for (let i = 0; i < 5; i++) {
      expect(runCommand({ kind: 'nudge', dx: 1, dy: 0 }, context)).toBe(true);
      advance(100);
    }
    runCommand({ kind: 'nudge', dx: 0, dy: 10 }, context);
    expect(layers(store)[0]?.property).toMatchObject({ left: 105, top: 60 });
    store.undo();
    expect(layers(store)[0]?.property).toMatchObject({ left: 100, top: 50 });
    expect(store.getState().undoLabel).toBeUndefined();
    // After a pause longer than the coalescing window, a new nudge is a new step.
    store.redo();
    advance(COALESCE_MS + 1);
    runCommand({ kind: 'nudge', dx: -10, dy: 0 }, context);
    store.undo();
    expect(layers(store)[0]?.property).toMatchObject({ left: 105, top: 60 });
  });

  it('does not nudge a layer locked on that axis (but keeps the key)', () => {
    const { store, context } = setup();
    store.apply('lock', (p) => ({
      ...p,
      clips: p.clips.map((scene, i) =>
        i === 0
          ? {
              ...scene,
              layers: scene.layers.map((l) => (l.id === 'layeraaa' ? { ...l, lockMovementX: true } : l)),
            }
          : scene,
      ),
    }));
    expect(runCommand({ kind: 'nudge', dx: 10, dy: 0 }, context)).toBe(true);
    expect(layers(store)[0]?.property.left).toBe(100);
    expect(store.getState().undoLabel).toBe('lock');
  });

  it('copies to memory and the system clipboard, and pastes a copy with a new id into the current scene', async () => {
    const { store, context, clipboard, written } = setup();
    expect(runCommand({ kind: 'copy' }, context)).toBe(true);
    await Promise.resolve();
    expect(clipboard.layer?.id).toBe('layeraaa');
    expect(JSON.parse(written[0] as string)).toMatchObject({ id: 'layeraaa', property: { left: 100 } });
    // Paste into the second scene.
    store.select({ sceneIndex: 1, layerId: null });
    expect(runCommand({ kind: 'paste' }, context)).toBe(true);
    const pasted = layers(store, 1)[0] as Layer;
    expect(pasted.id).not.toBe('layeraaa');
    expect(pasted.id).toMatch(/^[a-z]{8}$/);
    expect(pasted.property).toMatchObject({ type: 'rect', left: 120, top: 70, width: 300 });
    expect(selection(store)).toEqual({ sceneIndex: 1, layerId: pasted.id });
    // A second paste cascades from the first copy.
    runCommand({ kind: 'paste' }, context);
    expect(layers(store, 1).map((l) => l.property.left)).toEqual([120, 140]);
    expect(new Set(layers(store, 1).map((l) => l.id)).size).toBe(2);
    // One paste = one undo step.
    store.undo();
    expect(layers(store, 1)).toHaveLength(1);
    expect(store.getState().undoLabel).toBe('label:paste');
  });

  it('keeps the copy as it was when the layer changes later', () => {
    const { store, context, clipboard } = setup();
    runCommand({ kind: 'copy' }, context);
    runCommand({ kind: 'nudge', dx: 10, dy: 0 }, context);
    expect(clipboard.layer?.property.left).toBe(100);
    expect(layers(store)[0]?.property.left).toBe(110);
  });

  it('duplicates the selected layer above it and selects the copy, in one undo step', () => {
    const { store, context } = setup();
    expect(runCommand({ kind: 'duplicate' }, context)).toBe(true);
    const ids = layers(store).map((l) => l.id);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe('layeraaa');
    expect(ids[2]).toBe('layerbbb');
    expect(selection(store).layerId).toBe(ids[1]);
    expect(layers(store)[1]?.property).toMatchObject({ left: 120, top: 70 });
    store.undo();
    expect(layers(store).map((l) => l.id)).toEqual(['layeraaa', 'layerbbb']);
    expect(selection(store).layerId).toBe('layeraaa');
  });

  it('deselects with Escape', () => {
    const { store, context } = setup();
    expect(runCommand({ kind: 'deselect' }, context)).toBe(true);
    expect(selection(store).layerId).toBeNull();
    expect(store.getState().undoLabel).toBeUndefined();
  });

  it('toggles play and opens the sheet and the export dialog', () => {
    const { context } = setup();
    expect(runCommand({ kind: 'togglePlay' }, context)).toBe(true);
    expect(runCommand({ kind: 'openSheet' }, context)).toBe(true);
    expect(runCommand({ kind: 'openExport' }, context)).toBe(true);
    expect(context.togglePlay).toHaveBeenCalledTimes(1);
    expect(context.openSheet).toHaveBeenCalledTimes(1);
    expect(context.openExport).toHaveBeenCalledTimes(1);
  });

  it('does nothing (and lets the browser have the key) when no layer is selected or nothing is copied', () => {
    const { store, context, written } = setup(null);
    const before = store.getState();
    for (const kind of ['copy', 'paste', 'duplicate', 'delete', 'deselect'] as const)
      expect(runCommand({ kind }, context), kind).toBe(false);
    expect(runCommand({ kind: 'nudge', dx: 1, dy: 0 }, context)).toBe(false);
    expect(store.getState()).toBe(before);
    expect(written).toEqual([]);
  });

  it('ignores a refused system clipboard', async () => {
    const { context, clipboard } = setup();
    context.systemClipboard = { writeText: () => Promise.reject(new Error('NotAllowedError')) };
    expect(runCommand({ kind: 'copy' }, context)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clipboard.layer?.id).toBe('layeraaa');
  });
});

describe('layerFromText', () => {
  it('reads a copied layer, normalised', () => {
    const layer = layerFromText(JSON.stringify({ ...rect('layerccc'), type: 'object' }));
    expect(layer?.id).toBe('layerccc');
    expect(layer?.property).toMatchObject({ type: 'rect', left: 100 });
    expect(layer?.start).toBe(0);
  });

  it('refuses text that is not a layer', () => {
    expect(layerFromText('hello')).toBeUndefined();
    expect(layerFromText('')).toBeUndefined();
    expect(layerFromText('[1,2]')).toBeUndefined();
    expect(layerFromText('{"id":"abcdefgh"}')).toBeUndefined();
    expect(layerFromText('{"type":"object","property":"x"}')).toBeUndefined();
  });
});
