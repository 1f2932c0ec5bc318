import type { VideoProperty } from '../model/layer.ts';

/** Rounds down to 1 decimal (speed-adjusted times), robust to binary noise (0.3/0.1 → 3, not 2.9). */
export function floorToTenth(seconds: number): number {
  return Math.floor(Math.round(seconds * 1e6) / 1e5) / 10;
}

export function videoSpeed(property: Pick<VideoProperty, '_speed'>): number {
  const speed = Number(property._speed);
  return Number.isFinite(speed) && speed > 0 ? speed : 1;
}

/** Seconds a video layer plays on the timeline for one pass of its trimmed source: (end − start) / speed. */
export function videoPlayDuration(property: Pick<VideoProperty, '_start' | '_end' | '_speed'>): number {
  return floorToTenth(Math.max(0, property._end - property._start) / videoSpeed(property));
}

/**
 * The source time (seconds) a video layer shows at `localTime` seconds after the layer's start: trimmed to
 * [start, end), sped up by speed, looping when loop is on, else holding the last frame.
 */
export function videoSourceTime(
  property: Pick<VideoProperty, '_start' | '_end' | '_speed' | '_loop'>,
  localTime: number,
): number {
  const span = Math.max(0, property._end - property._start);
  if (span === 0) return property._start;
  const advanced = Math.max(0, localTime) * videoSpeed(property);
  const offset = property._loop ? advanced % span : Math.min(advanced, span);
  return property._start + offset;
}
