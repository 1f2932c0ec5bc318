/**
 * Server rendering loads the built app (render.html and its worker bundles). A render command started from a
 * checkout builds it first when it is missing or older than the sources, so a render never runs stale code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SOURCES = ['src', 'render.html', 'index.html', 'editor.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

export const distDir = (): string => resolve(process.env.CLIPWRIGHT_DIST ?? 'dist');

/** True when dist lacks render.html or a source changed after it was built (in a checkout). */
export function buildIsStale(dist: string, root = '.'): boolean {
  const page = join(dist, 'render.html');
  if (!existsSync(page)) return true;
  if (!existsSync(join(root, 'src'))) return false; // an installed build without sources
  const built = statSync(page).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/** Builds the app when it is missing or stale; `log` hears what happens. */
export function ensureBuiltApp(log: (line: string) => void): string {
  const dist = distDir();
  if (!buildIsStale(dist)) return dist;
  log('Building the app for rendering (vite build)…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the app build failed (vite build exited with ${result.status})`);
  return dist;
}
