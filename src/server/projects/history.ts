import type { ProjectHistoryEntry } from '../../shared/api/projects.ts';
import type { Db } from '../db/open.ts';
import { notFound } from '../http/errors.ts';
import { revisionsToKeep, type RevisionTime } from './retention.ts';
import type { ProjectRef, ProjectRow } from './rows.ts';

/** Keeps the stored state of `row` as an earlier revision (before it is replaced). */
export function pushRevision(db: Db, row: ProjectRow): void {
  db.prepare(
    `INSERT INTO project_revisions (user_id, project_id, revision, name, body, size, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(row.user_id, row.id, row.revision, row.name, row.body, row.size, row.updated_at);
}

/** Drops the earlier revisions the retention rule no longer keeps (run on each write). Returns how many. */
export function pruneHistory(db: Db, ref: ProjectRef, now: number): number {
  const entries = db
    .prepare('SELECT revision, updated_at FROM project_revisions WHERE user_id = ? AND project_id = ?')
    .all(ref.userId, ref.id) as RevisionTime[];
  const keep = revisionsToKeep(entries, now);
  const drop = db.prepare(
    'DELETE FROM project_revisions WHERE user_id = ? AND project_id = ? AND revision = ?',
  );
  let dropped = 0;
  for (const entry of entries) {
    if (keep.has(entry.revision)) continue;
    drop.run(ref.userId, ref.id, entry.revision);
    dropped++;
  }
  return dropped;
}

/** The earlier revisions of a project, newest first. */
export function listHistory(db: Db, ref: ProjectRef): ProjectHistoryEntry[] {
  return db
    .prepare(
      `SELECT revision, updated_at, name, size FROM project_revisions
       WHERE user_id = ? AND project_id = ? ORDER BY revision DESC`,
    )
    .all(ref.userId, ref.id) as ProjectHistoryEntry[];
}

/** An earlier revision's name and body; 404 naming the revision when the history does not hold it. */
export function earlierRevision(db: Db, ref: ProjectRef, revision: number): { name: string; body: string } {
  const found = db
    .prepare('SELECT name, body FROM project_revisions WHERE user_id = ? AND project_id = ? AND revision = ?')
    .get(ref.userId, ref.id, revision) as { name: string; body: string } | undefined;
  if (found === undefined)
    throw notFound(`revision: project '${ref.id}' has no earlier revision ${revision} in its history`);
  return found;
}
