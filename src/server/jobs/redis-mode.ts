/**
 * `npm start -- --queue redis://HOST:PORT [--workers N]`: the API node hands render and speech jobs to BullMQ.
 * Speech runs here (it needs this node's speech engine); renders run on render workers anywhere, and on this
 * node too unless `--workers 0`.
 */
import type { RunningServer } from '../setup.ts';
import { combineRenderParts, planRender } from '../render/combine-parts.ts';
import type { RenderPayload } from '../render/render-request.ts';
import type { StoredRenderResult } from '../render/render-slots.ts';
import { renderUploadToken } from '../render/upload-token.ts';
import { startRenderWorker, type RenderWorker } from '../render/render-worker.ts';
import { BullDispatch } from './bull-dispatch.ts';
import { startBullWorker } from './bull-worker.ts';
import { QUEUE_NAMES, redisConnection } from './redis.ts';

export interface RedisModeOptions {
  url: string;
  /** Renders at once on this node (0 = none). */
  renderWorkers: number;
  /** This node's own address, where its in-process render worker fetches media and delivers videos. */
  apiOrigin: string;
  distDir: string;
  lockDurationMs?: number;
  log(line: string): void;
}

export function startRedisMode(
  running: RunningServer,
  options: RedisModeOptions,
): { close(): Promise<void> } {
  const connection = redisConnection(options.url);
  const { ctx } = running;
  const { db, now, speech } = ctx;
  const renders = new BullDispatch({
    db,
    connection,
    now,
    queueName: QUEUE_NAMES.render,
    actions: ['render'],
    perUser: 1,
    extraData: (taskId) => ({ uploadToken: renderUploadToken(ctx.secrets.tokens, taskId) }),
    // A long render is split across the render workers and joined here.
    plan: (payload) => planRender(payload as RenderPayload),
    combine: (task, payload, parts, results) =>
      combineRenderParts(ctx, task, payload as RenderPayload, parts, results as StoredRenderResult[]),
  });
  const speeches = new BullDispatch({
    db,
    connection,
    now,
    queueName: QUEUE_NAMES.speech,
    actions: speech.kind.actions,
    perUser: speech.kind.perUser,
  });
  ctx.tasks.use(['render'], renders);
  ctx.tasks.use(speech.kind.actions, speeches);
  const speechWorker = startBullWorker({
    connection,
    queueName: QUEUE_NAMES.speech,
    handler: (data, job) => speech.kind.handler(data.payload, job),
    concurrency: speech.kind.concurrency,
    timeoutMs: speech.kind.timeoutMs,
    finalErrors: ['TypeError', 'RangeError'],
  });
  const renderWorker: RenderWorker | undefined =
    options.renderWorkers > 0
      ? startRenderWorker({
          connection,
          apiUrl: options.apiOrigin,
          distDir: options.distDir,
          concurrency: options.renderWorkers,
          log: options.log,
          ...(options.lockDurationMs !== undefined ? { lockDurationMs: options.lockDurationMs } : {}),
        })
      : undefined;
  options.log(
    `Jobs on ${options.url}: speech here, renders on render workers` +
      (renderWorker !== undefined ? ` and ${options.renderWorkers} here` : ' (none here)'),
  );
  return {
    async close() {
      await renderWorker?.close(true);
      await speechWorker.close(true);
      await renders.close();
      await speeches.close();
    },
  };
}
