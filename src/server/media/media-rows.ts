/** The media columns of an asset row (migration 007_asset_media): its check and conversion state. */
import type { MediaInfo, MediaState, MediaStatus } from '../../shared/api/media.ts';
import type { Db } from '../db/open.ts';

export interface MediaRow {
  key: string;
  owner_id: number | null;
  kind: string;
  content_type: string;
  created_at: number;
  media_state: MediaState | null;
  media_progress: number | null;
  media_error: string | null;
  media_info: string | null;
  original_key: string | null;
}

export function findMediaRow(db: Db, key: string): MediaRow | undefined {
  return db
    .prepare(
      'SELECT key, owner_id, kind, content_type, created_at, media_state, media_progress, media_error, media_info, original_key FROM assets WHERE key = ?',
    )
    .get(key) as MediaRow | undefined;
}

export interface MediaUpdate {
  state: MediaState;
  progress: number;
  error?: string | null;
  info?: MediaInfo;
}

/** Sets the state (and what comes with it); the probe is kept when `info` is not given. */
export function setMediaState(db: Db, key: string, update: MediaUpdate): void {
  db.prepare(
    `UPDATE assets SET media_state = @state, media_progress = @progress, media_error = @error,
       media_info = COALESCE(@info, media_info) WHERE key = @key`,
  ).run({
    key,
    state: update.state,
    progress: update.progress,
    error: update.error ?? null,
    info: update.info === undefined ? null : JSON.stringify(update.info),
  });
}

export function setMediaProgress(db: Db, key: string, progress: number): void {
  db.prepare('UPDATE assets SET media_progress = ? WHERE key = ?').run(progress, key);
}

/** Keys whose check or conversion a stop interrupted, oldest first. */
export function unfinishedMediaKeys(db: Db): string[] {
  return (
    db
      .prepare(
        "SELECT key FROM assets WHERE media_state IN ('checking', 'converting') ORDER BY created_at, key",
      )
      .all() as Array<{ key: string }>
  ).map((row) => row.key);
}

export function mediaInfoOf(row: MediaRow): MediaInfo | null {
  return row.media_info === null ? null : (JSON.parse(row.media_info) as MediaInfo);
}

/** What the API answers; a file stored without a check (an image, a kept original) is served as it is. */
export function mediaStatusOf(row: MediaRow): MediaStatus {
  const state = row.media_state ?? 'ready';
  const progress = row.media_progress ?? (state === 'ready' ? 1 : 0);
  return {
    state,
    progress,
    ...(row.media_error !== null ? { error: row.media_error } : {}),
    info: mediaInfoOf(row),
  };
}
