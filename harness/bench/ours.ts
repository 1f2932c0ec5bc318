/**
 * Our renderer under test: the worker renderer (src/worker) on an OffscreenCanvas, driven over comlink the
 * way the editor drives it. Playback uses the worker's own real-time player (`play`/`sync`/`pause`) when the
 * worker has it; an older worker without it is driven by a requestAnimationFrame loop of `renderAt` calls
 * from the page (the stand-in the report names).
 */
import { startRendererWorker } from '../../src/ui/preview/index.ts';
import type { Remote } from 'comlink';
import type { Project } from '../../src/shared/model/project.ts';
import type { RendererApi, StageStats } from '../../src/shared/protocol/renderer.ts';
import { GRAB, nextFrame, type BenchRenderer, type PlaybackCount } from './types.ts';

const now = () => performance.timeOrigin + performance.now();

export class OursRenderer implements BenchRenderer {
  readonly name = 'ours';
  private api: Remote<RendererApi> | undefined;
  private worker: Worker | undefined;
  private hasPlayer = false;
  private total = 0;
  private allLoaded: Promise<void> = Promise.resolve();

  private get renderer(): Remote<RendererApi> {
    if (this.api === undefined) throw new Error('ours: load() first');
    return this.api;
  }

  async load(project: Project, width: number, height: number): Promise<void> {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    document.body.replaceChildren(canvas);
    ({ worker: this.worker, renderer: this.api } = await startRendererWorker(canvas, {
      projectWidth: 1920,
      projectHeight: 1080,
      previewProxies: true,
      primeWhilePaused: true,
      draftTransitions: true,
    }));
    this.total = project.totalDuration;
    // As the editor's preview loads (src/ui/preview/preview.ts): the first frame is drawn as soon as its own
    // layers have loaded, while the later clips go on loading (the baseline waits for its first scene too).
    this.allLoaded = this.api.setProject(project);
    this.allLoaded.catch(() => {});
    await this.api.renderAt(0);
    await nextFrame();
    // A worker without the real-time player rejects the call (comlink forwards any name).
    this.hasPlayer = await this.api.playbackStats().then(
      () => true,
      () => false,
    );
  }

  loaded(): Promise<void> {
    return this.allLoaded;
  }

  /** Polls the worker until no preview copy is waiting or being made (at most 5 minutes). */
  async copiesMade(): Promise<{ ready: number; failed: number }> {
    const ends = performance.now() + 300_000;
    for (;;) {
      const status = await this.renderer.proxyStatus();
      const settled = status.every((s) => s.state === 'ready' || s.state === 'failed');
      if (settled || performance.now() > ends)
        return {
          ready: status.filter((s) => s.state === 'ready').length,
          failed: status.filter((s) => s.state === 'failed').length,
        };
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async play(from: number, seconds: number): Promise<PlaybackCount> {
    return this.hasPlayer ? this.playInWorker(from, seconds) : this.playFromPage(from, seconds);
  }

  /**
   * The worker paces itself on its own animation frames; the page sends the clock twice a second, and at the
   * project's end starts it again from 0 (the worker's player stops at `endTime`), as a looping editor does.
   */
  private async playInWorker(from: number, seconds: number): Promise<PlaybackCount> {
    const total = this.total;
    let base = from % total;
    let startedAt = now();
    let shown = 0;
    let dropped = 0;
    const count = async () => {
      const stats = await this.renderer.playbackStats();
      shown += stats.framesShown;
      dropped += stats.framesDropped;
    };
    await this.renderer.play({ sync: { mediaTime: base, at: startedAt }, endTime: total });
    const ends = performance.now() + seconds * 1000;
    while (performance.now() < ends) {
      const toEnd = (total - base) * 1000 - (now() - startedAt);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, Math.min(500, ends - performance.now(), toEnd))),
      );
      const at = now();
      const mediaTime = base + (at - startedAt) / 1000;
      if (mediaTime >= total) {
        await count();
        base = mediaTime - total;
        startedAt = at;
        await this.renderer.play({ sync: { mediaTime: base, at }, endTime: total });
      } else {
        await this.renderer.sync({ mediaTime, at });
      }
    }
    await count();
    await this.renderer.pause();
    return { shown, ownDropped: dropped, mode: 'worker play() (real-time player)' };
  }

  /** Stand-in: one renderAt per animation frame, skipped while the previous one is still drawing. */
  private async playFromPage(from: number, seconds: number): Promise<PlaybackCount> {
    let shown = 0;
    let behind = 0;
    let busy = false;
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const tick = (time: number) => {
        if (time - started >= seconds * 1000) return resolve();
        if (busy) behind++;
        else {
          busy = true;
          void this.renderer.renderAt(from + (time - started) / 1000).then(() => {
            shown++;
            busy = false;
          });
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    return { shown, ownDropped: behind, mode: 'page rAF loop of renderAt (stand-in: no worker player)' };
  }

  async seek(t: number): Promise<void> {
    if (this.hasPlayer) await this.renderer.seek(t);
    else await this.renderer.renderAt(t);
    await nextFrame();
  }

  async grab(t: number): Promise<Blob> {
    return (await this.renderer.grabFrame(t, GRAB)) as unknown as Blob;
  }

  async openVideoFrames(): Promise<number | null> {
    return (await this.renderer.resourceCounts()).videoFrames;
  }

  async memory(): Promise<{ openFrames: number | null; rendererHeapMB: number | null }> {
    const counts = await this.renderer.resourceCounts();
    const heap = await this.renderer.heapBytes();
    return {
      openFrames: counts.videoFrames + counts.videoSamples,
      rendererHeapMB: heap === null ? null : heap / 2 ** 20,
    };
  }

  async stageStats(reset: boolean): Promise<StageStats | null> {
    return this.renderer.stageStats(reset);
  }

  async dispose(): Promise<void> {
    await this.api?.dispose().catch(() => undefined);
    this.worker?.terminate();
  }
}
