/**
 * breathe: a slow scale of the whole layer plus long fades.
 * - Scale: over the settle time S = min(10000 ms, T) the layer grows from 1 to b
 *   (direction 'in', default) or shrinks from b to 1 (any other direction), with the smooth ease, then holds.
 *   b = 1.05 + 0.10 × intensity (breathe has no amplitude of its own: the photo scale step is reused).
 *   rea swaps growing and shrinking. The scale runs whatever the trigger.
 * - Fades: an entrance fade-in over P = min(5000 ms, T/2) and an exit fade-out over the last P (phases of
 *   5000 ms, capped at half), as the trigger says; ease smooth.
 */
import { BREATHE_PHASE_MS, BREATHE_SETTLE_MS } from '../constants.ts';
import { clamp, smooth } from '../ease.ts';
import { composeStates, makeState } from '../state.ts';
import { capPhase, lerp } from '../timing.ts';
import { phased, photoScale } from './common.ts';
import type { PresetFn } from './common.ts';

export const breathe: PresetFn = (params, t, ctx) => {
  const settle = Math.min(BREATHE_SETTLE_MS, ctx.durationMs);
  const q = settle > 0 ? smooth(clamp(t / settle, 0, 1)) : 1;
  const b = photoScale(params.intensity);
  const grow = (params.direction === 'in') !== params.rea;
  const k = grow ? lerp(1, b, q) : lerp(b, 1, q);
  const p = capPhase(BREATHE_PHASE_MS, ctx.durationMs);
  const fades = phased(params, t, ctx, p, p, smooth, (a) => ({ opacity: 1 - a }));
  return composeStates(fades, makeState({ scaleX: k, scaleY: k }));
};
