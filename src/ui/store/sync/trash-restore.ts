/**
 * Bringing a project back from the account's trash: the server restores it as it was (same revision, same
 * history), and this device gets its copy at once, so it is among the projects without waiting for the next
 * library sync. A device that still holds the project (trashed on another device; nothing disappears from a
 * device without its creator) keeps its copy, and the next library sync meets the two as usual.
 */
import type { ProjectDb } from '../persist/project-db.ts';
import { downloadProject } from './download.ts';
import type { ProjectsRemote } from './remote.ts';
import type { Tombstones } from './tombstones.ts';

export type TrashRestoreOutcome =
  /** Back in the account and stored on this device. */
  | { kind: 'restored' }
  /** Back in the account; this device already held a copy and keeps it. */
  | { kind: 'kept' }
  /** Back in the account, but this device could not load it (why). */
  | { kind: 'unreadable'; error: string };

/** Restores `id` from the trash; rejects with the remote's error (offline, or the server's refusal). */
export async function restoreFromTrash(
  db: Pick<ProjectDb, 'get' | 'put'>,
  remote: ProjectsRemote,
  tombstones: Tombstones,
  id: string,
  now: () => number = () => Date.now(),
): Promise<TrashRestoreOutcome> {
  await remote.restore(id);
  // A delete of it made here while offline must not trash it again at the next sync.
  tombstones.drop(id);
  if ((await db.get(id)) !== undefined) return { kind: 'kept' };
  const error = await downloadProject(db, remote, id, now);
  return error === undefined ? { kind: 'restored' } : { kind: 'unreadable', error };
}
