/**
 * The export benchmark's page side: one export of a project through the product's own path (runExport, its
 * worker and renderer, the encoder, the muxer, the file in the private file system), with the worker's heap
 * and open frames sampled while it runs; and the encoder alone on frames of that same export, the ceiling the
 * export cannot pass whatever the renderer does. (The decoder's ceiling is decode.ts's.)
 */
import { ALL_FORMATS, BlobSource, Input, VideoSampleSink } from 'mediabunny';
import { videoCandidates } from '../../src/shared/export/codecs.ts';
import { videoBitrate, type ExportContainer, type ExportQuality } from '../../src/shared/export/options.ts';
import { normalizeProject } from '../../src/shared/normalize/project.ts';
import type { StageStats } from '../../src/shared/protocol/renderer.ts';
import {
  exportHeapBytes,
  exportResourceCounts,
  exportStageStats,
} from '../../src/ui/export/export-worker.ts';
import { runExport } from '../../src/ui/export/run-export.ts';
import { chooseVideoEncoder } from '../../src/worker/export/video-encoder.ts';
import { blobChunk } from './blob-chunk.ts';

export interface ExportSpeedOptions {
  project: unknown;
  container: ExportContainer;
  width: number;
  height: number;
  fps: number;
  quality: ExportQuality;
  /** How often the worker's heap and open frames are read while the export runs. */
  sampleEveryMs: number;
  /** Export workers at once for a long video (default: the page's own choice; 1 = whole on one worker). */
  workers?: number;
  /** The shortest part in seconds and parts per worker (default: the page's own choice). */
  minPartSeconds?: number;
  partsPerWorker?: number;
}

export interface ExportSample {
  /** Seconds since the export started. */
  at: number;
  framesDone: number;
  /** The export worker's JS heap, MB (null where the browser does not tell). */
  workerHeapMB: number | null;
  /** The page's JS heap, MB (the sound is mixed here). */
  pageHeapMB: number | null;
  /** VideoFrames + VideoSamples the export worker holds open. */
  openFrames: number;
}

export interface ExportSpeed {
  frames: number;
  /** Seconds of video. */
  duration: number;
  elapsedMs: number;
  /** Frames made per wall second, start to finish (media loading and muxing included). */
  fps: number;
  /** Seconds of video per wall second. */
  realTime: number;
  videoCodec: string;
  audioCodec: string | null;
  bytes: number;
  samples: ExportSample[];
  /** Where the export worker's time went during this export. */
  stages: StageStats;
}

let lastExport: Blob | undefined;

const megabytes = (bytes: number | null | undefined): number | null =>
  bytes === null || bytes === undefined ? null : Math.round((bytes / 2 ** 20) * 10) / 10;

function pageHeap(): number | null {
  const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
  return megabytes(memory?.usedJSHeapSize);
}

/** The export context's parallel choice when the bench sets one, else nothing (the page's own choice). */
function parallelOf(options: ExportSpeedOptions) {
  if (options.workers === undefined) return {};
  const { workers, minPartSeconds, partsPerWorker } = options;
  return {
    parallel: {
      workers,
      ...(minPartSeconds !== undefined ? { minPartSeconds } : {}),
      ...(partsPerWorker !== undefined ? { partsPerWorker } : {}),
    },
  };
}

export async function exportSpeed(options: ExportSpeedOptions): Promise<ExportSpeed> {
  const samples: ExportSample[] = [];
  let framesDone = 0;
  const started = performance.now();
  const sample = async () => {
    const [counts, heap] = await Promise.all([exportResourceCounts(), exportHeapBytes()]);
    samples.push({
      at: Math.round(performance.now() - started) / 1000,
      framesDone,
      workerHeapMB: megabytes(heap),
      pageHeapMB: pageHeap(),
      openFrames: counts.videoFrames + counts.videoSamples,
    });
  };
  let running = true;
  const sampling = (async () => {
    while (running) {
      await sample();
      await new Promise((resolve) => setTimeout(resolve, options.sampleEveryMs));
    }
  })();
  lastExport = undefined;
  await exportStageStats(true);
  try {
    const result = await runExport(
      normalizeProject(options.project),
      {
        container: options.container,
        width: options.width,
        height: options.height,
        fps: options.fps,
        quality: options.quality,
        range: 'all',
        onProgress: (progress) => {
          framesDone = progress.framesDone;
        },
      },
      {
        tier: 'pro',
        currentScene: 0,
        ...parallelOf(options),
      },
    );
    lastExport = result.blob;
    const elapsedMs = result.elapsedMs;
    return {
      frames: result.frames,
      duration: result.duration,
      elapsedMs: Math.round(elapsedMs),
      fps: result.frames / (elapsedMs / 1000),
      realTime: result.duration / (elapsedMs / 1000),
      videoCodec: result.videoCodec,
      audioCodec: result.audioCodec,
      bytes: result.blob.size,
      samples,
      stages: await exportStageStats(),
    };
  } finally {
    running = false;
    await sampling;
    await sample();
  }
}

/** Base64 of `length` bytes of the last export from `offset` (the bench reads the file back in parts). */
export async function lastExportChunk(offset: number, length: number): Promise<string> {
  if (lastExport === undefined) throw new Error('bench: no export to read');
  return blobChunk(lastExport, offset, length);
}

export interface EncodeCeilingOptions {
  container: ExportContainer;
  quality: ExportQuality;
  /** Distinct frames taken from the last export… */
  frames: number;
  /** …encoded this many times over, as one stream… */
  passes: number;
  /** …by this many encoders at once, each its own stream (an export in parts runs one per part; default 1). */
  encoders?: number;
}

export interface EncodeCeiling {
  codec: string;
  width: number;
  height: number;
  framesEncoded: number;
  /** Frames encoded per wall second, all encoders together. */
  fps: number;
  encoders: number;
}

/** Frames encoded at most while waiting for the encoder: the export's own back-pressure. */
const MAX_ENCODE_QUEUE = 6;

/** One encoder fed `total` frames cycling through `frames`, with the export's back-pressure: frames out. */
async function encodeStream(
  config: VideoEncoderConfig,
  frames: VideoFrame[],
  total: number,
  fps: number,
): Promise<number> {
  let failure: Error | undefined;
  let out = 0;
  const encoder = new VideoEncoder({ output: () => out++, error: (error) => (failure = error) });
  encoder.configure(config);
  for (let i = 0; i < total; i++) {
    while (encoder.encodeQueueSize >= MAX_ENCODE_QUEUE)
      await new Promise((resolve) => encoder.addEventListener('dequeue', resolve, { once: true }));
    const frame = new VideoFrame(frames[i % frames.length] as VideoFrame, {
      timestamp: Math.round((i * 1e6) / fps),
    });
    encoder.encode(frame, { keyFrame: i % (2 * fps) === 0 });
    frame.close();
  }
  await encoder.flush();
  encoder.close();
  if (failure !== undefined) throw failure;
  return out;
}

/**
 * The first `frames` frames of the last export, as canvas frames like the ones the export encodes, then the
 * export's own encoder configuration fed only those, with the same back-pressure, by one encoder or several at
 * once: frames per second, all together.
 */
export async function encodeCeiling(options: EncodeCeilingOptions): Promise<EncodeCeiling> {
  if (lastExport === undefined) throw new Error('bench: export something before the encode ceiling');
  const input = new Input({ source: new BlobSource(lastExport), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (track === null) throw new Error('bench: the last export has no video track');
  const { displayWidth: width, displayHeight: height } = track;
  const fps = Math.round((await track.computePacketStats(60)).averagePacketRate);
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  const frames: VideoFrame[] = [];
  try {
    for await (const sample of new VideoSampleSink(track).samples()) {
      sample.draw(ctx, 0, 0, width, height);
      sample.close();
      frames.push(new VideoFrame(canvas, { timestamp: 0 }));
      if (frames.length >= options.frames) break;
    }
    const settings = { width, height, fps, bitrate: videoBitrate(width, height, fps, options.quality) };
    const { candidate, config } = await chooseVideoEncoder(
      videoCandidates(options.container, width, height, fps),
      settings,
    );
    const encoders = options.encoders ?? 1;
    const started = performance.now();
    const counts = await Promise.all(
      Array.from({ length: encoders }, () =>
        encodeStream(config, frames, frames.length * options.passes, fps),
      ),
    );
    const elapsed = performance.now() - started;
    const framesEncoded = counts.reduce((a, b) => a + b, 0);
    return {
      codec: candidate.label,
      width,
      height,
      framesEncoded,
      fps: framesEncoded / (elapsed / 1000),
      encoders,
    };
  } finally {
    for (const frame of frames) frame.close();
    input.dispose();
  }
}
