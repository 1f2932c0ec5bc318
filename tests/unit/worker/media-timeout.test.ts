/**
 * The media load timeout: 180 s, checked every 50 ms, 'media load timeout'; an aborted
 * load is passed on as the abort it is, never turned into (or followed by) a timeout. The worker
 * (src/worker/media/timeout.ts) and the page (src/ui/preview/load-guard.ts) each have the helper, since
 * neither may import the other; both must keep this one contract.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPEC_MESSAGES, SpecError } from '../../../src/shared/errors.ts';
import {
  AbortLoadError,
  isAbort,
  MEDIA_LOAD_TIMEOUT_MS,
  withLoadTimeout,
} from '../../../src/ui/preview/load-guard.ts';
import { MEDIA_TIMEOUT_MS, withMediaTimeout } from '../../../src/worker/media/timeout.ts';

type Guard = <T>(work: Promise<T>, what: string, timeoutMs?: number) => Promise<T>;

/** A promise settled by the test, and the outcome of the guarded promise as it stands. */
function watch(guard: Guard, timeoutMs?: number) {
  let resolve!: (value: string) => void;
  let reject!: (error: unknown) => void;
  const work = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const outcome: { value?: string; error?: unknown } = {};
  guard(work, 'video https://media.test/a.mp4', timeoutMs).then(
    (value) => (outcome.value = value),
    (error: unknown) => (outcome.error = error),
  );
  return { resolve, reject, outcome };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  ['worker withMediaTimeout', withMediaTimeout as Guard, MEDIA_TIMEOUT_MS],
  ['page withLoadTimeout', withLoadTimeout as Guard, MEDIA_LOAD_TIMEOUT_MS],
])('%s', (_name, guard, defaultMs) => {
  it('defaults to 180 s', () => {
    expect(defaultMs).toBe(180_000);
  });

  it("rejects with 'media load timeout' at 180 s, not a millisecond before", async () => {
    const { outcome } = watch(guard);
    await vi.advanceTimersByTimeAsync(179_999);
    expect(outcome).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toBeInstanceOf(SpecError);
    expect((outcome.error as Error).message).toBe(SPEC_MESSAGES.mediaLoadTimeout);
    expect((outcome.error as Error).message).toBe('media load timeout');
    // The cause names what was loading and the limit.
    expect(String((outcome.error as Error).cause)).toBe(
      'video https://media.test/a.mp4: no answer after 180000 ms',
    );
    // The check stops once it has fired.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('checks every 50 ms: a 1025 ms limit is noticed at the 1050 ms check', async () => {
    const { outcome } = watch(guard, 1025);
    await vi.advanceTimersByTimeAsync(1049);
    expect(outcome).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect((outcome.error as Error).message).toBe('media load timeout');
  });

  it('runs exactly one 50 ms check while waiting', async () => {
    watch(guard);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(50 * 100);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('resolves with the work when it answers in time, and stops checking', async () => {
    const { resolve, outcome } = watch(guard);
    await vi.advanceTimersByTimeAsync(179_000);
    resolve('loaded');
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toEqual({ value: 'loaded' });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(outcome).toEqual({ value: 'loaded' });
  });

  it('passes an abort on as an abort (never a timeout), so callers can ignore it silently', async () => {
    const { reject, outcome } = watch(guard);
    await vi.advanceTimersByTimeAsync(1000);
    const abort = new AbortLoadError('project load replaced');
    reject(abort);
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.error).toBe(abort);
    expect(isAbort(outcome.error)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    // Long past the limit: still the abort, no 'media load timeout' after it.
    await vi.advanceTimersByTimeAsync(200_000);
    expect(outcome.error).toBe(abort);
  });

  it('an answer after the timeout changes nothing', async () => {
    const { resolve, outcome } = watch(guard, 100);
    await vi.advanceTimersByTimeAsync(100);
    resolve('late');
    await vi.advanceTimersByTimeAsync(0);
    expect((outcome.error as Error).message).toBe('media load timeout');
    expect(outcome.value).toBeUndefined();
  });
});

describe('abort errors', () => {
  it("recognises 'abort error: ...' with reason abort, and the browser's AbortError", () => {
    const ours = new AbortLoadError('project load');
    expect(ours.message).toBe('abort error: project load');
    expect(ours.reason).toBe('abort');
    expect(isAbort(ours)).toBe(true);
    expect(isAbort(new DOMException('The user aborted a request.', 'AbortError'))).toBe(true);
    expect(isAbort(Object.assign(new Error('stopped'), { reason: 'abort' }))).toBe(true);
    expect(isAbort(new SpecError(SPEC_MESSAGES.mediaLoadTimeout))).toBe(false);
    expect(isAbort(new Error('https://media.test/a.mp4: 404 Not Found'))).toBe(false);
    expect(isAbort('abort error: not an Error')).toBe(false);
  });
});
