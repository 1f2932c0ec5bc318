/**
 * Media loading rules of the preview: a load times out after 180 s, checked every 50 ms ('media load
 * timeout'); an aborted load ('abort error: ...' with reason abort) is not a failure and is ignored silently.
 */
import { SPEC_MESSAGES, SpecError } from '../../shared/errors.ts';

export const MEDIA_LOAD_TIMEOUT_MS = 180_000;
const CHECK_INTERVAL_MS = 50;

/** Resolves with `work`, or rejects with 'media load timeout' when it has not settled after `timeoutMs`. */
export function withLoadTimeout<T>(
  work: Promise<T>,
  what: string,
  timeoutMs = MEDIA_LOAD_TIMEOUT_MS,
): Promise<T> {
  const started = performance.now();
  return new Promise<T>((resolve, reject) => {
    const timer = setInterval(() => {
      if (performance.now() - started < timeoutMs) return;
      clearInterval(timer);
      reject(
        new SpecError(SPEC_MESSAGES.mediaLoadTimeout, { cause: `${what}: no answer after ${timeoutMs} ms` }),
      );
    }, CHECK_INTERVAL_MS);
    work.then(
      (value) => {
        clearInterval(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearInterval(timer);
        reject(error);
      },
    );
  });
}

/** The error an aborted load rejects with: 'abort error: <what>', named AbortError, reason 'abort'. */
export class AbortLoadError extends Error {
  override name = 'AbortError';
  readonly reason = 'abort';
  constructor(what: string) {
    super(`abort error: ${what}`);
  }
}

export function isAbort(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'AbortError' ||
    (error as { reason?: unknown }).reason === 'abort' ||
    error.message.startsWith('abort error')
  );
}
