import type { Layout } from '../../shared/constants.ts';
import type { ProjectSummary, TrashedProjectSummary } from '../../shared/api/projects.ts';
import { PROJECT_LIMITS } from '../../shared/api/projects.ts';
import type { Db } from '../db/open.ts';
import { notFound } from '../http/errors.ts';

/** A project as the database keeps it (`body` is the normalised project JSON of `revision`). */
export interface ProjectRow {
  user_id: number;
  id: string;
  name: string;
  layout: Layout;
  total_duration: number;
  revision: number;
  body: string;
  size: number;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

/** Which project: ids are per account, so every look-up names the owner too. */
export interface ProjectRef {
  userId: number;
  id: string;
}

/** The project, trashed or not; undefined when this account has none under the id. */
export function findProject(db: Db, ref: ProjectRef): ProjectRow | undefined {
  return db.prepare('SELECT * FROM projects WHERE user_id = ? AND id = ?').get(ref.userId, ref.id) as
    ProjectRow | undefined;
}

/**
 * The project as the calls on it see it: a trashed one is not found (it must be restored first), and so is
 * another account's (its ids are not this account's), so nobody learns what others keep.
 */
export function liveProject(db: Db, ref: ProjectRef): ProjectRow {
  const row = findProject(db, ref);
  if (row === undefined) throw notFound(`id: no project '${ref.id}'`);
  if (row.deleted_at !== null) throw notFound(`id: project '${ref.id}' is in the trash (restore it first)`);
  return row;
}

/** Where the owner reads the thumbnail; `v` changes with each new image, so caches never show an old one. */
export const thumbnailPath = (id: string, storedAt: number): string =>
  `/api/projects/${encodeURIComponent(id)}/thumbnail?v=${storedAt}`;

const thumbnailUrl = (id: string, storedAt: number | null): string | null =>
  storedAt === null ? null : thumbnailPath(id, storedAt);

type SummaryRow = Omit<ProjectRow, 'body'> & { thumbnail_at: number | null };

const SUMMARY_SQL = `
  SELECT p.id, p.name, p.layout, p.total_duration, p.revision, p.updated_at, p.deleted_at,
         t.updated_at AS thumbnail_at
  FROM projects p
  LEFT JOIN project_thumbnails t ON t.user_id = p.user_id AND t.project_id = p.id
  WHERE p.user_id = ?`;

function summaryOf(row: SummaryRow): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    layout: row.layout,
    totalDuration: row.total_duration,
    revision: row.revision,
    updated_at: row.updated_at,
    thumbnail_url: thumbnailUrl(row.id, row.thumbnail_at),
  };
}

/** The account's live projects, most recently changed first. */
export function listProjects(db: Db, userId: number): ProjectSummary[] {
  const rows = db
    .prepare(`${SUMMARY_SQL} AND p.deleted_at IS NULL ORDER BY p.updated_at DESC, p.id`)
    .all(userId) as SummaryRow[];
  return rows.map(summaryOf);
}

/** The account's trash, most recently trashed first, with the time each one will be purged. */
export function listTrash(db: Db, userId: number): TrashedProjectSummary[] {
  const rows = db
    .prepare(`${SUMMARY_SQL} AND p.deleted_at IS NOT NULL ORDER BY p.deleted_at DESC, p.id`)
    .all(userId) as SummaryRow[];
  return rows.map((row) => {
    const deletedAt = row.deleted_at ?? 0;
    return { ...summaryOf(row), deleted_at: deletedAt, purge_at: deletedAt + PROJECT_LIMITS.trashMs };
  });
}
