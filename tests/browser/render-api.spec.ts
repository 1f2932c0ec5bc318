/**
 * Render tasks of the API on the embedded default (`npm start`): a project rendered by the server through
 * the app's own export in headless Chromium, stored as its owner's video; progress while it runs, cancel,
 * privacy, and the checks that answer at submit time.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, openExportHarness, type Harness } from './export-harness.ts';

const FIXTURE = 'tests/fixtures/render/two-scenes.json';
const DATA_DIR = `test-results/data-browser-${process.env.CLIPWRIGHT_TEST_PORT ?? 8791}`;

interface Envelope<T> {
  code: number;
  data: T;
  message?: string;
}
interface Detail {
  status: number;
  progress?: number;
  reason?: string;
  additional_data?: { url: string; key: string; duration: number; width: number; height: number };
}

const project = () => JSON.parse(readFileSync(FIXTURE, 'utf8')) as { clips: Array<Record<string, unknown>> };

async function signUp(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.post('/api/user/sign-up', {
    data: { email: `${name}-${Date.now()}@example.com`, password: 'correct horse battery', name },
  });
  return ((await answer.json()) as Envelope<{ access_token: string }>).data.access_token;
}

function api(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    generate: async (param: unknown) =>
      (await (
        await request.post('/ai/task/generate', { headers, data: { action: 'render', param } })
      ).json()) as Envelope<{ task_id: string }>,
    detail: async (id: string) =>
      (await (
        await request.get(`/ai/task/detail?task_id=${encodeURIComponent(id)}`, { headers })
      ).json()) as Envelope<Detail>,
    cancel: async (id: string) =>
      (await (await request.post('/ai/task/cancel', { headers, data: { task_id: id } })).json()) as Envelope<{
        cancelled: boolean;
      }>,
  };
}

async function until(check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 250));
  }
}

test.describe.configure({ timeout: 240_000 });

test('a render task makes the video as the preview draws it, stored for its owner only', async ({
  request,
  page,
}) => {
  const alice = api(request, await signUp(request, 'alice'));
  const bob = api(request, await signUp(request, 'bob'));
  const submitted = await alice.generate({ project: project(), width: 640, height: 360, fps: 25 });
  expect(submitted.code, submitted.message).toBe(200);
  const id = submitted.data.task_id;
  const progress: number[] = [];
  let detail: Envelope<Detail> | undefined;
  await until(async () => {
    detail = await alice.detail(id);
    if (detail.data.progress !== undefined) progress.push(detail.data.progress);
    return detail.data.status !== 2;
  });
  expect(detail?.data, JSON.stringify(detail)).toMatchObject({
    status: 0,
    additional_data: { width: 640, height: 360, duration: 2 },
  });
  expect(progress.every((p, i) => p >= 0 && p <= 1 && p >= (progress[i - 1] ?? 0))).toBe(true);
  expect((await bob.detail(id)).code).toBe(404);
  expect((await bob.cancel(id)).code).toBe(404);

  const file = await request.get(detail?.data.additional_data?.url ?? '');
  expect(file.headers()['content-type']).toBe('video/mp4');
  await openExportHarness(page);
  await call(page, 'useFile', (await file.body()).toString('base64'), 'video/mp4', project());
  const probe = await page.evaluate(() => (window.harness as Harness).probe());
  expect(probe).toMatchObject({ width: 640, height: 360, packets: 50 });
  const frame = await call<[number, Array<[number, number]>], { exported: number[][]; grabbed: number[][] }>(
    page,
    'compare',
    0.5,
    [[320, 180]],
  );
  expect(
    frame.exported[0]?.every((v) => v > 230),
    JSON.stringify(frame),
  ).toBe(true);
});

test('cancel stops a running render: status 1 with the reason, and no file left behind', async ({
  request,
}) => {
  const alice = api(request, await signUp(request, 'carol'));
  const long = project();
  for (const scene of long.clips) scene.duration = 20;
  const id = (await alice.generate({ project: long, width: 1280, height: 720, fps: 30 })).data.task_id;
  await until(async () => ((await alice.detail(id)).data.progress ?? 0) > 0.1);
  expect((await alice.cancel(id)).data.cancelled).toBe(true);
  await until(async () => (await alice.detail(id)).data.status !== 2);
  expect((await alice.detail(id)).data).toMatchObject({ status: 1, reason: 'cancelled by its owner' });
  expect(readdirSync(join(DATA_DIR, 'files', '.render-tmp'))).toEqual([]);
});

test('bad renders are refused at submit time, naming the field or the limit', async ({ request }) => {
  const alice = api(request, await signUp(request, 'dave'));
  const missing = project();
  (missing.clips[0]?.layers as unknown[]).push({
    id: 'picture',
    type: 'object',
    property: { type: 'CustomImage', _staticUrl: '/media/public/no-such.png', width: 10, height: 10 },
  });
  const refused = async (param: unknown) => {
    const answer = await alice.generate(param);
    return `${answer.code} ${answer.message}`;
  };
  expect(await refused({ project: missing })).toBe(
    "400 project.clips[0].layers[1].property._staticUrl: no stored media 'public/no-such.png'",
  );
  expect(await refused({ project: project(), width: 641, height: 360 })).toMatch(/^400 .*width.*641/);
  expect(await refused({ project: project(), speed: 2 })).toMatch(/^400 .*speed/);
  expect(await refused({ project: project(), container: 'avi' })).toMatch(
    /^400 container: must be 'mp4' or 'webm'/,
  );
  expect(await refused({ project: '{"clips": [' })).toMatch(/^400 project: malformed JSON/);
  const long = project();
  for (const scene of long.clips) scene.duration = 100;
  expect(await refused({ project: long })).toMatch(/^400 .*180 s/);
});

test('a render that fails after submit ends with status 1 and the reason, naming the layer', async ({
  request,
}) => {
  const alice = api(request, await signUp(request, 'heidi'));
  const broken = project();
  (broken.clips[0]?.layers as unknown[]).push({
    id: 'unreach',
    type: 'object',
    property: { type: 'CustomImage', _staticUrl: 'http://127.0.0.1:9/gone.png', width: 100, height: 100 },
  });
  const submitted = await alice.generate({ project: broken, width: 640, height: 360 });
  expect(submitted.code, submitted.message).toBe(200);
  await until(async () => (await alice.detail(submitted.data.task_id)).data.status !== 2);
  const detail = (await alice.detail(submitted.data.task_id)).data;
  expect(detail.status).toBe(1);
  expect(detail.reason).toContain('unreach');
});
