/**
 * Redis mode, on the API node: tasks are still recorded in the database (the API answers from it), and are
 * handed to a BullMQ queue that render workers on any machine take them from. Each user has at most
 * `perUser` jobs in the queue at a time; the next of theirs goes in when one ends, the least recently served
 * user first, so one user's fifty renders do not starve another's one. The queue's events bring progress and
 * outcomes back; a sweep every few seconds catches what was missed while this node was down, so restarting the
 * API loses nothing that Redis holds.
 */
import { Queue, QueueEvents, type ConnectionOptions, type Job } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { TASK_STATUS } from '../../shared/api/task.ts';
import type { Db } from '../db/open.ts';
import { partName, type ExportPart } from '../../shared/export/parts.ts';
import { CANCELLED_REASON, MAX_ATTEMPTS, type JobRunner } from './job.ts';
import { cancelKey, QUEUE_PREFIX } from './redis.ts';

/** What a job carries in the queue. */
export interface QueuedJobData {
  taskId: string;
  userId: number;
  payload: unknown;
  /** Lets a render worker hand its file to the API for this task only. */
  uploadToken?: string;
  /** The part of a split render this job makes. */
  part?: ExportPart;
}

export interface BullDispatchOptions {
  db: Db;
  connection: ConnectionOptions;
  queueName: string;
  actions: readonly string[];
  perUser: number;
  now(): number;
  /** Extra job data per task (the render upload token). */
  extraData?(taskId: string): Partial<QueuedJobData>;
  /** The parts a task is split in (a long render), each a job of its own; none = one job for the task. */
  plan?(payload: unknown): ExportPart[];
  /** Once every part's job has completed: the task's result from theirs (in plan order). */
  combine?(
    task: { id: string; userId: number },
    payload: unknown,
    parts: ExportPart[],
    results: unknown[],
  ): Promise<unknown>;
  sweepEveryMs?: number;
}

/** The job of a task, or of one of its parts: `<task id>` or `<task id>.<part name>`. */
const jobIdOf = (taskId: string, part?: ExportPart): string =>
  part === undefined ? taskId : `${taskId}.${partName(part)}`;
const taskOf = (jobId: string): string => jobId.split('.')[0] ?? jobId;

interface WaitingRow {
  id: string;
  user_id: number;
  action: string;
  payload: string | null;
}

export class BullDispatch implements JobRunner {
  readonly queue: Queue;
  private readonly events: QueueEvents;
  /** For the cancel keys that running jobs' workers watch. */
  private readonly redis: Redis;
  private readonly sweepTimer: NodeJS.Timeout;
  private feeding: Promise<void> = Promise.resolve();
  private readonly in: string;
  /** Progress of each part of the split tasks running (their task's progress is the mean). */
  private readonly partProgress = new Map<string, Map<string, number>>();
  /** Split tasks being joined now (a late duplicate event must not join them twice). */
  private readonly combining = new Set<string>();

  constructor(private readonly options: BullDispatchOptions) {
    const { connection, queueName } = options;
    this.queue = new Queue(queueName, { connection, prefix: QUEUE_PREFIX });
    this.events = new QueueEvents(queueName, { connection, prefix: QUEUE_PREFIX });
    this.redis = new Redis(connection as RedisOptions);
    this.in = options.actions.map(() => '?').join(', ');
    this.events.on('progress', ({ jobId, data }) => {
      if (typeof data === 'number') this.progress(jobId, data);
    });
    this.events.on('completed', ({ jobId }) => void this.settleTask(taskOf(jobId)).then(() => this.wake()));
    this.events.on('failed', ({ jobId }) => void this.settleTask(taskOf(jobId)).then(() => this.wake()));
    this.sweepTimer = setInterval(() => void this.sweep().catch(() => {}), options.sweepEveryMs ?? 3000);
  }

  wake(): void {
    this.feeding = this.feeding
      .then(() => this.feed())
      .catch((error: unknown) => {
        console.error(`tasks: handing jobs to the queue failed: ${(error as Error).message}`);
      });
  }

  async cancel(taskId: string): Promise<boolean> {
    const { db } = this.options;
    const row = this.task(taskId);
    if (row === undefined) return false;
    db.prepare('UPDATE tasks SET cancelled = 1 WHERE id = ?').run(taskId);
    if (row.started_at === null) {
      this.finishFailed(taskId, CANCELLED_REASON);
      return true;
    }
    // Waiting jobs leave the queue; running ones watch this key, stop, and their failure ends the task.
    await this.redis.set(cancelKey(taskId), '1', 'EX', 24 * 3600);
    const jobs = await this.jobsOf(row);
    let running = false;
    for (const { job } of jobs) {
      const state = job === undefined ? 'gone' : await job.getState();
      if (state === 'active') running = true;
      else if (job !== undefined && state !== 'completed' && state !== 'failed')
        await job.remove().catch(() => {});
    }
    if (!running) this.finishFailed(taskId, CANCELLED_REASON);
    this.wake();
    return true;
  }

  async idle(): Promise<void> {
    await this.feeding;
  }

  async close(): Promise<void> {
    clearInterval(this.sweepTimer);
    await this.feeding;
    await this.events.close();
    await this.queue.close();
    await this.redis.quit();
  }

  /** Hands each user's next waiting task to the queue while they have room there. */
  private async feed(): Promise<void> {
    const { db, perUser, actions } = this.options;
    const waiting = db
      .prepare(
        `SELECT t.id, t.user_id, t.action, t.payload FROM tasks t
         WHERE t.status = ? AND t.started_at IS NULL AND t.cancelled = 0 AND t.action IN (${this.in})
         ORDER BY (SELECT MAX(s.started_at) FROM tasks s WHERE s.user_id = t.user_id
                   AND s.action IN (${this.in})) ASC NULLS FIRST, t.created_at ASC, t.rowid ASC`,
      )
      .all(TASK_STATUS.pending, ...actions, ...actions) as WaitingRow[];
    const countOf = db.prepare(
      `SELECT COUNT(*) AS n FROM tasks WHERE user_id = ? AND status = ? AND started_at IS NOT NULL AND action IN (${this.in})`,
    );
    for (const row of waiting) {
      const { n } = countOf.get(row.user_id, TASK_STATUS.pending, ...actions) as { n: number };
      if (n >= perUser) continue;
      db.prepare('UPDATE tasks SET started_at = ?, progress = 0 WHERE id = ? AND started_at IS NULL').run(
        this.options.now(),
        row.id,
      );
      await this.add(row);
    }
  }

  private async add(row: WaitingRow, only?: string): Promise<void> {
    const payload: unknown = row.payload === null ? null : JSON.parse(row.payload);
    const data: QueuedJobData = {
      taskId: row.id,
      userId: row.user_id,
      payload,
      ...this.options.extraData?.(row.id),
    };
    const parts: Array<ExportPart | undefined> = this.options.plan?.(payload) ?? [];
    for (const part of parts.length === 0 ? [undefined] : parts) {
      const jobId = jobIdOf(row.id, part);
      if (only !== undefined && jobId !== only) continue;
      await this.queue.add(row.action, part === undefined ? data : { ...data, part }, {
        jobId,
        attempts: MAX_ATTEMPTS,
        backoff: { type: 'fixed', delay: 1000 },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 24 * 3600 },
      });
    }
  }

  /** Catches up with the queue: outcomes missed while this node was down, and jobs Redis lost. */
  private async sweep(): Promise<void> {
    const { db, actions } = this.options;
    const handed = db
      .prepare(`SELECT id FROM tasks WHERE status = ? AND started_at IS NOT NULL AND action IN (${this.in})`)
      .all(TASK_STATUS.pending, ...actions) as Array<{ id: string }>;
    for (const { id } of handed) await this.settleTask(id, true);
    this.wake();
  }

  /** A pending task handed to the queue, or undefined. */
  private task(taskId: string): (WaitingRow & { started_at: number | null }) | undefined {
    return this.options.db
      .prepare('SELECT id, user_id, action, payload, started_at FROM tasks WHERE id = ? AND status = ?')
      .get(taskId, TASK_STATUS.pending) as (WaitingRow & { started_at: number | null }) | undefined;
  }

  private async jobsOf(row: WaitingRow): Promise<Array<{ jobId: string; part?: ExportPart; job?: Job }>> {
    const payload: unknown = row.payload === null ? null : JSON.parse(row.payload);
    const parts: Array<ExportPart | undefined> = this.options.plan?.(payload) ?? [];
    return Promise.all(
      (parts.length === 0 ? [undefined] : parts).map(async (part) => {
        const jobId = jobIdOf(row.id, part);
        const job = await this.queue.getJob(jobId);
        return { jobId, ...(part !== undefined ? { part } : {}), ...(job !== undefined ? { job } : {}) };
      }),
    );
  }

  /**
   * Brings a task up to date with its jobs: done when its job (or every part's) completed (parts are then
   * joined), failed when one failed for good; with `requeue`, jobs Redis lost are queued again.
   */
  private async settleTask(taskId: string, requeue = false): Promise<void> {
    const row = this.task(taskId);
    if (row === undefined || row.started_at === null || this.combining.has(taskId)) return;
    const jobs = await this.jobsOf(row);
    const results: unknown[] = [];
    for (const { jobId, job } of jobs) {
      if (job === undefined) {
        if (requeue) await this.add(row, jobId);
        return;
      }
      const state = await job.getState();
      if (state === 'failed') {
        this.finishFailed(taskId, job.failedReason);
        await this.redis.set(cancelKey(taskId), '1', 'EX', 24 * 3600); // the other parts stop
        return;
      }
      if (state !== 'completed') return;
      results.push(job.returnvalue);
    }
    const single = jobs.length === 1 && jobs[0]?.part === undefined;
    if (single) return this.finishDone(taskId, results[0]);
    const parts = jobs.flatMap((j) => (j.part !== undefined ? [j.part] : []));
    if (this.options.combine === undefined) throw new Error('bull dispatch: parts but no combine');
    this.combining.add(taskId);
    try {
      const payload: unknown = row.payload === null ? null : JSON.parse(row.payload);
      const result = await this.options.combine({ id: taskId, userId: row.user_id }, payload, parts, results);
      this.finishDone(taskId, result);
    } catch (error) {
      this.finishFailed(
        taskId,
        `joining the parts failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      this.combining.delete(taskId);
      this.partProgress.delete(taskId);
    }
  }

  private progress(jobId: string, fraction: number): void {
    const taskId = taskOf(jobId);
    if (taskId === jobId) {
      this.update('UPDATE tasks SET progress = ? WHERE id = ? AND status = ?', fraction, taskId);
      return;
    }
    const row = this.task(taskId);
    const count =
      row === undefined
        ? 0
        : (this.options.plan?.(row.payload === null ? null : JSON.parse(row.payload)) ?? []).length;
    if (count === 0) return;
    const parts = this.partProgress.get(taskId) ?? new Map<string, number>();
    parts.set(jobId, fraction);
    this.partProgress.set(taskId, parts);
    const mean = [...parts.values()].reduce((sum, f) => sum + f, 0) / count;
    // Joining takes the last few percent.
    this.update('UPDATE tasks SET progress = ? WHERE id = ? AND status = ?', Math.min(0.98, mean), taskId);
  }

  private finishDone(taskId: string, result: unknown): void {
    this.update(
      'UPDATE tasks SET status = ?, result = ?, progress = 1, finished_at = ? WHERE id = ? AND status = ?',
      TASK_STATUS.done,
      JSON.stringify(result),
      this.options.now(),
      taskId,
    );
  }

  private finishFailed(taskId: string, reason: string): void {
    const row = this.options.db.prepare('SELECT cancelled FROM tasks WHERE id = ?').get(taskId) as
      { cancelled: number } | undefined;
    this.update(
      'UPDATE tasks SET status = ?, reason = ?, finished_at = ? WHERE id = ? AND status = ?',
      TASK_STATUS.failed,
      row?.cancelled === 1 ? CANCELLED_REASON : reason,
      this.options.now(),
      taskId,
    );
  }

  /** Runs an UPDATE whose last two parameters are the task id and the pending status. */
  private update(sql: string, ...params: unknown[]): void {
    this.options.db.prepare(sql).run(...params, TASK_STATUS.pending);
  }
}
