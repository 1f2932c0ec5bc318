/**
 * The job queue of a single server: jobs wait in the server's own database (the `tasks` table) and run in
 * this process, a few at a time. The next job goes to the user served least recently, so one user's fifty
 * renders do not starve another's one. A job that was running when the process died is taken again on the
 * next start (until it has used its attempts); a clean stop hands running jobs back without using one.
 */
import { TASK_STATUS } from '../../shared/api/task.ts';
import type { Db } from '../db/open.ts';
import {
  abortAfter,
  CANCELLED_REASON,
  MAX_ATTEMPTS,
  type JobContext,
  type JobKind,
  type JobRunner,
} from './job.ts';

interface QueuedRow {
  id: string;
  user_id: number;
  payload: string | null;
  attempts: number;
}

/** Progress is written to the database at most this often (ms). */
const PROGRESS_EVERY_MS = 500;

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export class EmbeddedQueue implements JobRunner {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private readonly placeholders: string;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly kind: JobKind,
    private readonly now: () => number = Date.now,
  ) {
    this.placeholders = kind.actions.map(() => '?').join(', ');
  }

  /**
   * After a crash: jobs that were running go back in line, or fail once they have used their attempts.
   * Returns how many were taken up again.
   */
  recover(): number {
    const stale = this.db
      .prepare(
        `SELECT id, attempts FROM tasks WHERE status = ? AND started_at IS NOT NULL AND action IN (${this.placeholders})`,
      )
      .all(TASK_STATUS.pending, ...this.kind.actions) as Array<{ id: string; attempts: number }>;
    let retried = 0;
    for (const row of stale) {
      if (row.attempts >= MAX_ATTEMPTS) {
        this.finishFailed(row.id, `stopped ${row.attempts} times before it finished (the server stopped)`);
      } else {
        this.db.prepare('UPDATE tasks SET started_at = NULL, progress = NULL WHERE id = ?').run(row.id);
        retried++;
      }
    }
    return retried;
  }

  /** Starts waiting jobs while there is room. Call after adding a task. */
  wake(): void {
    while (!this.closed && this.running.size < this.kind.concurrency) {
      const next = this.next();
      if (next === undefined || !this.claim(next)) return;
      this.start(next);
    }
  }

  /** Cancels a waiting or running job; false when it has already ended. */
  async cancel(taskId: string): Promise<boolean> {
    const changed = this.db
      .prepare('UPDATE tasks SET cancelled = 1 WHERE id = ? AND status = ?')
      .run(taskId, TASK_STATUS.pending).changes;
    if (changed === 0) return false;
    const running = this.running.get(taskId);
    if (running !== undefined) running.controller.abort(new DOMException(CANCELLED_REASON, 'AbortError'));
    else this.finishFailed(taskId, CANCELLED_REASON);
    return true;
  }

  /** Resolves when no job is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()].map((r) => r.done));
  }

  /** Stops taking jobs and stops the running ones; they wait for the next start without losing an attempt. */
  async close(): Promise<void> {
    this.closed = true;
    const ids = [...this.running.keys()];
    for (const { controller } of this.running.values())
      controller.abort(new DOMException('the server is stopping', 'AbortError'));
    await this.idle();
    for (const id of ids)
      this.db
        .prepare(
          'UPDATE tasks SET started_at = NULL, progress = NULL, attempts = attempts - 1 WHERE id = ? AND status = ?',
        )
        .run(id, TASK_STATUS.pending);
  }

  private next(): QueuedRow | undefined {
    // Least recently served user first (never served: first of all), then that user's oldest job.
    return this.db
      .prepare(
        `SELECT t.id, t.user_id, t.payload, t.attempts FROM tasks t
         WHERE t.status = ? AND t.started_at IS NULL AND t.cancelled = 0 AND t.action IN (${this.placeholders})
           AND (SELECT COUNT(*) FROM tasks r WHERE r.user_id = t.user_id AND r.status = ?
                AND r.started_at IS NOT NULL AND r.action IN (${this.placeholders})) < ?
         ORDER BY (SELECT MAX(s.started_at) FROM tasks s WHERE s.user_id = t.user_id
                   AND s.action IN (${this.placeholders})) ASC NULLS FIRST, t.created_at ASC, t.rowid ASC
         LIMIT 1`,
      )
      .get(
        TASK_STATUS.pending,
        ...this.kind.actions,
        TASK_STATUS.pending,
        ...this.kind.actions,
        this.kind.perUser,
        ...this.kind.actions,
      ) as QueuedRow | undefined;
  }

  private claim(row: QueuedRow): boolean {
    return (
      this.db
        .prepare(
          'UPDATE tasks SET started_at = ?, attempts = attempts + 1, progress = 0 WHERE id = ? AND started_at IS NULL AND status = ?',
        )
        .run(this.now(), row.id, TASK_STATUS.pending).changes === 1
    );
  }

  private start(row: QueuedRow): void {
    const controller = new AbortController();
    const done = this.run(row, controller).finally(() => {
      this.running.delete(row.id);
      this.wake();
    });
    this.running.set(row.id, { controller, done });
  }

  private async run(row: QueuedRow, controller: AbortController): Promise<void> {
    const payload: unknown = row.payload === null ? null : JSON.parse(row.payload);
    const timer = abortAfter(controller, this.kind.timeoutMs(payload));
    let written = 0;
    const job: JobContext = {
      taskId: row.id,
      userId: row.user_id,
      attempt: row.attempts + 1,
      signal: controller.signal,
      progress: (fraction) => {
        if (this.now() - written < PROGRESS_EVERY_MS) return;
        written = this.now();
        this.db
          .prepare('UPDATE tasks SET progress = ? WHERE id = ?')
          .run(Math.min(1, Math.max(0, fraction)), row.id);
      },
    };
    try {
      const result = await this.kind.handler(payload, job);
      if (controller.signal.aborted) throw controller.signal.reason;
      this.db
        .prepare(
          'UPDATE tasks SET status = ?, result = ?, progress = 1, finished_at = ? WHERE id = ? AND status = ?',
        )
        .run(TASK_STATUS.done, JSON.stringify(result), this.now(), row.id, TASK_STATUS.pending);
    } catch (error) {
      if (this.closed && controller.signal.aborted && !this.isCancelled(row.id)) return; // waits for the next start
      const reason = controller.signal.aborted ? errorMessage(controller.signal.reason) : errorMessage(error);
      this.finishFailed(row.id, reason);
    } finally {
      clearTimeout(timer);
    }
  }

  private isCancelled(taskId: string): boolean {
    const row = this.db.prepare('SELECT cancelled FROM tasks WHERE id = ?').get(taskId) as
      { cancelled: number } | undefined;
    return row?.cancelled === 1;
  }

  private finishFailed(taskId: string, reason: string): void {
    this.db
      .prepare('UPDATE tasks SET status = ?, reason = ?, finished_at = ? WHERE id = ? AND status = ?')
      .run(TASK_STATUS.failed, reason, this.now(), taskId, TASK_STATUS.pending);
  }
}
