/**
 * Fading entrances/exits: fade, blur, neon. Phase from the speed table capped at T/2.
 *
 * fade: opacity 1 − a, ease smooth.
 * blur: opacity 1 − a and a blur of (10 + 20 × intensity) × a px (radius chosen here), ease smooth.
 *   A blur-type effect: captureScale 1.5 for the whole window, so the capture does not change size
 *   mid-animation.
 * neon: a neon sign switching on: the entrance is split into 6 equal slots with opacities 0, 1, 0, 0.5, 0, 1
 *   (slot = floor(progress × 6), linear progress), then stays on; the exit plays the pattern backwards (time
 *   mirror). A glow of strength 0.3 + 0.7 × intensity for the whole window; glow spills past the box, so it is
 *   blur-type too (captureScale 1.5).
 */
import {
  BLUR_CAPTURE_SCALE,
  BLUR_MAX_PX,
  BLUR_MIN_PX,
  NEON_GLOW_MAX,
  NEON_GLOW_MIN,
  NEON_PATTERN,
} from '../constants.ts';
import { linear, smooth } from '../ease.ts';
import { composeStates, makeState } from '../state.ts';
import { capPhase, speedToDurationMs } from '../timing.ts';
import { phased } from './common.ts';
import type { PresetFn } from './common.ts';

export const fade: PresetFn = (params, t, ctx) => {
  const d = capPhase(speedToDurationMs(params.speed), ctx.durationMs);
  return phased(params, t, ctx, d, d, smooth, (a) => ({ opacity: 1 - a }));
};

/** Blur radius at the start of a blur entrance: 10 + 20 × intensity px. */
export function blurRadius(intensity: number): number {
  return BLUR_MIN_PX + (BLUR_MAX_PX - BLUR_MIN_PX) * intensity;
}

export const blur: PresetFn = (params, t, ctx) => {
  const d = capPhase(speedToDurationMs(params.speed), ctx.durationMs);
  const r = blurRadius(params.intensity);
  const moving = phased(params, t, ctx, d, d, smooth, (a) => ({ opacity: 1 - a, blur: r * a }));
  return composeStates(moving, makeState({ captureScale: BLUR_CAPTURE_SCALE }));
};

/** Neon opacity at entrance progress p (0..1): the slot pattern, 1 once finished. */
export function neonOpacity(p: number): number {
  if (p >= 1) return 1;
  const slot = Math.min(NEON_PATTERN.length - 1, Math.max(0, Math.floor(p * NEON_PATTERN.length)));
  return NEON_PATTERN[slot] ?? 1;
}

export const neon: PresetFn = (params, t, ctx) => {
  const d = capPhase(speedToDurationMs(params.speed), ctx.durationMs);
  const glow = NEON_GLOW_MIN + (NEON_GLOW_MAX - NEON_GLOW_MIN) * params.intensity;
  const flicker = phased(params, t, ctx, d, d, linear, (a) => ({ opacity: neonOpacity(1 - a) }));
  return composeStates(flicker, makeState({ glow, captureScale: BLUR_CAPTURE_SCALE }));
};
