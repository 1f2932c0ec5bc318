/**
 * The projects page meeting the account's server copies: projects only on the server (made on another
 * device) or newer there come down into this device, projects never saved there or changed here go up, and
 * projects changed on both sides are left for the creator to choose when opening them; thumbnails follow
 * their projects both ways. Deletions made here while offline are kept as tombstones and sent first, so a
 * deleted project does not come back down.
 */
import type { ProjectDb } from '../persist/project-db.ts';
import { downloadProject } from './download.ts';
import { uploadRecord } from './record-upload.ts';
import { OfflineError, type ProjectsRemote, type RemoteSummary } from './remote.ts';
import { planMerge } from './sync-rules.ts';
import { pullThumbnail, pushThumbnail, thumbnailBehind, thumbnailPending } from './thumbnail-sync.ts';
import type { Tombstones } from './tombstones.ts';

export interface LibrarySyncResult {
  downloaded: string[];
  uploaded: string[];
  /** Changed here and on the server: opening one offers the choice. */
  conflicts: string[];
  /** Projects the server holds that could not be loaded here: id and why. */
  unreadable: Array<{ id: string; error: string }>;
}

export async function syncLibrary(
  db: ProjectDb,
  remote: ProjectsRemote,
  tombstones: Tombstones,
  now: () => number = () => Date.now(),
): Promise<LibrarySyncResult> {
  for (const id of tombstones.list()) {
    try {
      await remote.remove(id);
    } catch (error) {
      // Offline: kept for the next time. Any other refusal (the server has no such project for this
      // account): there is nothing left to trash.
      if (error instanceof OfflineError) throw error;
    }
    tombstones.drop(id);
  }
  const local = await db.list();
  const server = await remote.list();
  const plan = planMerge(local, server);
  const result: LibrarySyncResult = {
    downloaded: [],
    uploaded: [],
    conflicts: plan.conflicts,
    unreadable: [],
  };
  for (const id of plan.download) {
    const error = await downloadProject(db, remote, id, now);
    if (error === undefined) result.downloaded.push(id);
    else result.unreadable.push({ id, error });
  }
  for (const id of plan.upload) {
    const record = await db.get(id);
    if (record === undefined) continue;
    const saved = await uploadRecord(db, remote, record, record.sync?.revision ?? 0);
    (saved.kind === 'conflict' ? result.conflicts : result.uploaded).push(id);
  }
  await syncThumbnails(db, remote, server, now);
  return result;
}

/**
 * Thumbnails of the projects both sides hold: one grabbed here the server lacks goes up, one the server got
 * from another device comes down.
 */
async function syncThumbnails(
  db: ProjectDb,
  remote: ProjectsRemote,
  server: readonly RemoteSummary[],
  now: () => number,
): Promise<void> {
  const local = new Map((await db.list()).map((row) => [row.id, row]));
  for (const row of server) {
    const mine = local.get(row.id);
    if (mine === undefined) continue;
    if (thumbnailPending(mine)) await pushThumbnail(db, remote, row.id);
    else if (row.thumbnail_url !== null && thumbnailBehind(mine, row.thumbnail_url))
      await pullThumbnail(db, remote, row.id, row.thumbnail_url, now());
  }
}
