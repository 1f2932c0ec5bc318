import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../../src/server/demo/png.ts';
import { ApiError } from '../../../src/server/http/errors.ts';
import { receiveUpload } from '../../../src/server/media/receive-upload.ts';
import { contentProblem } from '../../../src/server/media/upload-guard.ts';
import { uploadTempDir } from '../../../src/server/media/upload-temp.ts';
import { UPLOAD_LIMITS, type UploadResponse } from '../../../src/shared/api/media.ts';
import { startTestServer, type Envelope, type TestServer } from './helpers.ts';

const BOUNDARY = '----clipwright-test-boundary';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const png = encodePng(2, 2, new Uint8Array(16).fill(200));

/** A multipart body whose file part is `head` then `fill` zero bytes, sent in 16 KiB chunks as pulled. */
function multipart(
  head: Uint8Array,
  fill: number,
  options: { name?: string; type?: string; cutAfter?: number } = {},
) {
  const enc = new TextEncoder();
  const preamble = enc.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${options.name ?? 'pic.png'}"\r\n` +
      `Content-Type: ${options.type ?? 'image/png'}\r\n\r\n`,
  );
  const epilogue = enc.encode(
    `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="origin"\r\n\r\nweb\r\n--${BOUNDARY}--\r\n`,
  );
  const counter = { pulled: 0 };
  async function* chunks() {
    yield preamble;
    yield head;
    counter.pulled += head.length;
    const chunk = new Uint8Array(16 * 1024);
    for (let left = fill; left > 0; left -= chunk.length) {
      if (options.cutAfter !== undefined && counter.pulled >= options.cutAfter)
        throw new Error('the client went away');
      const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
      counter.pulled += piece.length;
      yield piece;
    }
    yield epilogue;
  }
  return { counter, stream: () => Readable.from(chunks(), { objectMode: false }) };
}

describe('receiving an upload as it streams', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'clipwright-upload-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const limits = { image: 256 * 1024, audio: 512 * 1024, video: 1024 * 1024 };

  it('writes the file to disk with its type, size and SHA-256', async () => {
    const body = multipart(png, 100_000);
    const received = await receiveUpload(body.stream(), CONTENT_TYPE, { dir, limits, maxBodyBytes: 2 ** 20 });
    const bytes = Buffer.concat([png, Buffer.alloc(100_000)]);
    expect(received).toMatchObject({
      name: 'pic.png',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      sniffed: { kind: 'image', contentType: 'image/png' },
    });
    expect(received.fields.get('origin')).toBe('web');
    expect(readdirSync(dir)).toEqual([received.path.slice(dir.length + 1)]);
    rmSync(received.path);
  });

  it('refuses a file with 413 as soon as it passes its limit, reading little more, and leaves no file', async () => {
    const body = multipart(png, 8 * 1024 * 1024);
    const error = await receiveUpload(body.stream(), CONTENT_TYPE, {
      dir,
      limits,
      maxBodyBytes: 2 ** 30,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(413);
    expect((error as ApiError).message).toBe(
      "file 'pic.png': larger than the image limit of 262144 bytes (0.3 MiB)",
    );
    // Stopped mid-stream: of 8 MiB, not much more than the limit was read.
    expect(body.counter.pulled).toBeLessThan(limits.image + 256 * 1024);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses an unknown type from the first bytes, before the rest arrives', async () => {
    const body = multipart(new TextEncoder().encode('#!/bin/sh\necho hi\n'), 4 * 1024 * 1024, {
      name: 'x.sh',
    });
    const error = await receiveUpload(body.stream(), CONTENT_TYPE, {
      dir,
      limits,
      maxBodyBytes: 2 ** 30,
    }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe(415);
    expect((error as ApiError).message).toContain("file 'x.sh'");
    expect(body.counter.pulled).toBeLessThan(256 * 1024);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves no file when the body is cut off mid-file', async () => {
    const body = multipart(png, 4 * 1024 * 1024, { cutAfter: 1024 * 1024 });
    const error = await receiveUpload(body.stream(), CONTENT_TYPE, {
      dir,
      limits: { ...limits, image: 2 ** 30 },
      maxBodyBytes: 2 ** 30,
    }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe(400);
    expect((error as ApiError).message).toBe('body: the upload was cut off before it ended');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('caps the whole body, whatever its parts', async () => {
    const body = multipart(png, 300 * 1024);
    const error = await receiveUpload(body.stream(), CONTENT_TYPE, {
      dir,
      limits: { ...limits, image: 2 ** 30 },
      maxBodyBytes: 200 * 1024,
    }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe(413);
    expect((error as ApiError).message).toBe('body: larger than 204800 bytes');
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('POST /ai/source/upload, streamed', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = startTestServer({ demoLibrary: false });
    token = (await server.signUp('Streamer')).access_token;
  });
  afterAll(async () => {
    await server.close();
  });

  /** Sends a streamed body without Content-Length, as a browser's chunked upload or a proxy would. */
  async function send(body: ReturnType<typeof multipart>): Promise<Envelope<UploadResponse>> {
    const init = {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': CONTENT_TYPE },
      body: Readable.toWeb(body.stream()) as ReadableStream<Uint8Array>,
      duplex: 'half',
    };
    const response = await server.app.request('/ai/source/upload', init as RequestInit);
    return (await response.json()) as Envelope<UploadResponse>;
  }

  const tempFiles = () => {
    try {
      return readdirSync(uploadTempDir(server.running.ctx.filesDir));
    } catch {
      return [];
    }
  };

  it('stores a streamed file with its hash, and keeps the answer as before', async () => {
    const result = await send(multipart(png, 0));
    expect(result.code).toBe(200);
    expect(result.data).toMatchObject({ kind: 'image', content_type: 'image/png', size: png.length });
    const row = server.running.ctx.db
      .prepare('SELECT sha256 FROM assets WHERE key = ?')
      .get(result.data.key) as {
      sha256: string;
    };
    expect(row.sha256).toBe(createHash('sha256').update(png).digest('hex'));
    expect(tempFiles()).toEqual([]);
  });

  it('answers 413 naming the limit mid-stream, without reading the whole body', async () => {
    const body = multipart(png, UPLOAD_LIMITS.image * 3);
    const result = await send(body);
    expect(result.code).toBe(413);
    expect(result.message).toBe("file 'pic.png': larger than the image limit of 15728640 bytes (15 MiB)");
    expect(body.counter.pulled).toBeLessThan(UPLOAD_LIMITS.image + 4 * 1024 * 1024);
    expect(tempFiles()).toEqual([]);
  });

  it('leaves no file and no row when the client goes away mid-upload', async () => {
    const before = (server.running.ctx.db.prepare('SELECT COUNT(*) AS n FROM assets').get() as { n: number })
      .n;
    const result = await send(multipart(png, 8 * 1024 * 1024, { cutAfter: 2 * 1024 * 1024 }));
    expect(result.code).toBe(400);
    expect(tempFiles()).toEqual([]);
    const after = (server.running.ctx.db.prepare('SELECT COUNT(*) AS n FROM assets').get() as { n: number })
      .n;
    expect(after).toBe(before);
  });

  it('refuses a body announced larger than the largest upload before reading it', async () => {
    const response = await server.app.request('/ai/source/upload', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': CONTENT_TYPE,
        'Content-Length': String(2 ** 30),
      },
      body: 'x',
    });
    const result = (await response.json()) as Envelope<null>;
    expect(result.code).toBe(413);
    expect(result.message).toContain('more than the largest upload');
  });
});

describe('declared types', () => {
  it('refuse another family than the bytes are, and take a missing or generic one as undeclared', () => {
    const found = { kind: 'image' as const, contentType: 'image/png', extension: 'png' };
    expect(contentProblem(found, 'video/mp4', 'a.mp4')?.message).toBe(
      "file 'a.mp4': declared as video/mp4 but its content is image/png",
    );
    for (const declared of ['', 'application/octet-stream', 'text/plain', 'image/jpeg', 'IMAGE/PNG'])
      expect(contentProblem(found, declared, 'a.png'), declared).toBeUndefined();
    expect(contentProblem(undefined, 'image/png', 'x.png')?.code).toBe(415);
  });
});
