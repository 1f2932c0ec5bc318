/**
 * Playback of one animation instance over time (loop counting; direction
 * normal, reverse or alternate), as a pure function of elapsed time: which iteration is playing, the time
 * inside the animation, and whether it has completed. Pausing is the caller's business (it stops advancing
 * the elapsed time).
 */
export type PlaybackDirection = 'normal' | 'reverse' | 'alternate';

export interface PlaybackOptions {
  /** number of iterations (≥ 1); true = forever, false or missing = 1 */
  loop?: number | boolean;
  direction?: PlaybackDirection;
}

export interface PlaybackPosition {
  /** time inside the animation, 0..durationMs */
  time: number;
  /** 0-based iteration being played (the last one once completed) */
  iteration: number;
  completed: boolean;
}

/**
 * Position at `elapsedMs` (clamped at ≥ 0) of an animation of `durationMs`. Iteration n covers
 * [n·d, (n+1)·d); it plays forwards, or backwards for 'reverse', and for 'alternate' odd iterations play
 * backwards. Once all iterations have played the position stays at the end of the last one. A zero-length
 * animation is completed at once.
 */
export function playbackPosition(
  elapsedMs: number,
  durationMs: number,
  options: PlaybackOptions = {},
): PlaybackPosition {
  const loops =
    options.loop === true
      ? Infinity
      : typeof options.loop === 'number' && options.loop >= 1
        ? Math.floor(options.loop)
        : 1;
  const direction = options.direction ?? 'normal';
  const d = Math.max(0, durationMs);
  const e = Math.max(0, elapsedMs);
  const backwards = (n: number): boolean =>
    direction === 'reverse' || (direction === 'alternate' && n % 2 === 1);
  if (d === 0 || e >= d * loops) {
    const last = Number.isFinite(loops) ? loops - 1 : 0;
    return { time: backwards(last) ? 0 : d, iteration: last, completed: true };
  }
  const iteration = Math.floor(e / d);
  const local = e - iteration * d;
  return { time: backwards(iteration) ? d - local : local, iteration, completed: false };
}
