/**
 * Scale-out on a real Redis (Debian's redis-server, started here on a free port): an API node that renders
 * nothing itself (`--queue redis://… --workers 0`) and render workers (`npm run render-worker`) as separate
 * processes. A worker SIGKILLed mid-render leaves no file published; another worker takes the job again and
 * the finished video is complete and correct. The API restarting loses no queued job.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRedisServer } from '../../scripts/find-redis.mjs';
import { call, openExportHarness, type Harness } from './export-harness.ts';

const FIXTURE = 'tests/fixtures/render/two-scenes.json';

interface Proc {
  child: ChildProcess;
  output: () => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(),
      );
    });
  });
}

function start(command: string, args: string[], env: Record<string, string> = {}): Proc {
  const child = spawn(command, args, { env: { ...process.env, CLIPWRIGHT_JOB_LOCK_MS: '4000', ...env } });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  ms = 120_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const stopped = (proc: Proc) =>
  new Promise<void>((resolve) => {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) resolve();
    else proc.child.once('exit', () => resolve());
  });

interface Cluster {
  redisUrl: string;
  dataDir: string;
  apiPort: number;
  api: Proc;
  workers: Proc[];
  all: Proc[];
}

async function startApi(
  cluster: Pick<Cluster, 'redisUrl' | 'dataDir' | 'apiPort'>,
  fresh: boolean,
): Promise<Proc> {
  const args = ['--import', 'tsx', 'src/server/cli.ts', 'serve', '--port', String(cluster.apiPort)];
  args.push(
    '--data',
    cluster.dataDir,
    '--queue',
    cluster.redisUrl,
    '--workers',
    '0',
    ...(fresh ? ['--fresh'] : []),
  );
  const api = start('node', args);
  await until('the API', async () => {
    try {
      return (await fetch(`http://127.0.0.1:${cluster.apiPort}/api/health`)).ok || undefined;
    } catch {
      return undefined;
    }
  });
  return api;
}

function startWorker(cluster: Cluster): Proc {
  const worker = start('node', [
    '--import',
    'tsx',
    'src/server/render/worker-cli.ts',
    '--queue',
    cluster.redisUrl,
    '--api',
    `http://127.0.0.1:${cluster.apiPort}`,
    '--concurrency',
    '1',
  ]);
  cluster.workers.push(worker);
  cluster.all.push(worker);
  return worker;
}

let cluster: Cluster;

test.beforeAll(async () => {
  const redisPort = await freePort();
  const redis = start(findRedisServer(), ['--port', String(redisPort), '--save', '', '--appendonly', 'no']);
  await until(
    'redis-server',
    () => (/Ready to accept connections/.test(redis.output()) ? true : undefined),
    20_000,
  );
  const base = {
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    dataDir: mkdtempSync(join(tmpdir(), 'render-scale-')),
    apiPort: await freePort(),
  };
  const api = await startApi(base, true);
  cluster = { ...base, api, workers: [], all: [redis, api] };
});

test.afterAll(async () => {
  for (const proc of cluster.all) proc.child.kill('SIGKILL');
  await Promise.all(cluster.all.map(stopped));
  rmSync(cluster.dataDir, { recursive: true, force: true });
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
  for (const scene of project.clips) scene.duration = 6;
  const first = startWorker(cluster);
  const { code, message, data } = await api.generate({ project, width: 640, height: 360, fps: 25 });
  expect(code, message).toBe(200);
  const id = data.task_id;
  await until('progress', async () => ((await api.detail(id)).progress ?? 0) > 0.2 || undefined);
  expect(first.output()).toContain(`job ${id}: started (attempt 1)`);
  first.child.kill('SIGKILL');
  await stopped(first);
  expect((await api.detail(id)).status).toBe(2);
  const second = startWorker(cluster);
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
  expect(probe).toMatchObject({ width: 640, height: 360, packets: 300 });
  expect(probe.duration).toBeCloseTo(12, 1);
  const end = await call<[number, Array<[number, number]>], { exported: number[][]; grabbed: number[][] }>(
    page,
    'compare',
    11.5,
    [[40, 40]],
  );
  expect(end.exported[0]?.[2] ?? 0, JSON.stringify(end)).toBeGreaterThan(180);
});

test('the API restarting loses no queued job: it finishes once a worker is there', async ({ request }) => {
  const api = client(request, await signUp(request, 'frank'));
  for (const proc of cluster.workers) proc.child.kill('SIGKILL');
  const id = (
    await api.generate({ project: JSON.parse(readFileSync(FIXTURE, 'utf8')), width: 640, height: 360 })
  ).data.task_id;
  cluster.api.child.kill('SIGTERM');
  await stopped(cluster.api);
  cluster.api = await startApi(cluster, false);
  cluster.all.push(cluster.api);
  startWorker(cluster);
  const detail = await until('the render', async () => {
    const d = await api.detail(id);
    return d.status !== 2 ? d : undefined;
  });
  expect(detail, cluster.api.output()).toMatchObject({ status: 0 });
});
