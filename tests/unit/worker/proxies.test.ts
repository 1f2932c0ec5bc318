import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The store is the origin's private file system in the browser: here, a map.
const stored = new Map<string, File>();
vi.mock('../../../src/worker/proxy/store.ts', () => ({
  readProxy: async (name: string) => stored.get(name) ?? null,
  removeProxy: async (name: string) => void stored.delete(name),
}));

const { PreviewProxies, PROXY_STALL_MS } = await import('../../../src/worker/proxy/proxies.ts');
const { proxyFileName } = await import('../../../src/shared/media/proxy-plan.ts');
type Job = { name: string; url: string };

/** A copy worker whose copies the test finishes (or fails) one by one. */
function fakeWorker() {
  const calls: Array<{ job: Job; progress(f: number): void; finish(): void; fail(e: Error): void }> = [];
  let started = 0;
  let crash: (error: Error) => void = () => {};
  const start = () => {
    started++;
    const failed = new Promise<never>((_, reject) => (crash = reject));
    failed.catch(() => {});
    return {
      api: {
        make: (job: Job, onProgress: (f: number) => void) =>
          new Promise<void>((resolve, reject) => {
            calls.push({
              job,
              progress: onProgress,
              finish: () => {
                stored.set(job.name, new File(['copy'], job.name));
                resolve();
              },
              fail: reject,
            });
          }),
        cancel: vi.fn(async () => {}),
      },
      failed,
      terminate: vi.fn(),
    };
  };
  return { start, calls, started: () => started, crash: (e: Error) => crash(e) };
}

const video = (n: number, width = 1920, height = 1080) => ({
  identity: `url:/v${n}.mp4`,
  url: `/v${n}.mp4`,
  width,
  height,
  bytes: 1000 + n,
  seconds: 8,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => stored.clear());
afterEach(() => vi.useRealTimers());

describe('the preview copies', () => {
  it('makes one copy at a time, in the order asked, and reports each as it goes', async () => {
    const worker = fakeWorker();
    // @ts-expect-error the fake worker stands in for comlink's Remote
    const proxies = new PreviewProxies(worker.start);
    let readyCalls = 0;
    proxies.whenReady(() => readyCalls++);
    const first = proxies.request(video(1));
    proxies.request(video(2));
    expect(proxies.request(video(3, 1280, 720))).toBeUndefined();
    await settle();
    expect(worker.calls).toHaveLength(1);
    expect(proxies.status().map((s) => s.state)).toEqual(['making', 'waiting']);
    worker.calls[0]?.progress(0.5);
    expect(proxies.status()[0]?.progress).toBe(0.5);
    worker.calls[0]?.finish();
    await settle();
    await settle();
    expect(first?.file).toBeInstanceOf(File);
    expect(proxies.status().map((s) => s.state)).toEqual(['ready', 'making']);
    // Told once, when the first copy became ready (the second is still being made).
    expect(readyCalls).toBe(1);
    expect(worker.calls[1]?.job.url).toBe('/v2.mp4');
    // The same video asked again is the same copy.
    expect(proxies.request(video(1))).toBe(first);
  });

  it('starts no copy while a project loads, and uses a copy already stored at once', async () => {
    const worker = fakeWorker();
    // @ts-expect-error the fake worker stands in for comlink's Remote
    const proxies = new PreviewProxies(worker.start);
    let loaded: () => void = () => {};
    const loading = proxies.whileLoading(() => new Promise<void>((resolve) => (loaded = resolve)));
    proxies.request(video(1));
    await settle();
    expect(worker.calls).toHaveLength(0);
    loaded();
    await loading;
    await settle();
    expect(worker.calls).toHaveLength(1);

    const made = fakeWorker();
    // @ts-expect-error the fake worker stands in for comlink's Remote
    const again = new PreviewProxies(made.start);
    const told: string[] = [];
    const stopTelling = again.whenReady(() => told.push('ready'));
    stored.set(worker.calls[0]?.job.name ?? '', new File(['copy'], 'c'));
    again.request(video(1));
    await settle();
    expect(again.status()[0]?.state).toBe('ready');
    // A copy found in the store is ready too; a listener removed hears of no more.
    expect(told).toEqual(['ready']);
    stopTelling();
    stored.set(proxyFileName(video(2).identity, video(2).bytes), new File(['copy'], 'c'));
    again.request(video(2));
    await settle();
    expect(again.status()[1]?.state).toBe('ready');
    expect(told).toEqual(['ready']);
    expect(made.started()).toBe(0);
  });

  it('starts no copy while held (an export runs), lets one being made finish, and goes on when released', async () => {
    const worker = fakeWorker();
    // @ts-expect-error the fake worker stands in for comlink's Remote
    const proxies = new PreviewProxies(worker.start);
    proxies.request(video(1));
    proxies.request(video(2));
    await settle();
    expect(worker.calls).toHaveLength(1);
    const release = proxies.hold();
    const other = proxies.hold();
    worker.calls[0]?.finish();
    await settle();
    await settle();
    expect(proxies.status().map((s) => s.state)).toEqual(['ready', 'waiting']);
    release();
    release();
    await settle();
    // Still held by the other hold (a second release of the first counts once).
    expect(worker.calls).toHaveLength(1);
    other();
    await settle();
    expect(worker.calls).toHaveLength(2);
    expect(proxies.status()[1]?.state).toBe('making');
  });

  it('gives a copy up when the worker fails, and makes the next with a new worker', async () => {
    const worker = fakeWorker();
    // @ts-expect-error the fake worker stands in for comlink's Remote
    const proxies = new PreviewProxies(worker.start);
    proxies.request(video(1));
    proxies.request(video(2));
    await settle();
    worker.crash(new Error('the copy worker failed: it could not start'));
    await settle();
    await settle();
    await settle();
    const [failed, next] = proxies.status();
    expect(failed).toMatchObject({ state: 'failed', error: 'the copy worker failed: it could not start' });
    expect(next?.state).toBe('making');
    expect(worker.started()).toBe(2);
  });

  it('gives a copy up when it stops progressing, and cancels it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    const worker = fakeWorker();
    // @ts-expect-error the fake worker stands in for comlink's Remote
    const proxies = new PreviewProxies(worker.start);
    proxies.request(video(1));
    await vi.waitFor(() => expect(worker.calls).toHaveLength(1));
    worker.calls[0]?.progress(0.2);
    vi.advanceTimersByTime(PROXY_STALL_MS - 5000);
    await settle();
    expect(proxies.status()[0]?.state).toBe('making');
    vi.advanceTimersByTime(10_000);
    await vi.waitFor(() => expect(proxies.status()[0]?.state).toBe('failed'));
    expect(proxies.status()[0]?.error).toBe('making the copy stopped progressing for 60 s');
  });
});
