import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ownedTempDir, sweepOrphans } from '../../../../src/server/render/owned-temp.ts';

const parents: string[] = [];
afterEach(() => {
  for (const dir of parents.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function parent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'owned-temp-test-'));
  parents.push(dir);
  return dir;
}

/** A folder `name` in `root` marked with `owner` (or unmarked), last changed `ageMs` ago. */
function folder(root: string, name: string, owner: string | undefined, ageMs = 0): string {
  const dir = join(root, name);
  mkdirSync(dir);
  if (owner !== undefined) writeFileSync(join(dir, 'clipwright-owner'), `${owner}\n`);
  const at = (Date.now() - ageMs) / 1000;
  utimesSync(dir, at, at);
  return dir;
}

/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('render temporary folders', () => {
  it('a new folder is marked as this process’s, and sweeps only the folders whose process is gone', () => {
    const root = parent();
    const dead = folder(root, 'clipwright-render-dead', `${hostname()}:${deadPid()}`);
    const live = folder(root, 'clipwright-render-live', `${hostname()}:${process.pid}`);
    const elsewhere = folder(root, 'clipwright-render-other', `another-machine:${deadPid()}`);
    const oldUnmarked = folder(root, 'clipwright-render-old', undefined, 2 * 24 * 60 * 60 * 1000);
    const newUnmarked = folder(root, 'clipwright-render-new', undefined, 60 * 1000);
    const otherPrefix = folder(root, 'something-else', `${hostname()}:${deadPid()}`);
    const made = ownedTempDir('clipwright-render-', root);
    expect(readFileSync(join(made, 'clipwright-owner'), 'utf8')).toBe(`${hostname()}:${process.pid}\n`);
    expect([dead, oldUnmarked].map(existsSync)).toEqual([false, false]);
    expect([live, elsewhere, newUnmarked, otherPrefix, made].map(existsSync)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    // Nothing left to sweep: a second sweep removes nothing.
    expect(sweepOrphans('clipwright-render-', root)).toBe(0);
  });
});
