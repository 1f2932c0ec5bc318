import { VideoSource, type FrameCount, type ProxyUse } from './video.ts';
import type { PreviewProxies } from '../proxy/proxies.ts';
import { urlIdentity } from '../../shared/media/source.ts';

/** Video sources by user key (each layer has its own decoder); disposed when their user lets go. */
export class VideoCache {
  private readonly sources = new Map<string, VideoSource>();
  private streaming = false;
  /** Whether frames asked for now may come from preview copies (only with `proxies`): off while grabbing. */
  readonly proxyUse: ProxyUse = { allowed: true };
  /** The frames drawn so far (newFrame): each source notes the last one that asked it for a frame. */
  private readonly frames: FrameCount = { current: 0 };

  /** `proxies`: the preview's copies of large videos (none for grabs-only renderers and exports). */
  constructor(
    private readonly timeoutMs: number,
    private readonly proxies?: PreviewProxies,
  ) {}

  /** Runs `draw` with the preview copies put aside: what it draws decodes the originals (a frame grab). */
  async withoutProxies<T>(draw: () => Promise<T>): Promise<T> {
    this.proxyUse.allowed = false;
    try {
      return await draw();
    } finally {
      this.proxyUse.allowed = true;
    }
  }

  /** Playback mode for every source, present and future (see VideoSource.setStreaming). */
  setStreaming(on: boolean): void {
    this.streaming = on;
    for (const source of this.sources.values()) source.setStreaming(on);
  }

  /** A frame is about to be drawn (the sources it asks for are those of the last frame, primeStreams). */
  newFrame(): void {
    this.frames.current++;
  }

  /**
   * The sources of the last frame drawn open their playing streams now (primeStream): as playback starts, or
   * at rest while paused (`atRest`).
   */
  primeStreams(atRest = false): void {
    for (const source of this.sources.values()) if (source.inLastFrame) void source.primeStream(atRest);
  }

  /**
   * Each source the last frame drew copies its next frame ahead of the clock (VideoSource.copyAhead), one
   * after another.
   */
  async copyAhead(): Promise<void> {
    for (const source of this.sources.values()) if (source.inLastFrame) await source.copyAhead();
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
   * `identity` names the video across sessions for its preview copy (its library key, else its URL).
   */
  get(key: string, url: string, identity = urlIdentity(url)): VideoSource {
    let source = this.sources.get(key);
    if (source === undefined) {
      const proxies = this.proxies;
      source = new VideoSource(
        url,
        this.timeoutMs,
        proxies === undefined ? undefined : { proxies, identity, use: this.proxyUse },
        this.frames,
      );
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
