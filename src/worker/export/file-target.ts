/**
 * Where an export's file is written. By default into the origin's private file system (OPFS): a long 1080p
 * video streams to disk as it is encoded instead of sitting in memory, and the page gets a disk-backed File.
 * Each export worker holds a Web Lock for its lifetime and keeps its files in a folder named after it; a new
 * export removes the folders whose lock nobody holds (their page closed), so files are kept exactly as long
 * as a page can still read them, across tabs. Where OPFS is unavailable the file is kept in memory.
 */
import { BufferTarget, StreamTarget } from 'mediabunny';
import type { Target } from 'mediabunny';
import { ExportFailedError } from '../../shared/export/errors.ts';

const ROOT = 'clipwright-exports';
const LOCK_PREFIX = 'clipwright-export-files:';
/** Files a worker keeps: the latest ones stay readable for the page (download, upload, the host's Blob). */
const KEEP_FILES = 3;

export interface FileTarget {
  target: Target;
  where: 'opfs' | 'memory';
  /** The finished file (after the output is finalised). */
  file(mimeType: string): Promise<Blob>;
  /** Removes a partial file (after a cancel or a failure). */
  discard(): Promise<void>;
}

const folderName = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
let folderLocked: Promise<void> | undefined;

/** Holds this worker's lock until the worker ends (the callback's promise never settles). */
function lockFolder(): Promise<void> {
  folderLocked ??= new Promise<void>((resolve) => {
    void navigator.locks.request(LOCK_PREFIX + folderName, () => {
      resolve();
      return new Promise<never>(() => {});
    });
  });
  return folderLocked;
}

async function sweep(root: FileSystemDirectoryHandle): Promise<void> {
  const held = new Set(
    ((await navigator.locks.query()).held ?? [])
      .map((lock) => lock.name ?? '')
      .filter((n) => n.startsWith(LOCK_PREFIX)),
  );
  const names: string[] = [];
  // keys() is in Chromium's OPFS but not yet in TypeScript's DOM types.
  for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
  for (const name of names) {
    if (name === folderName || held.has(LOCK_PREFIX + name)) continue;
    await root.removeEntry(name, { recursive: true }).catch(() => {});
  }
}

/** Part files (of an export split over several workers) are named so, and kept until the page joins them. */
const PART_PREFIX = 'part-';

async function ownNames(folder: FileSystemDirectoryHandle): Promise<string[]> {
  const names: string[] = [];
  for await (const name of (folder as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
  return names;
}

async function pruneOwn(folder: FileSystemDirectoryHandle, keep: number): Promise<void> {
  const names = (await ownNames(folder)).filter((name) => !name.startsWith(PART_PREFIX));
  names.sort();
  for (const name of names.slice(0, Math.max(0, names.length - keep)))
    await folder.removeEntry(name).catch(() => {});
}

/** Turns the browser's storage errors into a message a creator can act on. */
export function storageError(error: unknown): Error {
  const name = error instanceof Error ? error.name : '';
  if (name === 'QuotaExceededError')
    return new ExportFailedError(
      'the disk is full (the browser refused to store more of the video): free some disk space, or export a shorter range or a smaller size',
      { cause: error },
    );
  return new ExportFailedError(
    `the video could not be written: ${error instanceof Error ? error.message : String(error)}`,
    { cause: error },
  );
}

async function ownFolder(): Promise<FileSystemDirectoryHandle> {
  await lockFolder();
  const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(ROOT, { create: true });
  await sweep(root);
  return root.getDirectoryHandle(folderName, { create: true });
}

/**
 * Removes this worker's part files, once the page has joined them (or given the export up). Files of a worker
 * whose page closed are removed by the next export's sweep, parts included.
 */
export async function removePartFiles(): Promise<void> {
  if (folderLocked === undefined) return;
  const folder = await ownFolder();
  for (const name of await ownNames(folder))
    if (name.startsWith(PART_PREFIX)) await folder.removeEntry(name).catch(() => {});
}

let partsMade = 0;

async function opfsTarget(extension: string, kind: 'file' | 'part'): Promise<FileTarget> {
  const folder = await ownFolder();
  await pruneOwn(folder, KEEP_FILES - 1);
  const stamp = Date.now().toString(36).padStart(10, '0');
  const name =
    kind === 'part' ? `${PART_PREFIX}${stamp}-${partsMade++}.${extension}` : `${stamp}.${extension}`;
  const handle = await folder.getFileHandle(name, { create: true });
  const writable = await handle.createWritable();
  let closed = false;
  return {
    // Chunked: the muxer's small writes are gathered into 4 MiB writes to the file.
    target: new StreamTarget(writable as unknown as WritableStream, {
      chunked: true,
      chunkSize: 4 * 2 ** 20,
    }),
    where: 'opfs',
    async file(mimeType) {
      closed = true;
      const file = await handle.getFile();
      return file.type === mimeType ? file : new File([file], file.name, { type: mimeType });
    },
    async discard() {
      if (!closed) await writable.abort().catch(() => {});
      closed = true;
      await folder.removeEntry(name).catch(() => {});
    },
  };
}

function memoryTarget(): FileTarget {
  const target = new BufferTarget();
  return {
    target,
    where: 'memory',
    async file(mimeType) {
      if (target.buffer === null) throw new ExportFailedError('the video file is empty');
      return new Blob([target.buffer], { type: mimeType });
    },
    async discard() {},
  };
}

/**
 * A file for an export (`kind` 'file', the worker keeps its last few) or for one part of a split export
 * ('part', kept until `removePartFiles`).
 */
export async function openFileTarget(
  where: 'opfs' | 'memory',
  extension: string,
  kind: 'file' | 'part' = 'file',
): Promise<FileTarget> {
  if (where === 'memory') return memoryTarget();
  try {
    return await opfsTarget(extension, kind);
  } catch (error) {
    if (error instanceof Error && error.name === 'QuotaExceededError') throw storageError(error);
    console.warn(`clipwright export: no private file system (${String(error)}); keeping the file in memory`);
    return memoryTarget();
  }
}
