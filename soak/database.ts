/**
 * The server's database as it lies on disk, opened read-only beside the server (or after it died): SQLite's
 * own checks, and every stored file's row has its file.
 */
import Database from 'better-sqlite3';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_FILE } from '../src/server/backup.ts';
import type { DatabaseReport } from './checks.ts';

export interface DatabaseFigures extends DatabaseReport {
  users: number;
  projects: number;
  revisions: number;
  assets: number;
  tasks: number;
}

/**
 * Temporary files (uploads arriving, renders being made) younger than `since` (ms) that nothing removed: a
 * server that stopped cleanly leaves none; files from before a crash stay until a later start sweeps them.
 */
function strayTemps(dataDir: string, since: number): string[] {
  return ['.upload-tmp', '.render-tmp'].flatMap((folder) => {
    const dir = join(dataDir, 'files', folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => statSync(join(dir, name)).mtimeMs >= since)
      .map((name) => `${folder}/${name}`);
  });
}

/** `tempsSince`: temporary files younger than this (ms) are problems; omitted: none are. */
export function checkDatabase(dataDir: string, tempsSince = Number.POSITIVE_INFINITY): DatabaseFigures {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma('integrity_check') as Array<{ integrity_check: string }>)
      .map((row) => row.integrity_check)
      .join('; ');
    const foreignKeyProblems = (db.pragma('foreign_key_check') as unknown[]).length;
    const keys = db.prepare('SELECT key FROM assets').pluck().all() as string[];
    const missingFiles = keys.filter((key) => !existsSync(join(dataDir, 'files', key)));
    const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
    return {
      integrity,
      foreignKeyProblems,
      missingFiles,
      strayTemps: strayTemps(dataDir, tempsSince),
      users: count('users'),
      projects: count('projects'),
      revisions: count('project_revisions'),
      assets: keys.length,
      tasks: count('tasks'),
    };
  } finally {
    db.close();
  }
}
