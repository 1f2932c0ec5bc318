/**
 * Photo presets: the image moves inside its own box (state.content; the box clips it), the box stays put.
 * Continuous: progress f = t / T over the whole window, linear (slow, even camera moves); rea plays it
 * backwards (f → 1 − f). Speed is not used; trigger is not used (see common.ts).
 *
 * photoflow: the image, scaled by s = 1.05 + 0.10 × intensity (the photo scale step), pans along the
 *   direction from −m to +m, m = (s − 1) × extent / 2 (the overhang on each side, so the box stays covered);
 *   extent = the box's width (left/right) or height (up/down). Default direction right.
 * photorise: the image zooms out from s to 1 while rising into place: scale lerp(s, 1, f), offset
 *   −u × m × (1 − f) (it starts one overhang back along the direction, the box still covered). Default up.
 * photozoom: scale from 1 to Z = 1.03 + 0.27 × scale for direction 'in' (default), from Z to 1 for
 *   any other direction (zoom out).
 */
import { PHOTOZOOM_BASE, PHOTOZOOM_PER_SCALE } from '../constants.ts';
import { clamp } from '../ease.ts';
import { makeState } from '../state.ts';
import { directionVector, extentAlong, lerp } from '../timing.ts';
import type { AnimationContext, PresetParams } from '../types.ts';
import { photoScale, z } from './common.ts';
import type { PresetFn } from './common.ts';

/** Progress through the window, 0..1, reversed by rea. */
export function windowProgress(params: PresetParams, t: number, ctx: AnimationContext): number {
  const f = ctx.durationMs > 0 ? clamp(t / ctx.durationMs, 0, 1) : 1;
  return params.rea ? 1 - f : f;
}

export const photoflow: PresetFn = (params, t, ctx) => {
  const f = windowProgress(params, t, ctx);
  const s = photoScale(params.intensity);
  const u = directionVector(params.direction);
  const m = ((s - 1) * extentAlong(params.direction, ctx.box)) / 2;
  const k = lerp(-m, m, f);
  return makeState({ content: { scale: s, x: z(u.x * k), y: z(u.y * k) } });
};

export const photorise: PresetFn = (params, t, ctx) => {
  const f = windowProgress(params, t, ctx);
  const s = photoScale(params.intensity);
  const u = directionVector(params.direction);
  const m = ((s - 1) * extentAlong(params.direction, ctx.box)) / 2;
  const k = -m * (1 - f);
  return makeState({ content: { scale: lerp(s, 1, f), x: z(u.x * k), y: z(u.y * k) } });
};

/** Photozoom scale: 1.03 + 0.27 × scale. */
export function photozoomScale(scale: number): number {
  return PHOTOZOOM_BASE + PHOTOZOOM_PER_SCALE * scale;
}

export const photozoom: PresetFn = (params, t, ctx) => {
  const f = windowProgress(params, t, ctx);
  const zoom = photozoomScale(params.scale);
  const k = params.direction === 'in' ? lerp(1, zoom, f) : lerp(zoom, 1, f);
  return makeState({ content: { scale: k } });
};
