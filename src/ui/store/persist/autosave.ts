/**
 * Autosave: every change of the store's project or selection is written to the project database
 * at once — no timer, so a crash loses at most the write in flight. Writes never overlap: while one runs, the
 * next waits and then writes the latest state (intermediate states are skipped, never reordered).
 */
import { Emitter } from '../../../shared/emitter.ts';
import { serializeProject } from '../../../shared/serialize.ts';
import type { EditorState, EditorStore } from '../editor-store.ts';
import type { ProjectDb } from './project-db.ts';

export type SaveStatus =
  { kind: 'saved'; at: number } | { kind: 'saving' } | { kind: 'failed'; error: string };

export interface Autosave {
  /** Resolves when the latest state is written (or the write failed). */
  flush(): Promise<void>;
  status(): SaveStatus;
  onStatus(listener: (status: SaveStatus) => void): () => void;
  stop(): void;
}

export function startAutosave(
  store: EditorStore,
  db: ProjectDb,
  projectId: string,
  options: { now?: () => number } = {},
): Autosave {
  const now = options.now ?? (() => Date.now());
  let status: SaveStatus = { kind: 'saved', at: now() };
  const events = new Emitter<{ status: SaveStatus }>();
  const setStatus = (next: SaveStatus) => {
    status = next;
    events.emit('status', next);
  };
  let written: EditorState | undefined = store.getState();
  let running: Promise<void> = Promise.resolve();
  let queued = false;

  const write = async (): Promise<void> => {
    queued = false;
    const state = store.getState();
    if (state === written) return;
    setStatus({ kind: 'saving' });
    try {
      await db.update(projectId, {
        project: serializeProject(state.project),
        layout: state.project.layout,
        selection: { sceneIndex: state.selection.sceneIndex, layerId: state.selection.layerId },
        updatedAt: now(),
      });
      written = state;
      if (!queued) setStatus({ kind: 'saved', at: now() });
    } catch (error) {
      setStatus({ kind: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    running = running.then(write);
  };
  const unsubscribe = store.subscribe(schedule);
  return {
    flush: async () => {
      schedule();
      await running;
    },
    status: () => status,
    onStatus: (listener) => events.on('status', listener),
    stop: unsubscribe,
  };
}
