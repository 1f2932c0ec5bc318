/**
 * Drives the export (src/ui/export) for browser tests and the benchmark: `window.harness` runs an export of a
 * project, reads the file back with mediabunny (container, codecs, sizes, frame and packet counts, pixels at
 * a time, when a flash is seen and a click heard), and grabs the same times from a separate preview renderer
 * so the two can be compared. Test media with sound (a WebM whose flashes and clicks coincide, WAV tones)
 * are made here.
 */
import {
  ALL_FORMATS,
  AudioBufferSource,
  AudioSampleSink,
  BlobSource,
  BufferTarget,
  CanvasSink,
  CanvasSource,
  EncodedPacketSink,
  Input,
  Output,
  WebMOutputFormat,
} from 'mediabunny';
import type { Remote } from 'comlink';
import { encodePcm16Wav } from '../src/shared/media/wav.ts';
import { normalizeProject } from '../src/shared/normalize/project.ts';
import type { RendererApi } from '../src/shared/protocol/renderer.ts';
import { startRendererWorker } from '../src/ui/preview/index.ts';
import { runExport } from '../src/ui/export/run-export.ts';
import type { ExportContext } from '../src/ui/export/run-export.ts';
import {
  exportHeapBytes,
  exportResourceCounts,
  startedExportWorkers,
} from '../src/ui/export/export-worker.ts';
import type { ExportProgress, ExportRunOptions } from '../src/ui/export/types.ts';
import { quadrantImage, spriteSheet, svgUrl } from './test-media.ts';

let renderer: Remote<RendererApi> | undefined;
let last: Blob | undefined;
const progress: ExportProgress[] = [];

async function start(projectWidth = 1920, projectHeight = 1080) {
  const canvas = document.getElementById('preview') as HTMLCanvasElement;
  renderer = (await startRendererWorker(canvas, { projectWidth, projectHeight })).renderer;
}

function lastFile(): Blob {
  if (last === undefined) throw new Error('harness: export something first');
  return last;
}

/** A WAV of `seconds` of a sine at `hz` (amplitude 0.5), or silence with clicks at `clicks` seconds. */
function wavUrl(seconds: number, options: { hz?: number; clicks?: number[] }): string {
  const rate = 48_000;
  const samples = new Int16Array(Math.round(seconds * rate));
  if (options.hz !== undefined)
    for (let i = 0; i < samples.length; i++)
      samples[i] = Math.round(16000 * Math.sin((2 * Math.PI * options.hz * i) / rate));
  for (const at of options.clicks ?? []) {
    const first = Math.round(at * rate);
    for (let i = 0; i < 480 && first + i < samples.length; i++)
      samples[first + i] = i % 2 === 0 ? 28000 : -28000;
  }
  return URL.createObjectURL(new Blob([encodePcm16Wav(samples, rate)], { type: 'audio/wav' }));
}

/**
 * A WebM (VP8 + Opus) of `seconds` at 30 fps: black frames, white from each flash time for 3 frames, and a
 * click in its sound at the same times. Frame and click line up exactly in the source.
 */
async function flashVideo(seconds: number, flashes: number[], width = 320, height = 180): Promise<string> {
  const fps = 30;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const video = new CanvasSource(canvas, { codec: 'vp8', bitrate: 1e6, keyFrameInterval: 1 });
  const audio = new AudioBufferSource({ codec: 'opus', bitrate: 128_000 });
  output.addVideoTrack(video, { frameRate: fps });
  output.addAudioTrack(audio);
  await output.start();
  const rate = 48_000;
  const buffer = new AudioBuffer({
    length: Math.round(seconds * rate),
    sampleRate: rate,
    numberOfChannels: 1,
  });
  const data = buffer.getChannelData(0);
  for (const at of flashes) {
    const first = Math.round(at * rate);
    for (let i = 0; i < 480; i++) data[first + i] = i % 2 === 0 ? 0.9 : -0.9;
  }
  await audio.add(buffer);
  for (let i = 0; i < seconds * fps; i++) {
    const lit = flashes.some((at) => i >= Math.round(at * fps) && i < Math.round(at * fps) + 3);
    ctx.fillStyle = lit ? '#ffffff' : '#000000';
    ctx.fillRect(0, 0, width, height);
    await video.add(i / fps, 1 / fps);
  }
  await output.finalize();
  const bytes = (output.target as BufferTarget).buffer;
  if (bytes === null) throw new Error('harness: the flash video is empty');
  return URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
}

async function run(
  raw: unknown,
  options: Omit<ExportRunOptions, 'signal' | 'onProgress'>,
  context: Partial<ExportContext> = {},
  abortAfterFrames?: number,
) {
  progress.length = 0;
  const controller = new AbortController();
  const started = performance.now();
  try {
    const result = await runExport(
      normalizeProject(raw),
      {
        ...options,
        signal: controller.signal,
        onProgress: (p) => {
          progress.push(p);
          if (abortAfterFrames !== undefined && p.framesDone >= abortAfterFrames) controller.abort();
        },
      },
      { tier: 'pro', currentScene: 0, ...context },
    );
    last = result.blob;
    // The preview renderer loads the same project, for grabs to compare with.
    await renderer?.setProject(normalizeProject(raw));
    const { blob, ...facts } = result;
    return { ok: true as const, ...facts, size: blob.size, type: blob.type, ms: performance.now() - started };
  } catch (error) {
    const e = error as Error;
    return { ok: false as const, name: e.name, message: e.message, progress: progress.length };
  }
}

/** Makes a file exported elsewhere (server rendering) the one to read back, and loads its project for grabs. */
async function useFile(base64: string, type: string, raw: unknown): Promise<void> {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  last = new Blob([bytes], { type });
  await renderer?.setProject(normalizeProject(raw));
}

/** The last exported file, base64 (the server-side join reads parts made here). */
async function lastFileBase64(): Promise<string> {
  const bytes = new Uint8Array(await lastFile().arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** RGB at `points` (pixels of the file) of the frame shown at each of `times`. */
async function pixelsAt(times: number[], points: Array<[number, number]>): Promise<number[][][]> {
  const input = new Input({ source: new BlobSource(lastFile()), formats: ALL_FORMATS });
  const video = await input.getPrimaryVideoTrack();
  if (video === null) throw new Error('harness: the file has no video track');
  const sink = new CanvasSink(video, { poolSize: 1 });
  const result: number[][][] = [];
  for (const t of times) {
    const wrapped = await sink.getCanvas(t);
    if (wrapped === null) throw new Error(`harness: no frame at ${t}`);
    result.push(pixelsOf(wrapped.canvas, points));
  }
  return result;
}

/** What the exported file holds, read back with mediabunny. */
async function probe() {
  const input = new Input({ source: new BlobSource(lastFile()), formats: ALL_FORMATS });
  const format = await input.getFormat();
  const video = await input.getPrimaryVideoTrack();
  const audio = await input.getPrimaryAudioTrack();
  if (video === null) throw new Error('harness: the export has no video track');
  let packets = 0;
  let keyFrames = 0;
  const keyTimes: number[] = [];
  for await (const packet of new EncodedPacketSink(video).packets()) {
    packets++;
    if (packet.type === 'key') {
      keyFrames++;
      keyTimes.push(packet.timestamp);
    }
  }
  const stats = await video.computePacketStats();
  return {
    mimeType: await input.getMimeType(),
    format: format.name,
    videoCodec: await video.getCodecParameterString(),
    width: video.displayWidth,
    height: video.displayHeight,
    packets,
    keyFrames,
    keyTimes,
    fps: stats.averagePacketRate,
    duration: await input.computeDuration(),
    videoDuration: await video.computeDuration(),
    audioCodec: audio === null ? null : await audio.getCodecParameterString(),
    audioDuration: audio === null ? null : await audio.computeDuration(),
    sampleRate: audio?.sampleRate ?? null,
  };
}

function pixelsOf(canvas: HTMLCanvasElement | OffscreenCanvas, points: Array<[number, number]>): number[][] {
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  return points.map(([x, y]) => [...ctx.getImageData(x, y, 1, 1).data].slice(0, 3));
}

/** The exported frame shown at t (a canvas of the file's size) and its time. */
async function exportedAt(t: number): Promise<{ canvas: HTMLCanvasElement | OffscreenCanvas; time: number }> {
  const input = new Input({ source: new BlobSource(lastFile()), formats: ALL_FORMATS });
  const video = await input.getPrimaryVideoTrack();
  if (video === null || renderer === undefined) throw new Error('harness: start() and export first');
  const sink = new CanvasSink(video, { poolSize: 1 });
  const wrapped = await sink.getCanvas(t);
  if (wrapped === null) throw new Error(`harness: no exported frame at ${t}`);
  return { canvas: wrapped.canvas, time: wrapped.timestamp };
}

/** The preview renderer's grab at `time`, drawn at `width` pixels wide (the project is 1920 wide). */
async function grabbedAt(time: number, width: number): Promise<OffscreenCanvas> {
  if (renderer === undefined) throw new Error('harness: start() first');
  const blob = (await renderer.grabFrame(time, { scale: width / 1920 })) as unknown as Blob;
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas;
}

/** RGB at `points` of the exported frame shown at t, and of the preview renderer's grab at t (same size). */
async function compare(t: number, points: Array<[number, number]>) {
  const { canvas, time } = await exportedAt(t);
  const grabbed = await grabbedAt(time, canvas.width);
  return { frameTime: time, exported: pixelsOf(canvas, points), grabbed: pixelsOf(grabbed, points) };
}

/** The whole exported frame shown at t and the grab of the same time, for tests that look at every pixel. */
async function framesAt(t: number): Promise<{ frameTime: number; exported: ImageData; grabbed: ImageData }> {
  const { canvas, time } = await exportedAt(t);
  const grabbed = await grabbedAt(time, canvas.width);
  const whole = (c: HTMLCanvasElement | OffscreenCanvas) =>
    (c.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D).getImageData(
      0,
      0,
      c.width,
      c.height,
    );
  return { frameTime: time, exported: whole(canvas), grabbed: whole(grabbed) };
}

/**
 * Times (s) the exported picture turns white at (x, y) (project pixels of a 1920×1080 project) after being dark, and times its sound clicks
 * (a sample over 0.3 after 200 ms of quiet).
 */
async function flashesAndClicks(x: number, y: number) {
  const input = new Input({ source: new BlobSource(lastFile()), formats: ALL_FORMATS });
  const video = await input.getPrimaryVideoTrack();
  const audio = await input.getPrimaryAudioTrack();
  if (video === null || audio === null) throw new Error('harness: the export needs picture and sound');
  const flashes: number[] = [];
  let lit = false;
  for await (const { canvas, timestamp } of new CanvasSink(video, {
    width: 192,
    height: 108,
    fit: 'fill',
    poolSize: 2,
  }).canvases()) {
    const [r = 0] = pixelsOf(canvas, [[Math.round((x * 192) / 1920), Math.round((y * 108) / 1080)]])[0] ?? [];
    if (r > 160 && !lit) flashes.push(timestamp);
    lit = r > 160;
  }
  const clicks: number[] = [];
  let quietSince = -Infinity;
  let lastLoud = -Infinity;
  for await (const sample of new AudioSampleSink(audio).samples()) {
    const frames = sample.numberOfFrames;
    const data = new Float32Array(frames);
    sample.copyTo(data, { planeIndex: 0, format: 'f32-planar' });
    for (let i = 0; i < frames; i++) {
      const at = sample.timestamp + i / sample.sampleRate;
      if (Math.abs(data[i] ?? 0) > 0.3) {
        if (at - lastLoud > 0.2 && at - quietSince >= 0) clicks.push(at);
        lastLoud = at;
      }
    }
    quietSince = Math.min(quietSince, 0);
    sample.close();
  }
  return { flashes, clicks };
}

/** RMS of the exported sound between two times (s). */
async function loudness(from: number, to: number): Promise<number> {
  const input = new Input({ source: new BlobSource(lastFile()), formats: ALL_FORMATS });
  const audio = await input.getPrimaryAudioTrack();
  if (audio === null) return 0;
  let sum = 0;
  let n = 0;
  for await (const sample of new AudioSampleSink(audio).samples(from, to)) {
    const data = new Float32Array(sample.numberOfFrames);
    sample.copyTo(data, { planeIndex: 0, format: 'f32-planar' });
    for (const v of data) sum += v * v;
    n += data.length;
    sample.close();
  }
  return n === 0 ? 0 : Math.sqrt(sum / n);
}

async function workerCounts() {
  return {
    counts: await exportResourceCounts(),
    heap: await exportHeapBytes(),
    workers: startedExportWorkers(),
  };
}

/** Files the export folder of the private file system holds (a cancelled export must leave none). */
async function storedFiles(): Promise<string[]> {
  const names: string[] = [];
  const root = await navigator.storage.getDirectory();
  let dir: FileSystemDirectoryHandle;
  try {
    dir = await root.getDirectoryHandle('clipwright-exports');
  } catch {
    return names;
  }
  const walk = async (handle: FileSystemDirectoryHandle, prefix: string): Promise<void> => {
    for await (const [name, entry] of (
      handle as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
    ).entries()) {
      if (entry.kind === 'directory') await walk(entry as FileSystemDirectoryHandle, `${prefix}${name}/`);
      else names.push(`${prefix}${name}`);
    }
  };
  await walk(dir, '');
  return names;
}

window.harness = {
  start,
  run,
  useFile,
  lastFileBase64,
  pixelsAt,
  probe,
  compare,
  framesAt,
  flashesAndClicks,
  loudness,
  workerCounts,
  storedFiles,
  progress: () => progress,
  wavUrl,
  flashVideo,
  quadrantImage,
  spriteSheet,
  svgUrl,
};
