import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where uploads stream while they arrive: inside the files folder, so that a finished one is moved into place
 * (same file system), never copied. Its name starts with a dot, which no storage key may (keys.ts), so it can
 * never be served.
 */
export const uploadTempDir = (filesDir: string): string => join(filesDir, '.upload-tmp');

/**
 * Removes temporary uploads older than `maxAgeMs`: a request removes its own file when it fails or is cut
 * off, so only a crash leaves one behind. Run at start; files of uploads in flight are younger than that.
 */
export function sweepUploadTemps(filesDir: string, nowMs: number, maxAgeMs = 60 * 60 * 1000): number {
  const dir = uploadTempDir(filesDir);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    if (nowMs - statSync(path).mtimeMs < maxAgeMs) continue;
    rmSync(path, { force: true, recursive: true });
    removed++;
  }
  return removed;
}
