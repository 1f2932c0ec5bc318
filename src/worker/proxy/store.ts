/**
 * Where preview copies live: a folder of the origin's private file system (OPFS), one MP4 per copy, named by
 * `proxyFileName` (src/shared/media/proxy-plan.ts). A copy is written under a temporary name and renamed when
 * complete, so a half-written file is never read as a copy; while a page writes one it holds a Web Lock named
 * after it, so another tab neither writes the same copy nor removes the temporary file. The folder is kept
 * under a size budget: when a new copy would pass it, the oldest copies go first.
 */
const ROOT = 'clipwright-proxies';
const LOCK_PREFIX = 'clipwright-proxy:';
const TEMP_PREFIX = 'tmp-';
/** Copies kept at most (bytes): about 130 minutes of 960×540 video at the copies' bitrate. */
export const PROXY_STORE_BYTES = 2 * 2 ** 30;

type Folder = FileSystemDirectoryHandle & {
  keys(): AsyncIterable<string>;
};
/** `move` renames a file in place (Chromium's OPFS; not yet in TypeScript's DOM types). */
type MovableHandle = FileSystemFileHandle & { move(name: string): Promise<void> };

let folder: Promise<Folder> | undefined;

async function proxyFolder(): Promise<Folder> {
  folder ??= navigator.storage
    .getDirectory()
    .then((root) => root.getDirectoryHandle(ROOT, { create: true }) as Promise<Folder>);
  return folder;
}

/** The finished copy named `name`, or null when there is none. */
export async function readProxy(name: string): Promise<File | null> {
  try {
    const handle = await (await proxyFolder()).getFileHandle(name);
    return await handle.getFile();
  } catch {
    return null;
  }
}

/** Removes a copy that turned out unreadable (the next request makes it again). */
export async function removeProxy(name: string): Promise<void> {
  await (await proxyFolder()).removeEntry(name).catch(() => {});
}

/** The names and files of the folder. */
async function entries(dir: Folder): Promise<Array<{ name: string; file: File }>> {
  const found: Array<{ name: string; file: File }> = [];
  for await (const name of dir.keys()) {
    const file = await dir
      .getFileHandle(name)
      .then((h) => h.getFile())
      .catch(() => null);
    if (file !== null) found.push({ name, file });
  }
  return found;
}

/**
 * Removes temporary files nobody is writing (a tab closed mid-copy) and, oldest first, the copies beyond the
 * budget once `incomingBytes` more are stored.
 */
async function tidy(dir: Folder, incomingBytes: number): Promise<void> {
  const held = new Set(((await navigator.locks.query()).held ?? []).map((lock) => lock.name ?? ''));
  const all = await entries(dir);
  for (const { name } of all) {
    if (name.startsWith(TEMP_PREFIX) && !held.has(LOCK_PREFIX + name.slice(TEMP_PREFIX.length)))
      await dir.removeEntry(name).catch(() => {});
  }
  const copies = all.filter((e) => !e.name.startsWith(TEMP_PREFIX));
  copies.sort((a, b) => a.file.lastModified - b.file.lastModified);
  let total = copies.reduce((sum, e) => sum + e.file.size, 0) + incomingBytes;
  for (const { name, file } of copies) {
    if (total <= PROXY_STORE_BYTES) break;
    await dir.removeEntry(name).catch(() => {});
    total -= file.size;
  }
}

/**
 * Writes the copy `name` through `write` (given a stream to the temporary file), then gives it its name.
 * Resolves with the finished file; null when another tab is writing that copy now. A failed or cancelled
 * write removes the temporary file and rethrows.
 */
export async function writeProxy(
  name: string,
  expectedBytes: number,
  write: (stream: WritableStream) => Promise<void>,
): Promise<File | null> {
  const dir = await proxyFolder();
  return navigator.locks.request(LOCK_PREFIX + name, { ifAvailable: true }, async (lock) => {
    if (lock === null) return null;
    await tidy(dir, expectedBytes);
    const temp = TEMP_PREFIX + name;
    const handle = await dir.getFileHandle(temp, { create: true });
    const writable = await handle.createWritable();
    try {
      await write(writable as unknown as WritableStream);
      await (handle as MovableHandle).move(name);
    } catch (error) {
      await writable.abort().catch(() => {});
      await dir.removeEntry(temp).catch(() => {});
      throw error;
    }
    return readProxy(name);
  });
}

/** Resolves when no tab is writing the copy `name` any more (at once when none is). */
export async function writerGone(name: string): Promise<void> {
  await navigator.locks.request(LOCK_PREFIX + name, async () => {});
}
