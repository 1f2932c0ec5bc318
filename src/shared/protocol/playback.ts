/**
 * Real-time preview protocol. The page owns the master clock
 * (its AudioContext); the worker draws every frame itself, paced by its own requestAnimationFrame, and follows
 * the clock through sync messages. Times in `at` are absolute milliseconds (performance.timeOrigin +
 * performance.now()), a time base both threads share.
 */

/** "At absolute time `at` (ms) the media time was `mediaTime` (s)"; sent on play, seek and periodically. */
export interface SyncMessage {
  mediaTime: number;
  at: number;
}

/** Samples pixels of every shown frame (benchmarks and drift tests read what the canvas really showed). */
export interface FrameProbe {
  /** Row (preview canvas pixels) and the x positions sampled on it. */
  y: number;
  xs: number[];
}

export interface PlayOptions {
  sync: SyncMessage;
  /** Playback stops drawing after this media time (seconds): the project's end. */
  endTime: number;
  /** Keep a log of the last `frameLog` shown frames (0: none). */
  frameLog?: number;
  probe?: FrameProbe;
}

/** One frame the worker showed during playback. */
export interface ShownFrame {
  /** Media time drawn (seconds). */
  mediaTime: number;
  /** Absolute time (ms) when the frame was put on the canvas. */
  at: number;
  drawMs: number;
  /** Luma (0..255) at the probe points, when a probe was given. */
  probe?: number[];
}

export interface PlaybackStats {
  playing: boolean;
  framesShown: number;
  /** Animation frames that passed while a frame was still being drawn (decoding or drawing fell behind). */
  framesDropped: number;
  /** Decoded video frames closed without being shown (the clock passed them before they were drawn). */
  decodedFramesDropped: number;
  /** Media time of the last frame shown (NaN before the first). */
  lastMediaTime: number;
  /** Media that could not be drawn during playback ('layer id: reason'), deduplicated, latest last. */
  missing: string[];
  frames: ShownFrame[];
}

/** What `pause` answers: where playback stopped. */
export interface PauseResult {
  /** Media time of the last frame shown. */
  mediaTime: number;
  framesShown: number;
}

/** Playback methods of the renderer worker (src/shared/protocol/renderer.ts RendererApi extends this). */
export interface PlaybackApi {
  /** Starts (or restarts) drawing frames on the worker's animation frames, following `sync`. */
  play(options: PlayOptions): Promise<void>;
  /** A fresh clock reading while playing. */
  sync(message: SyncMessage): Promise<void>;
  /**
   * Stops drawing; resolves once the frame in progress (if any) is on the canvas. With `at` (the media time
   * where the page's clock stopped) a playing preview ends on exactly that frame.
   */
  pause(at?: number): Promise<PauseResult>;
  playbackStats(): Promise<PlaybackStats>;
}

export const PREVIEW_STATES = [
  'not loaded',
  'loading resources',
  'playing',
  'ended',
  'paused',
  'aborted',
] as const;
export type PreviewState = (typeof PREVIEW_STATES)[number];

export const PREVIEW_EVENTS = [
  'init start',
  'init end',
  'resource load start',
  'resource load end',
  'playing',
  'play end',
  'seek',
  'pause',
] as const;
export type PreviewEventType = (typeof PREVIEW_EVENTS)[number];

export interface PreviewEvent {
  type: PreviewEventType;
  /** Media time (seconds) when the event happened. */
  time: number;
  state: PreviewState;
}
