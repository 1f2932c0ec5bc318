/**
 * The renderer behind the worker protocol (src/shared/protocol/renderer.ts): owns the preview canvas, the
 * media caches, the layer painters and the transition blender. Calls are serialised: a frame is drawn
 * completely before the next request starts, so the preview canvas never shows half a frame.
 */
import { SPEC_MESSAGES, SpecError } from '../shared/errors.ts';
import { FRAME_PREVIEW_MULTIPLIER } from '../shared/constants.ts';
import type { Project } from '../shared/model/project.ts';
import { applyProjectPatch, type ProjectPatch } from '../shared/project/project-patch.ts';
import type { PauseResult, PlaybackStats, PlayOptions, SyncMessage } from '../shared/protocol/playback.ts';
import type {
  GrabFrameOptions,
  MediaResolver,
  RenderResult,
  RendererApi,
  RendererInfo,
  RendererInitOptions,
  ProxyStatus,
  ResourceCounts,
  StageStats,
} from '../shared/protocol/renderer.ts';
import { installFabricWorkerEnv } from './fabric/env.ts';
import { ensureFonts } from './fonts/index.ts';
import type { MediaHub } from './layers/types.ts';
import { ImageCache } from './media/images.ts';
import { resourceCounts } from './media/resources.ts';
import { MediaSources } from './media/sources.ts';
import { MEDIA_TIMEOUT_MS } from './media/timeout.ts';
import { VideoCache } from './media/video-cache.ts';
import { PreviewProxies } from './proxy/proxies.ts';
import { paintBlack, prepareFrame, TransitionScratch, transitionSceneSize } from './render/frame.ts';
import { scenesShownAt } from './render/scenes-shown.ts';
import { warmClip, warmUpPlan } from './render/warm.ts';
import { LayerPainters } from './render/layer-painters.ts';
import { Player } from './playback/player.ts';
import { Prefetcher } from './playback/prefetch.ts';
import { RestPrimer } from './playback/rest-primer.ts';
import { recordStage, stageStats } from './stats/stages.ts';
import { createTransitionBlender } from './transitions/index.ts';
import type { BlendUse, TransitionBlender } from './transitions/index.ts';

interface Ready {
  canvas: OffscreenCanvas;
  ctx: OffscreenCanvasRenderingContext2D;
  options: RendererInitOptions;
  hub: MediaHub;
  painters: LayerPainters;
  scratch: TransitionScratch;
  /** The preview copies of large videos (with `previewProxies`). */
  proxies: PreviewProxies | undefined;
}

export class Renderer implements RendererApi {
  private state: Ready | undefined;
  private project: Project | undefined;
  private blender: TransitionBlender | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  /** The time of the last frame asked for: where the user is, whose clip loads first on a new project. */
  private lastTime = 0;
  /** Whether the page holds the preview copies (holdProxies), and the release of that hold on the current ones. */
  private proxiesHeld = false;
  private releaseProxies: (() => void) | undefined;
  private prefetcher: Prefetcher | undefined;
  /** Frames are asked for in time order (an export): see sequential(). */
  private inOrder = false;
  /** With `primeWhilePaused`: the videos of a paused frame prime their streams after a rest. */
  private restPrimer: RestPrimer | undefined;
  private readonly player = new Player({
    render: (t, moving) => this.renderPlaybackFrame(t, moving),
    probe: (y, xs) => this.probe(y, xs),
    prefetch: (t) => this.prefetcher?.at(t),
  });

  private ready(): Ready {
    if (this.state === undefined) throw new Error('renderer: init(canvas, options) must be called first');
    return this.state;
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => {});
    return next;
  }

  private getBlender(): TransitionBlender {
    this.blender ??= createTransitionBlender();
    return this.blender;
  }

  async init(canvas: OffscreenCanvas, options: RendererInitOptions): Promise<RendererInfo> {
    installFabricWorkerEnv();
    const ctx = canvas.getContext('2d');
    if (ctx === null) throw new Error('renderer: the preview canvas has no 2d context');
    const timeout = options.mediaTimeoutMs ?? MEDIA_TIMEOUT_MS;
    this.state?.proxies?.dispose();
    const proxies = options.previewProxies === true ? new PreviewProxies() : undefined;
    this.restPrimer?.cancel();
    this.restPrimer =
      options.primeWhilePaused === true ? new RestPrimer(() => this.primeAtRest()) : undefined;
    proxies?.whenReady(() => this.restPrimer?.changed());
    // A hold (an export running in the page) carries over to the new copies.
    this.releaseProxies = this.proxiesHeld ? proxies?.hold() : undefined;
    const hub: MediaHub = {
      sources: new MediaSources(options.baseUrl),
      images: new ImageCache(timeout),
      videos: new VideoCache(timeout, proxies),
      fonts: {
        ensure: async (names, text) => {
          if (names.some((n) => (typeof n === 'string' ? n : n.name) === ''))
            throw new SpecError(SPEC_MESSAGES.noFontName, { cause: 'empty font name' });
          await ensureFonts(names, text);
        },
      },
    };
    this.state?.painters.dispose();
    this.state = {
      canvas,
      ctx,
      options,
      hub,
      painters: new LayerPainters(hub),
      scratch: new TransitionScratch(),
      proxies,
    };
    let glRenderer: string;
    try {
      glRenderer = this.getBlender().renderer;
    } catch (error) {
      glRenderer = `unavailable: ${String(error)}`;
    }
    return { width: canvas.width, height: canvas.height, glRenderer };
  }

  async resize(width: number, height: number): Promise<void> {
    return this.serial(async () => {
      const { canvas } = this.ready();
      canvas.width = Math.max(1, Math.round(width));
      canvas.height = Math.max(1, Math.round(height));
    });
  }

  async setMediaResolver(resolver: MediaResolver): Promise<void> {
    this.ready().hub.sources.setResolver(resolver);
  }

  /**
   * Adopts the project at once (frames asked for from now on show it) and resolves when every layer has
   * loaded. Frames do not wait for the whole project: each layer's painting waits for that layer's media, so
   * the first frame can show while later clips still load. Loading ends with the warm-up (render/warm.ts).
   */
  setProject(project: Project): Promise<void> {
    return this.adopt(() => project);
  }

  /** Applies an edit to the project held here (only the changed scenes were sent), then as setProject. */
  patchProject(patch: ProjectPatch): Promise<void> {
    return this.adopt((current) => {
      if (current === undefined) throw new Error('renderer: patchProject needs a project (setProject first)');
      return applyProjectPatch(current, patch);
    });
  }

  /** Takes the project `next` makes of the current one in the queue's turn, so calls apply in their order. */
  private async adopt(next: (current: Project | undefined) => Project): Promise<void> {
    const proxies = this.state?.proxies;
    if (proxies === undefined) return this.load(next);
    return proxies.whileLoading(() => this.load(next));
  }

  private async load(next: (current: Project | undefined) => Project): Promise<void> {
    const { project, painters, fresh, scale } = await this.serial(async () => {
      const { painters, canvas, options } = this.ready();
      const project = next(this.project);
      this.project = project;
      const fresh = painters.update(project.clips, scenesShownAt(project, this.lastTime));
      return { project, painters, fresh, scale: canvas.width / options.projectWidth };
    });
    await painters.settled();
    const blendScale = this.blendScale(scale);
    // One clip per turn of the queue: frames asked for meanwhile go between them.
    for (const clip of warmUpPlan(project, fresh)) {
      await this.serial(async () => {
        // A newer project has its own warm-up.
        if (this.project === project)
          await warmClip(clip, painters, scale, blendScale, () => this.getBlender());
      });
    }
  }

  async reloadMedia(url: string): Promise<void> {
    const painters = await this.serial(async () => {
      const { painters } = this.ready();
      const project = this.project;
      if (project === undefined || painters.forgetUsing(url) === 0) return undefined;
      painters.update(project.clips, scenesShownAt(project, this.lastTime));
      return painters;
    });
    await painters?.settled();
  }

  /** The scale transition windows draw their scenes at on the preview canvas (render/frame.ts). */
  private blendScale(scale: number): number {
    const { canvas } = this.ready();
    const size = transitionSceneSize(
      () => this.getBlender(),
      canvas.width,
      canvas.height,
      this.canvasBlend(false),
    );
    return (scale * size.width) / canvas.width;
  }

  renderAt(t: number): Promise<RenderResult> {
    this.restPrimer?.cancel();
    return this.serial(async () => {
      const state = this.ready();
      const started = performance.now();
      const fallbacks: string[] = [];
      const scale = state.canvas.width / state.options.projectWidth;
      const missing = await this.draw(state.ctx, scale, t, this.canvasBlend(false), fallbacks);
      // In time order, a video not drawn in this frame is done with: its decoder and frames are let go.
      if (this.inOrder) state.hub.videos.restIdle();
      else if (!this.player.isPlaying) this.restPrimer?.pausedFrame();
      return { time: t, drawMs: performance.now() - started, missing, fallbacks };
    });
  }

  async seek(t: number): Promise<RenderResult> {
    await this.pause();
    return this.renderAt(t);
  }

  async play(options: PlayOptions): Promise<void> {
    const state = this.ready();
    if (!(options.endTime >= options.sync.mediaTime))
      throw new RangeError(
        `play: endTime must be at or after sync.mediaTime (${options.sync.mediaTime}), got ${options.endTime}`,
      );
    this.restPrimer?.cancel();
    await this.player.pause();
    this.prefetcher =
      this.project === undefined
        ? undefined
        : new Prefetcher(this.project, state.painters, state.canvas.width / state.options.projectWidth);
    state.hub.videos.setStreaming(true);
    state.hub.videos.primeStreams();
    this.player.start(options);
  }

  /**
   * Frames asked for in time order from now on (an export): video layers decode ahead from one iterator each
   * instead of seeking for every frame. Off returns to one seek per frame.
   */
  sequential(on: boolean): void {
    this.ready().hub.videos.setStreaming(on);
    this.inOrder = on;
  }

  async sync(message: SyncMessage): Promise<void> {
    this.player.setSync(message);
  }

  async pause(at?: number): Promise<PauseResult> {
    const result = await this.player.pause(at);
    this.state?.hub.videos.setStreaming(false);
    this.prefetcher = undefined;
    if (!this.inOrder) this.restPrimer?.pausedFrame();
    return result;
  }

  /** At rest while paused: the videos of the frame on show prime their streams (VideoSource.primeStream). */
  private primeAtRest(): void {
    void this.serial(async () => {
      if (!this.player.isPlaying && !this.inOrder) this.state?.hub.videos.primeStreams(true);
    });
  }

  async playbackStats(): Promise<PlaybackStats> {
    const c = this.player.counters;
    return {
      playing: this.player.isPlaying,
      framesShown: c.framesShown,
      framesDropped: c.framesDropped,
      decodedFramesDropped: this.state?.hub.videos.droppedFrames() ?? 0,
      lastMediaTime: c.lastMediaTime,
      missing: [...c.missing],
      frames: [...c.frames],
    };
  }

  private renderPlaybackFrame(t: number, moving: boolean): Promise<string[]> {
    return this.serial(async () => {
      const { canvas, ctx, options, hub } = this.ready();
      const started = performance.now();
      const missing = await this.draw(ctx, canvas.width / options.projectWidth, t, this.canvasBlend(moving));
      recordStage('frame.draw', performance.now() - started);
      // In the time left before the next display frame (after this task, once the frame is handed on), the
      // playing videos copy their next frames.
      setTimeout(() => void hub.videos.copyAhead().catch(() => {}), 0);
      return missing;
    });
  }

  /**
   * What a transition's blend on this renderer's canvas is for: an output unless the editor's preview asked for
   * draft blends (`draftTransitions`), then a still or, `moving`, a playing frame.
   */
  private canvasBlend(moving: boolean): BlendUse {
    if (this.state?.options.draftTransitions !== true) return 'output';
    return moving ? 'moving' : 'still';
  }

  /** Luma of the preview canvas (the frame just shown) at (x, y) for each x. */
  private probe(y: number, xs: number[]): number[] {
    const state = this.state;
    if (state === undefined) return [];
    const { canvas, ctx } = state;
    const row = ctx.getImageData(
      0,
      Math.min(canvas.height - 1, Math.max(0, Math.floor(y))),
      canvas.width,
      1,
    ).data;
    return xs.map((x) => {
      const i = Math.min(canvas.width - 1, Math.max(0, Math.floor(x))) * 4;
      return Math.round(0.299 * (row[i] ?? 0) + 0.587 * (row[i + 1] ?? 0) + 0.114 * (row[i + 2] ?? 0));
    });
  }

  grabFrame(t: number, options: GrabFrameOptions = {}): Promise<Blob> {
    this.restPrimer?.cancel();
    return this.serial(async () => {
      const { options: init, hub } = this.ready();
      const scale = options.scale ?? FRAME_PREVIEW_MULTIPLIER;
      if (!(scale > 0 && scale <= 4))
        throw new RangeError(`grabFrame: scale must be in (0, 4], got ${scale}`);
      const canvas = new OffscreenCanvas(
        Math.round(init.projectWidth * scale),
        Math.round(init.projectHeight * scale),
      );
      const ctx = canvas.getContext('2d');
      if (ctx === null) throw new Error('grabFrame: no 2d context');
      // A grab shows what the export will hold: the originals, not the preview's copies.
      await hub.videos.withoutProxies(() => this.draw(ctx, scale, t, 'output'));
      return canvas.convertToBlob({ type: options.type ?? 'image/png', quality: options.quality ?? 0.92 });
    });
  }

  /**
   * Draws the frame at t into `ctx`: everything is made ready first (prepareFrame), then drawn in one go, so
   * the preview canvas, drawn into directly, never shows a half-drawn frame.
   */
  private async draw(
    ctx: OffscreenCanvasRenderingContext2D,
    scale: number,
    t: number,
    blend: BlendUse,
    fallbacks?: string[],
  ): Promise<string[]> {
    const state = this.ready();
    this.lastTime = t;
    state.hub.videos.newFrame();
    const project = this.project;
    const missing: string[] = [];
    const paint =
      project === undefined
        ? paintBlack(ctx.canvas.width, ctx.canvas.height)
        : await prepareFrame(
            {
              scale,
              projectWidth: state.options.projectWidth,
              projectHeight: state.options.projectHeight,
              scratch: state.scratch,
              blend,
              ...(fallbacks !== undefined ? { fallbacks } : {}),
            },
            project,
            t,
            state.painters,
            () => this.getBlender(),
            missing,
          );
    const paintStarted = performance.now();
    ctx.reset();
    paint(ctx);
    recordStage('frame.paint', performance.now() - paintStarted);
    return missing;
  }

  async readPixel(x: number, y: number): Promise<[number, number, number, number]> {
    return this.serial(async () => {
      const { ctx } = this.ready();
      const data = ctx.getImageData(Math.floor(x), Math.floor(y), 1, 1).data;
      return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0, data[3] ?? 0];
    });
  }

  async resourceCounts(): Promise<ResourceCounts> {
    return resourceCounts();
  }

  async stageStats(reset = false): Promise<StageStats> {
    return stageStats(reset);
  }

  async proxyStatus(): Promise<ProxyStatus[]> {
    return this.state?.proxies?.status() ?? [];
  }

  async holdProxies(held: boolean): Promise<void> {
    if (held === this.proxiesHeld) return;
    this.proxiesHeld = held;
    this.releaseProxies?.();
    this.releaseProxies = held ? this.state?.proxies?.hold() : undefined;
  }

  async heapBytes(): Promise<number | null> {
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    return memory?.usedJSHeapSize ?? null;
  }

  async dispose(): Promise<void> {
    this.restPrimer?.cancel();
    await this.player.pause();
    return this.serial(async () => {
      this.state?.painters.dispose();
      this.state?.hub.images.clear();
      this.state?.hub.videos.clear();
      this.state?.proxies?.dispose();
      this.blender?.dispose();
      this.blender = undefined;
      this.state = undefined;
      this.project = undefined;
    });
  }
}
