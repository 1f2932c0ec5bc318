/**
 * The decode ceiling: how many frames per second this machine's H.264 decoder (WebCodecs through
 * mediabunny, as our worker uses it) gives for one video file, alone and with `streams` decoders at once (the
 * heavy project plays 2–3 per clip), and what turning one decoded frame into pixels costs: Chromium's own draw
 * at full size and at the size the preview shows it, and our worker's YUV conversion at that size
 * (src/worker/media/frame-scaler.ts), and what a seek costs the decoder alone (from the key frame to the frame).
 * Playback can be no faster than the decoder, and a seek no quicker, whatever the renderer does.
 */
import { ALL_FORMATS, Input, UrlSource, VideoSampleSink } from 'mediabunny';
import { VIDEO_DECODER_OPTIONS } from '../../src/worker/media/video.ts';
import { FrameScaler } from '../../src/worker/media/frame-scaler.ts';
import { quantile } from './probes.ts';
import { mulberry32 } from '../../src/shared/animation/random.ts';

export interface DecodeCeilingOptions {
  url: string;
  /** Media seconds decoded per stream. */
  seconds: number;
  /** Decoders running at once in the second measurement. */
  streams: number;
  /** The preview size a frame is copied to in the copy measurement. */
  previewWidth: number;
  /** Random seeks (decode from the key frame to a frame, then flush) in the seek measurement… */
  seeks: number;
  /** …at times in [0, seekSpan) seconds (the part of the file a clip shows). */
  seekSpan: number;
}

export interface DecodeCeiling {
  url: string;
  width: number;
  height: number;
  /** Frames per second of the file (its own rate). */
  sourceFps: number;
  /** One decoder alone: decoded frames per wall second. */
  oneStreamFps: number;
  /** `streams` decoders at once: decoded frames per wall second, all streams together. */
  streams: number;
  parallelFps: number;
  /** Milliseconds per frame to draw a decoded frame into a canvas at full size / at the preview size. */
  copyFullMs: number;
  /** The same through VideoFrame.copyTo(…, { format: 'RGBA' }) and putImageData. */
  copyRgbaFullMs: number;
  copyPreviewMs: number;
  /** The same frame at the preview size through our YUV conversion (what the worker does instead). */
  convertPreviewMs: number;
  /**
   * A seek in the decoder alone, ms, p50 and p95 of `seeks` random times in the first `seekSpan` seconds:
   * one stream, and `streams` streams at once (the layers of one clip seek together).
   */
  seekSpan: number;
  seekOneP50Ms: number;
  seekOneP95Ms: number;
  seekParallelP50Ms: number;
  seekParallelP95Ms: number;
}

async function openSink(
  url: string,
): Promise<{ sink: VideoSampleSink; input: Input; width: number; height: number }> {
  const input = new Input({ source: new UrlSource(url), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (track === null) throw new Error(`decode ceiling: ${url} has no video track`);
  return {
    sink: new VideoSampleSink(track, VIDEO_DECODER_OPTIONS),
    input,
    width: track.displayWidth,
    height: track.displayHeight,
  };
}

/** Decodes `seconds` of media and closes every frame; returns frames decoded. */
async function decodeFor(sink: VideoSampleSink, seconds: number): Promise<number> {
  let frames = 0;
  for await (const sample of sink.samples(0, seconds)) {
    sample.close();
    frames++;
  }
  return frames;
}

async function copyCost(
  sink: VideoSampleSink,
  width: number,
  height: number,
  frames: number,
  way: 'draw' | 'convert' | 'rgba',
): Promise<number> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('decode ceiling: no 2d context');
  const scaler = new FrameScaler();
  const image = way === 'rgba' ? new ImageData(width, height) : undefined;
  let total = 0;
  let n = 0;
  for await (const sample of sink.samples(0)) {
    const frame = way === 'draw' ? undefined : sample.toVideoFrame();
    const started = performance.now();
    if (frame === undefined) sample.draw(ctx, 0, 0, width, height);
    else if (image !== undefined) {
      // The browser's own YUV → RGBA conversion into a buffer, then a plain pixel copy into the canvas.
      await frame.copyTo(image.data, { format: 'RGBA' });
      ctx.putImageData(image, 0, 0);
    } else if (!(await scaler.draw(frame, ctx, width, height)))
      throw new Error(`decode ceiling: frame format ${String(frame.format)} is not converted in script`);
    total += performance.now() - started;
    frame?.close();
    sample.close();
    if (++n >= frames) break;
  }
  return total / Math.max(1, n);
}

/** Wall ms of each seek: every sink gets the frame at the same random time (and closes it). */
async function seekCost(sinks: readonly VideoSampleSink[], times: readonly number[]): Promise<number[]> {
  const samples: number[] = [];
  for (const t of times) {
    const started = performance.now();
    await Promise.all(sinks.map(async (sink) => (await sink.getSample(t))?.close()));
    samples.push(performance.now() - started);
  }
  return samples;
}

export async function decodeCeiling(options: DecodeCeilingOptions): Promise<DecodeCeiling> {
  const { url, seconds, streams } = options;
  if (!(seconds > 0)) throw new RangeError(`decodeCeiling: seconds must be > 0, got ${seconds}`);
  if (!(Number.isInteger(streams) && streams >= 1))
    throw new RangeError(`decodeCeiling: streams must be a whole number ≥ 1, got ${streams}`);
  const opened = await Promise.all(Array.from({ length: streams }, () => openSink(url)));
  try {
    const first = opened[0];
    if (first === undefined) throw new Error('decode ceiling: no decoder opened');
    // Warm-up: the decoder's first frames include its start-up.
    await decodeFor(first.sink, 0.5);
    let started = performance.now();
    const oneFrames = await decodeFor(first.sink, seconds);
    const oneMs = performance.now() - started;
    started = performance.now();
    const counts = await Promise.all(opened.map((o) => decodeFor(o.sink, seconds)));
    const parallelMs = performance.now() - started;
    const previewHeight = Math.round((options.previewWidth * first.height) / first.width);
    const next = mulberry32(42);
    const times = Array.from({ length: options.seeks }, () => next() * options.seekSpan);
    await seekCost([first.sink], [0.5]);
    const one = await seekCost([first.sink], times);
    const parallel = await seekCost(
      opened.map((o) => o.sink),
      times,
    );
    return {
      url,
      width: first.width,
      height: first.height,
      sourceFps: oneFrames / seconds,
      oneStreamFps: (oneFrames * 1000) / oneMs,
      streams,
      parallelFps: (counts.reduce((a, b) => a + b, 0) * 1000) / parallelMs,
      copyFullMs: await copyCost(first.sink, first.width, first.height, 30, 'draw'),
      copyRgbaFullMs: await copyCost(first.sink, first.width, first.height, 30, 'rgba'),
      copyPreviewMs: await copyCost(first.sink, options.previewWidth, previewHeight, 30, 'draw'),
      convertPreviewMs: await copyCost(first.sink, options.previewWidth, previewHeight, 30, 'convert'),
      seekSpan: options.seekSpan,
      seekOneP50Ms: quantile(one, 0.5),
      seekOneP95Ms: quantile(one, 0.95),
      seekParallelP50Ms: quantile(parallel, 0.5),
      seekParallelP95Ms: quantile(parallel, 0.95),
    };
  } finally {
    for (const o of opened) o.input.dispose();
  }
}
