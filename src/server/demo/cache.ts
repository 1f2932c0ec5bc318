import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEMO_DIR = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = join(DEMO_DIR, '..', '..', '..');

/** Every generator source (not the committed stock videos) plus the shared constants they read. */
function generatorSources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.name !== 'stock-videos')
      .flatMap((entry) =>
        entry.isDirectory()
          ? walk(join(dir, entry.name))
          : entry.name.endsWith('.ts')
            ? [join(dir, entry.name)]
            : [],
      );
  return [...walk(DEMO_DIR), join(REPO_ROOT, 'src', 'shared', 'constants.ts')].sort();
}

/** A hash of the generators' code: any change to how an item is drawn starts a new cache folder. */
export function generatorFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of generatorSources()) hash.update(file.slice(REPO_ROOT.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Where generated library files are kept between data folders: `node_modules/.cache/clipwright-demo/<hash>`.
 * Generating the stickers and music costs seconds of CPU; every fresh data folder after the first on this
 * machine (tests, `--fresh` starts) copies them instead. `CLIPWRIGHT_DEMO_CACHE=off` turns it off, any other
 * value names the folder.
 */
export function defaultCacheDir(): string | null {
  const setting = process.env.CLIPWRIGHT_DEMO_CACHE;
  if (setting === 'off') return null;
  const root = setting ?? join(REPO_ROOT, 'node_modules', '.cache', 'clipwright-demo');
  return join(root, generatorFingerprint());
}

const fileFor = (dir: string, key: string): string => join(dir, key.replaceAll('/', '__'));

export function readCached(dir: string | null, key: string): Buffer | undefined {
  if (dir === null) return undefined;
  try {
    if (!statSync(fileFor(dir, key)).isFile()) return undefined;
    return readFileSync(fileFor(dir, key));
  } catch {
    return undefined;
  }
}

const pruned = new Set<string>();

/** Removes the folders of older generator versions beside `dir`, once per process: they are never read again. */
function pruneSiblings(dir: string): void {
  if (pruned.has(dir)) return;
  pruned.add(dir);
  const root = dirname(dir);
  try {
    for (const entry of readdirSync(root, { withFileTypes: true }))
      if (entry.isDirectory() && /^[0-9a-f]{16}$/.test(entry.name) && join(root, entry.name) !== dir)
        rmSync(join(root, entry.name), { recursive: true, force: true });
  } catch {
    // No cache folder yet, or not ours to clean: nothing to do.
  }
}

/** Stores a copy atomically (temporary file, then rename); a cache that cannot be written is skipped. */
export function writeCached(dir: string | null, key: string, bytes: Uint8Array): void {
  if (dir === null) return;
  pruneSiblings(dir);
  const temp = join(dir, `.tmp-${randomBytes(6).toString('hex')}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(temp, bytes);
    renameSync(temp, fileFor(dir, key));
  } catch {
    rmSync(temp, { force: true });
  }
}
