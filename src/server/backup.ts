import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const DATABASE_FILE = 'clipwright.sqlite';

export interface BackupOptions {
  /**
   * Pages copied per step of SQLite's online backup; default: all in one step, which reads one consistent
   * snapshot while the server goes on writing (WAL). Smaller steps yield between pages, but a write by the
   * server in between restarts the copy.
   */
  pagesPerStep?: number;
}

export interface BackupReport {
  database: string;
  /** Rows per table in the copy, read back from it after its integrity check passed. */
  rows: { users: number; projects: number; project_revisions: number; assets: number };
  files: number;
  bytes: number;
}

/**
 * Copies a data folder while the server may be running: the database through SQLite's online backup (a
 * consistent copy, never a torn file), checked with `integrity_check`, then the stored files. The database
 * goes first: a file stored meanwhile is copied without its row (harmless), never a row without its file.
 */
export async function backupData(
  dataDir: string,
  targetDir: string,
  options: BackupOptions = {},
): Promise<BackupReport> {
  const source = join(dataDir, DATABASE_FILE);
  if (!existsSync(source))
    throw new Error(`no database at '${source}' (is --data the server's data folder?)`);
  if (existsSync(targetDir) && readdirSync(targetDir).length > 0)
    throw new Error(`backup folder '${targetDir}' is not empty: name a new or empty folder`);
  mkdirSync(targetDir, { recursive: true });
  const database = join(targetDir, DATABASE_FILE);
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const pages = options.pagesPerStep ?? 0x7fffffff;
    await db.backup(database, { progress: () => pages });
  } finally {
    db.close();
  }
  const rows = checkCopy(database);
  const { files, bytes } = copyFiles(join(dataDir, 'files'), join(targetDir, 'files'));
  return { database, rows, files, bytes };
}

/** Opens the copy, runs SQLite's integrity check and counts its rows; throws when the copy is not sound. */
export function checkCopy(database: string): BackupReport['rows'] {
  const copy = new Database(database, { readonly: true, fileMustExist: true });
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new Error(`backup '${database}' fails SQLite's integrity check: ${String(result)}`);
    const count = (table: string) =>
      (copy.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    return {
      users: count('users'),
      projects: count('projects'),
      project_revisions: count('project_revisions'),
      assets: count('assets'),
    };
  } finally {
    copy.close();
  }
}

/**
 * Copies the stored files, folder by folder. Names starting with a dot are left out: no storage key starts
 * with one, they are writes in progress (`.tmp-…`) and render scratch space (`.render-tmp`). A file removed
 * while copying is skipped (its row, if any, went before the database was copied).
 */
function copyFiles(from: string, to: string): { files: number; bytes: number } {
  const total = { files: 0, bytes: 0 };
  if (!existsSync(from)) return total;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      const inner = copyFiles(source, target);
      total.files += inner.files;
      total.bytes += inner.bytes;
    } else if (entry.isFile() && copyIfPresent(source, target)) {
      total.files++;
      total.bytes += statSync(target).size;
    }
  }
  return total;
}

function copyIfPresent(source: string, target: string): boolean {
  try {
    copyFileSync(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
