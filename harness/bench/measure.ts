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
import { mulberry32 } from '../../src/shared/animation/random.ts';
import type { StageStats } from '../../src/shared/protocol/renderer.ts';

export interface MeasureOptions {
  renderer: 'ours' | 'baseline' | 'remotion-player';
  project: unknown;
  width: number;
  height: number;
  playFrom: number;
  playSeconds: number;
  seeks: number;
  grabs: number;
  /** Seed of the seek and grab times, so both renderers get the same times. */
  seed: number;
  /**
   * Seconds of looping playback for the memory figures (0: none): the measured playback goes on, past the
   * project's end from 0, until this many seconds have played; the seeks and grabs come after.
   */
  loopSeconds: number;
}

/** What is held after `loopSeconds` of looping, and how much it grew between the first and last third. */
export interface LoopFigures {
  loopSeconds: number;
  loopFps: number;
  /** Open VideoFrames + VideoSamples of our worker (null for the baseline: <video> holds its own). */
  loopOpenFramesEarly: number | null;
  loopOpenFrames: number | null;
  /** Page heap + the renderer's own heap (our worker's), MB, without a forced garbage collection. */
  loopHeapEarlyMB: number | null;
  loopHeapMB: number | null;
  loopHeapGrowthMB: number | null;
}

const pageHeapMB = (): number | null => {
  const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
  return memory ? memory.usedJSHeapSize / 2 ** 20 : null;
};

async function heldAfter(renderer: BenchRenderer): Promise<{ open: number | null; heapMB: number | null }> {
  const { openFrames, rendererHeapMB } = await renderer.memory();
  const page = pageHeapMB();
  return { open: openFrames, heapMB: page === null ? null : page + (rendererHeapMB ?? 0) };
}

/**
 * Goes on playing (looping) after the measured playback `first` until `seconds` have played in all, and
 * compares what is held then with what was held when the measured playback ended.
 */
async function loopOn(
  renderer: BenchRenderer,
  from: number,
  first: { shown: number; elapsedMs: number },
  seconds: number,
): Promise<LoopFigures> {
  const atEarly = await heldAfter(renderer);
  const started = performance.now();
  const rest = await renderer.play(from, Math.max(0, seconds - first.elapsedMs / 1000));
  const elapsed = first.elapsedMs + performance.now() - started;
  const atEnd = await heldAfter(renderer);
  return {
    loopSeconds: seconds,
    loopFps: ((first.shown + rest.shown) * 1000) / elapsed,
    loopOpenFramesEarly: atEarly.open,
    loopOpenFrames: atEnd.open,
    loopHeapEarlyMB: atEarly.heapMB,
    loopHeapMB: atEnd.heapMB,
    loopHeapGrowthMB: atEnd.heapMB === null || atEarly.heapMB === null ? null : atEnd.heapMB - atEarly.heapMB,
  };
}

export interface Measurement extends Responsiveness, Partial<LoopFigures> {
  renderer: string;
  playbackMode: string;
  frameIntervalMs: number;
  firstFrameMs: number;
  /** From loadProject until every clip's media have loaded. */
  loadedMs: number;
  /** Preview copies made (ready) and failed, and from loadProject until they were (null: none made). */
  copies: number | null;
  copiesFailed: number | null;
  copiesMs: number | null;
  fps: number;
  /** 1 − shown / display frames of the playback time (same formula for both renderers). */
  droppedShare: number;
  ownDropped: number;
  seekP50Ms: number;
  seekP95Ms: number;
  /** Every seek: [project time (s), ms until its frame was on screen], in the order they ran. */
  seeks: Array<[number, number]>;
  grabP50Ms: number;
  grabP95Ms: number;
  grabBytes: number;
  openVideoFrames: number | null;
  pageHeapMB: number | null;
  /** Where our worker spent its time until the first frame (null for the baseline). */
  firstFrameStages: StageStats | null;
  /** Where our worker spent its time during playback (null for the baseline). */
  playStages: StageStats | null;
  seekStages: StageStats | null;
}

/**
 * The renderer under test. The Remotion peer is loaded only when measured, so the other renderers' pages
 * hold none of its code; its composition runs at the display's frame rate (`interval`).
 */
async function rendererFor(name: MeasureOptions['renderer'], interval: number): Promise<BenchRenderer> {
  if (name === 'ours') return new OursRenderer();
  if (name === 'baseline') return new BaselineRenderer();
  const { RemotionPlayerRenderer } = await import('./remotion/player.tsx');
  return new RemotionPlayerRenderer(Math.round(1000 / interval));
}

/**
 * Tells the bench (a binding it may expose) when playback starts and ends, so that it scripts its pointer
 * drag during playback only.
 */
function announcePlayback(playing: boolean): void {
  const binding = (window as { benchPlayback?: (playing: boolean) => Promise<void> }).benchPlayback;
  void binding?.(playing);
}

/** `count` grabs at the next seeded times; none where the renderer has no frame grab. */
async function timeGrabs(renderer: BenchRenderer, count: number, timeAt: () => number) {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count && renderer.grab !== undefined; i++) {
    const t = timeAt();
    const started = performance.now();
    const blob = await renderer.grab(t);
    samples.push(performance.now() - started);
    bytes = blob.size;
  }
  return { samples, bytes };
}

export async function measure(options: MeasureOptions): Promise<Measurement> {
  const project = normalizeProject(options.project);
  const interval = await frameInterval();
  const renderer = await rendererFor(options.renderer, interval);
  try {
    const loadStarted = performance.now();
    await renderer.load(project, options.width, options.height);
    const firstFrameMs = performance.now() - loadStarted;
    // What the first frame waited for: each layer's loading (prepare.*), the media fetches and decodes.
    const firstFrameStages = await renderer.stageStats(false);
    // Playback is measured once everything has loaded, for both renderers alike.
    await renderer.loaded();
    const loadedMs = performance.now() - loadStarted;
    // Our preview decodes smaller copies of large videos once they are made (in the background, after load):
    // playback and seeks are measured with them, as a creator has them from then on.
    const copies = (await renderer.copiesMade?.()) ?? null;
    const copiesMs = copies === null ? null : performance.now() - loadStarted;

    await renderer.stageStats(true);
    const stop = startProbes();
    announcePlayback(true);
    const playStarted = performance.now();
    const played = await renderer.play(options.playFrom, options.playSeconds);
    const elapsed = performance.now() - playStarted;
    announcePlayback(false);
    const responsiveness = stop();
    const playStages = await renderer.stageStats(true);
    const displayFrames = Math.max(1, Math.round(elapsed / interval));
    const looped =
      options.loopSeconds > 0
        ? await loopOn(
            renderer,
            options.playFrom + options.playSeconds,
            { shown: played.shown, elapsedMs: elapsed },
            options.loopSeconds,
          )
        : {};

    const next = mulberry32(options.seed);
    const total = project.totalDuration;
    const seekTimes = Array.from({ length: options.seeks }, () => next() * total);
    const seekSamples: number[] = [];
    await renderer.stageStats(true);
    for (const t of seekTimes) {
      const started = performance.now();
      await renderer.seek(t);
      seekSamples.push(performance.now() - started);
    }
    const seekStages = await renderer.stageStats(true);
    const { samples: grabSamples, bytes: grabBytes } = await timeGrabs(
      renderer,
      options.grabs,
      () => next() * total,
    );
    const pageHeap = pageHeapMB();
    const openVideoFrames = await renderer.openVideoFrames();
    return {
      renderer: renderer.name,
      playbackMode: played.mode,
      frameIntervalMs: interval,
      firstFrameMs,
      loadedMs,
      copies: copies?.ready ?? null,
      copiesFailed: copies?.failed ?? null,
      copiesMs,
      fps: (played.shown * 1000) / elapsed,
      droppedShare: Math.max(0, 1 - played.shown / displayFrames),
      ownDropped: played.ownDropped,
      ...responsiveness,
      seekP50Ms: quantile(seekSamples, 0.5),
      seekP95Ms: quantile(seekSamples, 0.95),
      seeks: seekTimes.map((t, i) => [
        Math.round(t * 1000) / 1000,
        Math.round((seekSamples[i] ?? 0) * 10) / 10,
      ]),
      grabP50Ms: quantile(grabSamples, 0.5),
      grabP95Ms: quantile(grabSamples, 0.95),
      grabBytes,
      openVideoFrames,
      pageHeapMB: pageHeap,
      ...looped,
      firstFrameStages,
      playStages,
      seekStages,
    };
  } finally {
    await renderer.dispose();
  }
}
