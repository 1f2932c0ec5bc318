/**
 * Render tasks run by this server: checked and queued at submit time, rendered by the app's export in
 * headless Chromium (render slots), the finished video stored as its owner's asset.
 */
import { cpus } from 'node:os';
import { join } from 'node:path';
import { MIME_TYPE_OF } from '../../shared/export/codecs.ts';
import type { MediaContext } from '../context.ts';
import type { JobKind } from '../jobs/job.ts';
import { userKey } from '../media/keys.ts';
import { putAssetFile } from '../media/store.ts';
import type { RenderBrowserOptions } from './browser.ts';
import { renderTimeoutMs, type RenderPayload } from './render-request.ts';
import { RenderSlots, type DeliverRender } from './render-slots.ts';

/** Renders at once on this machine by default: one per two cores (one on a 2-core machine). */
export const defaultRenderConcurrency = (): number => Math.max(1, Math.floor(cpus().length / 2));

export interface RenderServiceOptions {
  /** The built app (dist); rendering is unavailable without it. */
  distDir: string;
  concurrency?: number;
  browser?: RenderBrowserOptions;
}

/** Stores a finished render as the job owner's video. */
export function storeRender(ctx: MediaContext): DeliverRender {
  return async (file, result, job) => {
    const key = userKey(job.userId, 'renders', result.container);
    const asset = { key, ownerId: job.userId, kind: 'video', contentType: MIME_TYPE_OF[result.container] };
    putAssetFile(ctx.db, ctx.filesDir, { ...asset, now: ctx.now() }, file);
    return key;
  };
}

export class RenderService {
  readonly slots: RenderSlots;
  readonly kind: JobKind;

  constructor(ctx: MediaContext, options: RenderServiceOptions) {
    this.slots = new RenderSlots({
      distDir: options.distDir,
      media: { kind: 'local', ctx },
      tempDir: join(ctx.filesDir, '.render-tmp'),
      ...(options.browser !== undefined ? { browser: options.browser } : {}),
    });
    const deliver = storeRender(ctx);
    this.kind = {
      actions: ['render'],
      handler: (payload, job) => this.slots.render(payload as RenderPayload, job, deliver),
      concurrency: options.concurrency ?? defaultRenderConcurrency(),
      perUser: 1,
      timeoutMs: renderTimeoutMs,
    };
  }

  close(): Promise<void> {
    return this.slots.close();
  }
}
