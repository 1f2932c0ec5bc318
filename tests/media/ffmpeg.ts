/**
 * ffmpeg for the media fixtures: finding it (FFMPEG_PATH, Debian's path, installed when missing, see
 * scripts/find-ffmpeg.mjs), running it, and a cache folder so a fixture is made once per command line.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { findFfmpeg } from '../../scripts/find-ffmpeg.mjs';

/** Fixtures live here between runs (ignored by git: test-results/). */
export const FIXTURE_DIR = resolve(process.env.CLIPWRIGHT_FIXTURES ?? 'test-results/media-fixtures');

let found: string | undefined;

/** ffmpeg's path; ffprobe is its neighbour in every package that ships both. */
export function ffmpegPath(): string {
  found ??= findFfmpeg();
  return found;
}

export function ffprobePath(): string {
  return join(dirname(ffmpegPath()), 'ffprobe');
}

/** Runs a program, returning stdout; throws with its stderr's tail when it fails. */
export function runTool(program: string, args: readonly string[]): Buffer {
  const result = spawnSync(program, args, { maxBuffer: 512 * 2 ** 20 });
  if (result.status !== 0) {
    const tail = result.stderr.toString().trim().split('\n').slice(-6).join('\n');
    throw new Error(`${program} ${args.join(' ')} failed (exit ${String(result.status)}):\n${tail}`);
  }
  return result.stdout;
}

export function ffmpeg(args: readonly string[]): Buffer {
  return runTool(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args]);
}

/**
 * The file made by `make(path)`, kept under a name with a hash of `recipe` (so a changed recipe makes a new
 * file); written to a temporary name first, so a run stopped half-way leaves no broken fixture.
 */
export function cached(name: string, recipe: string, make: (path: string) => void): string {
  const hash = createHash('sha256').update(recipe).digest('hex').slice(0, 10);
  const dot = name.lastIndexOf('.');
  const path = join(FIXTURE_DIR, `${name.slice(0, dot)}-${hash}${name.slice(dot)}`);
  if (existsSync(path)) return path;
  mkdirSync(FIXTURE_DIR, { recursive: true });
  const temp = join(FIXTURE_DIR, `.tmp-${hash}-${name}`);
  rmSync(temp, { force: true });
  make(temp);
  renameSync(temp, path);
  return path;
}
