/**
 * The page side of the real-time preview: creates the
 * renderer worker and hands it the preview canvas (drawn at its on-screen size, no retina scaling), owns the
 * AudioContext that is the master clock, schedules the project's sounds on it, keeps the worker in step with
 * sync messages, and runs the preview state machine with its events.
 */
import { proxy } from 'comlink';
import type { Remote } from 'comlink';
import type { Project } from '../../shared/model/project.ts';
import { audioCues } from '../../shared/playback/audio-cues.ts';
import type { AudioCue } from '../../shared/playback/audio-cues.ts';
import { diffProject } from '../../shared/project/project-patch.ts';
import { clockStep, mediaTimeAt, syncFromAudio } from '../../shared/playback/clock.ts';
import type { AudioAnchor } from '../../shared/playback/clock.ts';
import { nextPreviewState } from '../../shared/playback/state.ts';
import type { PreviewAction } from '../../shared/playback/state.ts';
import type {
  FrameProbe,
  PreviewEventType,
  PreviewState,
  SyncMessage,
} from '../../shared/protocol/playback.ts';
import type { ProxyStatus, RendererApi, RendererInfo } from '../../shared/protocol/renderer.ts';
import { PreviewAudio } from './audio.ts';
import type { ScheduledSound, UrlResolver } from './audio.ts';
import { PreviewEvents } from './events.ts';
import { startRendererWorker } from './renderer-worker.ts';
import type { PreviewListener } from './events.ts';
import { AbortLoadError, isAbort, MEDIA_LOAD_TIMEOUT_MS } from './load-guard.ts';

export interface PreviewOptions {
  canvas: HTMLCanvasElement;
  projectWidth: number;
  projectHeight: number;
  /** Turns media keys into URLs (the page holds the auth); used by the worker and for audio. */
  resolveMedia?: UrlResolver;
  /** Pause when the document is hidden (default on). */
  pauseWhenHidden?: boolean;
  mediaTimeoutMs?: number;
  /**
   * Large videos get smaller preview copies made in the background, which playback and seeks decode instead
   * (src/shared/media/proxy-plan.ts; grabs and exports always use the originals). Default on.
   */
  previewProxies?: boolean;
  /** How often the worker gets a fresh clock reading while playing (ms). */
  syncIntervalMs?: number;
  audioContext?: AudioContext;
}

/** Audio starts this far ahead of "now" so every source can be scheduled before it must sound. */
const START_LEAD_S = 0.1;
const CHECK_INTERVAL_MS = 50;
/**
 * A clock step (s) that is sent to the worker at once. Readings of a steadily running clock agree to about
 * 0.1 ms here, so 2 ms is a real step, and still well under a frame.
 */
const RESYNC_STEP_S = 0.002;

/** Seconds a project plays: its clips' durations added up (unrounded, as playback reaches its end). */
const playLength = (project: Project): number => project.clips.reduce((sum, clip) => sum + clip.duration, 0);

export class Preview {
  private state: PreviewState = 'not loaded';
  private readonly events = new PreviewEvents();
  private project: Project | undefined;
  /** The project the worker holds (the last one sent, loaded or not): edits are sent as patches of it. */
  private sent: Project | undefined;
  private cues: AudioCue[] = [];
  private position = 0;
  private anchor: AudioAnchor | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private lastSync = 0;
  /** The clock reading the worker follows now. */
  private sentSync: SyncMessage | undefined;
  private loadAbort: AbortController | undefined;
  private scheduled: ScheduledSound[] = [];
  /** Worker-side frame log for tests and benchmarks: how many shown frames to keep, and pixels to sample. */
  instrumentation: { frameLog: number; probe?: FrameProbe } = { frameLog: 0 };
  private readonly onVisibility = (): void => {
    if (document.hidden && this.state === 'playing') void this.pausePreview();
  };

  private constructor(
    readonly renderer: Remote<RendererApi>,
    readonly info: RendererInfo,
    readonly audioContext: AudioContext,
    readonly audio: PreviewAudio,
    private readonly worker: Worker,
    private readonly options: PreviewOptions,
  ) {
    if (options.pauseWhenHidden ?? true) document.addEventListener('visibilitychange', this.onVisibility);
  }

  static async create(options: PreviewOptions): Promise<Preview> {
    const { canvas } = options;
    // The on-screen size in CSS pixels, not × devicePixelRatio (no retina scaling).
    const width = Math.max(1, Math.round(canvas.clientWidth || canvas.width));
    const height = Math.max(1, Math.round(canvas.clientHeight || canvas.height));
    canvas.width = width;
    canvas.height = height;
    const timeoutMs = options.mediaTimeoutMs ?? MEDIA_LOAD_TIMEOUT_MS;
    const { worker, renderer, info } = await startRendererWorker(canvas, {
      projectWidth: options.projectWidth,
      projectHeight: options.projectHeight,
      mediaTimeoutMs: timeoutMs,
      previewProxies: options.previewProxies ?? true,
      primeWhilePaused: true,
      draftTransitions: true,
    });
    if (options.resolveMedia !== undefined) await renderer.setMediaResolver(proxy(options.resolveMedia));
    const ctx = options.audioContext ?? new AudioContext({ latencyHint: 'interactive' });
    return new Preview(
      renderer,
      info,
      ctx,
      new PreviewAudio(ctx, options.resolveMedia, timeoutMs),
      worker,
      options,
    );
  }

  get currentState(): PreviewState {
    return this.state;
  }

  /** Sounds scheduled by the last play: where each starts on the AudioContext and in its source. */
  get scheduledSounds(): readonly ScheduledSound[] {
    return this.scheduled;
  }

  get duration(): number {
    return this.project === undefined ? 0 : playLength(this.project);
  }

  on(listener: PreviewListener): () => void {
    return this.events.on(listener);
  }

  private step(action: PreviewAction): void {
    this.state = nextPreviewState(this.state, action);
  }

  private emit(type: PreviewEventType, time = this.currentTime()): void {
    this.events.emit({ type, time, state: this.state });
  }

  /** Media time now (seconds): the audio clock while playing, else where playback stands. */
  currentTime(): number {
    if (this.state !== 'playing' || this.anchor === undefined) return this.position;
    const t = mediaTimeAt(this.anchor, this.audioContext.currentTime);
    return Math.min(this.duration, Math.max(this.anchor.mediaStart, t));
  }

  /** A clock reading for the worker: the context time being heard, at its performance time. */
  syncMessage(): SyncMessage {
    const anchor = this.anchor ?? { contextStart: this.audioContext.currentTime, mediaStart: this.position };
    const stamp = this.audioContext.getOutputTimestamp();
    // Without an output device the stamp can be empty; fall back to the context's own time.
    const reading =
      stamp.contextTime !== undefined && stamp.performanceTime !== undefined && stamp.performanceTime > 0
        ? { contextTime: stamp.contextTime, performanceTime: stamp.performanceTime }
        : { contextTime: this.audioContext.currentTime, performanceTime: performance.now() };
    return syncFromAudio(anchor, reading, performance.timeOrigin);
  }

  /**
   * Loads a normalised project: the worker prepares every layer's media and the page decodes every sound.
   * A newer load or `abort()` aborts this one; an aborted load resolves quietly. With `edit`, the project is an
   * edit of the one given last (its sounds changed): the worker gets only the changed scenes.
   */
  async load(project: Project, options: { edit?: boolean } = {}): Promise<void> {
    if (this.state === 'playing') await this.stopPlayback();
    this.loadAbort?.abort(new AbortLoadError('project load replaced'));
    const abort = new AbortController();
    this.loadAbort = abort;
    this.step('load');
    this.emit('init start', this.position);
    this.emit('resource load start', this.position);
    try {
      const { cues, problems } = audioCues(project);
      this.audio.problems.push(...problems);
      const base = options.edit === true ? this.sent : undefined;
      const loaded =
        base === undefined
          ? this.renderer.setProject(project)
          : this.renderer.patchProject(diffProject(base, project));
      this.sent = project;
      // The first frame shows as soon as the layers it needs have loaded (the worker loads the rest on): on the
      // heavy benchmark project that is clip 0's media instead of all ten clips'. Its problems are reported by
      // the frame drawn below, once everything has loaded.
      const first = Math.min(this.position, playLength(project));
      void this.renderer.renderAt(first).catch(() => {});
      await Promise.all([loaded, this.audio.load(cues, abort.signal)]);
      if (abort.signal.aborted) throw new AbortLoadError('project load');
      this.project = project;
      this.cues = cues;
      this.position = Math.min(this.position, this.duration);
      await this.renderer.seek(this.position);
      // A newer load may have started while the frame was drawn: it finishes the state machine, not this one.
      if (abort.signal.aborted) throw new AbortLoadError('project load');
    } catch (error) {
      if (isAbort(error) || abort.signal.aborted) return;
      throw error;
    } finally {
      if (this.loadAbort === abort) this.loadAbort = undefined;
    }
    this.emit('resource load end', this.position);
    this.step('loaded');
    this.emit('init end', this.position);
  }

  /**
   * Takes an edited project whose sounds are unchanged (the editor checks the audio cues): the worker gets it
   * and redraws the frame on screen, with no reload and no load events. A playing preview is paused first.
   * Only the scenes and fields that changed are posted: the worker patches its copy.
   */
  async update(project: Project): Promise<void> {
    if (this.project === undefined) return this.load(project);
    if (this.state === 'playing') await this.pausePreview();
    this.project = project;
    this.position = Math.min(this.position, this.duration);
    const base = this.sent;
    this.sent = project;
    await (base === undefined
      ? this.renderer.setProject(project)
      : this.renderer.patchProject(diffProject(base, project)));
    await this.renderer.seek(this.position);
  }

  /** Aborts a load in progress (state 'aborted'). */
  abort(): void {
    if (this.loadAbort === undefined) return;
    this.loadAbort.abort(new AbortLoadError('project load aborted'));
    this.loadAbort = undefined;
    this.step('abort');
  }

  /** Plays from `startTime` across all clips with their transitions (preview all). */
  async previewAll(startTime = 0): Promise<void> {
    if (this.state === 'playing') await this.stopPlayback();
    if (this.project === undefined) throw new Error(`previewAll: no project loaded (state '${this.state}')`);
    const end = this.duration;
    const from = Math.min(Math.max(0, startTime), end);
    await this.audioContext.resume();
    this.anchor = { contextStart: this.audioContext.currentTime + START_LEAD_S, mediaStart: from };
    this.position = from;
    this.scheduled = await this.audio.schedule(this.cues, from, this.anchor);
    this.sentSync = this.syncMessage();
    await this.renderer.play({ sync: this.sentSync, endTime: end, ...this.instrumentation });
    this.step('play');
    this.lastSync = performance.now();
    this.timer = setInterval(() => this.check(), CHECK_INTERVAL_MS);
    this.emit('playing', from);
  }

  /** Keeps the worker on the audio clock and notices the end of the project. */
  private check(): void {
    if (this.state !== 'playing') return;
    const t = this.currentTime();
    if (t >= this.duration) {
      void this.finish();
      return;
    }
    // The worker hears from the clock every syncIntervalMs, and at once when the clock has stepped away from
    // what the worker extrapolates: on a busy machine the audio output skips (tens of ms at a time, seen here),
    // and the video must follow within one check, not wait for the next periodic sync.
    const reading = this.syncMessage();
    if (
      clockStep(this.sentSync, reading) > RESYNC_STEP_S ||
      performance.now() - this.lastSync >= (this.options.syncIntervalMs ?? 500)
    ) {
      this.lastSync = performance.now();
      this.sentSync = reading;
      void this.renderer.sync(reading);
    }
  }

  private async finish(): Promise<void> {
    await this.stopPlayback();
    this.position = this.duration;
    this.step('end');
    this.emit('play end', this.position);
  }

  /** Stops sound, the clock checks and the worker's drawing; remembers where playback stood. */
  private async stopPlayback(): Promise<number> {
    const t = this.currentTime();
    clearInterval(this.timer);
    this.timer = undefined;
    this.audio.stop();
    this.position = t;
    this.anchor = undefined;
    await this.renderer.pause(t);
    return t;
  }

  /** Stops on the next frame; resolves with the media time of the pause. */
  async pausePreview(): Promise<number> {
    if (this.state !== 'playing') return this.position;
    const t = await this.stopPlayback();
    this.step('pause');
    this.emit('pause', t);
    return t;
  }

  /**
   * Gives the picture a new on-screen size (CSS pixels, drawn 1:1): the canvas element and the worker's canvas
   * follow, and a paused preview draws its frame again at once (a playing one does with its next frame).
   */
  async resize(width: number, height: number): Promise<void> {
    const w = Math.max(1, Math.round(width));
    const h = Math.max(1, Math.round(height));
    this.options.canvas.style.width = `${w}px`;
    this.options.canvas.style.height = `${h}px`;
    await this.renderer.resize(w, h);
    if (this.sent !== undefined && this.state !== 'playing') await this.renderer.seek(this.position);
  }

  /** Waits for playback to pause, then renders exactly one frame at t. */
  async seek(t: number): Promise<void> {
    if (this.project === undefined) throw new Error(`seek: no project loaded (state '${this.state}')`);
    if (!Number.isFinite(t)) throw new RangeError(`seek: time must be a finite number, got ${t}`);
    if (this.state === 'playing') await this.pausePreview();
    const at = Math.min(Math.max(0, t), this.duration);
    await this.renderer.seek(at);
    this.position = at;
    this.step('seek');
    this.emit('seek', at);
  }

  /** Where the preview copies of large videos stand (see PreviewOptions.previewProxies). */
  proxyStatus(): Promise<ProxyStatus[]> {
    return this.renderer.proxyStatus();
  }

  /** Starts no preview copy while `held` (an export needs the cores more); one being made goes on. */
  holdCopies(held: boolean): Promise<void> {
    return this.renderer.holdProxies(held);
  }

  async dispose(): Promise<void> {
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.loadAbort?.abort(new AbortLoadError('preview disposed'));
    clearInterval(this.timer);
    this.audio.stop();
    await this.renderer.dispose().catch(() => {});
    this.worker.terminate();
    if (this.options.audioContext === undefined) await this.audioContext.close();
    this.state = nextPreviewState(this.state, 'unload');
  }
}
