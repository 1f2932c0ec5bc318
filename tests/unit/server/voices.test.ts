import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccessUrlResponse,
  AvatarInfoResponse,
  PexelsInfoResponse,
} from '../../../src/shared/api/media.ts';
import type { ApiVoice, VoiceListResponse } from '../../../src/shared/api/voices.ts';
import { putAsset } from '../../../src/server/media/store.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let alice: string;
let bob: string;
let voices: ApiVoice[];

beforeAll(async () => {
  server = startTestServer();
  alice = (await server.signUp('Alice')).access_token;
  bob = (await server.signUp('Bob')).access_token;
  const list = await server.call<VoiceListResponse>('POST', '/ai/audio/list-v3', {
    token: alice,
    body: { audio_type: 'app' },
  });
  expect(list.code).toBe(200);
  voices = list.data.list;
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('list-v3', () => {
  it('offers at least 24 voices in the 11 site languages, both genders, free and paid', () => {
    expect(voices.length).toBeGreaterThanOrEqual(24);
    const languages = new Set(voices.map((v) => v.lan));
    for (const lan of ['fr', 'ar', 'en', 'ja', 'de', 'it', 'pt', 'es', 'zh-TW', 'ko', 'nl']) {
      expect(languages, lan).toContain(lan);
      const genders = new Set(voices.filter((v) => v.lan === lan).map((v) => v.gender));
      expect([...genders].sort(), lan).toEqual([1, 2]);
    }
    expect(voices.some((v) => v.is_free === 1)).toBe(true);
    expect(voices.some((v) => v.is_free === 0)).toBe(true);
    expect(new Set(voices.map((v) => v.id)).size).toBe(voices.length);
    expect(voices.map((v) => v.id)).toEqual(expect.arrayContaining([750, 751, 2363, 2364]));
  });

  it('gives every Voice field, with measured words per minute', () => {
    for (const voice of voices) {
      expect(voice).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        lan: expect.any(String),
        country_name: expect.any(String),
        app_json: { text: expect.any(String) },
        voiceType: 'tts',
      });
      expect([1, 2]).toContain(voice.gender);
      expect([0, 1]).toContain(voice.is_free);
      expect(voice.tts_config.voice_id).toBe(voice.id);
      // Measured from the engine: plausible, and not one guessed constant for all.
      expect(voice.tts_config.words_per_minute, voice.name).toBeGreaterThan(60);
      expect(voice.tts_config.words_per_minute, voice.name).toBeLessThan(400);
    }
    expect(new Set(voices.map((v) => v.tts_config.words_per_minute)).size).toBeGreaterThan(5);
  });

  it('caches the measured rates in the database', async () => {
    const rows = server.running.ctx.db.prepare('SELECT COUNT(*) AS n FROM voice_rates').get() as {
      n: number;
    };
    expect(rows.n).toBe(voices.length);
    const again = await server.call<VoiceListResponse>('POST', '/ai/audio/list-v3', {
      token: bob,
      body: { audio_type: 'app' },
    });
    expect(again.data.list.map((v) => v.tts_config.words_per_minute)).toEqual(
      voices.map((v) => v.tts_config.words_per_minute),
    );
  });

  it('refuses a wrong audio_type and a missing token', async () => {
    const wrong = await server.call('POST', '/ai/audio/list-v3', {
      token: alice,
      body: { audio_type: 'studio' },
    });
    expect(wrong.code).toBe(400);
    expect(wrong.message).toContain('audio_type');
    expect((await server.call('POST', '/ai/audio/list-v3', { body: { audio_type: 'app' } })).code).toBe(401);
  });
});

describe('avatar-info', () => {
  it('answers both images, which are served as PNG', async () => {
    const info = await server.call<AvatarInfoResponse>('POST', '/ai/avatar/avatar-info', {
      token: alice,
      body: { avatar_source: 1, id: 101 },
    });
    expect(info.code).toBe(200);
    expect(info.data.avatar).toMatchObject({ id: 101, type: 1 });
    // Where its mouth is, and how it moves: a Talking Photo's own mouth.
    expect(info.data.avatar.config).toEqual({ x: 114, y: 107, width: 152, height: 174.8 });
    expect(info.data.avatar.mouth_style).toBe('photo');
    for (const url of [info.data.avatar.url, info.data.avatar_noback.url, info.data.avatar.static_url]) {
      const response = await server.app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    }
  });

  it('covers the five avatar types', async () => {
    const list = await server.call<{ list: Array<{ type: number }> }>('POST', '/ai/avatar/list', {
      token: alice,
    });
    expect(new Set(list.data.list.map((a) => a.type))).toEqual(new Set([1, 2, 3, 4, 5]));
    const styles = list.data.list.map((a) => [a.type, (a as { mouth_style?: string }).mouth_style]);
    for (const [type, style] of styles) expect(style, `type ${type}`).toBe(type === 1 ? 'photo' : 'drawn');
    expect(list.data.list.length).toBeGreaterThanOrEqual(10);
  });

  it('answers 404 for an unknown id and 400 for a wrong-typed one', async () => {
    expect(
      (await server.call('POST', '/ai/avatar/avatar-info', { token: alice, body: { id: 999 } })).code,
    ).toBe(404);
    const wrong = await server.call('POST', '/ai/avatar/avatar-info', {
      token: alice,
      body: { id: { x: 1 } },
    });
    expect(wrong.code).toBe(400);
    expect(wrong.message).toContain('id');
  });
});

describe('get-access-url', () => {
  it('signs public files for anyone and private files only for their owner', async () => {
    const pub = await server.call<AccessUrlResponse>('POST', '/ai/source/get-access-url', {
      token: bob,
      body: { key: 'public/avatars/101.png' },
    });
    expect(pub.code).toBe(200);
    expect(pub.data.static_url).toBe('/media/public/avatars/101.png');
    expect(pub.data.url).toMatch(/^\/media\/public\/avatars\/101\.png\?expires=\d+&sig=/);

    const aliceId = (
      server.running.ctx.db.prepare("SELECT id FROM users WHERE name = 'Alice'").get() as { id: number }
    ).id;
    putAsset(server.running.ctx.db, server.running.ctx.filesDir, {
      key: `u/${aliceId}/image/private.png`,
      ownerId: aliceId,
      kind: 'image',
      contentType: 'image/png',
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      now: server.clock.now,
    });
    const own = await server.call<AccessUrlResponse>('POST', '/ai/source/get-access-url', {
      token: alice,
      body: { key: `u/${aliceId}/image/private.png` },
    });
    expect(own.code).toBe(200);
    expect((await server.app.request(own.data.url)).status).toBe(200);
    const theirs = await server.call('POST', '/ai/source/get-access-url', {
      token: bob,
      body: { key: `u/${aliceId}/image/private.png` },
    });
    expect(theirs).toMatchObject({ code: 403, data: null });
    // Unsigned or tampered URLs of a private file are refused.
    expect((await server.app.request(`/media/u/${aliceId}/image/private.png`)).status).toBe(403);
    expect((await server.app.request(own.data.url.replace(/sig=./, 'sig=x'))).status).toBe(403);
    // The signed url expires; the static url lasts longer.
    server.clock.now += 2 * 3600 * 1000;
    expect((await server.app.request(own.data.url)).status).toBe(403);
    expect((await server.app.request(own.data.static_url)).status).toBe(200);
    server.clock.now -= 2 * 3600 * 1000;
  });

  it('answers 404 for an unknown key and 400 for path tricks', async () => {
    expect(
      (
        await server.call('POST', '/ai/source/get-access-url', {
          token: alice,
          body: { key: 'public/none.png' },
        })
      ).code,
    ).toBe(404);
    for (const key of [
      '../clipwright.sqlite',
      'public/../../etc/passwd',
      '/etc/passwd',
      'public//x',
      'public\\x',
      'public/%2e%2e/x',
      '',
    ]) {
      const result = await server.call('POST', '/ai/source/get-access-url', { token: alice, body: { key } });
      expect(result.code, key).toBe(400);
      expect(result.message, key).toContain('key');
    }
    expect((await server.app.request('/media/public/..%2f..%2fclipwright.sqlite')).status).toBe(400);
    // The URL parser folds %2e%2e segments away: the request leaves /media and finds nothing.
    const folded = await server.app.request('/media/public/%2e%2e/%2e%2e/clipwright.sqlite');
    expect(folded.status).toBe(404);
  });
});

describe('pexels/info', () => {
  it('lists the stored widths of a stock video, widest first', async () => {
    for (const [w, h] of [
      [640, 360],
      [1920, 1080],
      [1280, 720],
    ] as const) {
      putAsset(server.running.ctx.db, server.running.ctx.filesDir, {
        key: `public/stock/7/${w}x${h}.mp4`,
        ownerId: null,
        kind: 'video',
        contentType: 'video/mp4',
        bytes: new Uint8Array([0, 0, 0, 8, 0x66, 0x74, 0x79, 0x70]),
        now: server.clock.now,
      });
    }
    const info = await server.call<PexelsInfoResponse>('GET', '/ai/pexels/info?id=7', { token: alice });
    expect(info.code).toBe(200);
    expect(info.data.video_files.map((f) => f.width)).toEqual([1920, 1280, 640]);
    expect(info.data.video_files[0]!.link).toBe('/media/public/stock/7/1920x1080.mp4');
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await server.call('GET', '/ai/pexels/info?id=8', { token: alice })).code).toBe(404);
    const bad = await server.call('GET', '/ai/pexels/info?id=abc', { token: alice });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('id');
    expect((await server.call('GET', '/ai/pexels/info?id=7')).code).toBe(401);
  });
});

describe('clone-voice/get-info', () => {
  it('answers 404 for an unknown voice and 400 for a missing id', async () => {
    expect(
      (await server.call('POST', '/ai/clone-voice/get-info', { token: alice, body: { id: 100001 } })).code,
    ).toBe(404);
    const missing = await server.call('POST', '/ai/clone-voice/get-info', { token: alice, body: {} });
    expect(missing.code).toBe(400);
    expect(missing.message).toContain('id');
  });
});
