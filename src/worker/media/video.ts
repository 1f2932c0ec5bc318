/**
 * Decoded video frames by source URL: one mediabunny Input per source with a
 * VideoSampleSink. `frameAt(t, pixelScale)` decodes the frame shown at source time t and copies it into a
 * canvas owned by the layer, closing the VideoSample at once, so no decoded frame outlives the call (open
 * decoder frames stall hardware decoders). The copy is made at the size the frame is shown (a 1080p frame
 * shown at 440 px is copied at a quarter of its size: on a CPU-only machine the full-size copy cost 14 ms
 * per frame per layer, see bench/results). The last frame is kept; asking again for it costs nothing.
 */
import { ALL_FORMATS, BlobSource, EncodedPacketSink, Input, UrlSource, VideoSampleSink } from 'mediabunny';
import type { InputVideoTrack, VideoSample, VideoSinkDecoderOptions } from 'mediabunny';
import { LOOKAHEAD_FRAMES, VideoStream } from '../playback/video-stream.ts';
import { forget, release, track } from './resources.ts';
import { withMediaTimeout } from './timeout.ts';
import { recordStage } from '../stats/stages.ts';
import { untaggedColourSpace } from './colour-space.ts';
import { SampleCopier } from './sample-copy.ts';
import { codecName, emptyFile, mediaName, noVideoTrack, undecodable, unreadable } from './video-problems.ts';
import { proxyServes } from '../../shared/media/proxy-plan.ts';
import type { PreviewProxies, ProxyHandle } from '../proxy/proxies.ts';

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

/** A frame copied from one sample: the time it is shown from and for how long, and whether the copy made it. */
interface CopiedFrame {
  frame: DecodedFrame;
  fromProxy: boolean;
  timestamp: number;
  duration: number;
}

/** Whether `copied` is the frame shown at t, copied at `scale` or more (from the copy only where allowed). */
function serves(copied: CopiedFrame, t: number, scale: number, proxyAllowed: boolean): boolean {
  return (
    (proxyAllowed || !copied.fromProxy) &&
    copied.frame.pixelRatio + 1e-3 >= scale &&
    t >= copied.timestamp &&
    t < copied.timestamp + copied.duration
  );
}

/**
 * Whether frames asked for now may come from the video's preview copy: on for what the preview canvas shows,
 * off while a grab is drawn (a grab must equal the export, which decodes the original). Shared by a renderer's
 * sources; read when a frame is asked for.
 */
export interface ProxyUse {
  allowed: boolean;
}

/** Counts the frames a renderer draws (VideoCache.newFrame): a source notes the last one it was asked for. */
export interface FrameCount {
  current: number;
}

/** A source's preview copy: who makes it, what names the video, and whether it may be used now. */
export interface ProxyContext {
  proxies: PreviewProxies;
  identity: string;
  use: ProxyUse;
}

/**
 * Where a source decodes from: the original, or its preview copy. Each has its own decoder (sink), playback
 * stream and copy canvases, so switching between them never disturbs the other's position.
 */
interface Lane {
  sink: Promise<VideoSampleSink>;
  copier: SampleCopier;
  stream?: VideoStream | undefined;
  /** The copy's width (0 for the original). */
  proxyWidth: number;
}

/**
 * The scale a frame is copied at: the size it is shown (in 10000ths, so rounding noise does not change it),
 * never above its own size. A frame copied at the size shown is drawn unscaled, the cheapest draw there is
 * on a CPU; a layer whose size animates gets a copy of each frame at its size of the moment.
 */
function copyScale(pixelScale: number): number {
  if (!(pixelScale > 0)) return 1;
  return Math.min(1, Math.ceil(pixelScale * 10000 - 1e-6) / 10000);
}

export class VideoSource {
  private readonly input: Input;
  private readonly original: Lane;
  readonly info: Promise<VideoInfo>;
  /** The last frame shown; asking for it again costs nothing. */
  private kept: CopiedFrame | undefined;
  /** During playback, the next frame, copied ahead of the clock (copyAhead). */
  private ahead: CopiedFrame | undefined;
  /** The scale of the last request. */
  private lastScale = 1;
  /** Whether a frame was asked for since the last `restIfIdle`. */
  private used = false;
  private queue: Promise<unknown> = Promise.resolve();
  private disposed = false;
  /** During playback, frames come from a long-lived iterator with lookahead instead of one seek each. */
  private streaming = false;
  /** Decoded frames closed unseen by finished streams (plus the live ones', see `droppedFrames`). */
  private droppedBefore = 0;
  /** The preview copy, when one is asked for (ProxyContext), and the lane decoding it once it is open. */
  private proxy: ProxyHandle | undefined;
  private proxyLane: Lane | undefined;
  private proxyInput: Input | undefined;
  /** The colours the original's frames hold (declared, or what players assume): the copy holds the same. */
  private colourSpace: VideoColorSpaceInit = {};

  /** The frame (FrameCount) this source was last asked for. */
  private askedIn = -1;

  constructor(
    readonly url: string,
    timeoutMs: number,
    private readonly proxyContext?: ProxyContext,
    private readonly frames: FrameCount = { current: 0 },
  ) {
    this.input = track(new Input({ source: new UrlSource(url), formats: ALL_FORMATS }), 'videoInputs', url);
    const opened = withMediaTimeout(this.open(), `video ${url}`, timeoutMs);
    this.original = { sink: opened.then((o) => o.sink), copier: new SampleCopier(url), proxyWidth: 0 };
    this.info = opened.then((o) => o.info);
    // Callers that never ask for frames must not see an unhandled rejection (of the open or of the promises
    // derived from it); frameAt and info's readers report the error where it matters.
    opened.catch(() => {});
    this.original.sink.catch(() => {});
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
    const declared = await videoTrack.getColorSpace();
    this.original.copier.colourSpace = untaggedColourSpace(declared, videoTrack.codedHeight);
    this.colourSpace = this.original.copier.colourSpace ?? declared;
    const duration = await this.input.computeDuration();
    void this.readAhead(videoTrack).catch(() => {});
    const info = { width: videoTrack.displayWidth, height: videoTrack.displayHeight, duration };
    const context = this.proxyContext;
    const bytes = await this.input.source.getSizeOrNull();
    if (context !== undefined && bytes !== null)
      this.proxy = context.proxies.request({
        identity: context.identity,
        url: this.url,
        ...info,
        bytes,
        seconds: duration,
      });
    return { sink: new VideoSampleSink(videoTrack, VIDEO_DECODER_OPTIONS), info };
  }

  /**
   * The lane of the preview copy when it may serve a frame copied at `scale` of the video's size: the copy is
   * ready and has those pixels. The copy is opened the first time it is ready (its index is read from the
   * disk: a few milliseconds).
   */
  private async proxyLaneFor(scale: number, width: number): Promise<Lane | undefined> {
    const file = this.proxy?.file;
    if (file === undefined || this.disposed) return undefined;
    if (this.proxyInput === undefined) {
      this.proxyInput = track(
        new Input({ source: new BlobSource(file), formats: ALL_FORMATS }),
        'videoInputs',
        this.url,
      );
      await this.openProxy(this.proxyInput);
    }
    const lane = this.proxyLane;
    return lane !== undefined && proxyServes(lane.proxyWidth, width, scale) ? lane : undefined;
  }

  /** The lane a frame copied at `scale` comes from: the preview copy where allowed and it serves, else the original. */
  private async laneFor(scale: number, width: number, proxyAllowed: boolean): Promise<Lane> {
    return (proxyAllowed ? await this.proxyLaneFor(scale, width) : undefined) ?? this.original;
  }

  /**
   * During playback, the lane whose stream is playing, while that stream serves t and the lane serves `scale`:
   * changing lanes restarts decoding from a key frame with a new decoder. A transition draws its scenes
   * smaller; a full-frame background would otherwise move to its copy there and hold its frame 15–20 ms at
   * 1920×1080 while the new decoder caught up.
   */
  private playingLane(t: number, scale: number, width: number, proxyAllowed: boolean): Lane | undefined {
    if (!this.streaming) return undefined;
    if (this.original.stream?.serves(t) === true) return this.original;
    const copy = this.proxyLane;
    return proxyAllowed && copy?.stream?.serves(t) === true && proxyServes(copy.proxyWidth, width, scale)
      ? copy
      : undefined;
  }

  private async openProxy(input: Input): Promise<void> {
    try {
      const videoTrack = await input.getPrimaryVideoTrack();
      if (videoTrack === null || !(await videoTrack.canDecode())) throw new Error('no decodable video track');
      const copier = new SampleCopier(this.url);
      // A copy that does not say which colours it holds holds the original's (proxy/copy-frames.ts): its own
      // size (540 lines) must not make it read as standard definition.
      if ((await videoTrack.getColorSpace()).matrix == null) copier.colourSpace = this.colourSpace;
      if (this.disposed) return;
      this.proxyLane = {
        sink: Promise.resolve(new VideoSampleSink(videoTrack, VIDEO_DECODER_OPTIONS)),
        copier,
        proxyWidth: videoTrack.displayWidth,
      };
    } catch (error) {
      this.proxy?.unusable(error instanceof Error ? error.message : String(error));
    }
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
    this.askedIn = this.frames.current;
    const proxyAllowed = this.proxyContext?.use.allowed === true;
    const next = this.queue.then(() => this.decode(t, copyScale(pixelScale), proxyAllowed));
    this.queue = next.catch(() => {});
    return next;
  }

  private async decode(t: number, scale: number, proxyAllowed: boolean): Promise<DecodedFrame | null> {
    if (this.disposed) return null;
    this.lastScale = scale;
    const ahead = this.ahead;
    // The frame copied ahead becomes the one shown once the clock reaches it (or is dropped if passed over).
    if (ahead !== undefined && t >= ahead.timestamp) {
      this.ahead = undefined;
      if (serves(ahead, t, scale, proxyAllowed)) {
        this.kept = ahead;
        recordStage('video.ahead.shown');
      }
    }
    const kept = this.kept;
    if (kept !== undefined && serves(kept, t, scale, proxyAllowed)) return kept.frame;
    // While a copied-ahead frame waits, the stream has moved past t's frame: the kept frame (copied smaller
    // than asked, the layer grew) stands in rather than the stream starting again.
    if (
      this.ahead !== undefined &&
      kept !== undefined &&
      t >= kept.timestamp &&
      t < this.ahead.timestamp &&
      (proxyAllowed || !kept.fromProxy)
    )
      return kept.frame;
    const info = await this.info;
    const lane =
      this.playingLane(t, scale, info.width, proxyAllowed) ??
      (await this.laneFor(scale, info.width, proxyAllowed));
    if (lane === this.proxyLane) {
      try {
        return await this.decodeFrom(lane, t, scale, info);
      } catch (error) {
        // A copy that cannot be decoded is given up: the original serves this frame and the next ones.
        this.proxy?.unusable(error instanceof Error ? error.message : String(error));
        this.closeProxy();
      }
    }
    return this.decodeFrom(this.original, t, scale, info);
  }

  /** Decodes the frame at t from `lane` and copies it at `scale` of the video's display size. */
  private async decodeFrom(
    lane: Lane,
    t: number,
    scale: number,
    info: VideoInfo,
  ): Promise<DecodedFrame | null> {
    // A new copy may take the canvas the copied-ahead frame is in (the copier has two, taken in turn).
    this.ahead = undefined;
    const sink = await lane.sink;
    // A paused frame that decodes moves away from the frame a stream was primed after (primeStream).
    if (!this.streaming) this.endStreams();
    const waitStarted = performance.now();
    const sample = this.streaming
      ? await this.streamSample(lane, sink, t)
      : await sink.getSample(Math.max(0, t));
    recordStage(this.streaming ? 'video.wait.stream' : 'video.wait.seek', performance.now() - waitStarted);
    if (sample === null) return this.kept?.frame ?? null;
    this.kept = await this.copySample(lane, track(sample, 'videoSamples', this.url), scale, info);
    return this.kept.frame;
  }

  /**
   * Copies `sample` (closed before this returns) at `scale` of the video's display size; `keep`: the canvas
   * of a frame that must stay (the one on show, when copying ahead).
   */
  private async copySample(
    lane: Lane,
    sample: VideoSample,
    scale: number,
    info: VideoInfo,
    keep?: OffscreenCanvas,
  ): Promise<CopiedFrame> {
    const copyStarted = performance.now();
    const fromProxy = lane.proxyWidth > 0;
    if (fromProxy) recordStage('video.proxy.frame');
    let pixelRatio = 1;
    try {
      // The copy's frames are smaller than the original's: the same shown size is a larger share of them.
      const sampleScale = fromProxy ? Math.min(1, (scale * info.width) / sample.displayWidth) : scale;
      const canvas = await lane.copier.copy(sample, sampleScale, keep);
      const width = fromProxy ? info.width : sample.displayWidth;
      const height = fromProxy ? info.height : sample.displayHeight;
      pixelRatio = canvas.width / width;
      return {
        frame: { canvas, width, height, pixelRatio },
        fromProxy,
        timestamp: sample.timestamp,
        duration: sample.duration > 0 ? sample.duration : 1 / 30,
      };
    } finally {
      release(sample);
      recordStage(pixelRatio < 1 ? 'video.copy.scaled' : 'video.copy.full', performance.now() - copyStarted);
    }
  }

  /**
   * During playback, copies the playing stream's next frame now, when it is decoded already, so that the
   * frame that shows it only swaps it in: called in the time left after a frame is drawn, it spreads the
   * copies (the costly step, 5–7 ms for a 1080p background) over the display frames in between instead of
   * piling them onto the frames where the video moves on. The video cache asks the sources of the last frame.
   */
  copyAhead(): Promise<void> {
    if (!this.streaming || this.ahead !== undefined || this.kept === undefined) return Promise.resolve();
    const next = this.queue.then(() => this.copyNext());
    this.queue = next.catch(() => {});
    return next;
  }

  /** Whether the last frame drawn asked this source for a frame. */
  get inLastFrame(): boolean {
    return this.askedIn === this.frames.current;
  }

  /**
   * Opens the playing stream from the frame after the one kept (which shows until the clock passes it), so
   * its decoder has started when the video first moves on: opened then, it held that frame 85–140 ms at
   * 1080p here, several display frames. As playback starts it decodes its whole lookahead; while the preview
   * rests paused (`atRest`), only the next frame, so a play that comes later starts moving at once. A
   * stream opened at rest is kept for playback; a paused frame that decodes closes it (it no longer follows
   * the frame on show).
   */
  primeStream(atRest = false): Promise<void> {
    const next = this.queue.then(() => this.openStreamAhead(atRest));
    this.queue = next.catch(() => {});
    return next;
  }

  private async openStreamAhead(atRest: boolean): Promise<void> {
    const kept = this.kept;
    if (this.disposed || kept === undefined || (!atRest && !this.streaming)) return;
    const info = await this.info;
    const proxyAllowed = this.proxyContext?.use.allowed === true;
    const lane = await this.laneFor(this.lastScale, info.width, proxyAllowed);
    // A stream primed on the other lane (before the preview copy was ready) ends: it is not the one that plays.
    const stream = this.streamFrom(
      lane,
      await lane.sink,
      kept.timestamp + kept.duration,
      'video.stream.primed',
    );
    stream.prime(atRest ? 1 : LOOKAHEAD_FRAMES);
    // At rest there is time to copy the next frame too (copyAhead): the first moving frame only swaps it in.
    // A copy's first frames also make its canvases (10–15 ms at 1080p here).
    if (atRest && this.ahead === undefined) await this.copyFrom(lane, await stream.awaitNext(), kept);
  }

  private async copyNext(): Promise<void> {
    const kept = this.kept;
    if (this.disposed || !this.streaming || this.ahead !== undefined || kept === undefined) return;
    const lane = kept.fromProxy ? this.proxyLane : this.original;
    if (lane !== undefined) await this.copyFrom(lane, lane.stream?.takeNext() ?? null, kept);
  }

  /** Copies `sample` (the stream's next) as the frame ahead, keeping the canvas of `kept`, the frame on show. */
  private async copyFrom(lane: Lane, sample: VideoSample | null, kept: CopiedFrame): Promise<void> {
    if (sample === null) return;
    track(sample, 'videoSamples', this.url);
    const started = performance.now();
    this.ahead = await this.copySample(lane, sample, this.lastScale, await this.info, kept.frame.canvas);
    recordStage('video.ahead.copied', performance.now() - started);
  }

  /** The next sample of `lane`'s playback stream (the other lane's stream ends: one decoder plays at a time). */
  private async streamSample(lane: Lane, sink: VideoSampleSink, t: number): Promise<VideoSample | null> {
    return this.streamFrom(lane, sink, t, 'video.stream.open').take(t);
  }

  /**
   * `lane`'s stream from t: the one it has when that serves t, else a new one, counted as `stage`. The other
   * lane's stream ends (one decoder plays at a time), and a frame copied ahead from a stream that ends goes.
   */
  private streamFrom(lane: Lane, sink: VideoSampleSink, t: number, stage: string): VideoStream {
    const other = lane === this.original ? this.proxyLane : this.original;
    if (other !== undefined) this.endStream(other);
    if (lane.stream === undefined || !lane.stream.serves(t)) {
      this.endStream(lane);
      this.ahead = undefined;
      recordStage(stage);
      lane.stream = new VideoStream(sink, t, this.url);
    }
    return lane.stream;
  }

  private endStream(lane: Lane): void {
    if (lane.stream === undefined) return;
    this.droppedBefore += lane.stream.dropped;
    lane.stream.close();
    lane.stream = undefined;
  }

  private endStreams(): void {
    this.endStream(this.original);
    if (this.proxyLane !== undefined) this.endStream(this.proxyLane);
  }

  /** Lets the copy's decoder and input go (the copy proved unusable, or the source is disposed). */
  private closeProxy(): void {
    if (this.proxyLane !== undefined) {
      this.endStream(this.proxyLane);
      this.proxyLane.copier.free();
    }
    this.proxyLane = undefined;
    if (this.proxyInput !== undefined) {
      forget(this.proxyInput);
      this.proxyInput.dispose();
      this.proxyInput = undefined;
    }
    if (this.kept?.fromProxy === true) this.kept = undefined;
    if (this.ahead?.fromProxy === true) this.ahead = undefined;
  }

  /**
   * Playback on: later frames come from a decoding-ahead iterator. Off: the iterator and its queued frames
   * are closed (once the request in progress is done), and frames are decoded one seek at a time again.
   */
  setStreaming(on: boolean): void {
    this.streaming = on;
    if (!on) {
      const next = this.queue.then(() => {
        if (!this.streaming) this.endStreams();
      });
      this.queue = next.catch(() => {});
    }
  }

  /**
   * Frees what an unused source holds — its decoding-ahead streams (a decoder and its queued frames) and the
   * last frame's copy — when no frame was asked for since the last call. A later `frameAt` starts again. An
   * export calls this after every frame, so a layer whose time is over holds nothing for the rest of a long
   * video (without it, every past video layer kept a decoder and four frames: memory grew with each scene).
   */
  restIfIdle(): void {
    if (this.used) {
      this.used = false;
      return;
    }
    if (this.original.stream === undefined && this.proxyLane?.stream === undefined && this.kept === undefined)
      return;
    const next = this.queue.then(() => {
      if (this.used) return;
      this.endStreams();
      this.kept = undefined;
      this.original.copier.free();
      this.proxyLane?.copier.free();
    });
    this.queue = next.catch(() => {});
  }

  /** Decoded frames closed without being shown (decoding ran behind the clock or the clock jumped). */
  get droppedFrames(): number {
    return this.droppedBefore + (this.original.stream?.dropped ?? 0) + (this.proxyLane?.stream?.dropped ?? 0);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.endStreams();
    this.closeProxy();
    forget(this.input);
    this.input.dispose();
    this.kept = undefined;
    this.original.copier.free();
  }
}
