import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateTaskRequest, TaskDetailResponse } from '../../../src/shared/api/task.ts';
import { SPEC_MESSAGES, SpecError } from '../../../src/shared/errors.ts';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { sceneSubtitles } from '../../../src/shared/speech/subtitle-at.ts';
import { pollTask, type TaskProgress } from '../../../src/ui/speech/poll-task.ts';
import { generateRequest } from '../../../src/ui/speech/requests.ts';
import { generateSceneSpeech, type SpeechRunner } from '../../../src/ui/speech/scene-speech.ts';
import { speechRunner } from '../../../src/ui/speech/tasks.ts';
import {
  assertUploadVoiceSource,
  uploadVoiceUrl,
  useUploadedVoice,
} from '../../../src/ui/speech/upload-voice.ts';
import { clientFor, startHttpServer, type ClientKit, type HttpTestServer } from './helpers.ts';

const detail = (status: number, extra: Partial<TaskDetailResponse> = {}): TaskDetailResponse =>
  ({ task_id: 't1', status, ...extra }) as TaskDetailResponse;

describe('task polling', () => {
  it('retries until status 0 and reports progress', async () => {
    const answers = [
      detail(2),
      detail(2),
      detail(0, {
        additional_data: { static_url: 's', url: 'u', key: 'k', duration: 1.5, subtitles: [], visemes: [] },
      }),
    ];
    const progress: TaskProgress[] = [];
    const result = await pollTask(() => Promise.resolve(answers.shift()!), 't1', {
      retryMs: 5,
      onProgress: (p) => progress.push(p),
    });
    expect(result.duration).toBe(1.5);
    expect(progress.map((p) => [p.polls, p.status])).toEqual([
      [1, 2],
      [2, 2],
      [3, 0],
    ]);
  });

  it('status 1 fails with unexpectedError: taskDetail 1, keeping the answer', async () => {
    const error = await pollTask(() => Promise.resolve(detail(1, { reason: 'engine crashed' })), 't1').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SpecError);
    expect((error as Error).message).toBe(SPEC_MESSAGES.taskFailed);
    expect((error as Error).cause).toMatchObject({ reason: 'engine crashed' });
  });

  it('an abort during the 1 s wait ends polling with an abort error', async () => {
    const controller = new AbortController();
    let polls = 0;
    const pending = pollTask(() => (polls++, Promise.resolve(detail(2))), 't1', {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'abort' });
    expect(polls).toBe(1);
  });
});

const voiceSetting = (id: number, gender: number, extra: Record<string, unknown> = {}) => ({
  voice: { id, name: `v${id}` },
  gender,
  tts_config: { words_per_minute: 150 },
  ...extra,
});

describe('generation requests', () => {
  it('default voices use tts with their tts_config; pause markers stay in the text', () => {
    expect(
      generateRequest({ text: 'Hi <#1#> there', property: voiceSetting(750, 1), speed: 1.2, pitch: -5 }),
    ).toEqual({
      action: 'tts',
      param: {
        tts_config: { words_per_minute: 150, voice_id: 750 },
        text: 'Hi <#1#> there',
        speed: 1.2,
        pitch: -5,
        subtitle: true,
      },
    });
  });
  it('cloned voices use tts_by_cloned_voice with model, ref and script.text', () => {
    const property = voiceSetting(900001, 2, { voiceType: 'clone', ref: 'sample-1' });
    expect(generateRequest({ text: 'Hello', property, speed: 1, pitch: 0 })).toEqual({
      action: 'tts_by_cloned_voice',
      param: {
        model: 900001,
        ref: 'sample-1',
        script: { text: 'Hello' },
        tts_config: { words_per_minute: 150 },
        speed: 1,
        pitch: 0,
        subtitle: true,
      },
    });
  });
  it('names the field when no voice is chosen', () => {
    expect(() =>
      generateRequest({
        text: 'Hi',
        property: { voice: null, gender: 1, tts_config: {} },
        speed: 1,
        pitch: 0,
      }),
    ).toThrow('property.voice: no voice chosen (got null) for text "Hi"');
  });
});

describe('upload voice', () => {
  it('a voice with neither key nor static URL fails with the fixed message', async () => {
    const voice = { name: 'memo', key: '', staticUrl: '', duration: 3 };
    expect(() => assertUploadVoiceSource(voice)).toThrow(SPEC_MESSAGES.uploadVoiceNoSource);
    await expect(uploadVoiceUrl(voice, () => Promise.resolve('x'))).rejects.toThrow(
      SPEC_MESSAGES.uploadVoiceNoSource,
    );
    await expect(
      uploadVoiceUrl({ ...voice, key: 'u/1/audio/a.mp3' }, (key) => Promise.resolve(`/signed/${key}`)),
    ).resolves.toBe('/signed/u/1/audio/a.mp3');
    await expect(
      uploadVoiceUrl({ ...voice, staticUrl: '/s.mp3' }, () => Promise.reject(new Error('not asked'))),
    ).resolves.toBe('/s.mp3');
  });
  it("the uploaded voice's duration becomes the clip's", () => {
    const project = normalizeProject({
      clips: [{ speech: { type: 'duration', duration: 5 } }, { speech: { type: 'duration', duration: 2 } }],
    });
    const next = useUploadedVoice(project, project.clips[0]!.id, {
      name: 'memo',
      key: 'k',
      staticUrl: '',
      duration: 7.25,
    });
    expect(next.clips[0]!.speech.type).toBe('upload');
    expect(next.clips[0]!.duration).toBe(7.25);
    expect(next.totalDuration).toBe(9.25);
  });
});

describe('end to end: speech through the local API', () => {
  let http: HttpTestServer;
  let kit: ClientKit;
  const sent: GenerateTaskRequest[] = [];
  let run: SpeechRunner;

  beforeAll(async () => {
    http = await startHttpServer();
    kit = clientFor(http.origin);
    await kit.api.signUp({
      email: 'speaker@example.com',
      password: 'correct horse battery',
      name: 'Speaker',
    });
    const inner = speechRunner(kit.api, { retryMs: 50 });
    run = (request, signal) => {
      sent.push(request);
      return inner(request, signal);
    };
  }, 60_000);
  afterAll(async () => {
    await http?.close();
  });

  it('generates a default speech: its duration updates the clip, with subtitles; regenerates only on change', async () => {
    const text = 'Welcome to the show. <#0.5#> Today we talk about rivers.';
    let project = normalizeProject({
      clips: [
        { speech: { type: 'default', text, property: voiceSetting(750, 1), speed: 1, pitch: 0, volume: 1 } },
        { speech: { type: 'duration', duration: 3 } },
      ],
    });
    const clipId = project.clips[0]!.id;
    const estimate = project.clips[0]!.duration;
    const first = await generateSceneSpeech(project, clipId, { run });
    project = first.project;
    expect(first.generated).toBe(1);
    const speech = project.clips[0]!.speech;
    expect(speech.resourceInfo!.key).toMatch(/^u\/\d+\/speech\/[0-9a-f]+\.mp3$/);
    expect(speech.duration).toBeGreaterThan(2);
    expect(project.clips[0]!.duration).toBe(speech.duration);
    expect(project.clips[0]!.duration).not.toBe(estimate);
    expect(project.totalDuration).toBeCloseTo(speech.duration + 3, 6);
    const subtitles = sceneSubtitles(speech);
    expect(subtitles.map((s) => s.text).join(' ')).toBe('Welcome to the show. Today we talk about rivers.');
    expect(subtitles.at(-1)!.end).toBeLessThanOrEqual(speech.duration + 0.001);
    // The mouth shapes are stored with the speech, over the whole audio.
    expect(speech.visemes![0]).toMatchObject({ viseme: 'rest', start: 0 });
    expect(speech.visemes!.at(-1)).toMatchObject({ viseme: 'rest', end: speech.duration });
    expect(speech.visemes!.some((cue) => cue.viseme === 'MBP')).toBe(true);
    // The audio is really there.
    const audio = await fetch(new URL(speech.resourceInfo!.url, http.origin));
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    // Nothing changed: nothing sent. Volume is not part of the voice: still nothing.
    const again = await generateSceneSpeech(project, clipId, { run });
    expect(again.generated).toBe(0);
    expect(again.project).toBe(project);
    const louder = {
      ...project,
      clips: project.clips.map((c, i) => (i === 0 ? { ...c, speech: { ...c.speech, volume: 0.5 } } : c)),
    };
    expect((await generateSceneSpeech(louder, clipId, { run })).generated).toBe(0);
    // A new text: generated again.
    const edited = {
      ...project,
      clips: project.clips.map((c, i) => (i === 0 ? { ...c, speech: { ...c.speech, text: 'Short.' } } : c)),
    };
    const shorter = await generateSceneSpeech(edited, clipId, { run });
    expect(shorter.generated).toBe(1);
    expect(shorter.project.clips[0]!.duration).toBeLessThan(speech.duration);
    expect(sent.filter((r) => r.action === 'tts')).toHaveLength(2);
  }, 120_000);

  it('generates each conversation item; subtitles carry audio_offset and the clip lasts the whole conversation', async () => {
    const role = (id: number, gender: number) => ({
      property: voiceSetting(id, gender),
      gender,
      pitch: 0,
      speed: 1,
      volume: 1,
    });
    const project = normalizeProject({
      clips: [
        {
          speech: {
            type: 'conversation',
            roles: [role(750, 1), role(751, 2)],
            contents: [
              { text: 'Hello there.', _roleIndex: 0, delay: 0, duration: 0 },
              { text: 'Hi, nice to meet you.', _roleIndex: 1, delay: 0.25, duration: 0 },
            ],
          },
        },
      ],
    });
    const before = sent.length;
    const { project: next, generated } = await generateSceneSpeech(project, project.clips[0]!.id, { run });
    expect(generated).toBe(2);
    expect(sent.length - before).toBe(2);
    const [a, b] = next.clips[0]!.speech.contents;
    expect(a!.duration).toBeGreaterThan(0.5);
    expect(a!.subtitles![0]!.audio_offset).toBe(0);
    expect(b!.subtitles![0]!.audio_offset).toBeCloseTo(a!.duration + 0.5 + 0.25, 3);
    // Each item keeps its own mouth shapes, on its own audio's clock.
    expect(a!.visemes!.at(-1)!.end).toBe(a!.duration);
    expect(b!.visemes![0]!.start).toBe(0);
    expect(b!.visemes!.at(-1)!.end).toBe(b!.duration);
    expect(next.clips[0]!.duration).toBeCloseTo(a!.duration + 0.5 + 0.25 + b!.duration, 3);
    expect(sceneSubtitles(next.clips[0]!.speech).map((s) => s.text)).toEqual([
      'Hello there.',
      'Hi, nice to meet you.',
    ]);
  }, 120_000);

  it('an aborted generation rejects with abort', async () => {
    const project = normalizeProject({
      clips: [
        {
          speech: {
            type: 'default',
            text: 'Never finished.',
            property: voiceSetting(751, 2),
            speed: 1,
            pitch: 0,
          },
        },
      ],
    });
    const controller = new AbortController();
    const pending = generateSceneSpeech(project, project.clips[0]!.id, { run, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'abort' });
  });
});
