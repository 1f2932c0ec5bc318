/**
 * A queued job as its handler sees it. Jobs are tasks of the API (the `tasks` table is their record in
 * every mode): the handler gets the payload stored at submit time and answers the result stored for the
 * task's owner. The same handlers run on the embedded queue and on render workers.
 */
export interface JobContext {
  taskId: string;
  userId: number;
  /** 1 on the first run; more after a crash or a lost worker took the job again. */
  attempt: number;
  /** Aborted when the owner cancels, the job times out or the process stops. */
  signal: AbortSignal;
  /** 0..1 */
  progress(fraction: number): void;
}

export type JobHandler = (payload: unknown, job: JobContext) => Promise<unknown>;

/** What a queue needs to know of one kind of job. */
export interface JobKind {
  /** Task actions of this kind (`render`; `tts`, `tts_by_cloned_voice`). */
  actions: readonly string[];
  handler: JobHandler;
  /** Jobs of this kind running at once in this process. */
  concurrency: number;
  /** Jobs of one user running at once, so that one user's many jobs cannot hold every slot. */
  perUser: number;
  /** How long one run may take (ms), from its payload. */
  timeoutMs(payload: unknown): number;
}

/** Runs a job is allowed before it fails for good (a crash counts as a run). */
export const MAX_ATTEMPTS = 3;

/** Why a job ended without a result, as its task reports it. */
export const CANCELLED_REASON = 'cancelled by its owner';

/** What runs the jobs of one kind: the embedded queue, or the dispatch to BullMQ in Redis mode. */
export interface JobRunner {
  /** Looks for waiting jobs to start or hand on (after a task was added). */
  wake(): void;
  /** Cancels a waiting or running job; false when it has already ended. */
  cancel(taskId: string): Promise<boolean>;
  /** Resolves when nothing this runner started is running (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** Stops a job that runs past its time limit (ms), saying so; clear the timer when the job ends. */
export function abortAfter(controller: AbortController, limitMs: number): NodeJS.Timeout {
  return setTimeout(
    () =>
      controller.abort(new DOMException(`took longer than ${Math.round(limitMs / 1000)} s`, 'TimeoutError')),
    limitMs,
  );
}
