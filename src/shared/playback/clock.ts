/**
 * The media clock as the worker sees it: the page's AudioContext is the master;
 * a sync message pins one media time to one absolute instant, and media time runs at real speed from there.
 */
import type { SyncMessage } from '../protocol/playback.ts';

/** Media time (s) at absolute time `now` (ms), extrapolated from `sync`, never before `floor`. */
export function extrapolateMediaTime(sync: SyncMessage, now: number, floor = -Infinity): number {
  return Math.max(floor, sync.mediaTime + (now - sync.at) / 1000);
}

/**
 * The page side of the clock: playback started at AudioContext time `contextStart` from media time
 * `mediaStart`, so media time is their offset plus context seconds elapsed since.
 */
export interface AudioAnchor {
  contextStart: number;
  mediaStart: number;
}

export function mediaTimeAt(anchor: AudioAnchor, contextTime: number): number {
  return anchor.mediaStart + (contextTime - anchor.contextStart);
}

export function contextTimeAt(anchor: AudioAnchor, mediaTime: number): number {
  return anchor.contextStart + (mediaTime - anchor.mediaStart);
}

/**
 * A sync message from one AudioContext reading (`getOutputTimestamp`: the context time being heard at a
 * performance time). Before playback starts (context time before the anchor) media time holds at its start.
 */
export function syncFromAudio(
  anchor: AudioAnchor,
  reading: { contextTime: number; performanceTime: number },
  timeOrigin: number,
): SyncMessage {
  return {
    mediaTime: mediaTimeAt(anchor, reading.contextTime),
    at: timeOrigin + reading.performanceTime,
  };
}

/**
 * How far (s) a fresh clock `reading` is from where a follower of `sent` puts media time at that moment:
 * the step the clock took since `sent` (Infinity when nothing was sent yet).
 */
export function clockStep(sent: SyncMessage | undefined, reading: SyncMessage): number {
  if (sent === undefined) return Infinity;
  return Math.abs(extrapolateMediaTime(sent, reading.at) - reading.mediaTime);
}
