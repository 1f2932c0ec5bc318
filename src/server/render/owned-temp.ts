/**
 * Temporary folders of the render processes (Chromium profiles, a render worker's files), marked with the
 * process that made them. A process killed outright (SIGKILL, power loss) cannot remove its folders, so each
 * new one first removes the folders of the same prefix whose process is gone: they would pile up otherwise.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';

const OWNER_FILE = 'clipwright-owner';
/** Folders from before the owner mark, or whose mark cannot be read, go after this long untouched. */
const UNMARKED_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Whether process `pid` is alive on this machine (a process of another user counts as alive). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `dir` belongs to nobody any more: its process is gone, or it is unmarked and long untouched. */
export function orphaned(dir: string, nowMs: number): boolean {
  let owner: string;
  try {
    owner = readFileSync(join(dir, OWNER_FILE), 'utf8');
  } catch {
    try {
      return nowMs - statSync(dir).mtimeMs > UNMARKED_MAX_AGE_MS;
    } catch {
      return false;
    }
  }
  const [host, pid] = owner.trim().split(':');
  // A folder made on another machine sharing this temp folder is that machine's to judge.
  if (host !== hostname()) return false;
  const id = Number(pid);
  return Number.isSafeInteger(id) && id > 0 && !alive(id);
}

/** Removes the orphaned folders named `prefix*` in `parent`; returns how many went. */
export function sweepOrphans(prefix: string, parent = tmpdir(), nowMs = Date.now()): number {
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(parent).filter((name) => name.startsWith(prefix));
  } catch {
    return 0;
  }
  for (const name of names) {
    const dir = join(parent, name);
    if (!orphaned(dir, nowMs)) continue;
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 100 });
      removed++;
    } catch (error) {
      console.warn(
        `render: could not remove the orphaned temporary folder ${dir}: ${(error as Error).message}`,
      );
    }
  }
  return removed;
}

/** A new temporary folder `prefix*` marked as this process's, after sweeping the orphans of that prefix. */
export function ownedTempDir(prefix: string, parent = tmpdir()): string {
  sweepOrphans(prefix, parent);
  const dir = mkdtempSync(join(parent, prefix));
  writeFileSync(join(dir, OWNER_FILE), `${hostname()}:${process.pid}\n`);
  return dir;
}
