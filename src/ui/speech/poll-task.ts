import { TASK_STATUS, type SpeechResult, type TaskDetailResponse } from '../../shared/api/task.ts';
import { DURATIONS } from '../../shared/constants.ts';
import { SPEC_MESSAGES, SpecError } from '../../shared/errors.ts';
import { RequestAbortedError } from '../api/errors.ts';

export interface TaskProgress {
  taskId: string;
  /** Detail calls made so far. */
  polls: number;
  status: number;
  /** Milliseconds since polling began. */
  elapsedMs: number;
}

export interface PollOptions {
  signal?: AbortSignal | undefined;
  onProgress?: ((progress: TaskProgress) => void) | undefined;
  /** Default 1000 ms. */
  retryMs?: number;
}

/**
 * Polls a generation task: status 0 → its result; 1 → SpecError
 * 'unexpectedError: taskDetail 1' (the server's reason kept as cause); anything else → ask again after 1 s.
 */
export async function pollTask(
  detail: (taskId: string, signal: AbortSignal | undefined) => Promise<TaskDetailResponse>,
  taskId: string,
  options: PollOptions = {},
): Promise<SpeechResult> {
  const { signal } = options;
  const retryMs = options.retryMs ?? DURATIONS.taskPollRetryMs;
  const started = Date.now();
  for (let polls = 1; ; polls++) {
    const answer = await detail(taskId, signal);
    options.onProgress?.({ taskId, polls, status: answer.status, elapsedMs: Date.now() - started });
    if (answer.status === TASK_STATUS.done) {
      if (answer.additional_data === undefined)
        throw new SpecError(SPEC_MESSAGES.taskFailed, {
          cause: `task ${taskId}: done without additional_data`,
        });
      // Speech tasks answer a speech result.
      return answer.additional_data as SpeechResult;
    }
    if (answer.status === TASK_STATUS.failed)
      throw new SpecError(SPEC_MESSAGES.taskFailed, { cause: answer });
    await sleep(retryMs, signal, `/ai/task/detail ${taskId}`);
  }
}

function sleep(ms: number, signal: AbortSignal | undefined, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted === true) return reject(new RequestAbortedError(what, signal.reason));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new RequestAbortedError(what, signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
