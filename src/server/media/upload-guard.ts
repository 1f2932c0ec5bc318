import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { UploadKind } from '../../shared/api/media.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { type Sniffed, sniff } from './sniff.ts';

/** Bytes held back before sniffing: every signature fits, and an SVG's prolog too (sniff.ts reads 64 KiB). */
export const SNIFF_BYTES = 64 * 1024;

const MIB = 1024 * 1024;

/**
 * Why an upload's content is refused, or undefined: unknown to the sniffer, or declared by the browser as
 * another family of type than its bytes are (a PNG sent as video/mp4).
 */
export function contentProblem(
  found: Sniffed | undefined,
  declaredType: string,
  name: string,
): ApiError | undefined {
  if (found === undefined)
    return new ApiError(415, `file '${name}': not a supported image, video or audio file`);
  const declared = declaredType.toLowerCase();
  // Declaring nothing: no type, the generic binary one, or text/plain, which the multipart parser gives a part
  // sent without a Content-Type. What is stored is decided by the bytes either way.
  if (['', 'application/octet-stream', 'text/plain'].includes(declared)) return undefined;
  if (declared.split('/')[0] === found.contentType.split('/')[0]) return undefined;
  return new ApiError(
    415,
    `file '${name}': declared as ${declaredType} but its content is ${found.contentType}`,
  );
}

/** The 413 of a file past its kind's limit, naming the file, the kind and the limit. */
export function tooLarge(name: string, kind: UploadKind, limit: number): ApiError {
  const mib = Math.round((limit / MIB) * 10) / 10;
  return new ApiError(413, `file '${name}': larger than the ${kind} limit of ${limit} bytes (${mib} MiB)`);
}

export interface GuardOptions {
  /** The file's name, for messages. */
  name: string;
  /** The Content-Type the form gave the file. */
  declaredType: string;
  limits: Readonly<Record<UploadKind, number>>;
}

/**
 * Passes an upload's bytes on to disk while it checks them: the first SNIFF_BYTES are held back until the type
 * is known from them (refused at once when unknown or declared otherwise), every byte is hashed, and the stream
 * fails with 413 as soon as more bytes than the kind's limit have arrived, before they are written.
 */
export class UploadGuard extends Transform {
  #head: Buffer[] = [];
  #size = 0;
  #found: Sniffed | undefined;
  readonly #hash = createHash('sha256');

  constructor(private readonly options: GuardOptions) {
    super();
  }

  /** The file's name, for messages. */
  get name(): string {
    return this.options.name;
  }

  /** What the bytes are (known once SNIFF_BYTES arrived or the file ended). */
  get sniffed(): Sniffed | undefined {
    return this.#found;
  }

  /** Bytes that arrived. */
  get size(): number {
    return this.#size;
  }

  /** The SHA-256 of all bytes, hex; read once, after the stream finished. */
  sha256(): string {
    return this.#hash.digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#size += chunk.length;
    this.#hash.update(chunk);
    if (this.#found !== undefined) return callback(this.#overLimit(), chunk);
    this.#head.push(chunk);
    if (this.#size < SNIFF_BYTES) return callback();
    callback(this.#sniffHead() ?? this.#overLimit(), this.#takeHead());
  }

  override _flush(callback: TransformCallback): void {
    if (this.#found !== undefined) return callback();
    if (this.#size === 0) return callback(badRequest(`file '${this.options.name}': is empty`));
    callback(this.#sniffHead() ?? this.#overLimit(), this.#takeHead());
  }

  #sniffHead(): ApiError | undefined {
    const found = sniff(Buffer.concat(this.#head));
    const problem = contentProblem(found, this.options.declaredType, this.options.name);
    this.#found = found;
    return problem;
  }

  #takeHead(): Buffer {
    const head = Buffer.concat(this.#head);
    this.#head = [];
    return head;
  }

  #overLimit(): ApiError | null {
    const found = this.#found;
    if (found === undefined) return null;
    const limit = this.options.limits[found.kind];
    return this.#size > limit ? tooLarge(this.options.name, found.kind, limit) : null;
  }
}
