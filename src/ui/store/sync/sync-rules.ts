/**
 * The rules of keeping this device's projects and the account's server copies in step, as pure functions:
 * how long to wait before the next try after a failure, and what to do with each project when the two
 * lists meet. Nothing here talks to the network or IndexedDB.
 */

/** The first retry waits this long; each failure doubles it, up to MAX_RETRY_MS. */
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 60_000;
/** Edits within this long of each other go to the server in one save. */
export const PUSH_DEBOUNCE_MS = 1500;

/** The wait (ms) before try `attempt` + 1 after `attempt` failures in a row (attempt ≥ 1). */
export function retryDelay(attempt: number): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(exponent, 16));
}

/** What this device knows of a project's server copy. */
export interface SyncMark {
  /** The server revision this device's copy is based on (0: never saved to the server). */
  revision: number;
  /** The local `updatedAt` that revision holds; a later local change is not on the server yet. */
  syncedUpdatedAt: number;
}

export interface LocalRow {
  id: string;
  updatedAt: number;
  sync?: SyncMark | undefined;
}

export interface ServerRow {
  id: string;
  revision: number;
}

/** Whether a local project holds changes the server has not got. */
export function hasLocalChanges(row: LocalRow): boolean {
  return row.sync === undefined || row.updatedAt > row.sync.syncedUpdatedAt;
}

export interface MergePlan {
  /** Only on the server, or newer there with nothing new here: fetched into this device. */
  download: string[];
  /** Never saved to the server, or changed here on top of the server's latest: saved there. */
  upload: string[];
  /** Changed here AND on the server since they last met: the creator chooses when opening it. */
  conflicts: string[];
}

/**
 * What to do when this device's list meets the server's. A project the server no longer lists but this
 * device synced before (trashed on another device) is left alone here: nothing is deleted without the
 * creator.
 */
export function planMerge(local: readonly LocalRow[], server: readonly ServerRow[]): MergePlan {
  const plan: MergePlan = { download: [], upload: [], conflicts: [] };
  const localById = new Map(local.map((row) => [row.id, row]));
  const serverIds = new Set(server.map((row) => row.id));
  for (const remote of server) {
    const mine = localById.get(remote.id);
    if (mine === undefined) plan.download.push(remote.id);
    else {
      const base = mine.sync?.revision ?? 0;
      const changed = hasLocalChanges(mine);
      if (remote.revision > base) (changed ? plan.conflicts : plan.download).push(remote.id);
      else if (changed) plan.upload.push(remote.id);
    }
  }
  for (const mine of local) {
    if (!serverIds.has(mine.id) && (mine.sync?.revision ?? 0) === 0) plan.upload.push(mine.id);
  }
  return plan;
}
