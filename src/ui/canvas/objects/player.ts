/**
 * Media playing in place on the editing canvas (video clips play, pause — optionally rewinding — and
 * seek; stickers play, and pause either back on the cover frame or holding the current one). While playing,
 * a player steps once per animation frame and asks for a redraw; the view draws the player's current frame.
 */
export interface MediaPlayer {
  readonly playing: boolean;
  play(): Promise<void>;
  /** rewind: back to the first frame (video: the trim start; sticker: the cover frame). */
  pause(rewind: boolean): Promise<void>;
  /** Shows the frame `seconds` after the layer starts (trim, speed and loop applied). */
  seek(seconds: number): Promise<void>;
  dispose(): void;
}

/** Calls `step` once per animation frame until it returns false or `stop` is called. */
export function frameLoop(step: () => boolean): { stop(): void } {
  let handle = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    if (step()) handle = requestAnimationFrame(tick);
    else running = false;
  };
  handle = requestAnimationFrame(tick);
  return {
    stop() {
      running = false;
      cancelAnimationFrame(handle);
    },
  };
}

export function assertSeconds(seconds: number, what: string): void {
  if (!(Number.isFinite(seconds) && seconds >= 0)) {
    throw new RangeError(`${what}: seconds ${String(seconds)} is not a time from the layer's start`);
  }
}
