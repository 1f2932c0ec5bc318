/**
 * What dragging a layer's timeline bar does to its window (seconds from its clip's start). The bar can be
 * moved whole or by either end; the result then goes through `clampLayerWindow`, which is what the
 * store keeps, so the bar drawn while dragging is the window that will be saved.
 */
import { clampLayerWindow, MIN_LAYER_SPAN } from '../../../shared/project/edits/layers.ts';

export type BarDragMode = 'move' | 'start' | 'end';

export interface LayerWindow {
  start: number;
  /** Undefined: until the clip ends. */
  stop: number | undefined;
}

/** Drags move in hundredths of a second: finer steps cannot be seen at any zoom and clutter the JSON. */
export function roundDelta(seconds: number): number {
  return Math.round(seconds * 100) / 100;
}

/**
 * The window after dragging by `delta` seconds (positive = later). Moving keeps the span and stays inside
 * the clip; an end cannot pass the other end (MIN_LAYER_SPAN apart); an end reaching the clip's end means
 * "until the end" (stop dropped).
 */
export function dragWindow(
  mode: BarDragMode,
  from: LayerWindow,
  delta: number,
  clipDuration: number,
): LayerWindow {
  const d = roundDelta(delta);
  const end = from.stop ?? clipDuration;
  let start = from.start;
  let stop: number | undefined = end;
  if (mode === 'move') {
    const span = end - from.start;
    start = clamp(from.start + d, 0, Math.max(0, clipDuration - span));
    stop = start + span;
  } else if (mode === 'start') {
    start = clamp(from.start + d, 0, end - MIN_LAYER_SPAN);
  } else {
    stop = clamp(end + d, from.start + MIN_LAYER_SPAN, clipDuration);
  }
  return clampLayerWindow(round(start), stop >= clipDuration ? undefined : round(stop), clipDuration);
}

/** Seconds an arrow key moves a focused bar: 0.1, or 1 with Shift. */
export const KEY_STEP = 0.1;
export const KEY_STEP_LARGE = 1;

/**
 * The time delta of an arrow key on a bar, or undefined for other keys. `rtl`: the timeline runs right to
 * left, so ArrowLeft goes later.
 */
export function arrowDelta(key: string, shift: boolean, rtl: boolean): number | undefined {
  const step = shift ? KEY_STEP_LARGE : KEY_STEP;
  if (key === 'ArrowRight') return rtl ? -step : step;
  if (key === 'ArrowLeft') return rtl ? step : -step;
  return undefined;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** Float sums such as 1.2 + 0.1 are brought back to hundredths. */
function round(seconds: number): number {
  return Math.round(seconds * 1e6) / 1e6;
}
