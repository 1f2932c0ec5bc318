import type { ProjectRestoreResponse, ProjectTrashResponse } from '../../shared/api/projects.ts';
import { PROJECT_LIMITS } from '../../shared/api/projects.ts';
import type { Db } from '../db/open.ts';
import { conflict, notFound } from '../http/errors.ts';
import { findProject, liveProject, type ProjectRef } from './rows.ts';

/** Moves a project to the trash; it stays restorable until it is purged, `PROJECT_LIMITS.trashMs` later. */
export function trashProject(db: Db, ref: ProjectRef, now: number): ProjectTrashResponse {
  return db
    .transaction(() => {
      liveProject(db, ref);
      db.prepare('UPDATE projects SET deleted_at = ? WHERE user_id = ? AND id = ?').run(
        now,
        ref.userId,
        ref.id,
      );
      return { id: ref.id, deleted_at: now, purge_at: now + PROJECT_LIMITS.trashMs };
    })
    .immediate();
}

/** Brings a trashed project back as it was (same revision, same history). */
export function restoreFromTrash(db: Db, ref: ProjectRef): ProjectRestoreResponse {
  return db
    .transaction(() => {
      const row = findProject(db, ref);
      if (row === undefined) throw notFound(`id: no project '${ref.id}' (nor in the trash)`);
      if (row.deleted_at === null)
        throw conflict(`id: project '${ref.id}' is not in the trash`, { revision: row.revision });
      db.prepare('UPDATE projects SET deleted_at = NULL WHERE user_id = ? AND id = ?').run(
        ref.userId,
        ref.id,
      );
      return { id: row.id, revision: row.revision, updated_at: row.updated_at };
    })
    .immediate();
}

/**
 * Deletes for good the projects trashed at least `PROJECT_LIMITS.trashMs` before `now`, with their history
 * and thumbnails (the foreign keys cascade). Run before every projects call and at startup, so an expired
 * project is never seen, whatever the clock. Returns how many went.
 */
export function purgeTrash(db: Db, now: number): number {
  const before = now - PROJECT_LIMITS.trashMs;
  // A read first: most calls find nothing to purge and should not take the write lock for it.
  const due = db.prepare('SELECT 1 FROM projects WHERE deleted_at IS NOT NULL AND deleted_at <= ? LIMIT 1');
  if (due.get(before) === undefined) return 0;
  return db.prepare('DELETE FROM projects WHERE deleted_at IS NOT NULL AND deleted_at <= ?').run(before)
    .changes;
}
