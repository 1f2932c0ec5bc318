/**
 * The timeline's geometry: seconds ↔ pixels at a zoom level, where each clip sits, and where the ruler's
 * ticks go. Pure, so the layout is tested exactly and the components only draw it.
 */

/** Pixels per second at zoom 1. */
export const BASE_PX_PER_SECOND = 60;
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 8;

export function pxPerSecond(zoom: number): number {
  return BASE_PX_PER_SECOND * clampZoom(zoom);
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The next zoom level in or out (levels double), within MIN_ZOOM..MAX_ZOOM. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  return clampZoom(direction > 0 ? zoom * 2 : zoom / 2);
}

export function timeToPx(seconds: number, pps: number): number {
  return seconds * pps;
}

/** The time under `px` (from the timeline's start edge), within 0..total. */
export function pxToTime(px: number, pps: number, total: number): number {
  if (pps <= 0) return 0;
  return Math.min(Math.max(0, px / pps), Math.max(0, total));
}

export interface ClipSpan {
  index: number;
  start: number;
  end: number;
}

/** Where each clip lies on the project timeline (clips follow each other; the total is their sum). */
export function clipSpans(durations: readonly number[]): ClipSpan[] {
  let start = 0;
  return durations.map((duration, index) => {
    const span = { index, start, end: start + duration };
    start = span.end;
    return span;
  });
}

/** Tick steps the ruler may use (seconds); the smallest whose ticks stay MIN_TICK_PX apart wins. */
const TICK_STEPS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600] as const;
export const MIN_TICK_PX = 50;

export function tickStep(pps: number): number {
  return TICK_STEPS.find((step) => step * pps >= MIN_TICK_PX) ?? 600;
}

/** The ruler's tick times from 0 to `total` inclusive, `tickStep(pps)` apart. */
export function rulerTicks(total: number, pps: number): number[] {
  const step = tickStep(pps);
  const ticks: number[] = [];
  // Counting steps (not adding floats) keeps 0.1-steps exact: 0.3, not 0.30000000000000004.
  for (let i = 0; i * step <= total + 1e-9; i++) ticks.push(Math.round(i * step * 1000) / 1000);
  return ticks;
}
