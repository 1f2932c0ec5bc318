/**
 * The preview's copies of large videos (src/shared/media/proxy-plan.ts): a video source asks for its copy when
 * it opens; a copy already in the store is used at once, else it is made in the background by the copy worker
 * (entry.ts), one at a time, in the order asked. Until it is ready, and for good if making it fails, the
 * preview decodes the original: a copy only ever saves time, it is never needed.
 */
import { proxy, wrap } from 'comlink';
import type { Remote } from 'comlink';
import { proxyBitrate, proxyFileName, proxySizeFor, type ProxySize } from '../../shared/media/proxy-plan.ts';
import type { ProxyState, ProxyStatus } from '../../shared/protocol/renderer.ts';
import type { ProxyJob, ProxyWorkerApi } from './entry.ts';
import { readProxy, removeProxy } from './store.ts';

/** What a video source holds of its copy. */
export interface ProxyHandle {
  readonly size: ProxySize;
  /** The finished copy, once there is one. */
  readonly file: File | undefined;
  /** The copy could not be read: it is removed and the original used from then on. */
  unusable(reason: string): void;
}

class Entry implements ProxyHandle {
  state: ProxyState = 'waiting';
  progress = 0;
  error: string | undefined;
  file: File | undefined;

  constructor(
    readonly job: ProxyJob,
    readonly identity: string,
    readonly seconds: number,
  ) {}

  get size(): ProxySize {
    return this.job.size;
  }

  unusable(reason: string): void {
    this.file = undefined;
    this.state = 'failed';
    this.error = `the copy could not be read (${reason})`;
    void removeProxy(this.job.name);
  }
}

export interface ProxyRequest {
  /** The video's library key (`key:…`) or its static URL (`url:…`): what names it across sessions. */
  identity: string;
  /** Where the original is read from now (may be signed and change). */
  url: string;
  /** Its size as shown (upright) and in bytes, and its duration. */
  width: number;
  height: number;
  bytes: number;
  seconds: number;
}

/** The copy worker: its API, a promise that rejects if the worker fails (its script, a crash), and its end. */
export type StartProxyWorker = () => {
  api: Remote<ProxyWorkerApi>;
  failed: Promise<never>;
  terminate(): void;
};

const startDefault: StartProxyWorker = () => {
  const worker = new Worker(new URL('./entry.ts', import.meta.url), { type: 'module' });
  // A call to a worker that failed would wait for ever: the failure ends the copy being made instead.
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) =>
      reject(new Error(`the copy worker failed: ${event.message || 'it could not start'}`)),
    );
  });
  failed.catch(() => {});
  return { api: wrap<ProxyWorkerApi>(worker), failed, terminate: () => worker.terminate() };
};

/** A copy that has not progressed for this long is given up (its original stopped arriving, say). */
export const PROXY_STALL_MS = 60_000;

/** The copy worker itself failed (not one copy): it is replaced before the next copy. */
class WorkerFailed extends Error {}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export class PreviewProxies {
  private readonly entries = new Map<string, Entry>();
  private readonly queue: Entry[] = [];
  private worker: ReturnType<StartProxyWorker> | undefined;
  private busy = false;
  private disposed = false;
  /** Holds in force (project loads, exports in the page): no copy starts meanwhile. */
  private holds = 0;
  /** Told each time a copy becomes ready (whenReady). */
  private readonly readyListeners = new Set<() => void>();

  constructor(private readonly startWorker: StartProxyWorker = startDefault) {}

  /** The copy of a video, made if need be; undefined when the video is small enough to need none. */
  request(video: ProxyRequest): ProxyHandle | undefined {
    const size = proxySizeFor(video.width, video.height);
    if (size === null || this.disposed) return undefined;
    const name = proxyFileName(video.identity, video.bytes);
    const known = this.entries.get(name);
    if (known !== undefined) return known;
    const expectedBytes = Math.ceil((proxyBitrate(size) * Math.max(1, video.seconds)) / 8);
    const entry = new Entry({ name, url: video.url, size, expectedBytes }, video.identity, video.seconds);
    this.entries.set(name, entry);
    void readProxy(name).then((file) => {
      if (file !== null) this.ready(entry, file);
      else {
        this.queue.push(entry);
        void this.next();
      }
    });
    return entry;
  }

  /** Calls `listener` each time a copy becomes ready (found in the store or made); returns its removal. */
  whenReady(listener: () => void): () => void {
    this.readyListeners.add(listener);
    return () => this.readyListeners.delete(listener);
  }

  private ready(entry: Entry, file: File): void {
    entry.file = file;
    entry.state = 'ready';
    entry.progress = 1;
    for (const listener of this.readyListeners) listener();
  }

  /** Where every copy asked for stands, in the order asked. */
  status(): ProxyStatus[] {
    return [...this.entries.values()].map((e) => ({
      identity: e.identity,
      state: e.state,
      progress: e.progress,
      width: e.size.width,
      height: e.size.height,
      seconds: e.seconds,
      ...(e.error !== undefined ? { error: e.error } : {}),
    }));
  }

  /**
   * Runs a project's load with no copy starting meanwhile: scaling and encoding a copy would take the cores the
   * first frame and the warm-up need. A copy already being made goes on.
   */
  async whileLoading<T>(load: () => Promise<T>): Promise<T> {
    const release = this.hold();
    try {
      return await load();
    } finally {
      release();
    }
  }

  /**
   * Starts no copy until the returned release is called (more than once is harmless): for work that needs the
   * cores more than the preview does, such as an export. A copy already being made goes on.
   */
  hold(): () => void {
    this.holds++;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.holds--;
      void this.next();
    };
  }

  /** Makes the next waiting copy, if none is being made and nothing holds them. */
  private async next(): Promise<void> {
    if (this.busy || this.disposed || this.holds > 0) return;
    const entry = this.queue.shift();
    if (entry === undefined) return;
    this.busy = true;
    entry.state = 'making';
    try {
      const worker = (this.worker ??= this.startWorker());
      let moved = performance.now();
      const stalled = new Promise<never>((_, reject) => {
        const check = setInterval(() => {
          if (entry.state !== 'making') clearInterval(check);
          else if (performance.now() - moved > PROXY_STALL_MS) {
            clearInterval(check);
            void worker.api.cancel(entry.job.name).catch(() => {});
            reject(new Error(`making the copy stopped progressing for ${PROXY_STALL_MS / 1000} s`));
          }
        }, 1000);
      });
      stalled.catch(() => {});
      const onProgress = proxy((fraction: number) => {
        moved = performance.now();
        entry.progress = Math.max(entry.progress, Math.min(1, fraction));
      });
      const crashed = worker.failed.catch((error: unknown) => {
        throw new WorkerFailed(messageOf(error));
      });
      await Promise.race([worker.api.make(entry.job, onProgress), crashed, stalled]);
      const file = await readProxy(entry.job.name);
      if (file === null) throw new Error('the copy was made but is not in the store');
      this.ready(entry, file);
    } catch (error) {
      entry.state = 'failed';
      entry.error = messageOf(error);
      // A failed worker makes no more copies; the next one starts afresh.
      if (error instanceof WorkerFailed) {
        this.worker?.terminate();
        this.worker = undefined;
      }
    } finally {
      this.busy = false;
    }
    void this.next();
  }

  /** Stops making copies (the one in progress is cancelled and its temporary file removed). */
  dispose(): void {
    this.disposed = true;
    const making = [...this.entries.values()].find((e) => e.state === 'making');
    if (making !== undefined && this.worker !== undefined) {
      const worker = this.worker;
      void worker.api
        .cancel(making.job.name)
        .catch(() => {})
        .finally(() => setTimeout(() => worker.terminate(), 2000));
    } else this.worker?.terminate();
    this.worker = undefined;
    this.queue.length = 0;
  }
}
