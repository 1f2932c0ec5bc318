/**
 * One render through the app's own export: a fresh page of the render browser opens render.html on the
 * render host, gets the job, reports progress, and PUTs the file back. The file is written beside its final
 * path and renamed there only once it is complete, so a cancelled, failed or killed render publishes nothing.
 */
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, statSync } from 'node:fs';
import type { AccountTier, ExportOptions } from '../../shared/export/options.ts';
import type { ExportPart } from '../../shared/export/parts.ts';
import {
  RENDER_PROGRESS_BINDING,
  type RenderPageApi,
  type RenderPageJob,
  type RenderPageProgress,
  type RenderPageResult,
} from '../../shared/render/page-protocol.ts';
import type { RenderBrowser } from './browser.ts';
import type { RenderHost } from './host.ts';

export interface RenderRequest {
  /** The project JSON. */
  project: unknown;
  options: Partial<ExportOptions>;
  tier: AccountTier;
  /** Signed media URLs by asset key (layers that name a key instead of a URL). */
  mediaUrls?: Record<string, string>;
  /** One part of a split render; omitted = the whole video. */
  part?: ExportPart;
}

export interface RenderRun {
  signal?: AbortSignal;
  onProgress?: (progress: RenderPageProgress) => void;
  /** The render is stopped (and fails) after this long. */
  timeoutMs?: number;
}

/** A render that did not finish; `name` is the page's error name (ExportOptionError, AbortError…). */
export class RenderFailedError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

type PageWindow = { clipwrightRender: RenderPageApi };

function abortError(): Error {
  return new RenderFailedError('AbortError', 'the render was cancelled');
}

export async function renderInBrowser(
  browser: RenderBrowser,
  host: RenderHost,
  request: RenderRequest,
  outPath: string,
  run: RenderRun = {},
): Promise<RenderPageResult> {
  const aborted = (): boolean => run.signal?.aborted === true;
  if (aborted()) throw abortError();
  const partial = `${outPath}.partial-${randomBytes(6).toString('hex')}`;
  const upload = host.expectFile(partial);
  const page = await browser.newPage();
  let timedOut = false;
  const cancel = (): void =>
    void page.evaluate(() => (globalThis as unknown as PageWindow).clipwrightRender.cancel()).catch(() => {});
  const timer =
    run.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          cancel();
        }, run.timeoutMs);
  run.signal?.addEventListener('abort', cancel, { once: true });
  try {
    const crashed = new Promise<never>((_, reject) =>
      page.once('crash', () => reject(new RenderFailedError('Error', 'the render browser crashed'))),
    );
    await page.exposeFunction(RENDER_PROGRESS_BINDING, (progress: RenderPageProgress) =>
      run.onProgress?.(progress),
    );
    await page.goto(`${host.origin}/render.html`);
    await page.waitForFunction(() => 'clipwrightRender' in globalThis);
    if (aborted()) throw abortError();
    const job: RenderPageJob = {
      project: request.project,
      options: request.options,
      tier: request.tier,
      mediaUrls: request.mediaUrls ?? {},
      outputUrl: upload.url,
      ...(request.part !== undefined ? { part: request.part } : {}),
    };
    const answer = await Promise.race([
      page.evaluate((j) => (globalThis as unknown as PageWindow).clipwrightRender.run(j), job),
      crashed,
    ]);
    if ('error' in answer) {
      if (answer.error.name === 'AbortError' && timedOut)
        throw new RenderFailedError('TimeoutError', `the render took longer than ${run.timeoutMs} ms`);
      if (answer.error.name === 'AbortError') throw abortError();
      throw new RenderFailedError(answer.error.name, answer.error.message);
    }
    if (!upload.received() || statSync(partial).size !== answer.bytes)
      throw new RenderFailedError('Error', 'the finished video did not arrive whole from the render browser');
    renameSync(partial, outPath);
    return answer;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    run.signal?.removeEventListener('abort', cancel);
    upload.forget();
    rmSync(partial, { force: true });
    await page.close().catch(() => {});
  }
}
