import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupData, checkCopy } from '../../../src/server/backup.ts';
import type { ProjectSaveResponse } from '../../../src/shared/api/projects.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let token: string;
let revision = 0;
const backups = mkdtempSync(join(tmpdir(), 'clipwright-backups-'));

/** One more revision of a project large enough to span many database pages. */
async function write(): Promise<void> {
  const project = { clips: [{ layers: [] }], notes: `${revision}`.padEnd(200_000, '.') };
  const answer = await server.call<ProjectSaveResponse>('PUT', '/api/projects/backedup', {
    token,
    body: { name: `rev ${revision + 1}`, project, revision },
  });
  if (answer.code !== 200) throw new Error(`write failed: ${answer.message}`);
  revision = answer.data.revision;
}

/**
 * Writes while `done` is pending, at most `most` times (each write of another connection restarts a backup
 * copied in small steps, so endless writes would never let it end). Resolves with the writes made meanwhile.
 */
async function writeWhile(done: Promise<unknown>, most: number): Promise<number> {
  let settled = false;
  done.then(
    () => (settled = true),
    () => (settled = true),
  );
  let writes = 0;
  while (!settled && writes < most) {
    await write();
    writes++;
  }
  return writes;
}

/** The copy's project row agrees with its history: a torn copy would not. */
function projectInCopy(database: string): { revision: number; earlier: number; name: string } {
  const copy = new Database(database, { readonly: true });
  try {
    const row = copy.prepare("SELECT revision, name FROM projects WHERE id = 'backedup'").get() as {
      revision: number;
      name: string;
    };
    const earlier = copy.prepare('SELECT COUNT(*) AS n FROM project_revisions').get() as { n: number };
    return { ...row, earlier: earlier.n };
  } finally {
    copy.close();
  }
}

beforeAll(async () => {
  server = startTestServer({ dataDir: mkdtempSync(join(tmpdir(), 'clipwright-data-')), demoLibrary: false });
  token = (await server.signUp('Keeper')).access_token;
  for (let i = 0; i < 5; i++) await write();
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(backups, { recursive: true, force: true });
});

describe('backup while the server writes', () => {
  it('copies a database that passes integrity_check and holds the rows, and the stored files', async () => {
    writeFileSync(join(server.dataDir, 'files', 'kept.bin'), 'kept');
    writeFileSync(join(server.dataDir, 'files', '.tmp-halfway'), 'in progress');
    mkdirSync(join(server.dataDir, 'files', '.render-tmp'), { recursive: true });
    writeFileSync(join(server.dataDir, 'files', '.render-tmp', 'part.mp4'), 'scratch');
    const target = join(backups, 'step-by-step');
    // One page per step: the server's writes land between the steps (and restart the copy).
    const backup = backupData(server.dataDir, target, { pagesPerStep: 1 });
    const writes = await writeWhile(backup, 5);
    const report = await backup;
    expect(writes).toBeGreaterThan(0);
    expect(report.rows).toMatchObject({ users: 1, projects: 1 });
    const copied = projectInCopy(report.database);
    expect(copied.earlier).toBe(Math.min(copied.revision - 1, 50));
    expect(copied.name).toBe(`rev ${copied.revision}`);
    expect(readdirSync(join(target, 'files'))).toContain('kept.bin');
    expect(readdirSync(join(target, 'files')).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(report.files).toBeGreaterThan(1); // the demo avatars too
  }, 60_000);

  it('npm run backup -- DIR copies a running server’s data, and refuses a folder that is not empty', async () => {
    const target = join(backups, 'cli');
    const run = (dir: string) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'src/server/backup-cli.ts', dir, '--data', server.dataDir],
          { stdio: ['ignore', 'pipe', 'pipe'] },
        );
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', (code) => resolve({ code, output }));
      });
    const done = run(target);
    await writeWhile(done, 50);
    const { code, output } = await done;
    expect(output).toMatch(/database checked \(integrity ok; 1 users, 1 projects/);
    expect(code).toBe(0);
    expect(checkCopy(join(target, 'clipwright.sqlite'))).toMatchObject({ projects: 1 });
    const copied = projectInCopy(join(target, 'clipwright.sqlite'));
    expect(copied.earlier).toBe(Math.min(copied.revision - 1, 50));
    const again = await run(target);
    expect(again.code).toBe(2);
    expect(again.output).toMatch(/is not empty: name a new or empty folder/);
  }, 60_000);
});
