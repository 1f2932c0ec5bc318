/**
 * Export benchmark: the heavy project's first clips exported through the product's own path at 1280×720 and
 * 1920×1080, 30 fps, MP4 (seconds of video per wall second, peak browser memory), next to this machine's
 * ceilings measured in the same run — the encoder alone on frames of the same export, and the decoder alone
 * on the same stock video, as many streams at once as the project plays — and a long project exported to
 * show that the worker's heap and open frames stay flat over many minutes. Page: harness/bench.html.
 */
import { cpus } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import type { DecodeCeiling } from '../../harness/bench/decode.ts';
import type { EncodeCeiling, ExportSpeed, ExportSpeedOptions } from '../../harness/bench/export.ts';
import type { StageStats } from '../../src/shared/protocol/renderer.ts';
import { HEAVY_CLIP_SECONDS, HEAVY_CLIPS } from '../project/heavy.ts';
import { heavySlice, longProject } from '../project/export.ts';
import { exportWorkersFor, parallelPlan } from '../../src/shared/export/parts.ts';
import { videoFile } from '../project/layers.ts';
import { launchChromium } from './browser.ts';
import { watchMemory } from '../../src/server/render/process-memory.ts';
import { benchPort, buildPages, startServer, type BenchServer } from './server.ts';
import { median, round } from '../numbers.ts';

/** Video layers decoding at once in the heavy project: two per clip and a background video in some. */
const STREAMS = 3;
const FPS = 30;
/** The page's own choice of export workers, in words (src/ui/export/export-worker.ts). */
const PAGE_PARALLEL_RULE = 'min(cores, 12, the memory in GB the browser reports)';

interface Plan {
  clips: number;
  runs: number;
  sizes: Array<[number, number]>;
  /** Export workers at once, the shortest part (s) and parts per worker; the page's own choice when absent. */
  split: Pick<ExportSpeedOptions, 'workers' | 'minPartSeconds' | 'partsPerWorker'>;
  /** Whether the long project is exported: clips × seconds, at 640×360, 25 fps, low quality. */
  long: boolean;
  longClips: number;
  longSeconds: number;
}

const defaultPlan = (quick: boolean): Plan =>
  quick
    ? { clips: 1, runs: 1, sizes: [[1280, 720]], split: {}, long: true, longClips: 4, longSeconds: 15 }
    : {
        clips: 3,
        runs: 3,
        sizes: [
          [1280, 720],
          [1920, 1080],
        ],
        split: {},
        long: true,
        longClips: 10,
        longSeconds: 60,
      };

/** A positive number from the environment, or undefined when unset. */
function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!(value > 0)) throw new Error(`${name}: expected a positive number, got '${raw}'`);
  return value;
}

/** `1920x1080,1280x720` → sizes. */
function envSizes(name: string): Array<[number, number]> | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  return raw.split(',').map((item) => {
    const match = /^(\d+)x(\d+)$/.exec(item.trim());
    if (match === null) throw new Error(`${name}: expected sizes like 1920x1080,1280x720, got '${item}'`);
    return [Number(match[1]), Number(match[2])];
  });
}

/**
 * The plan, with what the environment changes for a measurement of its own: CLIPWRIGHT_BENCH_EXPORT_CLIPS (how
 * many of the heavy project's clips, 6 s each), CLIPWRIGHT_BENCH_EXPORT_SIZES,
 * CLIPWRIGHT_BENCH_EXPORT_WORKERS, CLIPWRIGHT_BENCH_EXPORT_PART_S and CLIPWRIGHT_BENCH_EXPORT_PARTS_PER_WORKER
 * (workers at once, the shortest part and parts per worker instead of the page's own choice), CLIPWRIGHT_BENCH_EXPORT_LONG=0 (no long export).
 */
function plan(quick: boolean): Plan {
  const base = defaultPlan(quick);
  const workers = envNumber('CLIPWRIGHT_BENCH_EXPORT_WORKERS');
  const minPartSeconds = envNumber('CLIPWRIGHT_BENCH_EXPORT_PART_S');
  const partsPerWorker = envNumber('CLIPWRIGHT_BENCH_EXPORT_PARTS_PER_WORKER');
  const clips = envNumber('CLIPWRIGHT_BENCH_EXPORT_CLIPS');
  return {
    ...base,
    sizes: envSizes('CLIPWRIGHT_BENCH_EXPORT_SIZES') ?? base.sizes,
    clips: clips === undefined ? base.clips : Math.min(HEAVY_CLIPS, Math.round(clips)),
    long: process.env.CLIPWRIGHT_BENCH_EXPORT_LONG !== '0',
    split: {
      ...(workers !== undefined ? { workers: Math.round(workers) } : {}),
      ...(minPartSeconds !== undefined ? { minPartSeconds } : {}),
      ...(partsPerWorker !== undefined ? { partsPerWorker } : {}),
    },
  };
}

export interface ExportRow {
  size: string;
  fps: number;
  runs: number;
  videoCodec: string;
  audioCodec: string | null;
  /** Medians over the runs. */
  realTime: number;
  framesPerSecond: number;
  elapsedMs: number;
  peakMemoryMB: number;
  maxOpenFrames: number;
  /** The encoder alone on frames of this export: frames/s and × real time at `fps`. */
  encoder: EncodeCeiling & { realTime: number };
  /** As many encoders at once as the export's picture workers (null when it ran on one): all together. */
  encodersTogether: { encoders: number; fps: number; realTime: number } | null;
  /** The lower of the encoder's and the decoder's ceiling, × real time, and the export's share of it. */
  lowerCeiling: number;
  shareOfCeiling: number;
  /**
   * Decoding and encoding on the same cores, each at the rate it reaches with the cores to itself:
   * 1 ÷ (1 ÷ decode × + 1 ÷ encode ×), the most the export could reach if drawing cost nothing.
   */
  sharedCeiling: number;
  runsRealTime: number[];
  /** The same export whole on one export worker (one run): what exporting in parts at once gains. */
  oneWorkerRealTime: number;
  /** The export worker's busiest stages in the first run, total ms (export.render, .encode, .audio…). */
  stagesMs: Record<string, number>;
}

export interface LongExport {
  size: string;
  fps: number;
  seconds: number;
  frames: number;
  elapsedMs: number;
  realTime: number;
  peakMemoryMB: number;
  /** Medians of the samples in the first and the last fifth of the export, MB. */
  workerHeapEarlyMB: number | null;
  workerHeapLateMB: number | null;
  pageHeapEarlyMB: number | null;
  pageHeapLateMB: number | null;
  maxOpenFrames: number;
  openFramesAfter: number;
  /** Browser memory (all Chromium processes, MB), medians of the first and the last fifth of the samples. */
  memoryEarlyMB: number;
  memoryLateMB: number;
  samples: ExportSpeed['samples'];
}

export interface ExportBench {
  project: string;
  seconds: number;
  decoder: { streams: number; sourceFps: number; parallelFps: number; realTime: number; size: string };
  /** The decoders of all picture workers at once (null when the export ran on one worker). */
  decodersTogether: { streams: number; parallelFps: number; realTime: number } | null;
  rows: ExportRow[];
  /** Null when the run left it out (CLIPWRIGHT_BENCH_EXPORT_LONG=0). */
  long: LongExport | null;
  wallMs: number;
  notes: string[];
}

export async function benchPage(
  browser: Browser,
  server: BenchServer,
): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`bench export page: ${error.message}`));
  await page.goto(`${server.base}/harness/bench.html`);
  await page.waitForFunction(() => window.harness !== undefined);
  return { page, close: () => context.close() };
}

type Harness = {
  exportSpeed(o: ExportSpeedOptions): Promise<ExportSpeed>;
  encodeCeiling(o: unknown): Promise<EncodeCeiling>;
  decodeCeiling(o: unknown): Promise<DecodeCeiling>;
};

/** One export in `page`, with the browser's peak memory while it ran. */
type Timed = ExportSpeed & { peakMemoryMB: number; memoryMB: number[] };

/** One export in `page`, with the browser's memory while it ran (sampled every 250 ms). */
async function timedExport(page: Page, options: ExportSpeedOptions): Promise<Timed> {
  const memory = watchMemory();
  try {
    const result = await page.evaluate((o) => (window.harness as Harness).exportSpeed(o), options);
    const { peakMB, samplesMB } = memory.stop();
    return { ...result, peakMemoryMB: peakMB, memoryMB: samplesMB };
  } finally {
    memory.stop();
  }
}

/** The export once more, whole on one export worker instead of in parts on several at once. */
async function wholeOnOneWorker(
  browser: Browser,
  server: BenchServer,
  project: unknown,
  width: number,
  height: number,
): Promise<Timed> {
  const { page, close } = await benchPage(browser, server);
  try {
    const options = { project, container: 'mp4', width, height, fps: FPS, quality: 'standard' } as const;
    const result = await timedExport(page, { ...options, sampleEveryMs: 1000, workers: 1 });
    console.log(`export ${width}×${height} whole on one worker: ${result.realTime.toFixed(2)}× real time`);
    return result;
  } finally {
    await close();
  }
}

/** The stages that took most of the export worker's time, for the log and the report. */
function topStages(stages: StageStats, count = 6): Record<string, number> {
  return Object.fromEntries(
    Object.entries(stages)
      .sort(([, a], [, b]) => b.totalMs - a.totalMs)
      .slice(0, count)
      .map(([name, s]) => [name, Math.round(s.totalMs)]),
  );
}

const maxOpen = (speed: ExportSpeed) => Math.max(...speed.samples.map((s) => s.openFrames));

/** The median of the first or the last fifth of `values`. */
function fifth(values: number[], last: boolean): number {
  const n = Math.max(1, Math.floor(values.length / 5));
  return median(last ? values.slice(-n) : values.slice(0, n));
}

function fifthMedian(samples: ExportSpeed['samples'], key: 'workerHeapMB' | 'pageHeapMB', last: boolean) {
  const values = samples.map((s) => s[key]).filter((v): v is number => v !== null);
  return values.length === 0 ? null : round(fifth(values, last), 1);
}

/** The long project exported at 640×360: open frames, heaps and browser memory early and late. */
async function longExport(
  browser: Browser,
  server: BenchServer,
  quick: boolean,
  steps: Plan,
): Promise<LongExport> {
  const { page, close } = await benchPage(browser, server);
  const longOptions = {
    project: longProject(server.library, steps.longClips, steps.longSeconds),
    container: 'mp4',
    width: 640,
    height: 360,
    fps: 25,
    quality: 'low',
    sampleEveryMs: quick ? 2000 : 5000,
  } as const;
  const long = await timedExport(page, longOptions);
  await close();
  console.log(
    `export long ${long.duration} s at 640×360: ${(long.elapsedMs / 1000).toFixed(0)} s, ` +
      `open frames ≤ ${maxOpen(long)}, peak ${long.peakMemoryMB} MB`,
  );
  return {
    size: '640×360',
    fps: 25,
    seconds: long.duration,
    frames: long.frames,
    elapsedMs: long.elapsedMs,
    realTime: round(long.realTime),
    peakMemoryMB: long.peakMemoryMB,
    workerHeapEarlyMB: fifthMedian(long.samples, 'workerHeapMB', false),
    workerHeapLateMB: fifthMedian(long.samples, 'workerHeapMB', true),
    pageHeapEarlyMB: fifthMedian(long.samples, 'pageHeapMB', false),
    pageHeapLateMB: fifthMedian(long.samples, 'pageHeapMB', true),
    maxOpenFrames: maxOpen(long),
    openFramesAfter: long.samples.at(-1)?.openFrames ?? 0,
    memoryEarlyMB: Math.round(fifth(long.memoryMB, false)),
    memoryLateMB: Math.round(fifth(long.memoryMB, true)),
    samples: long.samples,
  };
}

/** The picture workers the bench project's export uses at once (1 when it is exported whole). */
function pictureWorkers(steps: Plan): number {
  const workers = steps.split.workers ?? exportWorkersFor(cpus().length);
  const frames = steps.clips * HEAVY_CLIP_SECONDS * FPS;
  return parallelPlan(frames, { num: FPS, den: 1 }, { ...steps.split, workers }).workers;
}

/** The decoder's ceiling on the stock video with `streams` decoders at once, in a page of its own. */
async function decodeCeilingOf(
  browser: Browser,
  server: BenchServer,
  url: string,
  streams: number,
  quick: boolean,
): Promise<DecodeCeiling> {
  const { page, close } = await benchPage(browser, server);
  try {
    return await page.evaluate((o) => (window.harness as Harness).decodeCeiling(o), {
      url,
      seconds: quick ? 1 : 3,
      streams,
      previewWidth: 480,
      seeks: 2,
      seekSpan: HEAVY_CLIP_SECONDS,
    });
  } finally {
    await close();
  }
}

/** How the run split its exports into parts, for the report. */
function partsNote(steps: Plan): string {
  const chosen =
    steps.split.workers === undefined
      ? `up to ${PAGE_PARALLEL_RULE} export workers at once`
      : `up to ${steps.split.workers} export workers at once (set by CLIPWRIGHT_BENCH_EXPORT_WORKERS)`;
  const shortest =
    (steps.split.minPartSeconds === undefined ? '' : `, parts of at least ${steps.split.minPartSeconds} s`) +
    (steps.split.partsPerWorker === undefined
      ? ''
      : `, about ${steps.split.partsPerWorker} part(s) per worker`);
  return `parts: a video of 8 s or more is exported in parts (about two per worker, whole key-frame intervals of 2 s, taken from one queue) on ${chosen}${shortest}, the sound on a worker of its own, joined without re-encoding (this machine: ${cpus().length} cores); "whole on one worker" is the same export in one piece, one run`;
}

export async function runExportBench(quick: boolean): Promise<ExportBench> {
  const started = performance.now();
  const steps = plan(quick);
  buildPages();
  const server = await startServer(await benchPort());
  const browser = await launchChromium();
  try {
    const project = heavySlice(server.library, steps.clips);
    const video = server.library.videos.find((v) => v.width >= v.height);
    if (video === undefined) throw new Error('bench: the library has no landscape video');

    const url = videoFile(video).url;
    const together = pictureWorkers(steps);
    const decoded = await decodeCeilingOf(browser, server, url, STREAMS, quick);
    const decoderRealTime = decoded.parallelFps / STREAMS / decoded.sourceFps;
    console.log(
      `export: decoder alone, ${STREAMS} streams of ${decoded.width}×${decoded.height}: ` +
        `${decoded.parallelFps.toFixed(0)} frames/s together = ${decoderRealTime.toFixed(2)}× real time; ` +
        `a full-size frame into a canvas: drawImage ${decoded.copyFullMs.toFixed(1)} ms, ` +
        `copyTo RGBA + putImageData ${decoded.copyRgbaFullMs.toFixed(1)} ms`,
    );
    // In parts, every picture worker decodes its own layers at once: the machine's decoding ceiling.
    const decodedTogether =
      together > 1 ? await decodeCeilingOf(browser, server, url, STREAMS * together, quick) : null;
    const decodersTogether =
      decodedTogether === null
        ? null
        : {
            streams: STREAMS * together,
            parallelFps: round(decodedTogether.parallelFps, 1),
            // The parts split the time, not the layers: a second of video still needs STREAMS streams decoded.
            realTime: round(decodedTogether.parallelFps / STREAMS / decodedTogether.sourceFps),
          };
    if (decodersTogether !== null)
      console.log(
        `export: ${decodersTogether.streams} decoders at once (${together} workers × ${STREAMS}): ` +
          `${decodersTogether.parallelFps} frames/s together = ${decodersTogether.realTime}× real time`,
      );

    const rows: ExportRow[] = [];
    for (const [width, height] of steps.sizes) {
      const runs: Timed[] = [];
      let encoder: EncodeCeiling | undefined;
      let encoders: EncodeCeiling | undefined;
      for (let run = 0; run < steps.runs; run++) {
        const { page, close } = await benchPage(browser, server);
        const options = {
          project,
          container: 'mp4',
          width,
          height,
          fps: FPS,
          quality: 'standard',
          sampleEveryMs: 1000,
          ...steps.split,
        } as const;
        const result = await timedExport(page, options);
        runs.push(result);
        console.log(
          `export ${width}×${height} run ${run + 1}/${steps.runs}: ${result.frames} frames in ` +
            `${(result.elapsedMs / 1000).toFixed(1)} s = ${result.fps.toFixed(1)} frames/s, ` +
            `${result.realTime.toFixed(2)}× real time, peak ${result.peakMemoryMB} MB; ` +
            `stages (ms): ${JSON.stringify(topStages(result.stages))}`,
        );
        // The encoder alone, once per size, on frames of the export just made (the same page holds it).
        if (encoder === undefined) {
          encoder = await page.evaluate((o) => (window.harness as Harness).encodeCeiling(o), {
            container: 'mp4',
            quality: 'standard',
            frames: 30,
            passes: quick ? 2 : 4,
          });
          console.log(
            `export ${width}×${height}: encoder alone ${encoder.fps.toFixed(1)} frames/s (${encoder.codec})`,
          );
          if (together > 1) {
            encoders = await page.evaluate((o) => (window.harness as Harness).encodeCeiling(o), {
              container: 'mp4',
              quality: 'standard',
              frames: 30,
              passes: quick ? 1 : 2,
              encoders: together,
            });
            console.log(
              `export ${width}×${height}: ${together} encoders at once ${encoders.fps.toFixed(1)} frames/s together`,
            );
          }
        }
        await close();
      }
      if (encoder === undefined) throw new Error('bench: the encoder ceiling was not measured');
      const whole = await wholeOnOneWorker(browser, server, project, width, height);
      const realTime = median(runs.map((r) => r.realTime));
      // An export in parts is bounded by the machine's encoders and decoders at once, one alone by its own.
      const lowerCeiling =
        encoders !== undefined && decodersTogether !== null
          ? Math.min(encoders.fps / FPS, decodersTogether.realTime)
          : Math.min(encoder.fps / FPS, decoderRealTime);
      const first = runs[0] as Timed;
      const encodeRealTime = (encoders ?? encoder).fps / FPS;
      const decodeRealTime = decodersTogether?.realTime ?? decoderRealTime;
      rows.push({
        size: `${width}×${height}`,
        fps: FPS,
        runs: runs.length,
        videoCodec: first.videoCodec,
        audioCodec: first.audioCodec,
        realTime: round(realTime),
        framesPerSecond: round(median(runs.map((r) => r.fps)), 1),
        elapsedMs: Math.round(median(runs.map((r) => r.elapsedMs))),
        peakMemoryMB: Math.round(median(runs.map((r) => r.peakMemoryMB))),
        maxOpenFrames: Math.max(...runs.map(maxOpen)),
        encoder: { ...encoder, fps: round(encoder.fps, 1), realTime: round(encoder.fps / FPS) },
        encodersTogether:
          encoders === undefined
            ? null
            : {
                encoders: encoders.encoders,
                fps: round(encoders.fps, 1),
                realTime: round(encoders.fps / FPS),
              },
        lowerCeiling: round(lowerCeiling),
        sharedCeiling: round(1 / (1 / encodeRealTime + 1 / decodeRealTime)),
        shareOfCeiling: round(realTime / lowerCeiling),
        runsRealTime: runs.map((r) => round(r.realTime)),
        oneWorkerRealTime: round(whole.realTime),
        stagesMs: topStages(first.stages, 10),
      });
    }

    const long = steps.long ? await longExport(browser, server, quick, steps) : null;
    const seconds = steps.clips * HEAVY_CLIP_SECONDS;
    return {
      project: `the heavy project's first ${steps.clips} clip(s) (${seconds} s): 2 video layers per clip, an avatar, 3 animated texts, shapes, a sticker, speech, music${steps.clips > 1 ? `, ${steps.clips - 1} gl-transition(s)` : ''}, a background video in clip 1`,
      seconds,
      decoder: {
        streams: STREAMS,
        sourceFps: round(decoded.sourceFps, 1),
        parallelFps: round(decoded.parallelFps, 1),
        realTime: round(decoderRealTime),
        size: `${decoded.width}×${decoded.height}`,
      },
      decodersTogether,
      rows,
      long,
      wallMs: Math.round(performance.now() - started),
      notes: [
        '× real time = seconds of video ÷ wall seconds from the start of the export (media loading, sound mixing and muxing included) to the finished file in the private file system',
        `decoder ceiling: ${STREAMS} decoders at once on the project's 1920×1080 stock video (the most video layers the project decodes at once), × real time = frames/s together ÷ ${STREAMS} ÷ the video's own frame rate; it does not depend on the export size; in parts, the same with ${STREAMS} decoders per picture worker at once (a second of video still needs ${STREAMS} streams decoded, whichever worker decodes them)`,
        "encoder ceiling: the export's own encoder configuration fed 30 frames of that export (canvas frames, as the export makes them) over and over, with the same back-pressure: one encoder alone, and as many at once as the export's picture workers (each its own stream, frames/s all together)",
        'decode + encode on the same cores: 1 ÷ (1 ÷ decoders × + 1 ÷ encoders ×), each as fast as it is with the cores to itself: the most an export could reach on this machine if drawing cost nothing, since it must do both on the same cores',
        'lower ceiling: for an export in parts, the lower of the encoders at once and the decoders of all picture workers at once (what the machine can do with every worker busy); for an export on one worker, the lower of the encoder alone and the decoder alone',
        'peak memory: proportional set size of all Chromium processes, sampled every 250 ms during the export (median of the runs)',
        partsNote(steps),
        'open frames: VideoFrames + VideoSamples held by the export workers together, sampled every second (max over the runs)',
        'heap: JS heap of the export worker and of the page, no forced garbage collection (growth within a few MB is collection timing)',
      ],
    };
  } finally {
    await browser.close();
    server.stop();
  }
}

const text = (v: number | null) => (v === null ? 'n/a' : String(v));

export function exportMarkdown(bench: ExportBench): string[] {
  const d = bench.decoder;
  return [
    '## Export',
    '',
    `Project: ${bench.project}. MP4, ${FPS} fps, standard quality. Whole export benchmark ${Math.round(bench.wallMs / 1000)} s.`,
    '',
    `Decoder alone: ${d.streams} streams of ${d.size} (${d.sourceFps} frames/s of media) decode ${d.parallelFps} frames/s together = **${d.realTime}× real time**.`,
    ...(bench.decodersTogether === null
      ? []
      : [
          `Decoders of all picture workers at once: ${bench.decodersTogether.streams} streams decode ${bench.decodersTogether.parallelFps} frames/s together = **${bench.decodersTogether.realTime}× real time**.`,
        ]),
    '',
    '| size | export × real time (median) | frames/s | encoder alone frames/s (× real time) | encoders at once frames/s (× real time) | lower ceiling × | export ÷ lower ceiling | decode + encode on the same cores × | peak memory MB | open frames max | runs (× real time) | whole on one worker × |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...bench.rows.map(
      (r) =>
        `| ${r.size} | **${r.realTime}** | ${r.framesPerSecond} | ${r.encoder.fps} (${r.encoder.realTime}) | ${r.encodersTogether === null ? '—' : `${r.encodersTogether.encoders}: ${r.encodersTogether.fps} (${r.encodersTogether.realTime})`} | ${r.lowerCeiling} | ${Math.round(r.shareOfCeiling * 100)}% | ${r.sharedCeiling} | ${r.peakMemoryMB} | ${r.maxOpenFrames} | ${r.runsRealTime.join(', ')} | ${r.oneWorkerRealTime} |`,
    ),
    '',
    ...bench.rows.map(
      (r) =>
        `Export worker time at ${r.size} (first run, ms, stages overlap): ${Object.entries(r.stagesMs)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}.`,
    ),
    '',
    `Codecs: ${bench.rows.map((r) => `${r.size} ${r.videoCodec} + ${r.audioCodec ?? 'no sound'}`).join('; ')}.`,
    '',
    ...(bench.long === null ? [] : longMarkdown(bench.long)),
    'Notes:',
    ...bench.notes.map((note) => `- ${note}`),
    '',
  ];
}

function longMarkdown(l: LongExport): string[] {
  return [
    `### Long export: ${Math.round(l.seconds / 60)} min at ${l.size}, ${l.fps} fps, low quality`,
    '',
    '| figure | value |',
    '| --- | --- |',
    `| frames, wall time | ${l.frames}, ${Math.round(l.elapsedMs / 1000)} s (${l.realTime}× real time) |`,
    ...(l.workerHeapEarlyMB === null
      ? []
      : [
          `| export worker heap MB, first fifth → last fifth | ${text(l.workerHeapEarlyMB)} → ${text(l.workerHeapLateMB)} |`,
        ]),
    `| page heap MB, first fifth → last fifth | ${text(l.pageHeapEarlyMB)} → ${text(l.pageHeapLateMB)} |`,
    `| open frames: most at once, after the export | ${l.maxOpenFrames}, ${l.openFramesAfter} |`,
    `| browser memory MB (all Chromium processes), first fifth → last fifth; peak | ${l.memoryEarlyMB} → ${l.memoryLateMB}; ${l.peakMemoryMB} |`,
    '',
  ];
}
