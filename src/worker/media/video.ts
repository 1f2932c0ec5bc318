/**
 * Decoded video frames by source URL: one mediabunny Input per source with a
 * VideoSampleSink. `frameAt(t, pixelScale)` decodes the frame shown at source time t and copies it into a
 * canvas owned by the layer, closing the VideoSample at once, so no decoded frame outlives the call (open
 * decoder frames stall hardware decoders). The copy is made at the size the frame is shown (a 1080p frame
 * shown at 440 px is copied at a quarter of its size: on a CPU-only machine the full-size copy cost 14 ms
 * per frame per layer, see bench/results). The last frame is kept; asking again for it costs nothing.
 */
import { ALL_FORMATS, EncodedPacketSink, Input, UrlSource, VideoSampleSink } from 'mediabunny';
import type { InputVideoTrack, VideoSample, VideoSinkDecoderOptions } from 'mediabunny';
import { VideoStream } from '../playback/video-stream.ts';
import { forget, release, track } from './resources.ts';
import { withMediaTimeout } from './timeout.ts';
import { recordStage } from '../stats/stages.ts';
import { FrameScaler, scalesInScript } from './yuv-scale.ts';
import { drawTurned, turnedSize, type Rotation } from './orientation.ts';
import { retagged, untaggedColourSpace } from './colour-space.ts';
import { codecName, emptyFile, mediaName, noVideoTrack, undecodable, unreadable } from './video-problems.ts';

/**
 * How every video decoder of the preview is configured. optimizeForLatency: Chromium's software H.264
 * decoder then threads within a frame instead of across frames, so each frame comes out as soon as it is
 * decoded. Measured here (30 random seeks, three 1080p streams at once): a seek — decode from the key
 * frame, flush — took 51 ms on average instead of 82 (p95 92 instead of 153), and sequential decoding for
 * playback kept its rate (430 vs 460 frames/s for three streams, 347 vs 287 for one). The bench's decode
 * ceiling reports the seek figure with these options.
 */
export const VIDEO_DECODER_OPTIONS: VideoSinkDecoderOptions = { optimizeForLatency: true };

/** Files up to this size are read whole once opened (`readAhead`); larger ones are read as they play. */
export const READ_AHEAD_MAX_BYTES = 32 * 2 ** 20;

export interface VideoInfo {
  width: number;
  height: number;
  duration: number;
}

/** A decoded frame: its copy, the video's display size, and copy pixels per display pixel. */
export interface DecodedFrame {
  canvas: OffscreenCanvas;
  width: number;
  height: number;
  pixelRatio: number;
}

/** Copy scales step by 1/16 (no new copy for a tiny change of size), never above the frame's own size. */
function copyScale(pixelScale: number): number {
  if (!(pixelScale > 0)) return 1;
  return Math.min(1, Math.ceil(pixelScale * 16) / 16);
}

export class VideoSource {
  private readonly input: Input;
  private sink: Promise<VideoSampleSink>;
  readonly info: Promise<VideoInfo>;
  private frame: DecodedFrame | undefined;
  private canvas: OffscreenCanvas | undefined;
  private stored: OffscreenCanvas | undefined;
  /** The colour space to convert with when the stream has none (colour-space.ts), and the copy's buffer. */
  private colourSpace: VideoColorSpaceInit | undefined;
  private readonly planes = { bytes: new Uint8Array(0) };
  private readonly scaler = new FrameScaler();
  private frameTimestamp = Number.NaN;
  /** The RGBA buffer full-size frames are converted into (copyRgba), and whether the browser cannot. */
  private rgba: ImageData | undefined;
  private rgbaUnsupported = false;
  /** Whether a frame was asked for since the last `restIfIdle`. */
  private used = false;
  private frameDuration = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private disposed = false;
  /** During playback, frames come from a long-lived iterator with lookahead instead of one seek each. */
  private streaming = false;
  private stream: VideoStream | undefined;
  /** Decoded frames closed unseen by finished streams (plus the live one's, see `droppedFrames`). */
  private droppedBefore = 0;

  constructor(
    readonly url: string,
    timeoutMs: number,
  ) {
    this.input = track(new Input({ source: new UrlSource(url), formats: ALL_FORMATS }), 'videoInputs', url);
    const opened = withMediaTimeout(this.open(), `video ${url}`, timeoutMs);
    this.sink = opened.then((o) => o.sink);
    this.info = opened.then((o) => o.info);
    // Callers that never ask for frames must not see an unhandled rejection (of the open or of the promises
    // derived from it); frameAt and info's readers report the error where it matters.
    opened.catch(() => {});
    this.sink.catch(() => {});
    this.info.catch(() => {});
  }

  private async open(): Promise<{ sink: VideoSampleSink; info: VideoInfo }> {
    const name = mediaName(this.url);
    // An empty file is said in words here: mediabunny's format probing fails on it with an internal assertion.
    if ((await this.input.source.getSizeOrNull()) === 0) throw new Error(emptyFile(name));
    let videoTrack: InputVideoTrack | null;
    try {
      videoTrack = await this.input.getPrimaryVideoTrack();
    } catch (error) {
      throw new Error(unreadable(name, error), { cause: error });
    }
    if (videoTrack === null) throw new Error(noVideoTrack(name));
    // The browser's own verdict (VideoDecoder.isConfigSupported on the track's configuration) before any
    // frame is decoded: a track it cannot decode must never show wrong frames, only its cover and this.
    if (!(await videoTrack.canDecode())) {
      const config = await videoTrack.getDecoderConfig().catch(() => null);
      throw new Error(undecodable(name, codecName(await videoTrack.getCodec(), config?.codec)));
    }
    this.colourSpace = untaggedColourSpace(await videoTrack.getColorSpace(), videoTrack.codedHeight);
    const duration = await this.input.computeDuration();
    void this.readAhead(videoTrack).catch(() => {});
    return {
      sink: new VideoSampleSink(videoTrack, VIDEO_DECODER_OPTIONS),
      info: { width: videoTrack.displayWidth, height: videoTrack.displayHeight, duration },
    };
  }

  /**
   * Reads a small file whole, in the background, into the source's cache (mediabunny's UrlSource keeps up to
   * 64 MiB): a seek or a clip's start then never waits for the network. Measured on the heavy benchmark
   * project: a seek into a part of the files not read yet took 200–410 ms, the same seek again 100 ms.
   * Reading the packets (their data, not decoding them) is what fills the cache.
   */
  private async readAhead(videoTrack: InputVideoTrack): Promise<void> {
    const size = await this.input.source.getSizeOrNull();
    if (size === null || size > READ_AHEAD_MAX_BYTES) return;
    const started = performance.now();
    const packets = new EncodedPacketSink(videoTrack).packets();
    try {
      while (!this.disposed && (await packets.next()).done !== true);
    } finally {
      await packets.return(undefined);
    }
    recordStage('video.readAhead', performance.now() - started);
  }

  /**
   * The frame at source time `t` (seconds), copied at `pixelScale` × its display size (the scale it is shown
   * at; at most 1), or null when the source has no frame there. Calls are serialised: a decoder serves one
   * request at a time.
   */
  frameAt(t: number, pixelScale = 1): Promise<DecodedFrame | null> {
    this.used = true;
    const next = this.queue.then(() => this.decode(t, copyScale(pixelScale)));
    this.queue = next.catch(() => {});
    return next;
  }

  private async decode(t: number, scale: number): Promise<DecodedFrame | null> {
    if (this.disposed) return null;
    if (
      this.frame !== undefined &&
      this.frame.pixelRatio + 1e-3 >= scale &&
      t >= this.frameTimestamp &&
      t < this.frameTimestamp + this.frameDuration
    ) {
      return this.frame;
    }
    const sink = await this.sink;
    const waitStarted = performance.now();
    const sample = this.streaming ? await this.streamSample(sink, t) : await sink.getSample(Math.max(0, t));
    const copyStarted = performance.now();
    recordStage(this.streaming ? 'video.wait.stream' : 'video.wait.seek', copyStarted - waitStarted);
    if (sample === null) return this.frame ?? null;
    track(sample, 'videoSamples', this.url);
    try {
      const canvas = await this.copySample(sample, scale);
      this.frame = {
        canvas,
        width: sample.displayWidth,
        height: sample.displayHeight,
        pixelRatio: canvas.width / sample.displayWidth,
      };
      this.frameTimestamp = sample.timestamp;
      this.frameDuration = sample.duration > 0 ? sample.duration : 1 / 30;
    } finally {
      release(sample);
      recordStage(
        (this.frame?.pixelRatio ?? 1) < 1 ? 'video.copy.scaled' : 'video.copy.full',
        performance.now() - copyStarted,
      );
    }
    return this.frame;
  }

  /**
   * The sample's picture, upright, at `scale` × its display size, in the source's canvas. Converted in its
   * stored orientation, then turned (orientation.ts) when the file says to rotate or mirror it.
   */
  private async copySample(sample: VideoSample, scale: number): Promise<OffscreenCanvas> {
    const rotation = sample.rotation as Rotation;
    const raw = { width: sample.visibleRect.width, height: sample.visibleRect.height };
    const shown = { width: sample.displayWidth, height: sample.displayHeight };
    const turned = turnedSize(raw.width, raw.height, rotation);
    const upright =
      !sample.flip && rotation === 0 && turned.width === shown.width && turned.height === shown.height;
    const target = this.copyCanvas(
      'canvas',
      Math.round(shown.width * scale),
      Math.round(shown.height * scale),
    );
    const stored = upright
      ? target
      : this.copyCanvas('stored', Math.round(raw.width * scale), Math.round(raw.height * scale));
    if (await this.convert(sample, stored, scale)) {
      if (!upright) drawTurned(target, stored.canvas, rotation, sample.flip);
    } else {
      // mediabunny's own draw applies the rotation and the mirror itself.
      sample.draw(target, 0, 0, target.canvas.width, target.canvas.height);
    }
    return target.canvas;
  }

  /**
   * Converts the frame into `ctx` (its stored orientation, filling the canvas): in script when shown small
   * enough (yuv-scale.ts), else through the browser's RGBA conversion; false when neither could.
   */
  private async convert(
    sample: VideoSample,
    ctx: OffscreenCanvasRenderingContext2D,
    scale: number,
  ): Promise<boolean> {
    if (scalesInScript(scale)) {
      const frame = track(sample.toVideoFrame(), 'videoFrames', this.url);
      try {
        if (await this.scaler.draw(frame, ctx, ctx.canvas.width, ctx.canvas.height, this.colourSpace))
          return true;
      } finally {
        release(frame);
      }
    }
    if (ctx.canvas.width !== sample.visibleRect.width || ctx.canvas.height !== sample.visibleRect.height) {
      ctx.canvas.width = sample.visibleRect.width;
      ctx.canvas.height = sample.visibleRect.height;
    }
    return this.copyRgba(sample, ctx);
  }

  /**
   * Copies the sample at its own size through the browser's YUV → RGBA conversion into a reused buffer, then
   * a plain pixel copy: measured here on 1920×1080 H.264 frames (bench decode ceiling), 10 ms a frame where
   * drawing the frame into the canvas took 46. False, drawing nothing, where the browser cannot convert
   * (copyTo without RGB formats): the caller draws instead.
   */
  private async copyRgba(sample: VideoSample, ctx: OffscreenCanvasRenderingContext2D): Promise<boolean> {
    if (this.rgbaUnsupported) return false;
    const { width, height } = ctx.canvas;
    if (this.rgba?.width !== width || this.rgba.height !== height) this.rgba = new ImageData(width, height);
    const decoded = track(sample.toVideoFrame(), 'videoFrames', this.url);
    let frame = decoded;
    try {
      frame = await retagged(decoded, this.colourSpace, this.planes);
      if (frame !== decoded) track(frame, 'videoFrames', this.url);
      await frame.copyTo(this.rgba.data, { format: 'RGBA', colorSpace: 'srgb' });
    } catch {
      this.rgbaUnsupported = true;
      return false;
    } finally {
      if (frame !== decoded) release(frame);
      release(decoded);
    }
    ctx.putImageData(this.rgba, 0, 0);
    return true;
  }

  /**
   * A canvas frames are copied into, at the given size: 'canvas' holds the picture as shown, 'stored' the
   * frame in its stored orientation when it must be turned.
   */
  private copyCanvas(
    which: 'canvas' | 'stored',
    width: number,
    height: number,
  ): OffscreenCanvasRenderingContext2D {
    const w = Math.max(1, width);
    const h = Math.max(1, height);
    let canvas = this[which];
    if (canvas === undefined) {
      canvas = new OffscreenCanvas(w, h);
      this[which] = canvas;
    } else if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
    const ctx = canvas.getContext('2d');
    if (ctx === null) throw new Error('no 2d context for a video frame');
    return ctx;
  }

  private async streamSample(sink: VideoSampleSink, t: number): Promise<VideoSample | null> {
    if (this.stream === undefined || !this.stream.serves(t)) {
      this.endStream();
      recordStage('video.stream.open');
      this.stream = new VideoStream(sink, t, this.url);
    }
    return this.stream.take(t);
  }

  private endStream(): void {
    if (this.stream === undefined) return;
    this.droppedBefore += this.stream.dropped;
    this.stream.close();
    this.stream = undefined;
  }

  /**
   * Playback on: later frames come from a decoding-ahead iterator. Off: the iterator and its queued frames
   * are closed (once the request in progress is done), and frames are decoded one seek at a time again.
   */
  setStreaming(on: boolean): void {
    this.streaming = on;
    if (!on) {
      const next = this.queue.then(() => {
        if (!this.streaming) this.endStream();
      });
      this.queue = next.catch(() => {});
    }
  }

  /**
   * Frees what an unused source holds — its decoding-ahead stream (a decoder and its queued frames) and the
   * last frame's copy — when no frame was asked for since the last call. A later `frameAt` starts again. An
   * export calls this after every frame, so a layer whose time is over holds nothing for the rest of a long
   * video (without it, every past video layer kept a decoder and four frames: memory grew with each scene).
   */
  restIfIdle(): void {
    if (this.used) {
      this.used = false;
      return;
    }
    if (this.stream === undefined && this.frame === undefined) return;
    const next = this.queue.then(() => {
      if (this.used) return;
      this.endStream();
      this.frame = undefined;
      this.canvas = undefined;
      this.stored = undefined;
      this.rgba = undefined;
      this.frameTimestamp = Number.NaN;
    });
    this.queue = next.catch(() => {});
  }

  /** Decoded frames closed without being shown (decoding ran behind the clock or the clock jumped). */
  get droppedFrames(): number {
    return this.droppedBefore + (this.stream?.dropped ?? 0);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.endStream();
    forget(this.input);
    this.input.dispose();
    this.frame = undefined;
    this.canvas = undefined;
  }
}

/** Video sources by user key (each layer has its own decoder); disposed when their user lets go. */
export class VideoCache {
  private readonly sources = new Map<string, VideoSource>();
  private streaming = false;

  constructor(private readonly timeoutMs: number) {}

  /** Playback mode for every source, present and future (see VideoSource.setStreaming). */
  setStreaming(on: boolean): void {
    this.streaming = on;
    for (const source of this.sources.values()) source.setStreaming(on);
  }

  /** Decoded frames dropped by all sources during playback. */
  droppedFrames(): number {
    let total = 0;
    for (const source of this.sources.values()) total += source.droppedFrames;
    return total;
  }

  /**
   * The source for `url` as seen by one user (`key`, e.g. layer id + url): each layer keeps its own decoder
   * position and last frame, so two layers of one file at different times do not thrash one decoder.
   */
  get(key: string, url: string): VideoSource {
    let source = this.sources.get(key);
    if (source === undefined) {
      source = new VideoSource(url, this.timeoutMs);
      if (this.streaming) source.setStreaming(true);
      this.sources.set(key, source);
    }
    return source;
  }

  /** Lets every source that gave no frame since the last call free its decoder and frames (restIfIdle). */
  restIdle(): void {
    for (const source of this.sources.values()) source.restIfIdle();
  }

  /** Disposes the sources of `user` (keys `${user}|url`). */
  releaseUser(user: string): void {
    for (const [key, source] of this.sources) {
      if (!key.startsWith(`${user}|`)) continue;
      this.sources.delete(key);
      source.dispose();
    }
  }

  clear(): void {
    for (const source of this.sources.values()) source.dispose();
    this.sources.clear();
  }
}
