import type { ProjectConflict, ProjectSaveResponse } from '../../shared/api/projects.ts';
import type { Project } from '../../shared/model/project.ts';
import type { Db } from '../db/open.ts';
import { conflict, notFound } from '../http/errors.ts';
import { earlierRevision, pruneHistory, pushRevision } from './history.ts';
import { findProject, liveProject, type ProjectRef, type ProjectRow } from './rows.ts';

/** What a revision stores: the name, the project JSON and what the list shows of it. */
type Content = Pick<ProjectRow, 'name' | 'body' | 'size' | 'layout' | 'total_duration'>;

function contentOf(name: string, project: Project): Content {
  const body = JSON.stringify(project);
  return {
    name,
    body,
    size: Buffer.byteLength(body),
    layout: project.layout,
    total_duration: project.totalDuration,
  };
}

const staleRevision = (row: ProjectRow, given: number) =>
  conflict(
    `revision: ${given} is not the stored revision ${row.revision} of project '${row.id}' (read it again)`,
    { revision: row.revision } satisfies ProjectConflict,
  );

function insertProject(db: Db, ref: ProjectRef, content: Content, now: number): ProjectSaveResponse {
  db.prepare(
    `INSERT INTO projects (user_id, id, name, layout, total_duration, revision, body, size, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
  ).run(
    ref.userId,
    ref.id,
    content.name,
    content.layout,
    content.total_duration,
    content.body,
    content.size,
    now,
    now,
  );
  return { revision: 1, updated_at: now, repairs: [] };
}

/** Replaces the stored revision with the next one; the replaced one goes to the history, which is pruned. */
function writeNext(db: Db, row: ProjectRow, content: Content, now: number): ProjectSaveResponse {
  pushRevision(db, row);
  const revision = row.revision + 1;
  db.prepare(
    `UPDATE projects SET name = ?, layout = ?, total_duration = ?, body = ?, size = ?, revision = ?, updated_at = ?
     WHERE user_id = ? AND id = ?`,
  ).run(
    content.name,
    content.layout,
    content.total_duration,
    content.body,
    content.size,
    revision,
    now,
    row.user_id,
    row.id,
  );
  pruneHistory(db, { userId: row.user_id, id: row.id }, now);
  return { revision, updated_at: now, repairs: [] };
}

export interface SaveInput {
  name: string;
  /** Already loaded (normalised) by loadProjectBody. */
  project: Project;
  /** The revision the editor read; 0 creates the project. */
  revision: number;
}

/**
 * `PUT /api/projects/:id`, in one write transaction: revision 0 creates the project (409 when the id is
 * taken, even by a trashed project); any other revision must be the stored one (409 with the stored revision
 * otherwise), and nothing changes unless it is.
 */
export function saveProject(db: Db, ref: ProjectRef, input: SaveInput, now: number): ProjectSaveResponse {
  const content = contentOf(input.name, input.project);
  return db
    .transaction(() => {
      const row = findProject(db, ref);
      if (row === undefined) {
        if (input.revision !== 0)
          throw notFound(`id: no project '${ref.id}' (a new project is created with revision 0)`);
        return insertProject(db, ref, content, now);
      }
      if (input.revision === 0)
        throw conflict(
          `revision: 0 creates a project, but project '${ref.id}' exists (revision ${row.revision})`,
          { revision: row.revision } satisfies ProjectConflict,
        );
      const live = liveProject(db, ref);
      if (input.revision !== live.revision) throw staleRevision(live, input.revision);
      return writeNext(db, live, content, now);
    })
    .immediate();
}

/**
 * Makes an earlier revision the newest: a new revision number holding the old name and content (the state it
 * replaces goes to the history like any other). `expected`, when given, must be the stored revision.
 */
export function restoreRevision(
  db: Db,
  ref: ProjectRef,
  revision: number,
  expected: number | undefined,
  now: number,
): ProjectSaveResponse {
  return db
    .transaction(() => {
      const row = liveProject(db, ref);
      if (expected !== undefined && expected !== row.revision) throw staleRevision(row, expected);
      const old = earlierRevision(db, ref, revision);
      return writeNext(db, row, contentOf(old.name, JSON.parse(old.body) as Project), now);
    })
    .immediate();
}
