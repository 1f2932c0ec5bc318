import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseVoice } from '../../../src/server/clone/analyse.ts';
import { readMp3Info } from '../../../src/server/media/mp3-info.ts';
import { composeSpeech } from '../../../src/server/tts/compose.ts';
import { SynthesisPool } from '../../../src/server/tts/pool.ts';
import type { GenerateTaskResponse, SpeechResult, TaskDetailResponse } from '../../../src/shared/api/task.ts';
import type { ApiVoice, VoiceListResponse } from '../../../src/shared/api/voices.ts';
import { estimateSpeechDuration } from '../../../src/shared/speech/estimate.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let alice: string;
let bob: string;
let voices: ApiVoice[];

beforeAll(async () => {
  server = startTestServer();
  alice = (await server.signUp('Alice')).access_token;
  bob = (await server.signUp('Bob')).access_token;
  voices = (
    await server.call<VoiceListResponse>('POST', '/ai/audio/list-v3', {
      token: alice,
      body: { audio_type: 'app' },
    })
  ).data.list;
}, 60_000);
afterAll(async () => {
  await server.close();
});

async function generate(body: unknown, token = alice): Promise<TaskDetailResponse<SpeechResult>> {
  const started = await server.call<GenerateTaskResponse>('POST', '/ai/task/generate', { token, body });
  expect(started.code, started.message).toBe(200);
  const first = await server.call<TaskDetailResponse<SpeechResult>>(
    'GET',
    `/ai/task/detail?task_id=${started.data.task_id}`,
    { token },
  );
  expect(first.code).toBe(200);
  expect([0, 1, 2]).toContain(first.data.status);
  await server.running.ctx.tasks.idle();
  const done = await server.call<TaskDetailResponse<SpeechResult>>(
    'GET',
    `/ai/task/detail?task_id=${started.data.task_id}`,
    { token },
  );
  return done.data;
}

async function mp3Of(detail: TaskDetailResponse<SpeechResult>, token = alice) {
  const response = await server.app.request(detail.additional_data!.url, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('audio/mpeg');
  return readMp3Info(new Uint8Array(await response.arrayBuffer()));
}

const voice = (id: number) => voices.find((v) => v.id === id)!;
const tts = (text: string, extra: Record<string, unknown> = {}, voiceId = 750) => ({
  action: 'tts',
  param: { tts_config: voice(voiceId).tts_config, text, speed: 1, pitch: 0, subtitle: true, ...extra },
});

describe('tts task', () => {
  const text =
    'The quick brown fox jumps over the lazy dog. Then it runs into the forest and sleeps until morning.';

  it('makes an MP3 whose length agrees with the subtitles and with the estimate', async () => {
    const detail = await generate(tts(text));
    expect(detail.status).toBe(0);
    const result = detail.additional_data!;
    expect(result.key).toMatch(/^u\/\d+\/speech\/[0-9a-f]+\.mp3$/);
    const mp3 = await mp3Of(detail);
    // The MP3 holds the PCM plus the encoder's delay and padding: at most ~2 frames (0.06 s at 22.05 kHz) more.
    expect(mp3.duration).toBeGreaterThanOrEqual(result.duration - 0.001);
    expect(mp3.duration - result.duration).toBeLessThan(0.15);
    const words = result.subtitles.flatMap((cue) => cue.words);
    expect(words.map((w) => w.text).join(' ')).toBe(text);
    expect(result.subtitles.map((cue) => cue.text)).toEqual([
      'The quick brown fox jumps over the lazy dog.',
      'Then it runs into the forest and sleeps until morning.',
    ]);
    for (let i = 0; i < words.length; i++) {
      expect(words[i]!.end).toBeGreaterThan(words[i]!.start);
      if (i > 0) expect(words[i]!.start).toBeGreaterThanOrEqual(words[i - 1]!.end - 0.001);
    }
    // Lead and tail silence of 0.3 s each around the words.
    expect(words[0]!.start).toBeCloseTo(0.3, 1);
    expect(result.duration - words[words.length - 1]!.end).toBeGreaterThanOrEqual(0.3);
    expect(result.duration - words[words.length - 1]!.end).toBeLessThan(0.8);
    // Mouth shapes from 0 to the end, without gaps: rest in the lead and the tail, shapes while words are spoken.
    const { visemes } = result;
    expect(visemes[0]).toMatchObject({ viseme: 'rest', start: 0 });
    expect(visemes.at(-1)).toMatchObject({ viseme: 'rest', end: result.duration });
    for (let i = 1; i < visemes.length; i++) expect(visemes[i]!.start).toBe(visemes[i - 1]!.end);
    expect(visemes.filter((cue) => cue.viseme !== 'rest').length).toBeGreaterThan(words.length);
    expect(visemes[0]!.end).toBeCloseTo(words[0]!.start, 2);
    // The estimate (measured words per minute of this voice) within 25 %.
    const estimate = estimateSpeechDuration(text, { wordsPerMinute: voice(750).tts_config.words_per_minute });
    expect(Math.abs(result.duration - estimate) / estimate).toBeLessThan(0.25);
  });

  it('inserts S seconds of silence for a pause marker <#S#>', async () => {
    const plain = (await generate(tts('Hello there. How are you today?'))).additional_data!;
    const paused = (await generate(tts('Hello there. <#2#> How are you today?'))).additional_data!;
    // The marker's 2 s replace the engine's own pause between the two sentences (about 0.3 s).
    expect(paused.duration - plain.duration).toBeGreaterThan(1.5);
    expect(paused.duration - plain.duration).toBeLessThan(2.3);
    // No cue spans the pause; the words after it start at least 2 s after the ones before end.
    expect(paused.subtitles.map((c) => c.text)).toEqual(['Hello there.', 'How are you today?']);
    expect(paused.subtitles[1]!.start - paused.subtitles[0]!.end).toBeGreaterThanOrEqual(2);
  });

  it('speed changes the duration', async () => {
    const normal = (await generate(tts(text))).additional_data!.duration;
    const fast = (await generate(tts(text, { speed: 2 }))).additional_data!.duration;
    const slow = (await generate(tts(text, { speed: 0.5 }))).additional_data!.duration;
    expect(fast / normal).toBeGreaterThan(0.4);
    expect(fast / normal).toBeLessThan(0.65);
    expect(slow / normal).toBeGreaterThan(1.6);
    // Three syntheses in a row: more than the default 5 s on a loaded machine.
  }, 30_000);

  it('speaks every language of the list', async () => {
    for (const lan of ['fr', 'ar', 'ja', 'de', 'it', 'pt', 'es', 'zh-TW', 'ko', 'nl']) {
      const v = voices.find((entry) => entry.lan === lan)!;
      const detail = await generate(tts(v.app_json.text, {}, v.id));
      expect(detail.status, lan).toBe(0);
      const result = detail.additional_data!;
      expect(result.subtitles.length, lan).toBeGreaterThan(0);
      expect(new Set(result.visemes.map((cue) => cue.viseme)).size, lan).toBeGreaterThan(4);
      const estimate = estimateSpeechDuration(v.app_json.text, {
        wordsPerMinute: v.tts_config.words_per_minute,
      });
      expect(Math.abs(result.duration - estimate) / estimate, lan).toBeLessThan(0.35);
    }
  }, 60_000);

  it('refuses bad input with a message naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ action: 'dance', param: {} }, 'action'],
      [{ action: 'tts' }, 'param'],
      [tts('Hi', { speed: 'fast' }), 'speed'],
      [tts('Hi', { speed: 9 }), 'speed'],
      [tts('Hi', { pitch: 80 }), 'pitch'],
      [tts('<#1#>'), 'text'],
      [tts('Hi <#99#>'), 'pause'],
      [{ action: 'tts', param: { tts_config: { voice_id: 4242 }, text: 'Hi' } }, 'voice_id'],
      [{ action: 'tts', param: { text: 'Hi' } }, 'tts_config'],
    ];
    for (const [body, field] of cases) {
      const result = await server.call('POST', '/ai/task/generate', { token: alice, body });
      expect(result.code, JSON.stringify(body)).toBe(400);
      expect(result.message, JSON.stringify(body)).toContain(field);
    }
    expect(server.running.ctx.db.prepare('SELECT COUNT(*) AS n FROM tasks WHERE status = 2').get()).toEqual({
      n: 0,
    });
  });

  it('keeps tasks and their audio private', async () => {
    const started = await server.call<GenerateTaskResponse>('POST', '/ai/task/generate', {
      token: alice,
      body: tts('Private words.'),
    });
    await server.running.ctx.tasks.idle();
    const theirs = await server.call('GET', `/ai/task/detail?task_id=${started.data.task_id}`, {
      token: bob,
    });
    expect(theirs).toMatchObject({ code: 404, data: null });
    const unknown = await server.call('GET', '/ai/task/detail?task_id=nope', { token: alice });
    expect(unknown.code).toBe(404);
    expect(unknown.message).toContain('nope');
    expect((await server.call('GET', '/ai/task/detail', { token: alice })).code).toBe(400);
    expect((await server.call('GET', `/ai/task/detail?task_id=${started.data.task_id}`)).code).toBe(401);
    const own = await server.call<TaskDetailResponse<SpeechResult>>(
      'GET',
      `/ai/task/detail?task_id=${started.data.task_id}`,
      { token: alice },
    );
    const key = own.data.additional_data!.key;
    const theirUrl = await server.call('POST', '/ai/source/get-access-url', { token: bob, body: { key } });
    expect(theirUrl.code).toBe(403);
  });
});

// Real engine runs in worker threads; a cold start on a busy 2-core machine takes seconds.
describe('synthesis worker', { timeout: 30_000 }, () => {
  it('pitch changes the voice', async () => {
    const pool = new SynthesisPool();
    const settings = { voice: 'gmw/en-US', variant: 'm3', rate: 165, pitch: 45 };
    const low = await composeSpeech(
      'One two three four five six seven.',
      { voice: settings, speed: 1, pitch: -30 },
      (r) => pool.synthesize(r),
    );
    const high = await composeSpeech(
      'One two three four five six seven.',
      { voice: settings, speed: 1, pitch: 40 },
      (r) => pool.synthesize(r),
    );
    await pool.close();
    const f0 = (s: Int16Array, rate: number) =>
      analyseVoice(
        Float32Array.from(s, (v) => v / 32768),
        rate,
      ).f0Hz;
    expect(f0(high.samples, high.sampleRate)).toBeGreaterThan(f0(low.samples, low.sampleRate) * 1.3);
  });

  it('a crashed worker fails its job with a reason and the next job runs on a fresh one', async () => {
    const pool = new SynthesisPool();
    await expect(pool.crashWorker()).rejects.toThrow(/speech engine exited with code 70/);
    expect(pool.crashes).toBe(1);
    const result = await pool.synthesize({ text: 'Still alive.', voice: 'gmw/en-US', rate: 165, pitch: 50 });
    expect(result.samples.length).toBeGreaterThan(result.sampleRate / 2);
    await pool.close();
  });

  it('a task whose synthesis fails ends with status 1 and a reason, and the server goes on', async () => {
    const { tasks } = server.running.ctx;
    const userId = (
      server.running.ctx.db.prepare("SELECT id FROM users WHERE name = 'Alice'").get() as { id: number }
    ).id;
    const id = tasks.add(userId, 'tts', {
      userId,
      action: 'tts',
      text: 'Hello',
      voice: { voice: 'no/such-voice', rate: 165, pitch: 50 },
      speed: 1,
      pitch: 0,
    });
    await tasks.idle();
    expect(tasks.detail(id, userId)).toMatchObject({
      status: 1,
      reason: "voice: espeak-ng has no voice 'no/such-voice'",
    });
    expect((await generate(tts('Back to work.'))).status).toBe(0);
  });

  it('a task whose worker crashes mid-way fails with the reason; the next task succeeds', async () => {
    const { tasks } = server.running.ctx;
    const userId = (
      server.running.ctx.db.prepare("SELECT id FROM users WHERE name = 'Alice'").get() as { id: number }
    ).id;
    const speechFiles = () =>
      server.running.ctx.db.prepare("SELECT COUNT(*) AS n FROM assets WHERE key LIKE 'u/%/speech/%'").get();
    const before = speechFiles();
    const crashed = server.running.pool.crashWorker().catch((error: unknown) => error);
    const id = tasks.add(userId, 'tts', {
      userId,
      action: 'tts',
      text: 'Never spoken.',
      voice: { voice: 'gmw/en-US', rate: 165, pitch: 50 },
      speed: 1,
      pitch: 0,
    });
    await tasks.idle();
    await crashed;
    expect(tasks.detail(id, userId)).toMatchObject({
      status: 1,
      reason: 'speech engine exited with code 70',
    });
    expect(speechFiles()).toEqual(before);
    expect((await generate(tts('Back to work.'))).status).toBe(0);
  });
});
