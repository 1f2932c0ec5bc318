/**
 * Scaling entrances/exits: pop, stomp, subtitle-popup. Scales apply about the box centre.
 *
 * pop: scale 1 − a (from the minimum scale up to 1) with the engine's default ease easeOutElastic(1, .5),
 *   so it overshoots and settles; phase from the speed table capped at T/2. No fade.
 * stomp: the layer drops from very large: scale 1 + (S − 1) × a with S = 3 × fit, fit = the scale
 *   at which the box just fits the canvas = min(canvas.width / box.width, canvas.height / box.height)
 *   (fit = 1 for an empty box); opacity 1 − a; ease smooth; phase from the speed table capped at T/2.
 * subtitle-popup: phase P = 360 ms when T > 1080 ms, else T / 3 (speed is not used); scale 1 − a and
 *   opacity 1 − a, ease smooth.
 */
import { STOMP_FIT_FACTOR, SUBTITLE_POPUP_LONG_MS, SUBTITLE_POPUP_PHASE_MS } from '../constants.ts';
import { engineDefaultEase, smooth } from '../ease.ts';
import { capPhase, speedToDurationMs } from '../timing.ts';
import type { Box, Size } from '../types.ts';
import { phased } from './common.ts';
import type { PresetFn } from './common.ts';

export const pop: PresetFn = (params, t, ctx) => {
  const d = capPhase(speedToDurationMs(params.speed), ctx.durationMs);
  return phased(params, t, ctx, d, d, engineDefaultEase, (a) => ({ scaleX: 1 - a, scaleY: 1 - a }));
};

/** The scale at which the box just fits inside the canvas (1 when the box is empty). */
export function canvasFit(box: Box, canvas: Size): number {
  if (!(box.width > 0) || !(box.height > 0)) return 1;
  return Math.min(canvas.width / box.width, canvas.height / box.height);
}

/** Stomp start scale: 3 × canvas fit. */
export function stompScale(box: Box, canvas: Size): number {
  return STOMP_FIT_FACTOR * canvasFit(box, canvas);
}

export const stomp: PresetFn = (params, t, ctx) => {
  const d = capPhase(speedToDurationMs(params.speed), ctx.durationMs);
  const s = stompScale(ctx.box, ctx.canvas);
  return phased(params, t, ctx, d, d, smooth, (a) => {
    const k = 1 + (s - 1) * a;
    return { scaleX: k, scaleY: k, opacity: 1 - a };
  });
};

/** Subtitle-popup phase: 360 ms when the duration exceeds 1080 ms, else a third of it. */
export function subtitlePopupPhaseMs(totalMs: number): number {
  return totalMs > SUBTITLE_POPUP_LONG_MS ? SUBTITLE_POPUP_PHASE_MS : Math.max(0, totalMs) / 3;
}

export const subtitlePopup: PresetFn = (params, t, ctx) => {
  const d = subtitlePopupPhaseMs(ctx.durationMs);
  return phased(params, t, ctx, d, d, smooth, (a) => ({ scaleX: 1 - a, scaleY: 1 - a, opacity: 1 - a }));
};
