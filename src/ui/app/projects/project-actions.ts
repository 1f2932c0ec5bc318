/**
 * What the projects page does to the project database, apart from React: each action reads and
 * writes through ProjectDb and returns what the page needs to tell the creator. Deleting returns the whole
 * record, so the page's Undo puts back exactly what was there (thumbnail and editor position included).
 */
import type { Project } from '../../../shared/model/project.ts';
import type { ProjectDb, StoredProject } from '../../store/persist/project-db.ts';
import { duplicateRecord, newProjectId, newProjectRecord } from './new-project.ts';
import { exportFileName, exportProjectText } from './project-file.ts';

async function takenIds(db: ProjectDb): Promise<Set<string>> {
  return new Set((await db.list()).map((row) => row.id));
}

/** Stores `project` as a new record named `name`; returns its id. */
export async function createProject(
  db: ProjectDb,
  project: Project,
  name: string,
  now: number = Date.now(),
): Promise<string> {
  const record = newProjectRecord({ id: newProjectId(await takenIds(db)), name, project, now });
  await db.put(record);
  return record.id;
}

export async function duplicateProject(
  db: ProjectDb,
  id: string,
  name: string,
  now: number = Date.now(),
): Promise<StoredProject> {
  const record = await db.get(id);
  if (record === undefined) throw new Error(`project '${id}' is not stored on this machine`);
  const copy = duplicateRecord(record, { id: newProjectId(await takenIds(db)), name, now });
  await db.put(copy);
  return copy;
}

/** Renames a project (a change: it moves to the top of the list). `name` is checked by the caller. */
export async function renameProject(db: ProjectDb, id: string, name: string, now: number = Date.now()) {
  await db.update(id, { name, updatedAt: now });
}

/** Deletes a project and returns the record as it was, for Undo. */
export async function deleteProject(db: ProjectDb, id: string): Promise<StoredProject> {
  const record = await db.get(id);
  if (record === undefined) throw new Error(`project '${id}' is not stored on this machine`);
  await db.delete(id);
  return record;
}

/** Undo of a delete: the record goes back unchanged, under its own id. */
export async function restoreProject(db: ProjectDb, record: StoredProject): Promise<void> {
  await db.put(record);
}

/** The file an export downloads: name and JSON text of the stored project. */
export async function exportProject(db: ProjectDb, id: string): Promise<{ fileName: string; text: string }> {
  const record = await db.get(id);
  if (record === undefined) throw new Error(`project '${id}' is not stored on this machine`);
  return { fileName: exportFileName(record.name), text: exportProjectText(record.project) };
}
