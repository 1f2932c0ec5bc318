/**
 * Project thumbnails for the projects page: a small frame grab of the project's first frame,
 * stored with the project. Grabbing renders a frame in the worker, so while the creator edits it runs at
 * most once per interval (the last change of a burst always gets its grab).
 */
import type { EditorStore } from '../editor-store.ts';
import type { ProjectDb } from './project-db.ts';

/** Stores `blob` as the thumbnail of project `id` (not a change of the project: `updatedAt` stays). */
export async function saveThumbnail(db: ProjectDb, id: string, blob: Blob, now = Date.now()): Promise<void> {
  await db.update(id, { thumbnail: blob, thumbnailAt: now });
}

export interface ThumbnailOptions {
  /** Makes the image (the editor: `session.grabFrame(0, 0.2, 'image/jpeg')`). */
  grab(): Promise<Blob>;
  save(blob: Blob): Promise<void>;
  /** At most one grab per this many ms (default 5000). */
  intervalMs?: number;
  /** The first grab after opening waits this long, for the preview to start (default 1500). */
  firstDelayMs?: number;
  now?: () => number;
}

/** Grab attempts in a row that may fail (the preview not attached yet) before the thumbnailer gives up. */
const MAX_FAILURES = 3;

/**
 * Keeps the project's thumbnail current: one grab after opening, then one after changes of the project
 * (not of the selection), throttled. Returns `stop`, which cancels a pending grab.
 */
export function startThumbnails(store: EditorStore, options: ThumbnailOptions): () => void {
  const interval = options.intervalMs ?? 5000;
  const now = options.now ?? (() => Date.now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastRun = -Infinity;
  let running = false;
  let dirty = false;
  let stopped = false;
  let failures = 0;
  let project = store.getState().project;

  const schedule = (delay: number) => {
    if (stopped || timer !== undefined || running) return;
    timer = setTimeout(run, Math.max(delay, lastRun + interval - now()));
  };
  const run = async () => {
    timer = undefined;
    if (stopped) return;
    running = true;
    dirty = false;
    lastRun = now();
    try {
      await options.save(await options.grab());
      failures = 0;
    } catch (error) {
      failures++;
      if (failures >= MAX_FAILURES) console.warn('clipwright: no project thumbnail:', error);
      else dirty = true;
    } finally {
      running = false;
    }
    if (dirty) schedule(0);
  };
  const unsubscribe = store.subscribe((state) => {
    if (state.project === project) return;
    project = state.project;
    dirty = true;
    failures = 0;
    schedule(0);
  });
  dirty = true;
  schedule(options.firstDelayMs ?? 1500);
  return () => {
    stopped = true;
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
  };
}
