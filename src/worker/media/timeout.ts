import { SPEC_MESSAGES, SpecError } from '../../shared/errors.ts';

/** Media loads time out after 180 s, checked every 50 ms. */
export const MEDIA_TIMEOUT_MS = 180_000;
const CHECK_INTERVAL_MS = 50;

/** Resolves with `work`, or rejects with 'media load timeout' when it takes longer than `timeoutMs`. */
export function withMediaTimeout<T>(
  work: Promise<T>,
  what: string,
  timeoutMs = MEDIA_TIMEOUT_MS,
): Promise<T> {
  const started = performance.now();
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setInterval(() => {
      if (settled) return;
      if (performance.now() - started >= timeoutMs) {
        settled = true;
        clearInterval(timer);
        reject(
          new SpecError(SPEC_MESSAGES.mediaLoadTimeout, {
            cause: `${what}: no answer after ${timeoutMs} ms`,
          }),
        );
      }
    }, CHECK_INTERVAL_MS);
    work.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearInterval(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearInterval(timer);
        reject(error);
      },
    );
  });
}
