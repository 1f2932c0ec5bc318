import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../../../src/server/media/range.ts';
import { sniff } from '../../../src/server/media/sniff.ts';
import { encodePng } from '../../../src/server/demo/png.ts';
import { UPLOAD_LIMITS, type UploadResponse } from '../../../src/shared/api/media.ts';
import { startTestServer, type Envelope, type TestServer } from './helpers.ts';

let server: TestServer;
let alice: string;
let bob: string;

beforeAll(async () => {
  server = startTestServer();
  alice = (await server.signUp('Alice')).access_token;
  bob = (await server.signUp('Bob')).access_token;
});
afterAll(async () => {
  await server.close();
});

const png = encodePng(2, 2, new Uint8Array(16).fill(200));

async function upload(
  bytes: Uint8Array,
  name: string,
  type: string,
  token = alice,
  kind?: string,
): Promise<Envelope<UploadResponse>> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  if (kind !== undefined) form.append('kind', kind);
  const response = await server.app.request('/ai/source/upload', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Envelope<UploadResponse>;
}

function storedFiles(): string[] {
  const root = join(server.dataDir, 'files', 'u');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  try {
    return walk(root);
  } catch {
    return [];
  }
}

describe('range parsing', () => {
  it('reads single ranges and refuses impossible ones', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('items=0-1', 100)).toBeUndefined();
  });
});

describe('sniffing', () => {
  it('knows files by their bytes', () => {
    expect(sniff(png)?.contentType).toBe('image/png');
    expect(sniff(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(
      sniff(new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]))?.contentType,
    ).toBe('video/mp4');
    expect(sniff(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]))?.contentType).toBe('video/webm');
    expect(sniff(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))?.contentType).toBe('audio/wav');
    expect(sniff(new TextEncoder().encode('ID3\x03'))?.contentType).toBe('audio/mpeg');
    expect(sniff(new TextEncoder().encode('<html><script>'))).toBeUndefined();
  });
});

describe('uploads', () => {
  it('stores an image under the user and serves it with range requests', async () => {
    const result = await upload(png, 'dot.png', 'image/png');
    expect(result.code, result.message).toBe(200);
    expect(result.data).toMatchObject({ kind: 'image', content_type: 'image/png', size: png.length });
    expect(result.data.key).toMatch(/^u\/\d+\/image\/[0-9a-f]{24}\.png$/);

    const whole = await server.app.request(result.data.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toContain('private');
    expect(whole.headers.get('content-length')).toBe(String(png.length));
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(new Uint8Array(png));

    const part = await server.app.request(result.data.url, { headers: { Range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-3/${png.length}`);
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([0x50, 0x4e, 0x47]);

    const tail = await server.app.request(result.data.url, { headers: { Range: 'bytes=-4' } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(new Uint8Array(png.subarray(png.length - 4)));

    const outside = await server.app.request(result.data.url, { headers: { Range: `bytes=${png.length}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${png.length}`);

    const head = await server.app.request(result.data.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(png.length));

    const etag = whole.headers.get('etag')!;
    expect((await server.app.request(result.data.url, { headers: { 'If-None-Match': etag } })).status).toBe(
      304,
    );

    // Public library files are cached for long.
    const pub = await server.app.request('/media/public/avatars/101.png');
    expect(pub.headers.get('cache-control')).toContain('immutable');
  });

  it('stores an uploaded SVG logo cleaned of scripts and outside references, and refuses a malformed one', async () => {
    const hostile =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
      'viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script>' +
      '<rect width="10" height="10" fill="#0a0"/><image xlink:href="https://tracker.invalid/p.png"/></svg>';
    const result = await upload(new TextEncoder().encode(hostile), 'logo.svg', 'image/svg+xml');
    expect(result.code, result.message).toBe(200);
    expect(result.data).toMatchObject({ kind: 'image', content_type: 'image/svg+xml' });
    expect(result.data.key).toMatch(/\.svg$/);
    const served = await server.app.request(result.data.url);
    expect(served.headers.get('content-type')).toContain('image/svg+xml');
    const text = await served.text();
    expect(text).toContain('<rect');
    expect(text).not.toMatch(/script|onload|tracker\.invalid/);
    expect(result.data.size).toBe(new TextEncoder().encode(text).length);

    const broken = await upload(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'),
      'broken.svg',
      'image/svg+xml',
    );
    expect(broken.code).toBe(422);
    expect(broken.message).toContain("'broken.svg'");
  });

  it('keeps uploads private to their owner', async () => {
    const result = await upload(png, 'mine.png', 'image/png', alice);
    expect(
      (await server.call('POST', '/ai/source/get-access-url', { token: bob, body: { key: result.data.key } }))
        .code,
    ).toBe(403);
    expect(
      (
        await server.call('POST', '/ai/source/get-access-url', {
          token: alice,
          body: { key: result.data.key },
        })
      ).code,
    ).toBe(200);
    expect((await server.app.request(`/media/${result.data.key}`)).status).toBe(403);
  });

  it('refuses disguised, unknown, empty and oversized files and leaves nothing behind', async () => {
    const before = storedFiles();
    const disguised = await upload(png, 'clip.mp4', 'video/mp4');
    expect(disguised.code).toBe(415);
    expect(disguised.message).toContain('clip.mp4');
    expect(disguised.message).toContain('image/png');
    const wrongKind = await upload(png, 'dot.png', 'image/png', alice, 'audio');
    expect(wrongKind.code).toBe(415);
    const script = await upload(
      new TextEncoder().encode('<script>alert(1)</script>'),
      'evil.png',
      'image/png',
    );
    expect(script.code).toBe(415);
    expect((await upload(new Uint8Array(0), 'empty.png', 'image/png')).code).toBe(400);
    const huge = new Uint8Array(UPLOAD_LIMITS.image + 10);
    huge.set(png);
    const tooBig = await upload(huge, 'huge.png', 'image/png');
    expect(tooBig.code).toBe(413);
    expect(tooBig.message).toContain('huge.png');
    const noFile = await server.app.request('/ai/source/upload', {
      method: 'POST',
      body: new FormData(),
      headers: { Authorization: `Bearer ${alice}` },
    });
    expect(((await noFile.json()) as Envelope<null>).code).toBe(400);
    expect((await upload(png, 'dot.png', 'image/png', 'bad-token')).code).toBe(401);
    expect(storedFiles()).toEqual(before);
  });
});
