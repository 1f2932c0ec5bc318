/**
 * A render worker: takes render jobs from the BullMQ queue, renders them in its own Chromium (media relayed
 * from the API over HTTP) and hands each finished video back through the API. It runs on any machine that
 * can reach Redis and the API (`npm run render-worker`), and inside the API node itself (`--workers N`).
 */
import { rmSync } from 'node:fs';
import type { ConnectionOptions, Worker } from 'bullmq';
import type { QueuedJobData } from '../jobs/bull-dispatch.ts';
import { startBullWorker } from '../jobs/bull-worker.ts';
import { QUEUE_NAMES } from '../jobs/redis.ts';
import type { RenderBrowserOptions } from './browser.ts';
import { deliverToApi } from './deliver-remote.ts';
import { renderTimeoutMs, type RenderPayload } from './render-request.ts';
import { ownedTempDir } from './owned-temp.ts';
import { RenderSlots } from './render-slots.ts';

/** Render failures another attempt would repeat: the job fails at once instead of three times. */
const FINAL_ERRORS = [
  'ExportOptionError',
  'ExportFailedError',
  'ProjectFormatError',
  'TypeError',
  'SyntaxError',
];

export interface RenderWorkerOptions {
  connection: ConnectionOptions;
  apiUrl: string;
  distDir: string;
  concurrency: number;
  lockDurationMs?: number;
  browser?: RenderBrowserOptions;
  log?: (line: string) => void;
}

export interface RenderWorker {
  worker: Worker<QueuedJobData>;
  slots: RenderSlots;
  /** Stops taking jobs; `force` leaves running ones to be taken again elsewhere instead of waiting for them. */
  close(force?: boolean): Promise<void>;
}

export function startRenderWorker(options: RenderWorkerOptions): RenderWorker {
  const tempDir = ownedTempDir('clipwright-render-worker-');
  const slots = new RenderSlots({
    distDir: options.distDir,
    media: { kind: 'api', apiUrl: options.apiUrl },
    tempDir,
    ...(options.browser !== undefined ? { browser: options.browser } : {}),
  });
  const worker = startBullWorker({
    connection: options.connection,
    queueName: QUEUE_NAMES.render,
    handler: (data, job) =>
      slots.render(
        data.payload as RenderPayload,
        job,
        deliverToApi(options.apiUrl, data.uploadToken),
        data.part,
      ),
    concurrency: options.concurrency,
    timeoutMs: renderTimeoutMs,
    finalErrors: FINAL_ERRORS,
    ...(options.lockDurationMs !== undefined ? { lockDurationMs: options.lockDurationMs } : {}),
    ...(options.log !== undefined ? { log: options.log } : {}),
  });
  return {
    worker,
    slots,
    async close(force = false) {
      await worker.close(force);
      await slots.close();
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
