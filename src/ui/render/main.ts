/**
 * The page server rendering drives (render.html, in headless Chromium): it runs the editor's own export on a
 * project handed over by the driving process, reports progress through a function that process exposes, and
 * PUTs the finished file to the URL it was given. One render at a time; `cancel` stops the running one.
 */
import { loadProject } from '../../shared/normalize/load.ts';
import {
  RENDER_PROGRESS_BINDING,
  type RenderPageApi,
  type RenderPageJob,
  type RenderPageProgress,
  type RenderPageResult,
} from '../../shared/render/page-protocol.ts';
import { runExport } from '../export/run-export.ts';
import type { ExportProgress } from '../export/types.ts';

declare global {
  interface Window {
    clipwrightRender: RenderPageApi;
    [RENDER_PROGRESS_BINDING]?: (progress: RenderPageProgress) => Promise<void>;
  }
}

let running: AbortController | undefined;

function report(progress: RenderPageProgress): void {
  // The binding answers a promise; progress is fire-and-forget (a closed driver must not stop the render).
  void window[RENDER_PROGRESS_BINDING]?.(progress)?.catch(() => {});
}

const fromExport = (p: ExportProgress): RenderPageProgress => ({
  phase: p.phase,
  fraction: p.fraction,
  framesDone: p.framesDone,
  framesTotal: p.framesTotal,
  fps: p.fps,
});

async function upload(url: string, blob: Blob): Promise<void> {
  const answer = await fetch(url, { method: 'PUT', body: blob, headers: { 'Content-Type': blob.type } });
  if (!answer.ok) throw new Error(`the finished video could not be handed over (HTTP ${answer.status})`);
}

async function render(job: RenderPageJob, signal: AbortSignal): Promise<RenderPageResult> {
  const project = loadProject(job.project);
  const result = await runExport(
    project,
    { ...job.options, signal, onProgress: (p) => report(fromExport(p)) },
    {
      tier: job.tier,
      currentScene: 0,
      ...(job.part !== undefined ? { part: job.part } : {}),
      // One export worker per render page: the server already runs several renders at once (its slots) and
      // splits long ones into parts across render workers.
      parallel: { workers: 1 },
      resolveMedia: async (key) => {
        const url = job.mediaUrls[key];
        if (url === undefined) throw new Error(`media key '${key}': not granted to this render`);
        return url;
      },
    },
  );
  report({
    phase: 'uploading',
    fraction: 1,
    framesDone: result.frames,
    framesTotal: result.frames,
    fps: 0,
  });
  await upload(job.outputUrl, result.blob);
  return {
    container: result.container,
    mimeType: result.blob.type,
    videoCodec: result.videoCodec,
    audioCodec: result.audioCodec,
    width: result.width,
    height: result.height,
    fps: result.fps,
    frames: result.frames,
    duration: result.duration,
    bytes: result.blob.size,
    notes: result.notes,
  };
}

window.clipwrightRender = {
  async run(job) {
    if (running !== undefined) return { error: { name: 'Error', message: 'a render is already running' } };
    const controller = new AbortController();
    running = controller;
    try {
      return await render(job, controller.signal);
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      return { error: { name: e.name, message: e.message } };
    } finally {
      running = undefined;
    }
  },
  cancel() {
    running?.abort();
  },
};
