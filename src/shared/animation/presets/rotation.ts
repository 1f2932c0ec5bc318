/**
 * Rotating presets: tumble (a phase preset) and rotate (continuous).
 *
 * tumble: the layer turns into place while fading in: rotation = awaySign × turnSign × θ × a, opacity 1 − a,
 *   θ = 30 + 150 × intensity on the entrance and 15 + 75 × intensity on the exit. turnSign: clockwise
 *   for right/down, counter-clockwise for left/up (so 'right' starts turned −θ and turns clockwise to 0).
 *   Phase from the speed table capped at T/2, ease smooth.
 * rotate: continuous spin over the whole window: 2880° × speed per 5000 ms (2880° in total at speed 1
 *   per 5000 ms), i.e. rotation = turnSign × (rea ? −1 : 1) × 2880 × speed × t / 5000. Speed 0 does not turn.
 *   Direction left or up turns counter-clockwise, the others ('right' default, 'down', 'in') clockwise.
 */
import {
  ROTATE_DEGREES_AT_SPEED_1,
  ROTATE_PERIOD_MS,
  TUMBLE_ANGLE_MAX,
  TUMBLE_ANGLE_MIN,
  TUMBLE_EXIT_ANGLE_MAX,
  TUMBLE_EXIT_ANGLE_MIN,
} from '../constants.ts';
import { smooth } from '../ease.ts';
import { makeState } from '../state.ts';
import { capPhase, lerp, speedToDurationMs } from '../timing.ts';
import { awaySign, phased, turnSign, z } from './common.ts';
import type { PresetFn } from './common.ts';

/** Tumble angle (degrees): entrance 30..180, exit 15..90, linear in intensity. */
export function tumbleAngle(intensity: number, exit: boolean): number {
  return exit
    ? lerp(TUMBLE_EXIT_ANGLE_MIN, TUMBLE_EXIT_ANGLE_MAX, intensity)
    : lerp(TUMBLE_ANGLE_MIN, TUMBLE_ANGLE_MAX, intensity);
}

export const tumble: PresetFn = (params, t, ctx) => {
  const d = capPhase(speedToDurationMs(params.speed), ctx.durationMs);
  const sense = turnSign(params.direction);
  return phased(params, t, ctx, d, d, smooth, (a, exit) => ({
    rotation: z(awaySign(exit, params.rea) * sense * tumbleAngle(params.intensity, exit) * a),
    opacity: 1 - a,
  }));
};

export const rotate: PresetFn = (params, t) => {
  const sense = turnSign(params.direction) * (params.rea ? -1 : 1);
  return makeState({
    rotation: z((sense * ROTATE_DEGREES_AT_SPEED_1 * params.speed * t) / ROTATE_PERIOD_MS),
  });
};
