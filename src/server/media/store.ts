import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { Db } from '../db/open.ts';
import { keyProblem } from './keys.ts';

export interface AssetRow {
  key: string;
  owner_id: number | null;
  kind: string;
  content_type: string;
  size: number;
  created_at: number;
}

/** The file of a key, checked to stay inside the files folder. */
export function fileOf(filesDir: string, key: string): string {
  const problem = keyProblem(key);
  if (problem !== undefined) throw new RangeError(`key '${key}': ${problem}`);
  const root = resolve(filesDir);
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) throw new RangeError(`key '${key}': leaves the storage folder`);
  return path;
}

export function findAsset(db: Db, key: string): AssetRow | undefined {
  return db.prepare('SELECT * FROM assets WHERE key = ?').get(key) as AssetRow | undefined;
}

export interface PutAsset {
  key: string;
  ownerId: number | null;
  kind: string;
  contentType: string;
  bytes: Uint8Array;
  now: number;
  /** SHA-256 of the bytes (hex); putAsset computes it, a moved file (putAssetFile) may give it. */
  sha256?: string | undefined;
}

/**
 * Stores a file and its row together: the bytes go to a temporary file that is renamed into place only after
 * the row is inserted, inside one transaction; on any failure neither the row nor a file stays behind.
 */
export function putAsset(db: Db, filesDir: string, asset: PutAsset): AssetRow {
  const path = fileOf(filesDir, asset.key);
  mkdirSync(dirname(path), { recursive: true });
  const temp = join(dirname(path), `.tmp-${randomBytes(6).toString('hex')}`);
  writeFileSync(temp, asset.bytes);
  const sha256 = createHash('sha256').update(asset.bytes).digest('hex');
  return storeFile(db, filesDir, { ...asset, size: asset.bytes.length, sha256 }, temp);
}

/**
 * Stores a finished file (a rendered video) as an asset by moving it into place: `from` must be on the
 * same file system as the files folder. The row and the file appear together or not at all.
 */
export function putAssetFile(
  db: Db,
  filesDir: string,
  asset: Omit<PutAsset, 'bytes'>,
  from: string,
): AssetRow {
  const path = fileOf(filesDir, asset.key);
  mkdirSync(dirname(path), { recursive: true });
  return storeFile(db, filesDir, { ...asset, size: statSync(from).size }, from);
}

function storeFile(
  db: Db,
  filesDir: string,
  asset: Omit<PutAsset, 'bytes'> & { size: number },
  temp: string,
): AssetRow {
  const path = fileOf(filesDir, asset.key);
  const row: AssetRow = {
    key: asset.key,
    owner_id: asset.ownerId,
    kind: asset.kind,
    content_type: asset.contentType,
    size: asset.size,
    created_at: asset.now,
  };
  try {
    db.transaction(() => {
      db.prepare(
        'INSERT INTO assets (key, owner_id, kind, content_type, size, created_at, sha256) VALUES (@key, @owner_id, @kind, @content_type, @size, @created_at, @sha256)',
      ).run({ ...row, sha256: asset.sha256 ?? null });
      renameSync(temp, path);
    })();
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  return row;
}

/** Removes a row and its file (an upload refused after it was stored). */
export function removeAsset(db: Db, filesDir: string, key: string): void {
  db.prepare('DELETE FROM assets WHERE key = ?').run(key);
  rmSync(fileOf(filesDir, key), { force: true });
}

/** Size and modification time of a stored file, or undefined when it is missing. */
export function statAsset(filesDir: string, key: string): { size: number; mtimeMs: number } | undefined {
  const path = fileOf(filesDir, key);
  if (!existsSync(path)) return undefined;
  const stat = statSync(path);
  return { size: stat.size, mtimeMs: stat.mtimeMs };
}
