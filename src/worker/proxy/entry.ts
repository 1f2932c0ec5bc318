/**
 * The worker that makes preview copies, apart from the preview's renderer: scaling and encoding a copy must
 * not hold up the frames the preview draws. Exposed through comlink; one copy at a time.
 */
import { expose } from 'comlink';
import type { ProxySize } from '../../shared/media/proxy-plan.ts';
import { makeProxy } from './make.ts';
import { readProxy, writeProxy, writerGone } from './store.ts';

export interface ProxyJob {
  /** The copy's file name in the store. */
  name: string;
  /** Where the original is read from. */
  url: string;
  size: ProxySize;
  /** About how many bytes the copy will take (for the store's budget). */
  expectedBytes: number;
}

export interface ProxyWorkerApi {
  /** Makes the copy (or waits for the tab making it); resolves when it is in the store. */
  make(job: ProxyJob, onProgress: (fraction: number) => void): Promise<void>;
  /** Stops making the copy `name` (its temporary file is removed; `make` rejects). */
  cancel(name: string): void;
}

const running = new Map<string, AbortController>();

const api: ProxyWorkerApi = {
  async make(job, onProgress) {
    const abort = new AbortController();
    running.set(job.name, abort);
    try {
      const made = await writeProxy(job.name, job.expectedBytes, (stream) =>
        makeProxy({ url: job.url, size: job.size, stream, signal: abort.signal, onProgress }),
      );
      if (made !== null) return;
      // Another tab is making it: done when that tab is, if it finished it.
      await writerGone(job.name);
      if ((await readProxy(job.name)) === null) throw new Error('another tab failed to make this copy');
    } finally {
      running.delete(job.name);
    }
  },
  cancel(name) {
    running.get(name)?.abort();
  },
};

expose(api);
