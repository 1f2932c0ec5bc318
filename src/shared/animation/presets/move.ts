/**
 * Moving entrances/exits: rise, pan, drift (a short move with a fade) and tectonic (a move from the canvas edge).
 *
 * rise: move 70 px along the direction into place while fading in; default direction up.
 * pan:  the same 70 px move and fade (rise and pan share one offset); default direction right.
 * drift: move 70..200 px by intensity (70 + 130 × intensity) with a fade; default direction right.
 * Each: phase from the speed table capped at T/2, ease smooth; offset = awaySign × u × distance × a,
 * opacity 1 − a.
 *
 * tectonic: an edge move (at most 500 ms): the layer comes in from just outside the canvas (see
 * timing.ts edgeDistance) and lands with the bounce ease, like a plate hitting another; no fade. Phase =
 * min(speed table, 500 ms, T/2). The default exit retraces to the same edge; with rea it leaves through the
 * opposite edge (distance edgeDistance of the opposite direction).
 */
import { DRIFT_OFFSET_MAX_PX, DRIFT_OFFSET_MIN_PX, RISE_PAN_OFFSET_PX } from '../constants.ts';
import { bounce, smooth } from '../ease.ts';
import { capEdgeMove, capPhase, directionVector, edgeDistance, speedToDurationMs } from '../timing.ts';
import type { Direction } from '../types.ts';
import { awaySign, phased, z } from './common.ts';
import type { PresetFn } from './common.ts';

function fadeMove(distance: (intensity: number) => number): PresetFn {
  return (params, t, ctx) => {
    const d = capPhase(speedToDurationMs(params.speed), ctx.durationMs);
    const u = directionVector(params.direction);
    const dist = distance(params.intensity);
    return phased(params, t, ctx, d, d, smooth, (a, exit) => {
      const k = awaySign(exit, params.rea) * dist * a;
      return { translateX: z(u.x * k), translateY: z(u.y * k), opacity: 1 - a };
    });
  };
}

export const rise: PresetFn = fadeMove(() => RISE_PAN_OFFSET_PX);
export const pan: PresetFn = fadeMove(() => RISE_PAN_OFFSET_PX);
/** Drift offset: 70 + 130 × intensity px. */
export function driftOffset(intensity: number): number {
  return DRIFT_OFFSET_MIN_PX + (DRIFT_OFFSET_MAX_PX - DRIFT_OFFSET_MIN_PX) * intensity;
}
export const drift: PresetFn = fadeMove(driftOffset);

const OPPOSITE: Record<Direction, Direction> = {
  left: 'right',
  right: 'left',
  up: 'down',
  down: 'up',
  in: 'in',
};

export const tectonic: PresetFn = (params, t, ctx) => {
  const d = capEdgeMove(speedToDurationMs(params.speed), ctx.durationMs);
  const u = directionVector(params.direction);
  return phased(params, t, ctx, d, d, bounce, (a, exit) => {
    const sign = awaySign(exit, params.rea);
    // entering (or retracing) the layer is on the side opposite to the motion; leaving onward, on the far side
    const dist = edgeDistance(sign < 0 ? params.direction : OPPOSITE[params.direction], ctx.box, ctx.canvas);
    const k = sign * dist * a;
    return { translateX: z(u.x * k), translateY: z(u.y * k) };
  });
};
