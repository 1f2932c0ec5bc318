/**
 * Scale-out on a real Redis (Debian's redis-server, started here on a free port): an API node that renders
 * nothing itself (`--queue redis://… --workers 0`) and render workers (`npm run render-worker`) as separate
 * processes. A worker SIGKILLed mid-render leaves no file published; another worker takes the job again and
 * the finished video is complete and correct. The API restarting loses no queued job.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Cluster, stopped, until } from '../../bench/cluster.ts';
import { call, openExportHarness, type Harness } from './export-harness.ts';

const FIXTURE = 'tests/fixtures/render/two-scenes.json';

let cluster: Cluster;

test.beforeAll(async () => {
  cluster = await Cluster.start();
});

test.afterAll(async () => {
  await cluster.stop();
});

function client(request: APIRequestContext, token: string) {
  const url = (path: string) => `http://127.0.0.1:${cluster.apiPort}${path}`;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    generate: async (param: unknown) =>
      (await (
        await request.post(url('/ai/task/generate'), { headers, data: { action: 'render', param } })
      ).json()) as {
        code: number;
        message?: string;
        data: { task_id: string };
      },
    detail: async (id: string) =>
      (
        (await (await request.get(url(`/ai/task/detail?task_id=${id}`), { headers })).json()) as {
          data: { status: number; progress?: number; reason?: string; additional_data?: { url: string } };
        }
      ).data,
    fetch: (path: string) => request.get(url(path)),
  };
}

async function signUp(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.post(`http://127.0.0.1:${cluster.apiPort}/api/user/sign-up`, {
    data: { email: `${name}-${Date.now()}@example.com`, password: 'correct horse battery', name },
  });
  return ((await answer.json()) as { data: { access_token: string } }).data.access_token;
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test('a worker killed mid-render: another takes the job again and the video is complete', async ({
  request,
  page,
}) => {
  const api = client(request, await signUp(request, 'erin'));
  const project = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { clips: Array<{ duration: number }> };
  // Long and large enough (30 s at 1080p and 60 fps) that the worker is surely mid-render when it is killed.
  for (const scene of project.clips) scene.duration = 15;
  const first = cluster.startWorker();
  const { code, message, data } = await api.generate({ project, width: 1920, height: 1080, fps: 60 });
  expect(code, message).toBe(200);
  const id = data.task_id;
  await until('progress', async () => {
    const detail = await api.detail(id);
    if (detail.status !== 2)
      throw new Error(`the render ended before the worker was killed: ${JSON.stringify(detail)}`);
    return (detail.progress ?? 0) > 0.05 || undefined;
  });
  expect(first.output()).toContain(`job ${id}: started (attempt 1)`);
  first.child.kill('SIGKILL');
  await stopped(first);
  expect((await api.detail(id)).status).toBe(2);
  const second = cluster.startWorker();
  const detail = await until('the render', async () => {
    const d = await api.detail(id);
    return d.status !== 2 ? d : undefined;
  });
  expect(detail, second.output()).toMatchObject({ status: 0 });
  expect(second.output()).toMatch(new RegExp(`job ${id}: started \\(attempt \\d\\)`));
  expect(second.output()).toContain(`job ${id}: done`);
  // One video published for the task; no temporary file left on the API node.
  const renders = readdirSync(join(cluster.dataDir, 'files', '.render-tmp'));
  expect(renders).toEqual([]);

  const file = await api.fetch(detail.additional_data?.url ?? '');
  await openExportHarness(page);
  await call(page, 'useFile', (await file.body()).toString('base64'), 'video/mp4', project);
  const probe = await page.evaluate(() => (window.harness as Harness).probe());
  expect(probe).toMatchObject({ width: 1920, height: 1080, packets: 1800 });
  expect(probe.duration).toBeCloseTo(30, 1);
  const end = await call<[number, Array<[number, number]>], { exported: number[][]; grabbed: number[][] }>(
    page,
    'compare',
    29.5,
    [[40, 40]],
  );
  expect(end.exported[0]?.[2] ?? 0, JSON.stringify(end)).toBeGreaterThan(180);
});

test('the API restarting loses no queued job: it finishes once a worker is there', async ({ request }) => {
  const api = client(request, await signUp(request, 'frank'));
  await cluster.stopWorkers();
  const id = (
    await api.generate({ project: JSON.parse(readFileSync(FIXTURE, 'utf8')), width: 640, height: 360 })
  ).data.task_id;
  const node = cluster.api;
  node?.child.kill('SIGTERM');
  if (node !== undefined) await stopped(node);
  await cluster.startApi(false);
  cluster.startWorker();
  const detail = await until('the render', async () => {
    const d = await api.detail(id);
    return d.status !== 2 ? d : undefined;
  });
  expect(detail, cluster.api?.output()).toMatchObject({ status: 0 });
});
