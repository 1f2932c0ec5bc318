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
import { untaggedColourSpace } from './colour-space.ts';
import { SampleCopier } from './sample-copy.ts';
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
  private readonly copier: SampleCopier;
  private frameTimestamp = Number.NaN;
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
    this.copier = new SampleCopier(url);
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
    this.copier.colourSpace = untaggedColourSpace(await videoTrack.getColorSpace(), videoTrack.codedHeight);
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
      const canvas = await this.copier.copy(sample, scale);
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
      this.copier.free();
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
    this.copier.free();
  }
}
