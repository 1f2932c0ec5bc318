import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { updateLayerProperty } from '../../../src/shared/project/edits/layers.ts';
import { EditorStore } from '../../../src/ui/store/editor-store.ts';
import { startThumbnails } from '../../../src/ui/store/persist/thumbnail.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(grab: () => Promise<Blob> = async () => new Blob(['frame'])) {
  const store = new EditorStore(
    normalizeProject({
      clips: [
        { layers: [{ id: 'layeraaa', property: { type: 'rect', left: 0, top: 0, width: 9, height: 9 } }] },
      ],
    }),
  );
  const grabs = vi.fn(grab);
  const saved: Blob[] = [];
  const stop = startThumbnails(store, {
    grab: grabs,
    save: async (blob) => void saved.push(blob),
    intervalMs: 5000,
    firstDelayMs: 1000,
    now: () => Date.now(),
  });
  let left = 0;
  const edit = () => store.apply('Move', (p) => updateLayerProperty(p, 'layeraaa', { left: ++left }));
  return { store, grabs, saved, stop, edit };
}

describe('startThumbnails', () => {
  it('grabs once after opening, after the first delay', async () => {
    const { grabs, saved, stop } = setup();
    await vi.advanceTimersByTimeAsync(999);
    expect(grabs).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(grabs).toHaveBeenCalledTimes(1);
    expect(saved).toHaveLength(1);
    stop();
  });

  it('grabs at most once per interval while editing, and after the last change of a burst', async () => {
    const { grabs, edit, stop } = setup();
    await vi.advanceTimersByTimeAsync(1000);
    expect(grabs).toHaveBeenCalledTimes(1);
    // Ten edits over 3 s: one more grab, 5 s after the first.
    for (let i = 0; i < 10; i++) {
      edit();
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(grabs).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(grabs).toHaveBeenCalledTimes(2);
    // No change, no grab.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(grabs).toHaveBeenCalledTimes(2);
    stop();
  });

  it('ignores selection changes', async () => {
    const { grabs, store, stop } = setup();
    await vi.advanceTimersByTimeAsync(1000);
    store.select({ layerId: 'layeraaa' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(grabs).toHaveBeenCalledTimes(1);
    stop();
  });

  it('retries a failed grab (the preview not ready yet) a few times, then gives up until the next change', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { grabs, saved, edit, stop } = setup(() => Promise.reject(new Error('not attached yet')));
    await vi.advanceTimersByTimeAsync(1000 + 5000 * 5);
    expect(grabs).toHaveBeenCalledTimes(3);
    expect(saved).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
    // A change starts again at once (the last grab is long past the interval).
    edit();
    await vi.advanceTimersByTimeAsync(1);
    expect(grabs).toHaveBeenCalledTimes(4);
    stop();
    warn.mockRestore();
  });

  it('stop cancels a pending grab and later changes', async () => {
    const { grabs, edit, stop } = setup();
    stop();
    edit();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(grabs).not.toHaveBeenCalled();
  });
});
