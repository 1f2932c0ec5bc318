/**
 * What the benchmark page measures on each renderer: one interface that both ours (the worker) and the
 * main-thread Fabric baseline implement, so that every figure is taken the same way for both.
 */
import type { Project } from '../../src/shared/model/project.ts';
import type { StageStats } from '../../src/shared/protocol/renderer.ts';

export interface PlaybackCount {
  /** Frames put on the preview canvas. */
  shown: number;
  /** The renderer's own count of animation frames it fell behind on (not comparable across renderers). */
  ownDropped: number;
  /** How playback was driven, for the report. */
  mode: string;
}

export interface BenchRenderer {
  readonly name: 'ours' | 'baseline' | 'remotion-player';
  /**
   * Starts the renderer, loads the project and shows the frame at 0 (the "first frame" figure): it resolves
   * once that frame is on screen, while the later clips' media may still be loading.
   */
  load(project: Project, width: number, height: number): Promise<void>;
  /** Resolves when every clip's media have loaded (playback is measured from there). */
  loaded(): Promise<void>;
  /**
   * Resolves when the preview copies of large videos asked for while loading are made (or failed), with how
   * many there are; absent where the renderer makes none.
   */
  copiesMade?(): Promise<{ ready: number; failed: number }>;
  /**
   * Plays from `from` for `seconds` (real time) and says how many frames were shown; at the project's end it
   * goes on from 0 (looping).
   */
  play(from: number, seconds: number): Promise<PlaybackCount>;
  /** Shows the frame at t (playback paused); resolves when it is drawn. */
  seek(t: number): Promise<void>;
  /** Encodes the frame at t at 0.4 × the project size, as every frame grab (absent where a peer has none). */
  grab?(t: number): Promise<Blob>;
  /** Open VideoFrames (null when the renderer cannot tell: <video> elements hold theirs inside Chromium). */
  openVideoFrames(): Promise<number | null>;
  /** Per-stage timings of the renderer since the last reset (null when it has none: the baseline). */
  stageStats(reset: boolean): Promise<StageStats | null>;
  /** Open VideoFrames + VideoSamples and the renderer's own JS heap (MB; the worker's for ours, null else). */
  memory(): Promise<{ openFrames: number | null; rendererHeapMB: number | null }>;
  dispose(): Promise<void>;
}

/** Frame grabs are 0.4 of the project size; both renderers encode the same type. */
export const GRAB = { scale: 0.4, type: 'image/jpeg', quality: 0.9 } as const;

/** Resolves on the next animation frame: what was drawn before it is on screen. */
export function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/** What an export peer's page side is asked for: our project, exported at `width`×`height` and `fps`. */
export interface PeerExportOptions {
  project: unknown;
  width: number;
  height: number;
  fps: number;
}

/** What an export peer's page side answers: its timing, measured from the call to the finished file. */
export interface PeerExport {
  frames: number;
  duration: number;
  elapsedMs: number;
  fps: number;
  realTime: number;
  bytes: number;
  /** Milliseconds of the peer's own steps (the web renderer's internal totals; the composition build and encode). */
  stagesMs: Record<string, number>;
}
