/** A project a host page loads into the whole app: kept as a new project in this browser, nothing lost. */
import { createId } from '../../shared/ids.ts';
import type { Project } from '../../shared/model/project.ts';
import { serializeProject } from '../../shared/serialize.ts';
import type { ProjectDb } from '../store/persist/project-db.ts';

/** Stores `project` as a new project named `name`; its id. */
export async function storeHostProject(db: ProjectDb, project: Project, name: string): Promise<string> {
  const id = createId();
  const now = Date.now();
  await db.put({
    id,
    name,
    layout: project.layout,
    createdAt: now,
    updatedAt: now,
    project: serializeProject(project),
  });
  return id;
}
