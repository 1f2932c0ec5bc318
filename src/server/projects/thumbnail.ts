import { PROJECT_LIMITS } from '../../shared/api/projects.ts';
import { API_CODE } from '../../shared/api/envelope.ts';
import type { Db } from '../db/open.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { sniff } from '../media/sniff.ts';
import { liveProject, type ProjectRef } from './rows.ts';

const LIMIT_TEXT = `${PROJECT_LIMITS.thumbnailBytes} bytes (${PROJECT_LIMITS.thumbnailBytes / 1024} KiB)`;
const ACCEPTED: readonly string[] = PROJECT_LIMITS.thumbnailTypes;

/**
 * Checks a thumbnail image by its bytes (never its declared type): PNG, JPEG or WebP within the thumbnail
 * limit. Returns its content type.
 */
export function thumbnailType(bytes: Uint8Array): string {
  if (bytes.length > PROJECT_LIMITS.thumbnailBytes)
    throw new ApiError(
      API_CODE.payloadTooLarge,
      `file: ${bytes.length} bytes is larger than ${LIMIT_TEXT}, the most a thumbnail may take`,
    );
  const type = sniff(bytes)?.contentType;
  if (type === undefined || !ACCEPTED.includes(type))
    throw new ApiError(
      API_CODE.unsupportedMediaType,
      `file: must be a PNG, JPEG or WebP image (got ${type ?? 'an unknown format'})`,
    );
  return type;
}

/** Stores (or replaces) the thumbnail of a live project; returns when it was stored (the URL's version). */
export function putThumbnail(db: Db, ref: ProjectRef, bytes: Uint8Array, now: number): number {
  const contentType = thumbnailType(bytes);
  db.transaction(() => {
    liveProject(db, ref);
    db.prepare(
      `INSERT INTO project_thumbnails (user_id, project_id, content_type, bytes, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, project_id) DO UPDATE SET content_type = excluded.content_type,
         bytes = excluded.bytes, updated_at = excluded.updated_at`,
    ).run(ref.userId, ref.id, contentType, Buffer.from(bytes), now);
  }).immediate();
  return now;
}

/** The thumbnail of a live project of this account; 404 when it has none. */
export function readThumbnail(db: Db, ref: ProjectRef): { contentType: string; bytes: Buffer } {
  liveProject(db, ref);
  const row = db
    .prepare('SELECT content_type, bytes FROM project_thumbnails WHERE user_id = ? AND project_id = ?')
    .get(ref.userId, ref.id) as { content_type: string; bytes: Buffer } | undefined;
  if (row === undefined) throw notFound(`id: project '${ref.id}' has no thumbnail`);
  return { contentType: row.content_type, bytes: row.bytes };
}
