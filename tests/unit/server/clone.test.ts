import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseVoice } from '../../../src/server/clone/analyse.ts';
import { decodeWav, encodeWav } from '../../../src/server/clone/wav.ts';
import { SynthesisPool } from '../../../src/server/tts/pool.ts';
import type { UploadResponse } from '../../../src/shared/api/media.ts';
import type { GenerateTaskResponse, SpeechResult, TaskDetailResponse } from '../../../src/shared/api/task.ts';
import type {
  CloneVoiceCreateResponse,
  CloneVoiceInfoResponse,
  VoiceListResponse,
} from '../../../src/shared/api/voices.ts';
import { startTestServer, type Envelope, type TestServer } from './helpers.ts';

let server: TestServer;
let alice: string;
let bob: string;
let speechWav: Uint8Array;

/** A voiced "recording": harmonics of f0 with syllable-like bursts, 4 per second. */
function syntheticVoice(f0: number, seconds: number, rate = 16000): Int16Array {
  const out = new Int16Array(seconds * rate);
  for (let i = 0; i < out.length; i++) {
    const t = i / rate;
    const envelope = Math.max(0, Math.sin(Math.PI * 8 * t)) ** 2;
    const wave =
      Math.sin(2 * Math.PI * f0 * t) +
      0.5 * Math.sin(4 * Math.PI * f0 * t) +
      0.25 * Math.sin(6 * Math.PI * f0 * t);
    out[i] = Math.round(envelope * wave * 9000);
  }
  return out;
}

beforeAll(async () => {
  server = startTestServer();
  alice = (await server.signUp('Alice')).access_token;
  bob = (await server.signUp('Bob')).access_token;
  const pool = new SynthesisPool();
  const spoken = await pool.synthesize({
    text: 'This is my voice. I speak clearly and at an even pace, one sentence after another.',
    voice: 'gmw/en-US',
    variant: 'm3',
    rate: 165,
    pitch: 45,
  });
  await pool.close();
  speechWav = encodeWav(spoken.samples, spoken.sampleRate);
});
afterAll(async () => {
  await server.close();
});

async function uploadWav(bytes: Uint8Array, token = alice): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'voice.wav', { type: 'audio/wav' }));
  const response = await server.app.request('/ai/source/upload', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  const result = (await response.json()) as Envelope<UploadResponse>;
  expect(result.code, result.message).toBe(200);
  return result.data.key;
}

describe('voice analysis', () => {
  it('finds the fundamental frequency and a speaking rate', () => {
    for (const f0 of [110, 220]) {
      const wav = decodeWav(encodeWav(syntheticVoice(f0, 4), 16000));
      const analysis = analyseVoice(wav.samples, wav.sampleRate);
      expect(Math.abs(analysis.f0Hz - f0) / f0).toBeLessThan(0.05);
      expect(analysis.voicedSeconds).toBeGreaterThan(1);
      // 4 syllables per second ≈ 171 words per minute.
      expect(analysis.wordsPerMinute).toBeGreaterThan(120);
      expect(analysis.wordsPerMinute).toBeLessThan(230);
    }
  });

  it('finds nothing in silence', () => {
    const analysis = analyseVoice(new Float32Array(16000 * 3), 16000);
    expect(analysis.voicedSeconds).toBe(0);
    expect(analysis.f0Hz).toBe(0);
  });
});

describe('clone-voice', () => {
  it('clones a recording into a usable voice-matched approximation, private to its owner', async () => {
    const key = await uploadWav(speechWav);
    const created = await server.call<CloneVoiceCreateResponse>('POST', '/ai/clone-voice/create', {
      token: alice,
      body: { key, name: 'My voice' },
    });
    expect(created.code, created.message).toBe(200);
    expect(created.data.status).toBe(0);
    expect(created.data.voice).toMatchObject({ voiceType: 'clone', gender: 1, lan: 'en' });
    expect(created.data.analysis!.f0_hz).toBeGreaterThan(70);
    expect(created.data.analysis!.f0_hz).toBeLessThan(165);

    const info = await server.call<CloneVoiceInfoResponse>('POST', '/ai/clone-voice/get-info', {
      token: alice,
      body: { id: created.data.id },
    });
    expect(info).toEqual({ code: 200, data: { status: 0, voice_name: 'My voice' } });
    expect(
      (await server.call('POST', '/ai/clone-voice/get-info', { token: bob, body: { id: created.data.id } }))
        .code,
    ).toBe(404);

    const aliceList = await server.call<VoiceListResponse>('POST', '/ai/audio/list-v3', {
      token: alice,
      body: { audio_type: 'app' },
    });
    expect(aliceList.data.list.some((v) => v.id === created.data.id)).toBe(true);
    const bobList = await server.call<VoiceListResponse>('POST', '/ai/audio/list-v3', {
      token: bob,
      body: { audio_type: 'app' },
    });
    expect(bobList.data.list.some((v) => v.id === created.data.id)).toBe(false);

    const body = {
      action: 'tts_by_cloned_voice',
      param: {
        model: created.data.id,
        script: { text: 'Hello from my cloned voice.' },
        speed: 1,
        subtitle: true,
      },
    };
    const task = await server.call<GenerateTaskResponse>('POST', '/ai/task/generate', { token: alice, body });
    expect(task.code, task.message).toBe(200);
    await server.running.ctx.tasks.idle();
    const detail = await server.call<TaskDetailResponse<SpeechResult>>(
      'GET',
      `/ai/task/detail?task_id=${task.data.task_id}`,
      { token: alice },
    );
    expect(detail.data.status).toBe(0);
    expect(detail.data.additional_data!.subtitles[0]!.words.length).toBe(5);
    expect((await server.call('POST', '/ai/task/generate', { token: bob, body })).code).toBe(404);
  }, 30_000);

  it('marks silence as unusable (status 2) and refuses to speak with it', async () => {
    const key = await uploadWav(encodeWav(new Int16Array(16000 * 2), 16000));
    const created = await server.call<CloneVoiceCreateResponse>('POST', '/ai/clone-voice/create', {
      token: alice,
      body: { key, name: 'Quiet' },
    });
    expect(created.code).toBe(200);
    expect(created.data.status).toBe(2);
    expect(created.data.reason).toContain('voiced');
    const info = await server.call<CloneVoiceInfoResponse>('POST', '/ai/clone-voice/get-info', {
      token: alice,
      body: { id: created.data.id },
    });
    expect(info.data.status).toBe(2);
    const body = {
      action: 'tts_by_cloned_voice',
      param: { model: created.data.id, script: { text: 'Hello.' }, subtitle: true },
    };
    const refused = await server.call('POST', '/ai/task/generate', { token: alice, body });
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('unusable');
  });

  it("refuses someone else's recording, a non-WAV file and a bad key", async () => {
    const key = await uploadWav(speechWav, bob);
    expect(
      (await server.call('POST', '/ai/clone-voice/create', { token: alice, body: { key, name: 'Stolen' } }))
        .code,
    ).toBe(404);
    const bad = await server.call('POST', '/ai/clone-voice/create', {
      token: alice,
      body: { key: '../x', name: 'Bad' },
    });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('key');
    const noName = await server.call('POST', '/ai/clone-voice/create', { token: bob, body: { key } });
    expect(noName.code).toBe(400);
    expect(noName.message).toContain('name');
  });
});
