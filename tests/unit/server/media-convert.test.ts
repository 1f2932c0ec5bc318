import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeFile } from '../../../src/server/media/probe.ts';
import { fileOf } from '../../../src/server/media/store.ts';
import { setupServer } from '../../../src/server/setup.ts';
import type { MediaStatus, UploadResponse } from '../../../src/shared/api/media.ts';
import { ffmpeg, ffmpegPath } from '../../media/ffmpeg.ts';
import { startTestServer, type Envelope, type TestServer } from './helpers.ts';
import { fixtures, frameAt, meanDifference, truncatedMp4 } from './media-fixtures.ts';

const temp = mkdtempSync(join(tmpdir(), 'clipwright-convert-'));
let server: TestServer;
let alice: string;
let bob: string;

beforeAll(async () => {
  server = startTestServer({ ffmpeg: ffmpegPath(), demoLibrary: false });
  alice = (await server.signUp('Alice')).access_token;
  bob = (await server.signUp('Bob')).access_token;
});
afterAll(async () => {
  await server.close();
  rmSync(temp, { recursive: true, force: true });
});

async function upload(on: TestServer, path: string, name: string, token: string) {
  const form = new FormData();
  form.append('file', new File([readFileSync(path)], name, { type: '' }));
  const response = await on.app.request('/ai/source/upload', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Envelope<UploadResponse>;
}

const mediaOf = (on: TestServer, key: string, token: string) =>
  on.call<MediaStatus>('GET', `/ai/source/media?key=${encodeURIComponent(key)}`, { token });

/** Polls like the page does until the conversion ends; returns every state seen. */
async function pollUntilDone(key: string): Promise<MediaStatus[]> {
  const seen: MediaStatus[] = [];
  for (let i = 0; i < 600; i++) {
    const { data } = await mediaOf(server, key, alice);
    seen.push(data);
    if (data.state !== 'converting' && data.state !== 'checking') return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`'${key}' still converting after 30 s`);
}

describe('upload-time conversion', () => {
  it('converts HEVC to H.264 + AAC under the same key, keeping the original', async () => {
    const uploaded = await upload(server, fixtures.hevc(), 'clip.mp4', alice);
    expect(uploaded.code, uploaded.message).toBe(200);
    expect(uploaded.data.media).toMatchObject({ state: 'converting', progress: 0 });
    expect(uploaded.data.media.info?.video?.codec).toBe('hevc');
    const { key } = uploaded.data;

    const seen = await pollUntilDone(key);
    const done = seen.at(-1)!;
    expect(done, done.error).toMatchObject({ state: 'ready', progress: 1 });
    const fractions = seen.map((s) => s.progress);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(done.info?.video?.codec).toBe('hevc'); // the probe describes what was uploaded

    const row = server.running.ctx.db
      .prepare('SELECT content_type, original_key FROM assets WHERE key = ?')
      .get(key) as { content_type: string; original_key: string };
    expect(row.content_type).toBe('video/mp4');
    const converted = fileOf(server.running.ctx.filesDir, key);
    const info = await probeFile(converted);
    expect(info.container).toBe('MP4');
    expect(info.video).toMatchObject({ codec: 'avc', bit_depth: 8, display_width: 320, display_height: 240 });
    expect(info.audio?.codec).toBe('aac');
    const difference = meanDifference(frameAt(converted, 0.5), frameAt(fixtures.hevc(), 0.5));
    expect(difference).toBeLessThan(4);

    const original = fileOf(server.running.ctx.filesDir, row.original_key);
    expect(row.original_key).toMatch(/^u\/\d+\/video\/[0-9a-f]{24}\.mp4$/);
    expect(readFileSync(original)).toEqual(readFileSync(fixtures.hevc()));

    const served = await server.app.request(uploaded.data.url);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(Number(served.headers.get('content-length'))).toBe(readFileSync(converted).length);
  });

  it('keeps a rotated video upright: ffmpeg turns the frames and drops the rotation', async () => {
    const uploaded = await upload(server, fixtures.hevcRotated90(), 'portrait.mp4', alice);
    expect(uploaded.data.media.info?.video).toMatchObject({ rotation: 90, display_width: 240 });
    const done = (await pollUntilDone(uploaded.data.key)).at(-1)!;
    expect(done.state, done.error).toBe('ready');
    const converted = fileOf(server.running.ctx.filesDir, uploaded.data.key);
    expect((await probeFile(converted)).video).toMatchObject({
      rotation: 0,
      coded_width: 240,
      coded_height: 320,
    });
    expect(meanDifference(frameAt(converted, 0.5), frameAt(fixtures.hevcRotated90(), 0.5))).toBeLessThan(4);
  });

  it('tone-maps PQ HDR to 8-bit BT.709', async () => {
    const uploaded = await upload(server, fixtures.hdrPq(), 'hdr.mp4', alice);
    expect(uploaded.data.media.state).toBe('converting');
    const done = (await pollUntilDone(uploaded.data.key)).at(-1)!;
    expect(done.state, done.error).toBe('ready');
    const info = await probeFile(fileOf(server.running.ctx.filesDir, uploaded.data.key));
    expect(info.video).toMatchObject({
      codec: 'avc',
      bit_depth: 8,
      hdr: false,
      color: { primaries: 'bt709', transfer: 'bt709', matrix: 'bt709' },
    });
  });

  it('answers the state to the owner only', async () => {
    const uploaded = await upload(server, fixtures.vp9(), 'ok.webm', alice);
    expect(uploaded.data.media).toMatchObject({ state: 'ready', progress: 1 });
    expect((await mediaOf(server, uploaded.data.key, alice)).data.state).toBe('ready');
    const other = await mediaOf(server, uploaded.data.key, bob);
    expect(other.code).toBe(404);
    expect(other.message).toContain(uploaded.data.key);
    expect((await server.call('GET', '/ai/source/media', { token: alice })).message).toContain(
      'key: missing',
    );
    expect((await mediaOf(server, uploaded.data.key, '')).code).toBe(401);
  });

  it('refuses a file cut short before its index, naming it', async () => {
    const uploaded = await upload(server, truncatedMp4(join(temp, 'cut.mp4')), 'clip.mp4', alice);
    expect(uploaded.code).toBe(422);
    expect(uploaded.message).toBe(
      "file 'clip.mp4': no readable video or audio track (the file may be cut short: its index is missing)",
    );
    const count = server.running.ctx.db.prepare(
      "SELECT COUNT(*) AS n FROM assets WHERE media_state = 'checking'",
    );
    expect((count.get() as { n: number }).n).toBe(0);
  });

  it('takes MPEG transport streams and refuses program streams it cannot read', async () => {
    const ts = join(temp, 'clip.ts');
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=30:d=1', '-c:v', 'libx264', '-f', 'mpegts', '-y', ts]);
    const taken = await upload(server, ts, 'clip.ts', alice);
    expect(taken.data).toMatchObject({ content_type: 'video/mp2t', media: { state: 'ready' } });
    const ps = join(temp, 'clip.mpg');
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=320x240:r=30:d=1',
      '-c:v',
      'mpeg2video',
      '-f',
      'mpeg',
      '-y',
      ps,
    ]);
    const refused = await upload(server, ps, 'clip.mpg', alice);
    expect(refused.code).toBe(422);
    expect(refused.message).toMatch(/^file 'clip\.mpg': not a container mediabunny reads/);
  });

  it("fails with ffmpeg's last line when ffmpeg fails", async () => {
    const broken = join(temp, 'ffmpeg-that-fails');
    writeFileSync(
      broken,
      '#!/bin/sh\necho "frame=1" >&2\necho "Conversion failed: disk on fire" >&2\nexit 1\n',
      {
        mode: 0o755,
      },
    );
    const failing = startTestServer({ ffmpeg: broken, demoLibrary: false });
    try {
      const token = (await failing.signUp('Carol')).access_token;
      const uploaded = await upload(failing, fixtures.hevc(), 'clip.mp4', token);
      await failing.running.ctx.media.idle();
      const { data } = await mediaOf(failing, uploaded.data.key, token);
      expect(data.state).toBe('failed');
      expect(data.error).toBe(
        'the conversion failed: ffmpeg failed (exit code 1): Conversion failed: disk on fire',
      );
    } finally {
      await failing.close();
    }
  });
});

describe('without ffmpeg, and after a restart', () => {
  it('stores the upload as unconvertible, then converts it when a restart has ffmpeg', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'clipwright-restart-'));
    const without = startTestServer({ dataDir, ffmpeg: null, demoLibrary: false });
    const token = (await without.signUp('Dora')).access_token;
    const uploaded = await upload(without, fixtures.hevc(), 'IMG_0042.mov', token);
    expect(uploaded.code, uploaded.message).toBe(200);
    const codec = uploaded.data.media.info?.video?.codec_string;
    expect(uploaded.data.media).toMatchObject({
      state: 'unconvertible',
      error:
        `HEVC (${codec}) video cannot be decoded by browsers, and this server has no ffmpeg to convert it ` +
        "(ffmpeg is turned off for this server; install Debian's ffmpeg package or set FFMPEG_PATH)",
    });
    await without.running.close(); // the data folder stays

    // A stop in the middle of a conversion leaves the row 'converting'.
    const db = new Database(join(dataDir, 'clipwright.sqlite'));
    db.prepare("UPDATE assets SET media_state = 'converting', media_error = NULL WHERE key = ?").run(
      uploaded.data.key,
    );
    db.close();

    const lines: string[] = [];
    const again = setupServer({
      dataDir,
      ffmpeg: ffmpegPath(),
      demoLibrary: false,
      log: (l) => lines.push(l),
    });
    try {
      expect(lines).toContain('media: 1 upload(s) interrupted by a stop are taken up again');
      await again.ctx.media.idle();
      expect(again.ctx.media.status(uploaded.data.key)).toMatchObject({ state: 'ready', progress: 1 });
      expect((await probeFile(fileOf(again.ctx.filesDir, uploaded.data.key))).video?.codec).toBe('avc');
    } finally {
      await again.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('treats an FFMPEG_PATH that does not exist as no ffmpeg', async () => {
    const saved = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = join(temp, 'no-such-ffmpeg');
    const without = startTestServer({ demoLibrary: false });
    try {
      const token = (await without.signUp('Eve')).access_token;
      const uploaded = await upload(without, fixtures.h264High10(), 'ten.mp4', token);
      expect(uploaded.data.media.state).toBe('unconvertible');
      expect(uploaded.data.media.error).toContain(`FFMPEG_PATH '${process.env.FFMPEG_PATH}' does not exist`);
      expect(uploaded.data.media.error).toMatch(
        /^H\.264 High 10 \(avc1\.6e[0-9a-f]{4}\) video cannot be decoded/,
      );
      expect(existsSync(fileOf(without.running.ctx.filesDir, uploaded.data.key))).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = saved;
      await without.close();
    }
  });
});
