/**
 * One measurement of one renderer on one project at one canvas size: first frame, playback (frames shown,
 * dropped share, main-thread long tasks and lag), seeks, frame grabs, and what stays open afterwards. The
 * same steps for both renderers, in the same order.
 */
import { normalizeProject } from '../../src/shared/normalize/project.ts';
import { BaselineRenderer } from './baseline.ts';
import { OursRenderer } from './ours.ts';
import { frameInterval, quantile, startProbes, type Responsiveness } from './probes.ts';
import type { BenchRenderer } from './types.ts';

export interface MeasureOptions {
  renderer: 'ours' | 'baseline';
  project: unknown;
  width: number;
  height: number;
  playFrom: number;
  playSeconds: number;
  seeks: number;
  grabs: number;
  /** Seed of the seek and grab times, so both renderers get the same times. */
  seed: number;
}

export interface Measurement extends Responsiveness {
  renderer: string;
  playbackMode: string;
  frameIntervalMs: number;
  firstFrameMs: number;
  fps: number;
  /** 1 − shown / display frames of the playback time (same formula for both renderers). */
  droppedShare: number;
  ownDropped: number;
  seekP50Ms: number;
  seekP95Ms: number;
  grabP50Ms: number;
  grabP95Ms: number;
  grabBytes: number;
  openVideoFrames: number | null;
  pageHeapMB: number | null;
}

/** Mulberry32: a small seeded generator, so seek times repeat across renderers and runs. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export async function measure(options: MeasureOptions): Promise<Measurement> {
  const project = normalizeProject(options.project);
  const renderer: BenchRenderer = options.renderer === 'ours' ? new OursRenderer() : new BaselineRenderer();
  const interval = await frameInterval();
  try {
    const loadStarted = performance.now();
    await renderer.load(project, options.width, options.height);
    const firstFrameMs = performance.now() - loadStarted;

    const stop = startProbes();
    const playStarted = performance.now();
    const played = await renderer.play(options.playFrom, options.playSeconds);
    const elapsed = performance.now() - playStarted;
    const responsiveness = stop();
    const displayFrames = Math.max(1, Math.round(elapsed / interval));

    const next = random(options.seed);
    const total = project.totalDuration;
    const seekTimes = Array.from({ length: options.seeks }, () => next() * total);
    const seekSamples: number[] = [];
    for (const t of seekTimes) {
      const started = performance.now();
      await renderer.seek(t);
      seekSamples.push(performance.now() - started);
    }
    const grabSamples: number[] = [];
    let grabBytes = 0;
    for (let i = 0; i < options.grabs; i++) {
      const t = next() * total;
      const started = performance.now();
      const blob = await renderer.grab(t);
      grabSamples.push(performance.now() - started);
      grabBytes = blob.size;
    }
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    return {
      renderer: renderer.name,
      playbackMode: played.mode,
      frameIntervalMs: interval,
      firstFrameMs,
      fps: (played.shown * 1000) / elapsed,
      droppedShare: Math.max(0, 1 - played.shown / displayFrames),
      ownDropped: played.ownDropped,
      ...responsiveness,
      seekP50Ms: quantile(seekSamples, 0.5),
      seekP95Ms: quantile(seekSamples, 0.95),
      grabP50Ms: quantile(grabSamples, 0.5),
      grabP95Ms: quantile(grabSamples, 0.95),
      grabBytes,
      openVideoFrames: await renderer.openVideoFrames(),
      pageHeapMB: memory ? memory.usedJSHeapSize / 2 ** 20 : null,
    };
  } finally {
    await renderer.dispose();
  }
}
