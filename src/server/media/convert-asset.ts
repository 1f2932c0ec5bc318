/**
 * Converts one stored upload with ffmpeg and puts the result under the upload's own key (the key the page
 * holds keeps working and now serves a file it can play); the original is kept under a new key of its own
 * in the same folder, as an asset row of the same owner.
 */
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { MediaInfo } from '../../shared/api/media.ts';
import type { Db } from '../db/open.ts';
import { conversionArgs } from './ffmpeg-args.ts';
import type { MediaRow } from './media-rows.ts';
import type { ConversionPlan } from './playable.ts';
import { runFfmpeg } from './run-ffmpeg.ts';
import { fileOf } from './store.ts';

export interface ConvertAsset {
  db: Db;
  filesDir: string;
  ffmpeg: string;
  row: MediaRow;
  info: MediaInfo;
  plan: Extract<ConversionPlan, { convert: true }>;
  onProgress(fraction: number): void;
  signal: AbortSignal;
}

/** Runs the conversion; on success the row is 'ready'. Throws (leaving the stored file as it was) on failure. */
export async function convertAsset(job: ConvertAsset): Promise<void> {
  const path = fileOf(job.filesDir, job.row.key);
  const temp = join(dirname(path), `.tmp-${randomBytes(6).toString('hex')}.mp4`);
  try {
    await runFfmpeg({
      ffmpeg: job.ffmpeg,
      args: conversionArgs(path, temp, job.info, job.plan),
      duration: job.info.duration,
      onProgress: job.onProgress,
      signal: job.signal,
    });
    job.signal.throwIfAborted();
    swapInConverted(job, path, temp);
  } finally {
    rmSync(temp, { force: true });
  }
}

/** A key next to `key` with a fresh random name and the same extension. */
function originalKeyOf(key: string): string {
  const dot = key.lastIndexOf('.');
  const extension = dot > key.lastIndexOf('/') ? key.slice(dot) : '';
  return `${key.slice(0, key.lastIndexOf('/'))}/${randomBytes(12).toString('hex')}${extension}`;
}

/** The rows and files change together: the original moves aside, the converted file takes the key's place. */
function swapInConverted(job: ConvertAsset, path: string, temp: string): void {
  const { db, row } = job;
  const originalKey = originalKeyOf(row.key);
  const originalPath = fileOf(job.filesDir, originalKey);
  const contentType = job.plan.video === 'none' ? 'audio/mp4' : 'video/mp4';
  db.transaction(() => {
    db.prepare(
      `INSERT INTO assets (key, owner_id, kind, content_type, size, created_at, media_info)
       SELECT ?, owner_id, kind, content_type, size, created_at, media_info FROM assets WHERE key = ?`,
    ).run(originalKey, row.key);
    db.prepare(
      `UPDATE assets SET content_type = ?, size = ?, media_state = 'ready', media_progress = 1,
         media_error = NULL, original_key = ? WHERE key = ?`,
    ).run(contentType, statSync(temp).size, originalKey, row.key);
    renameSync(path, originalPath);
    try {
      renameSync(temp, path);
    } catch (error) {
      renameSync(originalPath, path);
      throw error;
    }
  })();
}
