/**
 * Sending one stored project to the server: saved on top of `revision`, this device's copy marked with the
 * revision the server gave it, then its thumbnail when the server lacks it. Every path that sends a project
 * (the open project's push, the projects page's merge, "keep both" after a conflict) goes through here, so a
 * project is never marked synced without having been saved.
 */
import type { StoredProject } from '../persist/project-db.ts';
import type { ProjectsRemote, SaveOutcome } from './remote.ts';
import type { SyncDb } from './sync-db.ts';
import { pushThumbnail } from './thumbnail-sync.ts';

export async function uploadRecord(
  db: SyncDb,
  remote: ProjectsRemote,
  record: StoredProject,
  revision: number,
): Promise<SaveOutcome> {
  const outcome = await remote.save(record.id, { name: record.name, project: record.project, revision });
  if (outcome.kind === 'conflict') return outcome;
  await db.update(record.id, { sync: { revision: outcome.revision, syncedUpdatedAt: record.updatedAt } });
  await pushThumbnail(db, remote, record.id);
  return outcome;
}
