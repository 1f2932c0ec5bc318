/** Opening a stored project: its JSON is loaded like any project from outside (normalize/load.ts). */
import type { Project } from '../../../shared/model/project.ts';
import { loadProjectWithReport } from '../../../shared/normalize/load.ts';
import type { ProjectDb, StoredProject } from '../../store/persist/project-db.ts';

export interface OpenedProject {
  record: StoredProject;
  project: Project;
  /** What normalisation repaired (shown once, so the user knows what changed). */
  repairs: readonly string[];
}

export async function openStoredProject(db: ProjectDb, id: string): Promise<OpenedProject | undefined> {
  const record = await db.get(id);
  if (record === undefined) return undefined;
  try {
    const { project, repairs } = loadProjectWithReport(record.project);
    return { record, project, repairs };
  } catch (error) {
    throw new Error(`project '${record.name}' (${id}) cannot be opened: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
