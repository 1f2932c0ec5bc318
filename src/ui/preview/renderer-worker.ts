/**
 * Starts the renderer worker on a page canvas: the canvas is handed over (transferControlToOffscreen), so the
 * worker draws on it directly and no frame passes through the main thread.
 */
import { transfer, wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { RendererApi, RendererInfo, RendererInitOptions } from '../../shared/protocol/renderer.ts';

export interface RendererWorker {
  worker: Worker;
  renderer: Remote<RendererApi>;
  info: RendererInfo;
}

export async function startRendererWorker(
  canvas: HTMLCanvasElement,
  options: Omit<RendererInitOptions, 'baseUrl'> & { baseUrl?: string },
): Promise<RendererWorker> {
  const worker = new Worker(new URL('../../worker/entry.ts', import.meta.url), { type: 'module' });
  const renderer = wrap<RendererApi>(worker);
  const offscreen = canvas.transferControlToOffscreen();
  const info = await renderer.init(transfer(offscreen, [offscreen]), {
    ...options,
    baseUrl: options.baseUrl ?? location.href,
  });
  return { worker, renderer, info };
}
