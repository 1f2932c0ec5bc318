/**
 * Readiness to play while the preview is paused: once a paused frame has stayed on show for a moment (the
 * user looks, then presses play), the videos it shows open their decoding streams from their next frame.
 * Opening a decoder and decoding from a key frame is what the first moving frame of a playback waited for
 * (60–100 ms at 1920×1080 here, with three videos). Scrubbing never pays for it: every new frame, grab or
 * playback restarts the wait.
 */

/** How long a paused frame stays on show before its videos prime their streams. */
export const PRIME_AFTER_REST_MS = 400;

export class RestPrimer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The wait ran out and nothing happened since: the streams of the frame on show are primed. */
  private rested = false;

  /** `prime`: opens the streams of the frame on show (VideoCache.primeStreams at rest). */
  constructor(
    private readonly prime: () => void,
    private readonly restMs = PRIME_AFTER_REST_MS,
  ) {}

  /** A paused frame is on show: its videos prime after the rest, unless something else happens first. */
  pausedFrame(): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.rested = true;
      this.prime();
    }, this.restMs);
  }

  /** Something else happens (a frame is asked for, a grab, playback): nothing is primed until the next rest. */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.rested = false;
  }

  /**
   * What decides which decoder a video plays from has changed (its preview copy became ready): at rest, the
   * streams are primed again, on the decoder playback will use.
   */
  changed(): void {
    if (this.rested) this.prime();
  }
}
