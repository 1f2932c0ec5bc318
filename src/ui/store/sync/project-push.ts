/**
 * Pushing the open project to the server in the background. Every edit is already in IndexedDB (autosave);
 * this sends the latest stored copy some time after the edits stop (debounced), one save at a time and in
 * order, retrying with growing waits while the server cannot be reached and at once when the browser says
 * it is back online. A save the server refuses because another device saved first stops here as a conflict:
 * nothing is overwritten until the creator chooses.
 */
import { Emitter } from '../../../shared/emitter.ts';
import { uploadRecord } from './record-upload.ts';
import { OfflineError, SignedOutError, type ProjectsRemote } from './remote.ts';
import type { SyncDb } from './sync-db.ts';
import { hasLocalChanges, PUSH_DEBOUNCE_MS, retryDelay } from './sync-rules.ts';
import { pushThumbnail } from './thumbnail-sync.ts';
import type { SyncStatus } from './sync-status.ts';

export interface PushOptions {
  now?: () => number;
  debounceMs?: number;
}

export class ProjectPusher {
  #status: SyncStatus;
  readonly #events = new Emitter<{ status: SyncStatus }>();
  readonly #now: () => number;
  readonly #debounceMs: number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> = Promise.resolve();
  #failures = 0;
  /** Set by "keep mine" after a conflict: the next save goes on top of this server revision. */
  #onTopOf: number | undefined;
  #stopped = false;

  constructor(
    readonly projectId: string,
    private readonly db: SyncDb,
    private readonly remote: ProjectsRemote,
    options: PushOptions = {},
  ) {
    this.#now = options.now ?? (() => Date.now());
    this.#debounceMs = options.debounceMs ?? PUSH_DEBOUNCE_MS;
    this.#status = { kind: 'syncing' };
  }

  status(): SyncStatus {
    return this.#status;
  }

  onStatus(listener: (status: SyncStatus) => void): () => void {
    return this.#events.on('status', listener);
  }

  /** The stored copy changed: save it after the debounce (a conflict waits for the creator instead). */
  changed(): void {
    if (this.#status.kind === 'conflict' || this.#status.kind === 'failed') return;
    this.#later(this.#debounceMs);
  }

  /** Saves now (the network came back, the editor closes); resolves when that save has ended. */
  flush(): Promise<void> {
    this.#clearTimer();
    this.#running = this.#running.then(() => this.#push());
    return this.#running;
  }

  /** "Keep mine": the next save goes on top of the server's revision from the conflict. */
  keepMine(): Promise<void> {
    if (this.#status.kind === 'conflict') this.#onTopOf = this.#status.serverRevision;
    this.#set({ kind: 'syncing' });
    return this.flush();
  }

  /** Marks the stored copy as the server's `revision` (after taking the server's version). */
  async adopt(revision: number): Promise<void> {
    const record = await this.db.get(this.projectId);
    if (record === undefined) return;
    await this.db.update(this.projectId, { sync: { revision, syncedUpdatedAt: record.updatedAt } });
    this.#set({ kind: 'synced', at: this.#now(), revision });
  }

  stop(): void {
    this.#stopped = true;
    this.#clearTimer();
  }

  async #push(): Promise<void> {
    if (this.#stopped) return;
    const record = await this.db.get(this.projectId);
    if (record === undefined) return;
    const base = this.#onTopOf ?? record.sync?.revision ?? 0;
    try {
      if (this.#onTopOf === undefined && !hasLocalChanges(record)) {
        // Nothing new in the project; a thumbnail grabbed since may still have to go.
        await pushThumbnail(this.db, this.remote, this.projectId);
        this.#failures = 0;
        this.#set({ kind: 'synced', at: this.#now(), revision: base });
        return;
      }
      this.#set({ kind: 'syncing' });
      const outcome = await uploadRecord(this.db, this.remote, record, base);
      if (outcome.kind === 'conflict') {
        this.#set({ kind: 'conflict', serverRevision: outcome.revision });
        return;
      }
      this.#onTopOf = undefined;
      this.#failures = 0;
      this.#set({ kind: 'synced', at: this.#now(), revision: outcome.revision });
      // Edits stored while the save was on its way go in the next one.
      const latest = await this.db.get(this.projectId);
      if (latest !== undefined && latest.updatedAt > record.updatedAt) this.#later(this.#debounceMs);
    } catch (error) {
      this.#failed(error);
    }
  }

  #failed(error: unknown): void {
    if (error instanceof SignedOutError) {
      // Signed out: the project stays on this device; a later sign-in syncs it from the projects page.
      this.#set({ kind: 'local' });
      this.stop();
    } else if (error instanceof OfflineError) {
      this.#failures++;
      const wait = retryDelay(this.#failures);
      this.#set({ kind: 'offline', retryAt: this.#now() + wait });
      this.#later(wait);
    } else {
      this.#set({ kind: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  }

  #later(ms: number): void {
    if (this.#stopped) return;
    this.#clearTimer();
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.flush();
    }, ms);
  }

  #clearTimer(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #set(status: SyncStatus): void {
    this.#status = status;
    this.#events.emit('status', status);
  }
}
