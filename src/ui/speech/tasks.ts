import type { GenerateTaskRequest, SpeechResult } from '../../shared/api/task.ts';
import type { Api } from '../api/calls.ts';
import { pollTask, type TaskProgress } from './poll-task.ts';

/**
 * Starts a generation task and polls it to its result, reporting progress so that the
 * editor can show it.
 */
export function speechRunner(
  api: Pick<Api, 'generateTask' | 'taskDetail'>,
  options: { onProgress?: (progress: TaskProgress) => void; retryMs?: number } = {},
) {
  return async (request: GenerateTaskRequest, signal?: AbortSignal): Promise<SpeechResult> => {
    const { task_id } = await api.generateTask(request, { signal });
    return pollTask((taskId, s) => api.taskDetail(taskId, { signal: s }), task_id, {
      signal,
      onProgress: options.onProgress,
      ...(options.retryMs !== undefined ? { retryMs: options.retryMs } : {}),
    });
  };
}
