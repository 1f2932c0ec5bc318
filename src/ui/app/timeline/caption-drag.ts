/**
 * What dragging a caption's bar on the timeline does to its times (seconds on its audio's clock): moved whole
 * or by either end, never past its room (the neighbouring captions and the audio, see captionRoom) and never
 * shorter than MIN_CAPTION_SPAN, so a drag always lands on times the edit accepts.
 */
import type { CaptionTimes } from '../../../shared/captions/caption-edit.ts';
import type { BarDragMode } from './bar-drag.ts';

/** The shortest a caption can be dragged to (s): shorter cannot be read. */
export const MIN_CAPTION_SPAN = 0.1;

/** The caption's times after dragging by `delta` seconds (positive = later), kept to the millisecond. */
export function dragCaption(
  mode: BarDragMode,
  from: CaptionTimes,
  delta: number,
  room: { min: number; max: number },
): CaptionTimes {
  const span = milli(from.end - from.start);
  // A caption already shorter than the minimum keeps its length rather than grow under the pointer.
  const shortest = Math.min(MIN_CAPTION_SPAN, span);
  if (mode === 'move') {
    const start = clamp(from.start + delta, room.min, Math.max(room.min, room.max - span));
    return { start: milli(start), end: milli(start + span) };
  }
  if (mode === 'start')
    return { start: milli(clamp(from.start + delta, room.min, from.end - shortest)), end: from.end };
  return { start: from.start, end: milli(clamp(from.end + delta, from.start + shortest, room.max)) };
}

/** The edges a drag of `mode` moves. */
export function captionEdges(mode: BarDragMode, from: CaptionTimes): number[] {
  return mode === 'start' ? [from.start] : mode === 'end' ? [from.end] : [from.start, from.end];
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function milli(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
