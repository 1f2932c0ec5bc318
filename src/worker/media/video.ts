/**
 * Decoded video frames by source URL (DESIGN.md "Video"): one mediabunny Input per source with a
 * VideoSampleSink. `frameAt(t)` decodes the frame shown at source time t and copies it into a canvas owned by
 * the layer, closing the VideoSample at once, so no decoded frame outlives the call (open decoder frames stall
 * hardware decoders). The last frame is kept as a canvas; asking again for the same frame costs nothing.
 */
import { ALL_FORMATS, Input, UrlSource, VideoSampleSink } from 'mediabunny';
import { forget, release, track } from './resources.ts';
import { withMediaTimeout } from './timeout.ts';

export interface VideoInfo {
  width: number;
  height: number;
  duration: number;
}

export class VideoSource {
  private readonly input: Input;
  private sink: Promise<VideoSampleSink>;
  readonly info: Promise<VideoInfo>;
  private frame: OffscreenCanvas | undefined;
  private frameTimestamp = Number.NaN;
  private frameDuration = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private disposed = false;

  constructor(
    readonly url: string,
    timeoutMs: number,
  ) {
    this.input = track(new Input({ source: new UrlSource(url), formats: ALL_FORMATS }), 'videoInputs', url);
    const opened = withMediaTimeout(this.open(), `video ${url}`, timeoutMs);
    this.sink = opened.then((o) => o.sink);
    this.info = opened.then((o) => o.info);
    // Callers that never ask for frames must not see an unhandled rejection; frameAt reports errors.
    opened.catch(() => {});
  }

  private async open(): Promise<{ sink: VideoSampleSink; info: VideoInfo }> {
    const videoTrack = await this.input.getPrimaryVideoTrack();
    if (videoTrack === null) throw new Error(`video ${this.url}: no video track`);
    if (!(await videoTrack.canDecode())) {
      throw new Error(
        `video ${this.url}: codec ${String(await videoTrack.getCodec())} cannot be decoded here`,
      );
    }
    const duration = await this.input.computeDuration();
    return {
      sink: new VideoSampleSink(videoTrack),
      info: { width: videoTrack.displayWidth, height: videoTrack.displayHeight, duration },
    };
  }

  /**
   * A canvas holding the frame at source time `t` (seconds), or null when the source has no frame there.
   * Calls are serialised: a decoder serves one request at a time.
   */
  frameAt(t: number): Promise<OffscreenCanvas | null> {
    const next = this.queue.then(() => this.decode(t));
    this.queue = next.catch(() => {});
    return next;
  }

  private async decode(t: number): Promise<OffscreenCanvas | null> {
    if (this.disposed) return null;
    if (
      this.frame !== undefined &&
      t >= this.frameTimestamp &&
      t < this.frameTimestamp + this.frameDuration
    ) {
      return this.frame;
    }
    const sink = await this.sink;
    const sample = await sink.getSample(Math.max(0, t));
    if (sample === null) return this.frame ?? null;
    track(sample, 'videoSamples', this.url);
    try {
      const width = sample.displayWidth;
      const height = sample.displayHeight;
      if (this.frame === undefined || this.frame.width !== width || this.frame.height !== height) {
        this.frame = new OffscreenCanvas(width, height);
      }
      const ctx = this.frame.getContext('2d');
      if (ctx === null) throw new Error('no 2d context for a video frame');
      sample.draw(ctx, 0, 0, width, height);
      this.frameTimestamp = sample.timestamp;
      this.frameDuration = sample.duration > 0 ? sample.duration : 1 / 30;
    } finally {
      release(sample);
    }
    return this.frame;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    forget(this.input);
    this.input.dispose();
    this.frame = undefined;
  }
}

/** Video sources by user key (each layer has its own decoder); disposed when their user lets go. */
export class VideoCache {
  private readonly sources = new Map<string, VideoSource>();

  constructor(private readonly timeoutMs: number) {}

  /**
   * The source for `url` as seen by one user (`key`, e.g. layer id + url): each layer keeps its own decoder
   * position and last frame, so two layers of one file at different times do not thrash one decoder.
   */
  get(key: string, url: string): VideoSource {
    let source = this.sources.get(key);
    if (source === undefined) {
      source = new VideoSource(url, this.timeoutMs);
      this.sources.set(key, source);
    }
    return source;
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
