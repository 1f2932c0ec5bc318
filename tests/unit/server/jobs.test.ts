import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/open.ts';
import { openMemoryDatabase } from '../../../src/server/db/open.ts';
import type { JobContext, JobKind } from '../../../src/server/jobs/job.ts';
import { Tasks } from '../../../src/server/jobs/tasks.ts';

let db: Db;
let clock: number;

beforeEach(() => {
  db = openMemoryDatabase();
  clock = 1_000;
  for (const id of [1, 2])
    db.prepare(
      "INSERT INTO users (id, email, name, password_hash, created_at) VALUES (?, ?, 'u', 'h', 0)",
    ).run(id, `u${id}@x`);
});
afterEach(() => db.close());

/** A job kind whose jobs finish when the test says so. */
function controlledKind(options: Partial<JobKind> = {}) {
  const started: Array<{
    payload: unknown;
    job: JobContext;
    finish(result?: unknown): void;
    fail(e: Error): void;
  }> = [];
  const kind: JobKind = {
    actions: ['render'],
    concurrency: 1,
    perUser: 1,
    timeoutMs: () => 60_000,
    handler: (payload, job) =>
      new Promise((resolve, reject) => {
        clock += 1;
        started.push({
          payload,
          job,
          finish: (r = { key: 'u/1/renders/x.mp4' }) => resolve(r),
          fail: reject,
        });
        job.signal.addEventListener('abort', () => reject(job.signal.reason));
      }),
    ...options,
  };
  return { kind, started };
}

const tasks = () => new Tasks({ db, now: () => clock, mediaSecret: Buffer.alloc(32, 3) });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the embedded job queue', () => {
  it("serves the least recently served user first: one user's 50 jobs do not starve another's one", async () => {
    const { kind, started } = controlledKind();
    const queue = tasks();
    queue.register(kind);
    for (let i = 0; i < 50; i++) queue.add(1, 'render', { n: `a${i}` });
    queue.add(2, 'render', { n: 'b0' });
    await tick();
    expect(started.map((s) => s.payload)).toEqual([{ n: 'a0' }]);
    started[0]?.finish();
    await tick();
    await tick();
    expect(started.map((s) => (s.payload as { n: string }).n)).toEqual(['a0', 'b0']);
    started[1]?.finish();
    await tick();
    await tick();
    expect((started[2]?.payload as { n: string }).n).toBe('a1');
    started[2]?.fail(new Error('stop'));
    await queue.close();
  });

  it('reports progress while running and the result when done, to the owner only', async () => {
    const { kind, started } = controlledKind();
    const queue = tasks();
    queue.register(kind);
    const id = queue.add(1, 'render', {});
    await tick();
    expect(queue.detail(id, 1)).toEqual({ task_id: id, status: 2, progress: 0 });
    clock += 1000;
    started[0]?.job.progress(0.4);
    expect(queue.detail(id, 1)?.progress).toBe(0.4);
    expect(queue.detail(id, 2)).toBeUndefined();
    started[0]?.finish({ key: 'u/1/renders/v.mp4', duration: 2 });
    await queue.idle();
    const detail = queue.detail(id, 1);
    expect(detail).toMatchObject({ status: 0, additional_data: { key: 'u/1/renders/v.mp4', duration: 2 } });
    expect(detail?.additional_data?.url).toMatch(/^\/media\/u\/1\/renders\/v\.mp4\?expires=\d+&sig=/);
    expect(detail?.progress).toBeUndefined();
  });

  it('cancels a waiting job at once and a running one through its signal; others cannot cancel', async () => {
    const { kind, started } = controlledKind();
    const queue = tasks();
    queue.register(kind);
    const running = queue.add(1, 'render', {});
    const waiting = queue.add(1, 'render', {});
    await tick();
    expect(await queue.cancel(running, 2)).toBeUndefined();
    expect(await queue.cancel(waiting, 1)).toBe('cancelled');
    expect(queue.detail(waiting, 1)).toMatchObject({ status: 1, reason: 'cancelled by its owner' });
    expect(await queue.cancel(running, 1)).toBe('cancelled');
    await queue.idle();
    expect(started[0]?.job.signal.aborted).toBe(true);
    expect(queue.detail(running, 1)).toMatchObject({ status: 1, reason: 'cancelled by its owner' });
    expect(await queue.cancel(running, 1)).toBe('ended');
    expect(started).toHaveLength(1);
  });

  it('fails a job that runs past its time limit, naming the limit', async () => {
    const { kind } = controlledKind({ timeoutMs: () => 30 });
    const queue = tasks();
    queue.register(kind);
    const id = queue.add(1, 'render', {});
    await new Promise((r) => setTimeout(r, 80));
    await queue.idle();
    expect(queue.detail(id, 1)).toMatchObject({ status: 1, reason: 'took longer than 0 s' });
  });

  it('after a crash the running job is taken again on the next start, until its attempts are used', async () => {
    const first = controlledKind();
    const crashed = tasks();
    crashed.register(first.kind);
    const id = crashed.add(1, 'render', { project: 'p' });
    await tick();
    expect(first.started).toHaveLength(1);
    // The process dies here: nothing is closed. The next start finds the job half done.
    for (let attempt = 2; attempt <= 3; attempt++) {
      const next = controlledKind();
      tasks().register(next.kind);
      await tick();
      expect(next.started.map((s) => [s.payload, s.job.attempt])).toEqual([[{ project: 'p' }, attempt]]);
    }
    const last = tasks();
    last.register(controlledKind().kind);
    expect(last.detail(id, 1)).toMatchObject({
      status: 1,
      reason: 'stopped 3 times before it finished (the server stopped)',
    });
  });

  it('a clean stop hands the running job back without using an attempt', async () => {
    const first = controlledKind();
    const queue = tasks();
    queue.register(first.kind);
    const id = queue.add(1, 'render', {});
    await tick();
    await queue.close();
    expect(queue.detail(id, 1)).toEqual({ task_id: id, status: 2, progress: 0 });
    const again = controlledKind();
    const restarted = tasks();
    restarted.register(again.kind);
    await tick();
    expect(again.started[0]?.job.attempt).toBe(1);
    again.started[0]?.finish();
    await restarted.idle();
    expect(restarted.detail(id, 1)?.status).toBe(0);
  });
});
