/**
 * Revealing entrances/exits: wipe, succession, baseline. Phase from the speed table capped at T/2, ease smooth.
 * Clip insets are fractions of the layer's own box (state.ts).
 *
 * wipe: the visible part grows along the direction: moving right, the right part is hidden: clip.right = a.
 *   The default exit retracts the same way (the hidden part grows back from that side); with rea the wipe
 *   carries on (hidden part grows from the opposite side).
 * succession: a wipe with a fade (opacity 1 − a). Word-by-word staggering of text needs text layout and is not
 *   part of this per-layer state; a text layer's renderer may stagger words with the same curve.
 * baseline: the layer rises out of a line: it is offset by a × its extent along the direction (start: one full
 *   height below for 'up') and the part past its resting box is clipped, so it appears from behind its own
 *   edge. Clip side = the side the offset points to; clip = a.
 */
import { smooth } from '../ease.ts';
import { capPhase, directionVector, extentAlong, speedToDurationMs } from '../timing.ts';
import type { StatePatch } from '../state.ts';
import { awaySign, phased, sideOf, z } from './common.ts';
import type { PresetFn } from './common.ts';

function wipeLike(withFade: boolean): PresetFn {
  return (params, t, ctx) => {
    const d = capPhase(speedToDurationMs(params.speed), ctx.durationMs);
    const u = directionVector(params.direction);
    return phased(params, t, ctx, d, d, smooth, (a, exit) => {
      // hidden side: the side the motion heads to; a rea exit hides from the other side
      const s = -awaySign(exit, params.rea);
      const patch: StatePatch = { clip: { [sideOf(s * u.x, s * u.y)]: a } };
      if (withFade) patch.opacity = 1 - a;
      return patch;
    });
  };
}

export const wipe: PresetFn = wipeLike(false);
export const succession: PresetFn = wipeLike(true);

export const baseline: PresetFn = (params, t, ctx) => {
  const d = capPhase(speedToDurationMs(params.speed), ctx.durationMs);
  const u = directionVector(params.direction);
  const extent = extentAlong(params.direction, ctx.box);
  return phased(params, t, ctx, d, d, smooth, (a, exit) => {
    const s = awaySign(exit, params.rea);
    const k = s * extent * a;
    return { translateX: z(u.x * k), translateY: z(u.y * k), clip: { [sideOf(s * u.x, s * u.y)]: a } };
  });
};
