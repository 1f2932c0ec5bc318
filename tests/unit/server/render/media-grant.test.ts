import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MediaContext } from '../../../../src/server/context.ts';
import { openMemoryDatabase } from '../../../../src/server/db/open.ts';
import { putAsset } from '../../../../src/server/media/store.ts';
import { signedUrl, verifySignature } from '../../../../src/server/media/signing.ts';
import { grantMedia, MediaRefError } from '../../../../src/server/render/media-grant.ts';
import { mediaKeyOfUrl, mediaRefsOf } from '../../../../src/shared/render/media-refs.ts';

let ctx: MediaContext;
let filesDir: string;
const NOW = 1_800_000_000_000;

beforeEach(() => {
  filesDir = mkdtempSync(join(tmpdir(), 'grant-'));
  const db = openMemoryDatabase();
  db.prepare(
    "INSERT INTO users (id, email, name, password_hash, created_at) VALUES (1, 'a@x', 'A', 'h', 0)",
  ).run();
  db.prepare(
    "INSERT INTO users (id, email, name, password_hash, created_at) VALUES (2, 'b@x', 'B', 'h', 0)",
  ).run();
  ctx = {
    db,
    filesDir,
    now: () => NOW,
    secrets: { tokens: Buffer.alloc(32, 1), media: Buffer.alloc(32, 2) },
  };
  const put = (key: string, ownerId: number | null) =>
    putAsset(db, filesDir, {
      key,
      ownerId,
      kind: 'image',
      contentType: 'image/png',
      bytes: Buffer.from('x'),
      now: 0,
    });
  put('public/stock/a.png', null);
  put('u/1/uploads/mine.png', 1);
  put('u/2/uploads/theirs.png', 2);
});
afterEach(() => {
  ctx.db.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const layer = (property: Record<string, unknown>) => ({ id: 'l', type: 'object', property });
const project = (...layers: unknown[]) => ({
  layout: 'landscape',
  clips: [{ id: 's', duration: 2, layers }],
});

describe('media references of a project', () => {
  it('finds URL fields and the keys of objects that have no URL, with their JSON paths', () => {
    const refs = mediaRefsOf({
      clips: [
        {
          bgm: { _staticUrl: '/media/public/m.mp3', _urlkey: 'ignored/because-url' },
          layers: [layer({ _urlkey: 'u/1/a.mp4', _frontCoverKey: 'u/1/a.jpg' }), layer({ src: '/x.svg' })],
        },
      ],
    });
    expect(refs.map(({ path, kind, value }) => ({ path, kind, value }))).toEqual([
      { path: 'clips[0].bgm._staticUrl', kind: 'url', value: '/media/public/m.mp3' },
      { path: 'clips[0].layers[0].property._urlkey', kind: 'key', value: 'u/1/a.mp4' },
      { path: 'clips[0].layers[0].property._frontCoverKey', kind: 'key', value: 'u/1/a.jpg' },
      { path: 'clips[0].layers[1].property.src', kind: 'url', value: '/x.svg' },
    ]);
  });

  it('reads the key of a media URL and nothing else', () => {
    expect(mediaKeyOfUrl('/media/u/1/a%20b.png?expires=1&sig=x')).toBe('u/1/a b.png');
    expect(mediaKeyOfUrl('https://elsewhere/media/a.png')).toBeUndefined();
    expect(mediaKeyOfUrl('/media/%E0%A4%A')).toBeUndefined();
  });
});

describe('granting a render its media', () => {
  it("re-signs the owner's URLs, keeps public ones, signs keys, and leaves the original project alone", () => {
    const stale = signedUrl(ctx.secrets.media, 'u/1/uploads/mine.png', 10);
    const original = project(
      layer({ type: 'CustomImage', _staticUrl: stale }),
      layer({ type: 'CustomImage', _staticUrl: '/media/public/stock/a.png' }),
      layer({ type: 'CustomVideo', _urlkey: 'u/1/uploads/mine.png' }),
    );
    const grant = grantMedia(ctx, original, { userId: 1 });
    const layers = (grant.project as ReturnType<typeof project>).clips[0]?.layers as Array<{
      property: Record<string, string>;
    }>;
    const fresh = new URL(layers[0]?.property._staticUrl ?? '', 'http://x');
    expect(fresh.pathname).toBe('/media/u/1/uploads/mine.png');
    const check = verifySignature(
      ctx.secrets.media,
      'u/1/uploads/mine.png',
      fresh.searchParams.get('expires') ?? undefined,
      fresh.searchParams.get('sig') ?? undefined,
      NOW,
    );
    expect(check).toBe('ok');
    expect(layers[1]?.property._staticUrl).toBe('/media/public/stock/a.png');
    expect(Object.keys(grant.mediaUrls)).toEqual(['u/1/uploads/mine.png']);
    expect(original.clips[0]?.layers[0]).toEqual(layer({ type: 'CustomImage', _staticUrl: stale }));
  });

  it('refuses missing files and files of another user, naming the field', () => {
    expect(() =>
      grantMedia(ctx, project(layer({ _staticUrl: '/media/public/gone.png' })), { userId: 1 }),
    ).toThrow(new MediaRefError("clips[0].layers[0].property._staticUrl: no stored media 'public/gone.png'"));
    expect(() =>
      grantMedia(ctx, project(layer({ _urlkey: 'u/2/uploads/theirs.png' })), { userId: 1 }),
    ).toThrow("clips[0].layers[0].property._urlkey: media 'u/2/uploads/theirs.png' belongs to another user");
    expect(() => grantMedia(ctx, project(layer({ _urlkey: '../etc/passwd' })), { userId: 1 })).toThrow(
      /clips\[0\]\.layers\[0\]\.property\._urlkey: media key '\.\.\/etc\/passwd'/,
    );
  });

  it("accepts another user's file through a URL they signed while it holds; the machine may use every file", () => {
    const shared = signedUrl(ctx.secrets.media, 'u/2/uploads/theirs.png', NOW / 1000 + 60);
    expect(() => grantMedia(ctx, project(layer({ _staticUrl: shared })), { userId: 1 })).not.toThrow();
    const expired = signedUrl(ctx.secrets.media, 'u/2/uploads/theirs.png', NOW / 1000 - 60);
    expect(() => grantMedia(ctx, project(layer({ _staticUrl: expired })), { userId: 1 })).toThrow(
      /another user/,
    );
    expect(() =>
      grantMedia(ctx, project(layer({ _urlkey: 'u/2/uploads/theirs.png' })), 'machine'),
    ).not.toThrow();
  });
});
