/**
 * Scale-out on a real Redis (Debian's redis-server, started here on a free port): an API node that renders
 * nothing itself (`--queue redis://… --workers 0`) and render workers (`npm run render-worker`) as separate
 * processes. A worker SIGKILLed mid-render leaves no file published; another worker takes the job again and
 * the finished video is complete and correct. The API restarting loses no queued job.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  await cluster.restartApi();
  cluster.startWorker();
  const detail = await until('the render', async () => {
    const d = await api.detail(id);
    return d.status !== 2 ? d : undefined;
  });
  expect(detail, cluster.api?.output()).toMatchObject({ status: 0 });
});

test("one user's many renders do not starve another's one: the next job goes to the user served least recently", async ({
  request,
}) => {
  await cluster.stopWorkers();
  const busy = client(request, await signUp(request, 'judy'));
  const other = client(request, await signUp(request, 'ken'));
  const project = JSON.parse(readFileSync(FIXTURE, 'utf8')) as unknown;
  const param = { project, width: 320, height: 180, fps: 25 };
  const many = [];
  for (let i = 0; i < 4; i++) many.push((await busy.generate(param)).data.task_id);
  const one = (await other.generate(param)).data.task_id;
  const finishedAt = new Map<string, number>();
  const watch = async (api: typeof busy, id: string) => {
    const d = await until(`task ${id}`, async () => {
      const detail = await api.detail(id);
      return detail.status !== 2 ? detail : undefined;
    });
    expect(d.status).toBe(0);
    finishedAt.set(id, Date.now());
  };
  cluster.startWorker();
  await Promise.all([...many.map((id) => watch(busy, id)), watch(other, one)]);
  const order = [...finishedAt.entries()]
    .sort((a, b) => a[1] - b[1])
    .map(([id]) => (id === one ? 'ken' : 'judy'));
  // Judy's first render was in the queue first; Ken's is next, before Judy's other three.
  expect(order.indexOf('ken')).toBeLessThanOrEqual(1);
});

test('speech tasks go through the queue too, synthesised on the API node', async ({ request }) => {
  const token = await signUp(request, 'ivan');
  const headers = { Authorization: `Bearer ${token}` };
  const url = (path: string) => `http://127.0.0.1:${cluster.apiPort}${path}`;
  const param = {
    tts_config: { voice_id: 750 },
    text: 'Hello from the queue.',
    speed: 1,
    pitch: 0,
    subtitle: true,
  };
  const answer = (await (
    await request.post(url('/ai/task/generate'), { headers, data: { action: 'tts', param } })
  ).json()) as { code: number; data: { task_id: string } };
  expect(answer.code).toBe(200);
  const detail = await until('the speech', async () => {
    const d = (
      (await (
        await request.get(url(`/ai/task/detail?task_id=${answer.data.task_id}`), { headers })
      ).json()) as {
        data: { status: number; additional_data?: { key: string; duration: number } };
      }
    ).data;
    return d.status !== 2 ? d : undefined;
  });
  expect(detail).toMatchObject({ status: 0, additional_data: { key: expect.stringMatching(/\.mp3$/) } });
  expect(detail.additional_data?.duration).toBeGreaterThan(0.5);
});

test('a long render split across 2 workers equals the render of one worker, frame for frame', async ({
  request,
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'render-split-'));
  const project = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { clips: Array<{ duration: number }> };
  for (const scene of project.clips) scene.duration = 6;
  const file = join(dir, 'project.json');
  writeFileSync(file, JSON.stringify(project));
  // The whole video by one renderer, on the command line.
  const whole = join(dir, 'whole.mp4');
  const cli = spawnSync(
    'node',
    [
      '--import',
      'tsx',
      'src/server/render/cli.ts',
      file,
      '-o',
      whole,
      '--width',
      '640',
      '--height',
      '360',
      '--fps',
      '25',
    ],
    { encoding: 'utf8' },
  );
  expect(cli.status, cli.stderr).toBe(0);

  // The same video split in 4-second parts (3 picture parts and the sound part) over 2 workers.
  await cluster.stopWorkers();
  await cluster.restartApi(4);
  const workers = [cluster.startWorker(), cluster.startWorker()];
  const api = client(request, await signUp(request, 'grace'));
  const { data } = await api.generate({ project, width: 640, height: 360, fps: 25 });
  const detail = await until('the split render', async () => {
    const d = await api.detail(data.task_id);
    return d.status !== 2 ? d : undefined;
  });
  expect(detail, workers.map((w) => w.output()).join('\n')).toMatchObject({ status: 0 });
  // Both workers rendered parts.
  for (const worker of workers) expect(worker.output()).toMatch(new RegExp(`job ${data.task_id}: done`));
  expect(readdirSync(join(cluster.dataDir, 'files', '.render-parts'))).toEqual([]);

  await openExportHarness(page);
  const pixels = async (bytes: Buffer) => {
    await call(page, 'useFile', bytes.toString('base64'), 'video/mp4', project);
    const probe = await page.evaluate(() => (window.harness as Harness).probe());
    const times = Array.from({ length: 300 }, (_, i) => (i + 0.5) / 25);
    const at = await call<[number[], Array<[number, number]>], number[][][]>(page, 'pixelsAt', times, [
      [320, 180],
      [40, 40],
      [600, 340],
    ]);
    return { probe, at };
  };
  const one = await pixels(readFileSync(whole));
  const split = await pixels(await (await api.fetch(detail.additional_data?.url ?? '')).body());
  expect(split.probe).toMatchObject({ width: 640, height: 360, packets: 300 });
  expect(split.probe.duration).toBeCloseTo(one.probe.duration, 2);
  const worst = Math.max(
    ...one.at.flatMap((frame, f) =>
      frame.flatMap((rgb, p) => rgb.map((v, c) => Math.abs(v - (split.at[f]?.[p]?.[c] ?? -255)))),
    ),
  );
  expect(worst, 'largest difference of a channel at any frame and point').toBeLessThanOrEqual(24);
});
