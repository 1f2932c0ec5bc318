/**
 * Render throughput of the scale-out mode on this machine: an API node in Redis mode and 1, then 2 render
 * workers (separate processes, each with its own Chromium) render a batch of videos from different users at
 * once. Each worker renders one job before the timed batch, so Chromium start-up is not in the figure.
 */
import { readFileSync } from 'node:fs';
import { Cluster, until } from './cluster.ts';

interface Throughput {
  workers: number;
  videos: number;
  /** Seconds of video in the batch. */
  videoSeconds: number;
  wallSeconds: number;
  /** Seconds of video rendered per second of wall time. */
  timesRealTime: number;
}

interface SplitRun {
  workers: number;
  /** Seconds per part; 0 = not split. */
  partSeconds: number;
  wallSeconds: number;
  /** Over the whole video rendered by one worker. */
  speedUp?: number;
}

export interface RenderBench {
  project: string;
  throughput: Throughput[];
  /** Throughput with 2 workers over 1. */
  speedUp: number;
  /** One long video: whole on 1 worker, then split in 4 parts over 1, 2 and 4 workers. */
  split: { videoSeconds: number; runs: SplitRun[] };
}

async function signUp(apiUrl: string, name: string): Promise<string> {
  const answer = await fetch(`${apiUrl}/api/user/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `${name}@bench.example`, password: 'correct horse battery', name }),
  });
  return ((await answer.json()) as { data: { access_token: string } }).data.access_token;
}

async function renderAll(
  apiUrl: string,
  tokens: string[],
  project: unknown,
  size: { width: number; height: number; fps: number } = { width: 640, height: 360, fps: 25 },
): Promise<void> {
  const ids = await Promise.all(
    tokens.map(async (token) => {
      const answer = await fetch(`${apiUrl}/ai/task/generate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ action: 'render', param: { project, ...size } }),
      });
      const body = (await answer.json()) as { code: number; message?: string; data: { task_id: string } };
      if (body.code !== 200) throw new Error(`bench: render refused: ${body.message}`);
      return { id: body.data.task_id, token };
    }),
  );
  for (const { id, token } of ids)
    await until(
      `render ${id}`,
      async () => {
        const answer = await fetch(`${apiUrl}/ai/task/detail?task_id=${id}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const { data } = (await answer.json()) as { data: { status: number; reason?: string } };
        if (data.status === 1) throw new Error(`bench: render failed: ${data.reason}`);
        return data.status === 0;
      },
      600_000,
    );
}

export async function runRenderBench(quick: boolean): Promise<RenderBench> {
  const project = JSON.parse(readFileSync('tests/fixtures/render/two-scenes.json', 'utf8')) as {
    clips: Array<{ duration: number }>;
  };
  const sceneSeconds = quick ? 2 : 5;
  for (const scene of project.clips) scene.duration = sceneSeconds;
  const videoSeconds = sceneSeconds * project.clips.length;
  const cluster = await Cluster.start();
  try {
    const users = await Promise.all([0, 1, 2, 3].map((i) => signUp(cluster.apiUrl, `bench${i}`)));
    const throughput: Throughput[] = [];
    for (const workers of [1, 2]) {
      await cluster.stopWorkers();
      for (let i = 0; i < workers; i++) cluster.startWorker();
      await renderAll(cluster.apiUrl, users.slice(0, workers), project); // warm-up: Chromium starts
      const started = performance.now();
      await renderAll(cluster.apiUrl, users, project);
      const wallSeconds = (performance.now() - started) / 1000;
      const total = videoSeconds * users.length;
      throughput.push({
        workers,
        videos: users.length,
        videoSeconds: total,
        wallSeconds: Math.round(wallSeconds * 10) / 10,
        timesRealTime: Math.round((total / wallSeconds) * 100) / 100,
      });
    }
    const [one, two] = throughput;
    const split = await splitRuns(cluster, users[0] as string, project, quick);
    return {
      project: `two scenes, ${videoSeconds} s, rendered at 640×360 25 fps`,
      throughput,
      speedUp: one && two ? Math.round((two.timesRealTime / one.timesRealTime) * 100) / 100 : Number.NaN,
      split,
    };
  } finally {
    await cluster.stop();
  }
}

/** The long video is rendered at 1080p: big enough that rendering, not the parts' start-up, dominates. */
const SPLIT_SIZE = { width: 1920, height: 1080, fps: 30 };

/** One long video (60 s; 16 s quick) rendered whole by 1 worker, then in 4 parts by 1, 2 and 4 workers. */
async function splitRuns(
  cluster: Cluster,
  user: string,
  base: { clips: Array<{ duration: number }> },
  quick: boolean,
): Promise<RenderBench['split']> {
  const project = structuredClone(base);
  const videoSeconds = quick ? 16 : 60;
  for (const scene of project.clips) scene.duration = videoSeconds / project.clips.length;
  const runs: SplitRun[] = [];
  for (const [workers, partSeconds] of [
    [1, 0],
    [1, videoSeconds / 4],
    [2, videoSeconds / 4],
    [4, videoSeconds / 4],
  ] as const) {
    await cluster.stopWorkers();
    await cluster.restartApi(partSeconds === 0 ? videoSeconds * 10 : partSeconds);
    for (let i = 0; i < workers; i++) cluster.startWorker();
    await renderAll(cluster.apiUrl, [user], base); // warm-up: Chromium starts
    const started = performance.now();
    await renderAll(cluster.apiUrl, [user], project, SPLIT_SIZE);
    runs.push({ workers, partSeconds, wallSeconds: Math.round((performance.now() - started) / 100) / 10 });
  }
  const whole = runs[0]?.wallSeconds ?? Number.NaN;
  for (const run of runs) run.speedUp = Math.round((whole / run.wallSeconds) * 100) / 100;
  return { videoSeconds, runs };
}

export function renderMarkdown(bench: RenderBench): string[] {
  return [
    `## Server rendering (Redis mode, ${bench.project})`,
    '',
    '| render workers | videos | seconds of video | wall time (s) | × real time |',
    '| --- | --- | --- | --- | --- |',
    ...bench.throughput.map(
      (t) => `| ${t.workers} | ${t.videos} | ${t.videoSeconds} | ${t.wallSeconds} | ${t.timesRealTime} |`,
    ),
    '',
    `Speed-up with 2 workers: ${bench.speedUp}× (both share this machine's cores).`,
    '',
    `One ${bench.split.videoSeconds} s video at 1920×1080 30 fps, whole and in 4 parts (speed-up over the whole render by 1 worker):`,
    '',
    '| render workers | parts | wall time (s) | speed-up |',
    '| --- | --- | --- | --- |',
    ...bench.split.runs.map(
      (r) =>
        `| ${r.workers} | ${r.partSeconds === 0 ? 'whole' : `4 × ${r.partSeconds} s`} | ${r.wallSeconds} | ${r.speedUp}× |`,
    ),
    '',
  ];
}
