import { Worker } from 'node:worker_threads';
import type { EngineRequest, EngineResult, WorkerReply, WorkerRequest } from './protocol.ts';

interface Pending {
  resolve(result: EngineResult): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export interface SynthesisPoolOptions {
  /** A job that takes longer kills the worker and fails (ms). */
  jobTimeoutMs?: number;
}

/**
 * The worker is TypeScript. Node 20 does not apply `--import tsx` hooks inside worker threads, so a small
 * bootstrap loads the worker module through tsx's `tsImport`, however the server itself was started.
 */
function workerBootstrap(): string {
  const api = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./worker.ts', import.meta.url).href);
  return `import(${api}).then(({ tsImport }) => tsImport(${entry}, ${entry})).catch((error) => {
    console.error('speech worker failed to start:', error);
    process.exit(1);
  });`;
}

/**
 * One espeak-ng worker thread, started on first use. Jobs run one at a time in the worker. When the worker dies
 * (crash, out of memory, timeout) its jobs fail with the reason and the next job starts a fresh worker, so the
 * server survives a crashed engine.
 */
export class SynthesisPool {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly jobTimeoutMs: number;
  /** How many workers have died (tests and logs). */
  crashes = 0;

  constructor(options: SynthesisPoolOptions = {}) {
    this.jobTimeoutMs = options.jobTimeoutMs ?? 120_000;
  }

  synthesize(request: EngineRequest): Promise<EngineResult> {
    return this.send({ id: this.nextId++, type: 'synthesize', request });
  }

  /** Fault injection (tests): makes the worker thread exit as a crash would. */
  crashWorker(): Promise<EngineResult> {
    return this.send({ id: this.nextId++, type: 'crash' });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error('speech engine stopped'));
    if (worker !== undefined) await worker.terminate();
  }

  private send(message: WorkerRequest): Promise<EngineResult> {
    const worker = this.ensureWorker();
    return new Promise<EngineResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(message.id);
        reject(new Error(`speech engine timed out after ${this.jobTimeoutMs} ms`));
        void this.restart(worker);
      }, this.jobTimeoutMs);
      this.pending.set(message.id, { resolve, reject, timer });
      worker.postMessage(message);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker !== undefined) return this.worker;
    const worker = new Worker(workerBootstrap(), { eval: true });
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const job = this.pending.get(reply.id);
      if (job === undefined) return;
      this.pending.delete(reply.id);
      clearTimeout(job.timer);
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new Error(reply.error));
    });
    worker.on('error', (error) => this.onDeath(worker, `speech engine crashed: ${error.message}`));
    worker.on('exit', (code) => this.onDeath(worker, `speech engine exited with code ${code}`));
    this.worker = worker;
    return worker;
  }

  private onDeath(worker: Worker, reason: string): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.crashes++;
    this.failAll(new Error(reason));
  }

  private async restart(worker: Worker): Promise<void> {
    if (this.worker === worker) {
      this.worker = undefined;
      this.crashes++;
      this.failAll(new Error('speech engine restarted after a timeout'));
    }
    await worker.terminate();
  }

  private failAll(error: Error): void {
    for (const [id, job] of this.pending) {
      clearTimeout(job.timer);
      job.reject(error);
      this.pending.delete(id);
    }
  }
}
