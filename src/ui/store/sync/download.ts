/**
 * Bringing the server's copy of one project into this device: stored under its id with the sync mark of the
 * server's revision, so the device holds exactly what the account holds. What this device kept of it (its
 * creation time, thumbnail, editor position) stays.
 */
import { loadProject } from '../../../shared/normalize/load.ts';
import type { ProjectDb } from '../persist/project-db.ts';
import type { ProjectsRemote } from './remote.ts';

/** Stores the server's copy of `id` here; returns why when it cannot be loaded here (nothing is stored). */
export async function downloadProject(
  db: Pick<ProjectDb, 'get' | 'put'>,
  remote: ProjectsRemote,
  id: string,
  now: () => number,
): Promise<string | undefined> {
  const copy = await remote.load(id);
  let layout;
  try {
    layout = loadProject(copy.project).layout;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const mine = await db.get(id);
  const at = now();
  await db.put({
    ...(mine ?? {}),
    id,
    name: copy.name,
    layout,
    createdAt: mine?.createdAt ?? copy.updated_at,
    updatedAt: at,
    project: copy.project,
    sync: { revision: copy.revision, syncedUpdatedAt: at },
  });
  return undefined;
}
