/**
 * Sequential decoding for playback: one long-lived mediabunny `samples(t0)` iterator per
 * video layer, decoding ahead of the clock into a small queue. Each request takes the frame shown at t; frames
 * the clock has already passed are closed unseen (dropped), so a slow decoder skips frames instead of
 * holding the clock back. Every VideoSample received is tracked and closed: consumed, dropped, or at `close`.
 */
import type { VideoSample, VideoSampleSink } from 'mediabunny';
import { release, track } from '../media/resources.ts';
import { recordStage } from '../stats/stages.ts';

/** Decoded frames kept ahead of the clock: enough to ride out a slow frame, few enough to stay light. */
export const LOOKAHEAD_FRAMES = 4;
/** A request further ahead than this from the queue restarts the iterator (a jump, not playback). */
const MAX_FORWARD_GAP_S = 1.5;

export class VideoStream {
  private readonly iterator: AsyncGenerator<VideoSample, void, unknown>;
  private readonly queue: VideoSample[] = [];
  private pump: Promise<void> | undefined;
  private ended = false;
  private closed = false;
  /** How many decoded frames to keep ahead: none until primed (`prime`) or asked, the lookahead once playing. */
  private wanted = 0;
  /** Timestamp of the last frame handed out: a request before it means the clock went back (loop, seek). */
  private lastTaken = -Infinity;
  /** Decoded frames closed without being shown. */
  dropped = 0;

  constructor(
    sink: VideoSampleSink,
    readonly start: number,
    private readonly label: string,
  ) {
    this.iterator = sink.samples(Math.max(0, start));
  }

  /** Whether this stream can serve time t, or a new one must start there. */
  serves(t: number): boolean {
    if (this.closed || t < this.lastTaken || t < this.start) return false;
    const tail = this.queue.at(-1);
    const reach =
      tail !== undefined ? tail.timestamp : this.lastTaken === -Infinity ? this.start : this.lastTaken;
    return t <= reach + MAX_FORWARD_GAP_S;
  }

  /** Pulls one sample into the queue (one pull at a time: the iterator is sequential). */
  private pull(): Promise<void> {
    this.pump ??= (async () => {
      try {
        const started = performance.now();
        const next = await this.iterator.next();
        recordStage('video.decoded', performance.now() - started);
        if (next.done === true) {
          this.ended = true;
          return;
        }
        const sample = track(next.value, 'videoSamples', this.label);
        if (this.closed) release(sample);
        else this.queue.push(sample);
      } finally {
        this.pump = undefined;
      }
    })();
    return this.pump;
  }

  /** Keeps decoding in the background until the lookahead queue is full. */
  private fill(): void {
    if (this.closed || this.ended || this.pump !== undefined || this.queue.length >= this.wanted) return;
    this.pull().then(
      () => this.fill(),
      () => {
        this.ended = true;
      },
    );
  }

  /**
   * The sample shown at t, handed to the caller (who draws and closes it), or null when the source has no
   * frame at t (before its first frame). Earlier frames are closed.
   */
  async take(t: number): Promise<VideoSample | null> {
    // Decode until the queue holds a frame after t (so the shown one is known) or the source ends.
    while (!this.closed && !this.ended && (this.queue.at(-1)?.timestamp ?? -Infinity) <= t) {
      await this.pull();
    }
    let shown: VideoSample | null = null;
    while (this.queue.length > 0 && (this.queue[0]?.timestamp ?? Infinity) <= t) {
      if (shown !== null) {
        release(shown);
        this.dropped++;
        recordStage('video.droppedUnseen');
      }
      shown = this.queue.shift() ?? null;
    }
    if (shown !== null) this.lastTaken = shown.timestamp;
    this.wanted = LOOKAHEAD_FRAMES;
    this.fill();
    return shown;
  }

  /**
   * Starts decoding ahead now, before any frame is asked for: `frames` of them (the whole lookahead when
   * playback is about to start; fewer while the preview rests paused, where decoded frames only wait).
   */
  prime(frames = LOOKAHEAD_FRAMES): void {
    this.wanted = Math.max(this.wanted, Math.min(LOOKAHEAD_FRAMES, frames));
    this.fill();
  }

  /**
   * The sample after the last one handed out, when it is decoded already (no waiting), handed to the caller:
   * playback converts it ahead of the clock in the time left after a frame (VideoSource.copyAhead).
   */
  takeNext(): VideoSample | null {
    this.wanted = LOOKAHEAD_FRAMES;
    return this.handOutNext();
  }

  /**
   * The sample after the last one handed out, waiting for it to be decoded, handed to the caller; null at the
   * end of the source. Unlike a playing take, it decodes no further than `prime` asked.
   */
  async awaitNext(): Promise<VideoSample | null> {
    while (!this.closed && !this.ended && this.queue.length === 0) await this.pull();
    return this.handOutNext();
  }

  /** The first queued sample, if any, handed out; decoding goes on up to what is wanted. */
  private handOutNext(): VideoSample | null {
    const next = this.queue.shift() ?? null;
    if (next !== null) this.lastTaken = next.timestamp;
    this.fill();
    return next;
  }

  /** Closes every queued sample and ends the iterator (a pull in flight closes its sample on arrival). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const sample of this.queue.splice(0)) release(sample);
    const pending = this.pump ?? Promise.resolve();
    void pending.finally(() => this.iterator.return(undefined)).catch(() => {});
  }
}
