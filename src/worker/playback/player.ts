/**
 * The worker's playback loop: on each of its own animation frames it reads the
 * media time off the page's clock (the last sync message, extrapolated) and draws that frame. While a frame
 * is still being drawn (decoding or drawing behind), animation frames pass without drawing and are counted as
 * dropped: the clock is never held back, so video catches up with the audio instead of drifting from it.
 */
import { extrapolateMediaTime } from '../../shared/playback/clock.ts';
import { median } from '../../shared/playback/median.ts';
import type { PauseResult, PlayOptions, ShownFrame, SyncMessage } from '../../shared/protocol/playback.ts';

export interface PlayerHost {
  /**
   * Draws the frame at t and puts it on the preview canvas; resolves with what could not be drawn. `moving`:
   * a frame of running playback (may be drawn cheaper), not the still frame a pause leaves on screen.
   */
  render(t: number, moving: boolean): Promise<string[]>;
  /** Luma at the probe points of the frame just shown. */
  probe(y: number, xs: number[]): number[];
  /** Starts decoding what the next seconds need (the next clip, before its transition begins). */
  prefetch(t: number): void;
}

export interface PlayerCounters {
  framesShown: number;
  framesDropped: number;
  lastMediaTime: number;
  missing: string[];
  frames: ShownFrame[];
}

const MAX_MISSING = 50;
/**
 * Draw times behind the draw estimate. Their median, not a running mean: one draw stalled for hundreds of ms
 * (the thread descheduled on a busy machine) must not make the next frames run ahead of the audio while a
 * mean slowly forgets it (seen here with a mean: stretches of frames 30–60 ms early).
 */
const DRAW_WINDOW = 15;

function now(): number {
  return performance.timeOrigin + performance.now();
}

/** requestAnimationFrame where the worker has it (Chromium dedicated workers do), else a 60 Hz timer. */
function nextFrame(callback: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 1000 / 60);
  return () => clearTimeout(id);
}

export class Player {
  private playing = false;
  private options: PlayOptions | undefined;
  private cancel: (() => void) | undefined;
  private inFlight: Promise<void> | undefined;
  private startTime = 0;
  /** Recent draw times (ms): a frame is drawn for the moment it will appear, not when it starts. */
  private readonly drawTimes: number[] = [];
  readonly counters: PlayerCounters = {
    framesShown: 0,
    framesDropped: 0,
    lastMediaTime: Number.NaN,
    missing: [],
    frames: [],
  };

  constructor(private readonly host: PlayerHost) {}

  get isPlaying(): boolean {
    return this.playing;
  }

  start(options: PlayOptions): void {
    this.stopLoop();
    this.options = options;
    this.startTime = options.sync.mediaTime;
    Object.assign(this.counters, {
      framesShown: 0,
      framesDropped: 0,
      lastMediaTime: Number.NaN,
      missing: [],
      frames: [],
    });
    this.playing = true;
    this.cancel = nextFrame(this.tick);
  }

  setSync(sync: SyncMessage): void {
    if (this.options !== undefined) this.options = { ...this.options, sync };
  }

  private readonly tick = (): void => {
    const options = this.options;
    if (!this.playing || options === undefined) return;
    this.cancel = nextFrame(this.tick);
    // Before the audio starts (scheduled slightly ahead) media time holds at the start frame.
    const drawEstimate = this.drawTimes.length === 0 ? 0 : median(this.drawTimes);
    const t = Math.min(
      extrapolateMediaTime(options.sync, now() + drawEstimate, this.startTime),
      options.endTime,
    );
    if (this.inFlight !== undefined) {
      this.counters.framesDropped++;
      return;
    }
    // Never step back: when the draw estimate shrinks (or a sync nudges the clock back a little) the frame
    // on the canvas may already show this time or a later one; it stays until the clock passes it.
    if (t <= this.counters.lastMediaTime) return;
    const started = performance.now();
    this.inFlight = this.host
      .render(t, true)
      .then((missing) => this.shown(t, started, missing, options))
      .catch((error: unknown) => this.note(`frame at ${t.toFixed(3)} s: ${String(error)}`))
      .finally(() => {
        this.inFlight = undefined;
        // The last frame of the project is on the canvas: nothing more to draw until the next play.
        if (t >= options.endTime) this.stopLoop();
      });
    this.host.prefetch(t);
  };

  private shown(t: number, started: number, missing: string[], options: PlayOptions): void {
    const c = this.counters;
    c.framesShown++;
    c.lastMediaTime = t;
    const drawMs = performance.now() - started;
    this.drawTimes.push(drawMs);
    if (this.drawTimes.length > DRAW_WINDOW) this.drawTimes.shift();
    for (const m of missing) this.note(m);
    const limit = options.frameLog ?? 0;
    if (limit > 0) {
      const frame: ShownFrame = { mediaTime: t, at: now(), drawMs };
      if (options.probe !== undefined) frame.probe = this.host.probe(options.probe.y, options.probe.xs);
      c.frames.push(frame);
      if (c.frames.length > limit) c.frames.splice(0, c.frames.length - limit);
    }
  }

  private note(problem: string): void {
    const list = this.counters.missing;
    const i = list.indexOf(problem);
    if (i >= 0) list.splice(i, 1);
    list.push(problem);
    if (list.length > MAX_MISSING) list.shift();
  }

  private stopLoop(): void {
    this.playing = false;
    this.cancel?.();
    this.cancel = undefined;
  }

  /**
   * Stops on the next frame: no new frame starts; the one being drawn (if any) is finished, then, when the
   * page says where the clock stopped (`at`), one last frame shows exactly that time.
   */
  async pause(at?: number): Promise<PauseResult> {
    const wasPlaying = this.playing;
    this.stopLoop();
    await this.inFlight;
    if (wasPlaying && at !== undefined && Number.isFinite(at)) {
      const options = this.options;
      const t = options === undefined ? at : Math.min(Math.max(at, this.startTime), options.endTime);
      const started = performance.now();
      const missing = await this.host.render(t, false).catch((error: unknown) => [String(error)]);
      if (options !== undefined) this.shown(t, started, missing, options);
    }
    return { mediaTime: this.counters.lastMediaTime, framesShown: this.counters.framesShown };
  }
}
