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
import { CANCELLED_REASON, MAX_ATTEMPTS, type JobRunner } from './job.ts';
import { cancelKey, QUEUE_PREFIX } from './redis.ts';

/** What a job carries in the queue. */
export interface QueuedJobData {
  taskId: string;
  userId: number;
  payload: unknown;
  /** Lets a render worker hand its file to the API for this task only. */
  uploadToken?: string;
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
  sweepEveryMs?: number;
}

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

  constructor(private readonly options: BullDispatchOptions) {
    const { connection, queueName } = options;
    this.queue = new Queue(queueName, { connection, prefix: QUEUE_PREFIX });
    this.events = new QueueEvents(queueName, { connection, prefix: QUEUE_PREFIX });
    this.redis = new Redis(connection as RedisOptions);
    this.in = options.actions.map(() => '?').join(', ');
    this.events.on('progress', ({ jobId, data }) => {
      if (typeof data === 'number')
        this.update('UPDATE tasks SET progress = ? WHERE id = ? AND status = ?', data, jobId);
    });
    this.events.on('completed', ({ jobId, returnvalue }) => {
      this.finishDone(jobId, returnvalue);
      this.wake();
    });
    this.events.on('failed', ({ jobId }) => void this.checkFailed(jobId).then(() => this.wake()));
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
    const row = db
      .prepare('SELECT started_at FROM tasks WHERE id = ? AND status = ?')
      .get(taskId, TASK_STATUS.pending) as { started_at: number | null } | undefined;
    if (row === undefined) return false;
    db.prepare('UPDATE tasks SET cancelled = 1 WHERE id = ?').run(taskId);
    const job = row.started_at === null ? undefined : await this.queue.getJob(taskId);
    const state = job === undefined ? 'unknown' : await job.getState();
    if (job === undefined || state === 'waiting' || state === 'delayed' || state === 'prioritized') {
      await job?.remove().catch(() => {});
      this.finishFailed(taskId, CANCELLED_REASON);
      this.wake();
      return true;
    }
    // Running on a worker somewhere: it watches this key and stops; its failure then ends the task.
    await this.redis.set(cancelKey(taskId), '1', 'EX', 24 * 3600);
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

  private async add(row: WaitingRow): Promise<void> {
    const data: QueuedJobData = {
      taskId: row.id,
      userId: row.user_id,
      payload: row.payload === null ? null : JSON.parse(row.payload),
      ...this.options.extraData?.(row.id),
    };
    await this.queue.add(row.action, data, {
      jobId: row.id,
      attempts: MAX_ATTEMPTS,
      backoff: { type: 'fixed', delay: 1000 },
      removeOnComplete: { age: 24 * 3600 },
      removeOnFail: { age: 24 * 3600 },
    });
  }

  /** Catches up with the queue: outcomes missed while this node was down, and jobs Redis lost. */
  private async sweep(): Promise<void> {
    const { db, actions } = this.options;
    const handed = db
      .prepare(
        `SELECT id, user_id, action, payload FROM tasks WHERE status = ? AND started_at IS NOT NULL AND action IN (${this.in})`,
      )
      .all(TASK_STATUS.pending, ...actions) as WaitingRow[];
    for (const row of handed) {
      const job = await this.queue.getJob(row.id);
      if (job === undefined) await this.add(row);
      else await this.settle(job);
    }
    this.wake();
  }

  private async settle(job: Job): Promise<void> {
    const state = await job.getState();
    if (state === 'completed') this.finishDone(job.id ?? '', job.returnvalue);
    else if (state === 'failed') this.finishFailed(job.id ?? '', job.failedReason);
  }

  private async checkFailed(jobId: string): Promise<void> {
    const job = await this.queue.getJob(jobId);
    if (job === undefined) this.finishFailed(jobId, 'the job disappeared from the queue');
    else await this.settle(job); // a failure that will be retried leaves the job waiting or delayed
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
