/**
 * Redis mode, where jobs run: a BullMQ worker that runs a job handler for each job it takes. It holds a lock
 * on the job while it works; if this process dies, the lock lapses and another worker's stalled-job check
 * puts the job back in line (BullMQ's recovery, bounded by `maxStalledCount` and the job's attempts). A job
 * stops when its owner cancels (a Redis key this worker watches), when it runs past its time limit, or when
 * this worker closes. Failures that another try cannot mend (bad input, a cancel) are not retried.
 */
import { UnrecoverableError, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import type { QueuedJobData } from './bull-dispatch.ts';
import { abortAfter, type JobContext } from './job.ts';
import { cancelKey, QUEUE_PREFIX } from './redis.ts';

export interface BullWorkerOptions {
  connection: ConnectionOptions;
  queueName: string;
  handler: (data: QueuedJobData, job: JobContext) => Promise<unknown>;
  concurrency: number;
  timeoutMs(payload: unknown): number;
  /** Errors with these names fail the job at once (another attempt would fail the same way). */
  finalErrors?: readonly string[];
  /** How long a job's lock lasts without renewal (ms): a dead worker's job is free again after about this. */
  lockDurationMs?: number;
  log?: (line: string) => void;
}

const CANCEL_POLL_MS = 1000;
/** Progress goes to Redis at most this often (ms). */
const PROGRESS_EVERY_MS = 500;

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Stops `controller` when the task's cancel key appears. */
function watchCancel(redis: Redis, taskId: string, controller: AbortController): () => void {
  const timer = setInterval(() => {
    void redis.exists(cancelKey(taskId)).then(
      (n) => {
        if (n > 0) controller.abort(new DOMException('cancelled by its owner', 'AbortError'));
      },
      () => {},
    );
  }, CANCEL_POLL_MS);
  return () => clearInterval(timer);
}

export function startBullWorker(options: BullWorkerOptions): Worker<QueuedJobData> {
  const redis = new Redis(options.connection as RedisOptions);
  const lockDuration = options.lockDurationMs ?? 30_000;
  const run = async (job: Job<QueuedJobData>, _token?: string, signal?: AbortSignal): Promise<unknown> => {
    const { taskId, userId, payload } = job.data;
    const controller = new AbortController();
    const stopOnWorkerAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', stopOnWorkerAbort, { once: true });
    const stopWatching = watchCancel(redis, taskId, controller);
    const timer = abortAfter(controller, options.timeoutMs(payload));
    let reported = 0;
    const context: JobContext = {
      taskId,
      userId,
      attempt: job.attemptsMade + 1,
      signal: controller.signal,
      progress: (fraction) => {
        if (Date.now() - reported < PROGRESS_EVERY_MS) return;
        reported = Date.now();
        void job.updateProgress(fraction).catch(() => {});
      },
    };
    options.log?.(`job ${taskId}: started (attempt ${context.attempt})`);
    try {
      const result = await options.handler(job.data, context);
      options.log?.(`job ${taskId}: done`);
      return result;
    } catch (error) {
      options.log?.(
        `job ${taskId}: failed: ${message(controller.signal.aborted ? controller.signal.reason : error)}`,
      );
      if (controller.signal.aborted) throw new UnrecoverableError(message(controller.signal.reason));
      if (error instanceof Error && options.finalErrors?.includes(error.name))
        throw new UnrecoverableError(error.message);
      throw error;
    } finally {
      clearTimeout(timer);
      stopWatching();
      signal?.removeEventListener('abort', stopOnWorkerAbort);
    }
  };
  const worker = new Worker<QueuedJobData>(options.queueName, run, {
    connection: options.connection,
    prefix: QUEUE_PREFIX,
    concurrency: options.concurrency,
    lockDuration,
    stalledInterval: Math.max(1000, Math.floor(lockDuration / 2)),
    maxStalledCount: 2,
  });
  worker.on('closed', () => void redis.quit().catch(() => {}));
  worker.on('error', (error) => options.log?.(`queue worker: ${error.message}`));
  return worker;
}

/**
 * `CLIPWRIGHT_JOB_LOCK_MS` shortens the job lock (tests that kill a worker need not wait 30 s for its job).
 */
export function lockDurationFromEnv(): { lockDurationMs?: number } {
  const raw = process.env.CLIPWRIGHT_JOB_LOCK_MS;
  if (raw === undefined || raw === '') return {};
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1000)
    throw new Error(`CLIPWRIGHT_JOB_LOCK_MS must be an integer ≥ 1000, got '${raw}'`);
  return { lockDurationMs: ms };
}
