/**
 * The API's tasks (speech, renders): added by their owner, run by a queue, read back by their owner only.
 * Each kind of job has its queue; on start, jobs a crash interrupted go back in line.
 */
import { randomUUID } from 'node:crypto';
import { TASK_STATUS, type TaskDetailResponse } from '../../shared/api/task.ts';
import type { Db } from '../db/open.ts';
import { accessUrls } from '../media/signing.ts';
import { EmbeddedQueue } from './embedded-queue.ts';
import type { JobKind, JobRunner } from './job.ts';

interface TaskRow {
  id: string;
  user_id: number;
  status: number;
  reason: string | null;
  result: string | null;
  progress: number | null;
}

export interface TasksDeps {
  db: Db;
  now(): number;
  mediaSecret: Buffer;
  log?: (line: string) => void;
}

export class Tasks {
  private readonly queues = new Map<string, JobRunner>();

  constructor(private readonly deps: TasksDeps) {}

  /** Runs jobs of this kind here (embedded queue); interrupted ones go back in line first. */
  register(kind: JobKind): void {
    const queue = new EmbeddedQueue(this.deps.db, kind, this.deps.now);
    const retried = queue.recover();
    if (retried > 0)
      this.deps.log?.(`tasks: ${retried} ${kind.actions[0]} job(s) interrupted by a stop are taken up again`);
    this.use(kind.actions, queue);
  }

  /** Hands jobs of these actions to a runner (BullMQ in Redis mode). */
  use(actions: readonly string[], runner: JobRunner): void {
    for (const action of actions) this.queues.set(action, runner);
    runner.wake();
  }

  has(action: string): boolean {
    return this.queues.has(action);
  }

  /** Records a waiting task and wakes its queue; returns its id. */
  add(userId: number, action: string, payload: unknown): string {
    const queue = this.queues.get(action);
    if (queue === undefined) throw new Error(`tasks: no queue runs '${action}' here`);
    const id = randomUUID();
    this.deps.db
      .prepare(
        'INSERT INTO tasks (id, user_id, action, status, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(id, userId, action, TASK_STATUS.pending, JSON.stringify(payload), this.deps.now());
    queue.wake();
    return id;
  }

  /** Cancels the owner's task: 'cancelled', 'ended' (already done or failed), or undefined (no such task). */
  async cancel(taskId: string, userId: number): Promise<'cancelled' | 'ended' | undefined> {
    const row = this.deps.db.prepare('SELECT user_id, action FROM tasks WHERE id = ?').get(taskId) as
      { user_id: number; action: string } | undefined;
    if (row === undefined || row.user_id !== userId) return undefined;
    return (await this.queues.get(row.action)?.cancel(taskId)) === true ? 'cancelled' : 'ended';
  }

  /** The task as its owner sees it; undefined when it does not exist or belongs to someone else. */
  detail(taskId: string, userId: number): TaskDetailResponse | undefined {
    const row = this.deps.db
      .prepare('SELECT id, user_id, status, reason, result, progress FROM tasks WHERE id = ?')
      .get(taskId) as TaskRow | undefined;
    if (row === undefined || row.user_id !== userId) return undefined;
    const status = row.status as TaskDetailResponse['status'];
    const detail: TaskDetailResponse = { task_id: row.id, status };
    if (status === TASK_STATUS.pending) detail.progress = row.progress ?? 0;
    if (row.reason !== null) detail.reason = row.reason;
    if (row.result !== null) {
      const stored = JSON.parse(row.result) as { key: string };
      // Signed URLs are made fresh on every read so that they never expire in the stored result.
      const { url, static_url } = accessUrls(this.deps.mediaSecret, stored.key, this.deps.now());
      detail.additional_data = { ...stored, url, static_url } as TaskDetailResponse['additional_data'];
    }
    return detail;
  }

  /** Resolves when no job runs (tests). */
  async idle(): Promise<void> {
    await Promise.all([...new Set(this.queues.values())].map((q) => q.idle()));
  }

  /** Stops every queue; running jobs wait for the next start. */
  async close(): Promise<void> {
    await Promise.all([...new Set(this.queues.values())].map((q) => q.close()));
  }
}
