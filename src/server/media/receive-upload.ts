import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import type { UploadKind } from '../../shared/api/media.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import type { Sniffed } from './sniff.ts';
import { UploadGuard } from './upload-guard.ts';

/** A file of a multipart upload, complete on disk in the temporary folder (the caller moves or removes it). */
export interface ReceivedUpload {
  path: string;
  /** The file name the form gave. */
  name: string;
  sniffed: Sniffed;
  size: number;
  sha256: string;
  /** The form's other fields (`kind`, `origin`). */
  fields: ReadonlyMap<string, string>;
}

export interface ReceiveOptions {
  /** The temporary folder, on the same file system as the stored files (they are moved, not copied). */
  dir: string;
  limits: Readonly<Record<UploadKind, number>>;
  /** The whole body's limit (the file, its fields and the multipart framing). */
  maxBodyBytes: number;
}

/** The file part, written through its guard to a temporary file; on failure the file is removed. */
async function storePart(
  stream: BusboyFileStream,
  path: string,
  guard: UploadGuard,
): Promise<Omit<ReceivedUpload, 'fields'>> {
  try {
    await pipeline(stream, guard, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  const sniffed = guard.sniffed;
  if (sniffed === undefined) throw new Error('upload guard finished without sniffing');
  return { path, name: guard.name, sniffed, size: guard.size, sha256: guard.sha256() };
}

/** Counts the body's bytes and fails the stream (413) past `max`. */
function bodyCounter(max: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > max) callback(new ApiError(413, `body: larger than ${max} bytes`));
      else callback(null, chunk);
    },
  });
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const tempPath = (dir: string): string => join(dir, `upload-${randomBytes(8).toString('hex')}`);

/** The parser's own bounds: one file, a few short fields (`kind`, `origin`). */
function parserFor(contentType: string, options: ReceiveOptions) {
  try {
    return Busboy({
      headers: { 'content-type': contentType },
      limits: {
        files: 1,
        fields: 8,
        parts: 10,
        fieldSize: 1024,
        fileSize: Math.max(...Object.values(options.limits)) + 1,
      },
    });
  } catch (error) {
    throw badRequest(`body: expected multipart/form-data with a 'file' field (${messageOf(error)})`);
  }
}

/**
 * Reads a multipart upload as it arrives: the `file` part streams through its guard (upload-guard.ts) into a
 * temporary file, never whole into memory, and the other fields are collected. Resolves once the file is
 * complete on disk; rejects with the guard's or parser's ApiError, or when the body is cut off, and then no
 * temporary file is left (the rejection waits for its removal).
 */
export async function receiveUpload(
  body: Readable,
  contentType: string,
  options: ReceiveOptions,
): Promise<ReceivedUpload> {
  const parser = parserFor(contentType, options);
  await mkdir(options.dir, { recursive: true });
  return new Promise<ReceivedUpload>((resolve, reject) => {
    const fields = new Map<string, string>();
    const counter = bodyCounter(options.maxBodyBytes);
    let part: { stream: BusboyFileStream; stored: Promise<Omit<ReceivedUpload, 'fields'>> } | undefined;
    let failed = false;
    const fail = (error: unknown): void => {
      if (failed) return;
      failed = true;
      body.unpipe(counter);
      counter.unpipe(parser);
      // Stopping the part fails its pipeline, which removes the file; a part already complete is removed here.
      part?.stream.destroy();
      const stored = part?.stored ?? Promise.resolve(undefined);
      void stored
        .then((done) => (done === undefined ? undefined : rm(done.path, { force: true })))
        .catch(() => undefined)
        .then(() => reject(error instanceof Error ? error : new Error(messageOf(error))));
    };
    parser.on('field', (name: string, value: string) => fields.set(name, value));
    parser.on('file', (field, stream, filename, _encoding, mimeType) => {
      if (field !== 'file' || part !== undefined || failed) return void stream.resume();
      const guard = new UploadGuard({
        name: filename || 'file',
        declaredType: mimeType,
        limits: options.limits,
      });
      part = { stream, stored: storePart(stream, tempPath(options.dir), guard) };
      part.stored.catch(fail);
    });
    parser.on('error', (error: unknown) =>
      fail(badRequest(`body: malformed multipart form (${messageOf(error)})`)),
    );
    parser.on('finish', () => {
      if (part === undefined)
        return fail(badRequest(`file: missing (send multipart/form-data with a 'file' field)`));
      part.stored.then((stored) => (failed ? undefined : resolve({ ...stored, fields })), fail);
    });
    counter.on('error', fail);
    body.on('error', () => fail(badRequest('body: the upload was cut off before it ended')));
    body.pipe(counter).pipe(parser);
  });
}
