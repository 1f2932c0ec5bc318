/**
 * Tasks: speech (short texts, at most two waiting per account), speech in a cloned voice, small renders (one
 * at a time for the whole soak), following them to their end, cancelling some, and the checks that refuse a
 * bad request at submit time.
 */
import type { ApiVoice } from '../../src/shared/api/voices.ts';
import type { Answer } from '../client.ts';
import type { Run } from '../context.ts';
import type { TaskAction } from '../users.ts';
import { upload } from './uploads.ts';
import type { Action } from './action.ts';

const TEXTS = [
  'Hello there.',
  'Soak test, line two.',
  'Bonjour à tous.',
  'One <#0.3#> two.',
  'Short and sweet!',
];
const MAX_PENDING_SPEECH = 2;

export const generate = (run: Run, action: string, param: unknown) =>
  run.call({ method: 'POST', path: '/ai/task/generate', json: { action, param } });

function submitted(run: Run, answer: Answer, action: TaskAction, what: string): void {
  if (!run.expect(answer, 200, what)) return;
  const id = (answer.data as { task_id: string }).task_id;
  run.user.remember(run.user.tasks, id, { id, action, status: 2, cancelled: false, at: Date.now() });
}

export function speechParam(
  run: Run,
  text = run.rng.pick(TEXTS),
  voice = run.rng.pick(run.soak.voices),
): Record<string, unknown> {
  return {
    tts_config: voice.tts_config,
    text,
    speed: run.rng.pick([0.8, 1, 1.3]),
    pitch: run.rng.int(-10, 10),
    subtitle: true,
  };
}

const speech: Action = {
  name: 'speech',
  group: 'speech',
  weight: 3,
  ready: (user) => user.pendingTasks().filter((t) => t.action !== 'render').length < MAX_PENDING_SPEECH,
  async run(run) {
    await askSpeech(run);
  },
};

/** A speech task in `voice` (a random one by default), remembered as the account's. */
export async function askSpeech(run: Run, voice?: ApiVoice): Promise<void> {
  const param = speechParam(run, undefined, voice);
  submitted(run, await generate(run, 'tts', param), 'tts', 'speech task');
}

/** A tiny render: one second at 320×180, sometimes showing one of the account's own images. */
export function renderParam(run: Run, imageKey?: string): Record<string, unknown> {
  const layers: unknown[] = [
    {
      id: 'box',
      type: 'object',
      property: { type: 'rect', left: 100, top: 100, width: 400, height: 300, fill: '#20a040' },
    },
  ];
  if (imageKey !== undefined)
    layers.push({
      id: 'img',
      type: 'object',
      property: { type: 'CustomImage', _urlkey: imageKey, left: 600, top: 300, width: 320, height: 180 },
    });
  return {
    project: { layout: 'landscape', clips: [{ id: 'only', duration: 1, bgColor: '#2040e0', layers }] },
    width: 320,
    height: 180,
    fps: 24,
    quality: 'low',
    container: run.rng.chance(0.8) ? 'mp4' : 'webm',
  };
}

const render: Action = {
  name: 'render',
  group: 'render',
  weight: 0.8,
  ready: (_user, soak) => soak.renderSlotFree(),
  async run(run) {
    const image = [...run.user.files.values()].find((f) => f.contentType === 'image/png');
    submitted(
      run,
      await generate(run, 'render', renderParam(run, run.rng.chance(0.5) ? image?.key : undefined)),
      'render',
      'render task',
    );
  },
};

/** Follows the account's waiting tasks; a finished one's file is fetched. */
const follow: Action = {
  name: 'follow tasks',
  group: 'speech',
  weight: 4,
  ready: (user) => user.pendingTasks().length > 0,
  async run(run) {
    for (const task of run.user.pendingTasks().slice(0, 3)) {
      const answer = await run.call({ method: 'GET', path: `/ai/task/detail?task_id=${task.id}` });
      if (!run.expect(answer, 200, `detail of ${task.action} task`)) return;
      const detail = answer.data as { status: number; reason?: string; additional_data?: { url: string } };
      task.status = detail.status;
      if (detail.status === 1 && !task.cancelled)
        run.problem('task', `${task.action} task failed: ${detail.reason ?? 'no reason'}`);
      if (detail.status === 0 && detail.additional_data !== undefined && run.rng.chance(0.5)) {
        const file = await run.call({ method: 'GET', path: detail.additional_data.url }, { anonymous: true });
        run.expect(file, 200, `${task.action} result file`);
      }
    }
  },
};

const cancel: Action = {
  name: 'cancel task',
  group: 'speech',
  weight: 0.5,
  ready: (user) => user.pendingTasks().length > 0,
  async run(run) {
    const task = run.rng.pick(run.user.pendingTasks());
    const answer = await run.call({ method: 'POST', path: '/ai/task/cancel', json: { task_id: task.id } });
    if (run.expect(answer, 200, `cancel ${task.action} task`))
      task.cancelled ||= (answer.data as { cancelled: boolean }).cancelled;
  },
};

/** A WAV recording uploaded and cloned; speech in the cloned voice when it is usable. */
const cloneVoice: Action = {
  name: 'clone voice',
  group: 'speech',
  weight: 0.4,
  ready: (user) => user.voices.length < 4,
  async run(run) {
    const uploaded = await upload(run, run.soak.media.wav);
    if (!run.expect(uploaded, 200, 'upload a recording')) return;
    const key = (uploaded.data as { key: string }).key;
    const created = await run.call({
      method: 'POST',
      path: '/ai/clone-voice/create',
      json: { key, name: 'My voice' },
    });
    if (!run.expect(created, 200, 'clone a voice')) return;
    const voice = created.data as { id: number; status: number };
    run.user.voices.push(voice.id);
    const info = await run.call({ method: 'POST', path: '/ai/clone-voice/get-info', json: { id: voice.id } });
    run.expect(info, 200, 'cloned voice info');
    const param = { model: voice.id, script: { text: run.rng.pick(TEXTS) }, speed: 1, pitch: 0 };
    const speech = await generate(run, 'tts_by_cloned_voice', param);
    if (voice.status === 0) submitted(run, speech, 'tts_by_cloned_voice', 'speech in a cloned voice');
    else run.expect(speech, 400, 'speech in an unusable cloned voice');
  },
};

const voices: Action = {
  name: 'voice list',
  group: 'speech',
  weight: 0.5,
  async run(run) {
    const answer = await run.call({ method: 'POST', path: '/ai/audio/list-v3', json: { audio_type: 'app' } });
    if (
      run.expect(answer, 200, 'voice list') &&
      (answer.data as { list: unknown[] }).list.length < run.soak.voices.length
    )
      run.problem('unexpected', 'voice list shorter than at the start');
  },
};

/** Requests the task checks must refuse at submit time. */
const BAD_TASKS: ReadonlyArray<{
  name: string;
  action: string;
  param: (run: Run) => unknown;
  codes: readonly number[];
  render?: boolean;
}> = [
  {
    name: 'unknown voice',
    action: 'tts',
    param: (run) => ({ ...speechParam(run), tts_config: { voice_id: 987654 } }),
    codes: [400],
  },
  { name: 'text too long', action: 'tts', param: (run) => speechParam(run, 'a'.repeat(5001)), codes: [400] },
  { name: 'only a pause', action: 'tts', param: (run) => speechParam(run, '<#1#>'), codes: [400] },
  {
    name: 'pause too long',
    action: 'tts',
    param: (run) => speechParam(run, 'Wait <#99#> now'),
    codes: [400],
  },
  { name: 'speed 9', action: 'tts', param: (run) => ({ ...speechParam(run), speed: 9 }), codes: [400] },
  { name: 'no param', action: 'tts', param: () => undefined, codes: [400] },
  { name: 'unknown action', action: 'dance', param: (run) => speechParam(run), codes: [400] },
  {
    name: 'cloned voice that does not exist',
    action: 'tts_by_cloned_voice',
    param: () => ({ model: 99999999, script: { text: 'hi' } }),
    codes: [404, 400],
  },
  {
    name: 'render: fps 10',
    action: 'render',
    param: (run) => ({ ...renderParam(run), fps: 10 }),
    codes: [400],
    render: true,
  },
  {
    name: 'render: bad container',
    action: 'render',
    param: (run) => ({ ...renderParam(run), container: 'avi' }),
    codes: [400],
    render: true,
  },
  {
    name: 'render: width -5',
    action: 'render',
    param: (run) => ({ ...renderParam(run), width: -5 }),
    codes: [400],
    render: true,
  },
  {
    name: 'render: project not JSON',
    action: 'render',
    param: () => ({ project: '{"clips": [' }),
    codes: [400],
    render: true,
  },
  {
    name: 'render: not a project',
    action: 'render',
    param: () => ({ project: { clips: 'nope' } }),
    codes: [400],
    render: true,
  },
  {
    name: 'render: missing media',
    action: 'render',
    param: (run) => renderParam(run, 'u/1/uploads/nothing-here.png'),
    codes: [400],
    render: true,
  },
  {
    name: 'render: key leaving storage',
    action: 'render',
    param: (run) => renderParam(run, '../../etc/passwd'),
    codes: [400],
    render: true,
  },
  {
    name: 'render: unknown field',
    action: 'render',
    param: (run) => ({ ...renderParam(run), gpu: true }),
    codes: [400],
    render: true,
  },
];

const badTask: Action = {
  name: 'bad task',
  group: 'malformed',
  weight: 2,
  async run(run) {
    const bad = run.rng.pick(BAD_TASKS.filter((b) => b.render !== true || run.soak.render));
    run.expect(await generate(run, bad.action, bad.param(run)), bad.codes, bad.name);
  },
};

export const TASK_ACTIONS: readonly Action[] = [speech, render, follow, cancel, cloneVoice, voices, badTask];
