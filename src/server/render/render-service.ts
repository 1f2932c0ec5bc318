/**
 * Render tasks of the API on this machine: a render is checked and queued at submit time, and run by the
 * embedded queue through the app's export in headless Chromium (one Chromium per concurrent render, reused
 * across jobs). The finished video is stored as its owner's asset; its task's result names it.
 */
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MIME_TYPE_OF } from '../../shared/export/codecs.ts';
import type { MediaContext } from '../context.ts';
import type { JobContext, JobKind } from '../jobs/job.ts';
import { userKey } from '../media/keys.ts';
import { putAssetFile } from '../media/store.ts';
import { RenderBrowser, type RenderBrowserOptions } from './browser.ts';
import { startRenderHost, type RenderHost } from './host.ts';
import { renderInBrowser } from './page-render.ts';
import { renderTimeoutMs, type RenderPayload } from './render-request.ts';

/** What a finished render task holds (URLs are signed when the task is read). */
export interface StoredRenderResult {
  key: string;
  container: 'mp4' | 'webm';
  duration: number;
  width: number;
  height: number;
  fps: number;
  frames: number;
  size: number;
  video_codec: string;
  audio_codec: string | null;
}

/** Renders at once on this machine by default: one per two cores (one on a 2-core machine). */
export const defaultRenderConcurrency = (): number => Math.max(1, Math.floor(cpus().length / 2));

export interface RenderServiceOptions {
  /** The built app (dist); rendering is unavailable without it. */
  distDir: string;
  concurrency?: number;
  browser?: RenderBrowserOptions;
}

export class RenderService {
  private host: Promise<RenderHost> | undefined;
  private readonly idleBrowsers: RenderBrowser[] = [];
  private readonly allBrowsers: RenderBrowser[] = [];
  readonly kind: JobKind;

  constructor(
    private readonly ctx: MediaContext,
    private readonly options: RenderServiceOptions,
  ) {
    this.kind = {
      actions: ['render'],
      handler: (payload, job) => this.run(payload as RenderPayload, job),
      concurrency: options.concurrency ?? defaultRenderConcurrency(),
      perUser: 1,
      timeoutMs: renderTimeoutMs,
    };
  }

  /** Chromium starts of every render browser so far (tests: reuse across jobs). */
  browserStarts(): number {
    return this.allBrowsers.reduce((sum, b) => sum + b.starts, 0);
  }

  async close(): Promise<void> {
    await Promise.all(this.allBrowsers.map((b) => b.close()));
    const host = await this.host?.catch(() => undefined);
    await host?.close();
  }

  private takeBrowser(): RenderBrowser {
    const browser = this.idleBrowsers.pop() ?? new RenderBrowser(this.options.browser);
    if (!this.allBrowsers.includes(browser)) this.allBrowsers.push(browser);
    return browser;
  }

  private async run(payload: RenderPayload, job: JobContext): Promise<StoredRenderResult> {
    this.host ??= startRenderHost(this.options.distDir, { kind: 'local', ctx: this.ctx });
    const host = await this.host;
    const browser = this.takeBrowser();
    const container = payload.options.container ?? 'mp4';
    const tempDir = join(this.ctx.filesDir, '.render-tmp');
    mkdirSync(tempDir, { recursive: true });
    const out = join(tempDir, `${job.taskId}-${randomBytes(4).toString('hex')}.${container}`);
    try {
      const result = await renderInBrowser(browser, host, payload, out, {
        signal: job.signal,
        onProgress: (p) => job.progress(p.fraction),
      });
      const key = userKey(job.userId, 'renders', result.container);
      putAssetFile(
        this.ctx.db,
        this.ctx.filesDir,
        {
          key,
          ownerId: job.userId,
          kind: 'video',
          contentType: MIME_TYPE_OF[result.container],
          now: this.ctx.now(),
        },
        out,
      );
      return {
        key,
        container: result.container,
        duration: result.duration,
        width: result.width,
        height: result.height,
        fps: result.fps,
        frames: result.frames,
        size: result.bytes,
        video_codec: result.videoCodec,
        audio_codec: result.audioCodec,
      };
    } finally {
      rmSync(out, { force: true });
      await browser.afterJob();
      this.idleBrowsers.push(browser);
    }
  }
}
