/**
 * The renders one process runs at once: one render host, and one Chromium per slot, reused across jobs.
 * A render goes to a temporary file that is handed to `deliver` (stored here, or uploaded to the API by a
 * render worker) and removed afterwards whatever happened.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderResult } from '../../shared/api/task.ts';
import type { RenderPageResult } from '../../shared/render/page-protocol.ts';
import type { ExportPart } from '../../shared/export/parts.ts';
import type { JobContext } from '../jobs/job.ts';
import { RenderBrowser, type RenderBrowserOptions } from './browser.ts';
import { startRenderHost, type MediaOrigin, type RenderHost } from './host.ts';
import { renderInBrowser } from './page-render.ts';
import type { RenderPayload } from './render-request.ts';

/** What a finished render task holds (its URLs are signed when the task is read). */
export type StoredRenderResult = Omit<RenderResult, 'url' | 'static_url'>;

/** Stores a finished file for the job's owner; answers the asset key. */
export type DeliverRender = (
  file: string,
  result: RenderPageResult,
  job: JobContext,
  part?: ExportPart,
) => Promise<string>;

export interface RenderSlotsOptions {
  distDir: string;
  media: MediaOrigin;
  /** Where temporary files go (on the same file system as the store, where the store moves them). */
  tempDir: string;
  browser?: RenderBrowserOptions;
}

function silentPart(payload: RenderPayload, container: 'mp4' | 'webm'): StoredRenderResult {
  return {
    key: '',
    container,
    duration: payload.duration,
    width: 0,
    height: 0,
    fps: 0,
    frames: 0,
    size: 0,
    video_codec: '',
    audio_codec: null,
  };
}

export class RenderSlots {
  private host: Promise<RenderHost> | undefined;
  private readonly idle: RenderBrowser[] = [];
  private readonly all: RenderBrowser[] = [];

  constructor(private readonly options: RenderSlotsOptions) {}

  /** Chromium starts so far, over every slot (tests: reuse across jobs). */
  browserStarts(): number {
    return this.all.reduce((sum, b) => sum + b.starts, 0);
  }

  /**
   * Renders the job (or one part of it) and delivers the file. The sound part of a video without sound
   * delivers nothing and answers an empty key.
   */
  async render(
    payload: RenderPayload,
    job: JobContext,
    deliver: DeliverRender,
    part?: ExportPart,
  ): Promise<StoredRenderResult> {
    this.host ??= startRenderHost(this.options.distDir, this.options.media);
    const host = await this.host;
    const browser = this.idle.pop() ?? this.newBrowser();
    const container = payload.options.container ?? 'mp4';
    mkdirSync(this.options.tempDir, { recursive: true });
    const out = join(this.options.tempDir, `${job.taskId}-${randomBytes(4).toString('hex')}.${container}`);
    try {
      const request = part === undefined ? payload : { ...payload, part };
      let result: RenderPageResult;
      try {
        result = await renderInBrowser(browser, host, request, out, {
          signal: job.signal,
          onProgress: (p) => job.progress(p.fraction),
        });
      } catch (error) {
        if (part?.kind === 'audio' && error instanceof Error && error.name === 'NoSoundError')
          return silentPart(payload, container);
        throw error;
      }
      const key = await deliver(out, result, job, part);
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
      this.idle.push(browser);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((b) => b.close()));
    const host = await this.host?.catch(() => undefined);
    await host?.close();
  }

  private newBrowser(): RenderBrowser {
    const browser = new RenderBrowser(this.options.browser);
    this.all.push(browser);
    return browser;
  }
}
