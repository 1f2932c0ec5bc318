/**
 * Remembers generation results by request for the editor's lifetime: a script or voice changed and changed
 * back, or a sample sentence played twice, reuses the audio made before instead of asking the engine again
 * (regenerate only when text or voice settings changed). Failed and cancelled runs are forgotten.
 */
import type { GenerateTaskRequest, SpeechResult } from '../../../shared/api/task.ts';
import type { SpeechRunner } from '../../speech/scene-speech.ts';

export class RunnerCache {
  readonly #results = new Map<string, Promise<SpeechResult>>();

  /** `run` wrapped so that equal requests share one result. */
  wrap(run: SpeechRunner): SpeechRunner {
    return (request: GenerateTaskRequest, signal?: AbortSignal) => {
      const key = requestKey(request);
      const cached = this.#results.get(key);
      if (cached !== undefined) return cached;
      const pending = run(request, signal);
      this.#results.set(key, pending);
      pending.catch(() => {
        if (this.#results.get(key) === pending) this.#results.delete(key);
      });
      return pending;
    };
  }

  get size(): number {
    return this.#results.size;
  }
}

/** Key of a request: its JSON with object keys sorted, so that key order does not matter. */
export function requestKey(request: GenerateTaskRequest): string {
  return JSON.stringify(request, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}
