import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { ensureDemoLibrary } from '../../../src/server/demo/library.ts';
import { pngSize } from '../../../src/server/demo/png-decode.ts';
import { listStockVideos, type StockVideo } from '../../../src/server/demo/stock-videos/index.ts';
import { findAsset } from '../../../src/server/media/store.ts';
import { readMp3Info } from '../../../src/server/media/mp3-info.ts';
import { setupServer, type RunningServer } from '../../../src/server/setup.ts';
import type { LibraryResponse } from '../../../src/shared/api/library.ts';
import type { PexelsInfoResponse } from '../../../src/shared/api/media.ts';
import type { TokenPair } from '../../../src/shared/api/auth.ts';
import { normalizeProject, validateProject } from '../../../src/shared/index.ts';
import type { Envelope } from './helpers.ts';

let dataDir: string;
let running: RunningServer;
let app: ReturnType<typeof createApp>;
let token: string;
const lines: string[] = [];

async function call<T>(method: string, path: string, body?: unknown, auth = token): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (auth !== '') headers.Authorization = `Bearer ${auth}`;
  const response = await app.request(path, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as Envelope<T>;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'clipwright-library-'));
  running = setupServer({ dataDir, log: (line) => lines.push(line) });
  app = createApp({ api: running.ctx });
  const signUp = await call<TokenPair>(
    'POST',
    '/api/user/sign-up',
    { email: 'lib@example.com', password: 'correct horse battery', name: 'Lib' },
    '',
  );
  token = signUp.data.access_token;
  // First start: everything is generated (or copied from the machine's cache) in the background.
  const report = await running.library;
  expect(report?.failed).toEqual([]);
}, 300_000);

afterAll(async () => {
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /api/library', () => {
  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/library', undefined, '')).code).toBe(401);
    expect((await call('GET', '/api/library', undefined, 'not-a-token')).code).toBe(401);
  });

  it('lists every kind with id, title, key and a /media url that serves the file', async () => {
    const { code, data } = await call<LibraryResponse>('GET', '/api/library');
    expect(code).toBe(200);
    expect(data.complete).toBe(true);
    expect(data.images.length).toBeGreaterThanOrEqual(6);
    expect(data.icons.length).toBeGreaterThanOrEqual(30);
    expect(data.stickers).toHaveLength(4);
    expect(data.music).toHaveLength(3);
    expect(data.templates).toHaveLength(8);
    expect(data.avatars.length).toBeGreaterThanOrEqual(10);
    expect(data.videos).toHaveLength(listStockVideos().length);
    const all = [
      ...data.images,
      ...data.videos,
      ...data.icons,
      ...data.stickers,
      ...data.music,
      ...data.templates,
      ...data.avatars,
    ];
    for (const item of all) {
      expect(item.title.length, String(item.id)).toBeGreaterThan(0);
      expect(item.url).toBe(`/media/${item.key}`);
    }
    const icon = await app.request(data.icons[0]!.url);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toContain('currentColor');
  });

  it('gives each kind its own fields', async () => {
    const { data } = await call<LibraryResponse>('GET', '/api/library');
    for (const sticker of data.stickers) {
      const bytes = new Uint8Array(await (await app.request(sticker.url)).arrayBuffer());
      expect(pngSize(bytes)).toEqual({ width: sticker.sheetWidth, height: sticker.sheetHeight });
      expect(sticker.duration).toBeCloseTo(sticker.sticker.totalFrames / 25);
      // Its smaller copies: the same frames in the same places, 512, 256 and 128 px each.
      const { columns, totalFrames } = sticker.sticker;
      expect(sticker.sticker.sheets?.map((sheet) => sheet.frameWidth)).toEqual([512, 256, 128]);
      for (const sheet of sticker.sticker.sheets ?? []) {
        expect(sheet.url).toBe(`/media/${sheet.key}`);
        const copy = new Uint8Array(await (await app.request(sheet.url!)).arrayBuffer());
        expect(pngSize(copy)).toEqual({
          width: Math.min(columns, totalFrames) * sheet.frameWidth,
          height: Math.ceil(totalFrames / columns) * sheet.frameHeight,
        });
      }
    }
    expect(data.stickers.filter((s) => s.sheetWidth === 25600 && s.sheetHeight === 2048)).toHaveLength(3);
    for (const track of data.music) {
      const bytes = new Uint8Array(await (await app.request(track.url)).arrayBuffer());
      expect(Math.abs(readMp3Info(bytes).duration - track.duration)).toBeLessThan(0.075);
    }
    for (const image of data.images) {
      expect(image.size).toBe(findAsset(running.ctx.db, image.key)!.size);
      expect(findAsset(running.ctx.db, image.thumbnail.key)).toBeDefined();
    }
    for (const video of data.videos) {
      expect(video.files[0]!.width).toBe(video.width);
      expect(findAsset(running.ctx.db, video.cover.key)?.kind).toBe('image');
    }
    expect(data.avatarDefaults?.template).toMatchObject({ type: 'Avatar', width: 760, height: 1080 });
    expect(data.avatarDefaults?.template.scaleX).toBeCloseTo(0.398);
    expect(data.avatarDefaults?.template.initWidth).toBe(700);
    expect(findAsset(running.ctx.db, data.avatarDefaults!.placeholder.key)).toBeDefined();
    // Talking avatars: each presenter's face in its picture and how its mouth moves.
    for (const avatar of data.avatars) {
      expect(avatar.config, avatar.title).toEqual({ x: 114, y: 107, width: 152, height: 174.8 });
      expect(avatar.mouth_style, avatar.title).toBe(avatar.type === 1 ? 'photo' : 'drawn');
    }
    expect(data.avatarDefaults?.template._avatarInfo).toMatchObject({
      config: { x: 230, y: 200, width: 300, height: 376 },
      mouth_style: 'photo',
    });
  });
});

describe('GET /api/library/templates/:id', () => {
  /** Every storage key and /media path a project names. */
  function referencedKeys(value: unknown, out = new Set<string>()): Set<string> {
    if (typeof value === 'string') {
      if (value.startsWith('/media/')) out.add(value.slice('/media/'.length));
      else if (value.startsWith('public/')) out.add(value);
    } else if (Array.isArray(value)) for (const item of value) referencedKeys(item, out);
    else if (value !== null && typeof value === 'object')
      for (const item of Object.values(value)) referencedKeys(item, out);
    return out;
  }

  it('answers each template project: valid, and naming only stored files', async () => {
    const { data } = await call<LibraryResponse>('GET', '/api/library');
    for (const template of data.templates) {
      const answer = await call<unknown>('GET', `/api/library/templates/${template.id}`);
      expect(answer.code).toBe(200);
      expect(validateProject(answer.data)).toEqual([]);
      expect(validateProject(normalizeProject(answer.data))).toEqual([]);
      const keys = referencedKeys(answer.data);
      expect(keys.size).toBeGreaterThan(3);
      for (const key of keys) expect(findAsset(running.ctx.db, key), `${template.id}: ${key}`).toBeDefined();
    }
  });

  it('refuses unknown and malformed ids, and callers without a token', async () => {
    expect((await call('GET', '/api/library/templates/no-such-template')).code).toBe(404);
    const bad = await call('GET', '/api/library/templates/Bad_Id!');
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('id');
    expect((await call('GET', '/api/library/templates/product-launch', undefined, '')).code).toBe(401);
  });
});

describe('first start', () => {
  it('a second start on the same data folder stores nothing new', async () => {
    const before = running.ctx.db.prepare('SELECT COUNT(*) AS n FROM assets').get() as { n: number };
    const again = await ensureDemoLibrary(running.ctx.db, running.ctx.filesDir, {
      cacheDir: null,
      now: Date.now,
    });
    expect(again.stored).toEqual([]);
    expect(again.present).toBeGreaterThan(60);
    const after = running.ctx.db.prepare('SELECT COUNT(*) AS n FROM assets').get() as { n: number };
    expect(after.n).toBe(before.n);
    expect(lines.some((line) => line.startsWith('Demo library: stored'))).toBe(true);
  });

  it('stores stock videos so that /ai/pexels/info answers for them', async () => {
    // A stand-in manifest entry (the real files come from scripts/generate-demo-videos.ts).
    const dir = mkdtempSync(join(tmpdir(), 'clipwright-stock-'));
    const files = [
      [1280, 720],
      [640, 360],
    ].map(([width, height]) => {
      const path = join(dir, `${width}x${height}.mp4`);
      writeFileSync(path, Buffer.from(`\0\0\0\x20ftypisom fake ${width}`));
      return { width: width!, height: height!, path };
    });
    writeFileSync(join(dir, 'cover.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    const video: StockVideo = {
      id: 9901,
      title: 'Fixture',
      durationSeconds: 2,
      fps: 25,
      hasAudio: false,
      files,
      coverPath: join(dir, 'cover.jpg'),
    };
    const report = await ensureDemoLibrary(running.ctx.db, running.ctx.filesDir, {
      cacheDir: null,
      videos: [video],
      now: Date.now,
    });
    expect(report.stored).toEqual(
      expect.arrayContaining(['public/stock/9901/1280x720.mp4', 'public/stock/9901/cover.jpg']),
    );
    const info = await call<PexelsInfoResponse>('GET', '/ai/pexels/info?id=9901');
    expect(info.code).toBe(200);
    expect(info.data.video_files.map((f) => [f.width, f.link])).toEqual([
      [1280, '/media/public/stock/9901/1280x720.mp4'],
      [640, '/media/public/stock/9901/640x360.mp4'],
    ]);
    rmSync(dir, { recursive: true, force: true });
    // The committed stock videos, when they exist, answer too.
    const real = listStockVideos()[0];
    if (real !== undefined) {
      const answer = await call<PexelsInfoResponse>('GET', `/ai/pexels/info?id=${real.id}`);
      expect(answer.data.video_files.map((f) => f.width)).toEqual(real.files.map((f) => f.width));
    }
  });
});
