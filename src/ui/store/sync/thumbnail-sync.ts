/**
 * Project thumbnails travel with the projects: a thumbnail grabbed on this device goes up after its project,
 * and a thumbnail another device sent comes down, so the projects page shows the picture on every device
 * without opening the project. A thumbnail is a convenience: one the server refuses is not offered again
 * until the next grab, and nothing here ever holds back the project itself.
 */
import type { StoredProject } from '../persist/project-db.ts';
import { OfflineError, SignedOutError, type ProjectsRemote } from './remote.ts';
import type { SyncDb } from './sync-db.ts';

/** Which server thumbnail this device's thumbnail is. */
export interface ThumbnailMark {
  /** The local `thumbnailAt` of the image the server holds (or that came from it). */
  at: number;
  /** The server's `thumbnail_url` for it (it changes with every new image); null: the server refused it. */
  url: string | null;
}

type ThumbnailFields = Pick<StoredProject, 'thumbnail' | 'thumbnailAt' | 'thumbnailSync'>;

/** Whether this device holds a thumbnail the server has not got. */
export function thumbnailPending(record: ThumbnailFields): boolean {
  if (record.thumbnail === undefined) return false;
  return record.thumbnailSync === undefined || (record.thumbnailAt ?? 0) > record.thumbnailSync.at;
}

/** Whether the server's thumbnail (`url`) is one this device should fetch. */
export function thumbnailBehind(record: ThumbnailFields | undefined, url: string | null): boolean {
  if (url === null) return false;
  if (record === undefined) return true;
  return !thumbnailPending(record) && record.thumbnailSync?.url !== url;
}

/**
 * Sends this device's thumbnail of `id` when the server has not got it. Offline and signed-out errors are
 * thrown (the caller retries later); a refusal is logged and marked so it is not sent again.
 */
export async function pushThumbnail(db: SyncDb, remote: ProjectsRemote, id: string): Promise<void> {
  const record = await db.get(id);
  if (record?.thumbnail === undefined || !thumbnailPending(record)) return;
  const at = record.thumbnailAt ?? 0;
  let url: string | null;
  try {
    url = await remote.saveThumbnail(id, record.thumbnail);
  } catch (error) {
    if (error instanceof OfflineError || error instanceof SignedOutError) throw error;
    console.warn(`clipwright sync: the thumbnail of project '${id}' was refused:`, error);
    url = null;
  }
  await db.update(id, { thumbnailSync: { at, url } });
}

/**
 * Fetches the server's thumbnail `url` of `id` into this device (`at`: the time it is stored). Offline and
 * signed-out errors are thrown; any other failure (the image gone meanwhile) is logged and the next sync
 * tries again.
 */
export async function pullThumbnail(
  db: SyncDb,
  remote: ProjectsRemote,
  id: string,
  url: string,
  at: number,
): Promise<void> {
  let image: Blob;
  try {
    image = await remote.thumbnail(id);
  } catch (error) {
    if (error instanceof OfflineError || error instanceof SignedOutError) throw error;
    console.warn(`clipwright sync: the thumbnail of project '${id}' could not be fetched:`, error);
    return;
  }
  await db.update(id, { thumbnail: image, thumbnailAt: at, thumbnailSync: { at, url } });
}
