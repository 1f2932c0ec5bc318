/**
 * Continuous emphasis presets flicker and pulse (whole window, whatever the trigger).
 *
 * flicker: interval I = 800 − 470 × speed ms. Interval n = floor(t / I) is on (opacity 1) when n is
 *   even and dimmed when odd; dimmed opacity = 0.5 × (1 − intensity) (so intensity 1 blinks fully off). The
 *   layer starts on.
 * pulse: interval I = 800 − 600 × intensity ms, scales 1.1 and 0.9: key scales at times n × I are
 *   1 (n = 0), then 1.1 (n odd) and 0.9 (n even ≥ 2); between keys the scale is interpolated linearly.
 */
import {
  FLICKER_DIM_MAX,
  FLICKER_INTERVAL_BASE_MS,
  FLICKER_INTERVAL_PER_SPEED_MS,
  PULSE_INTERVAL_BASE_MS,
  PULSE_INTERVAL_PER_INTENSITY_MS,
  PULSE_SCALE_DOWN,
  PULSE_SCALE_UP,
} from '../constants.ts';
import { makeState } from '../state.ts';
import { lerp } from '../timing.ts';
import type { PresetFn } from './common.ts';

export function flickerIntervalMs(speed: number): number {
  return FLICKER_INTERVAL_BASE_MS - FLICKER_INTERVAL_PER_SPEED_MS * speed;
}

export const flicker: PresetFn = (params, t) => {
  const n = Math.floor(Math.max(0, t) / flickerIntervalMs(params.speed));
  const dim = FLICKER_DIM_MAX * (1 - params.intensity);
  return makeState({ opacity: n % 2 === 0 ? 1 : dim });
};

export function pulseIntervalMs(intensity: number): number {
  return PULSE_INTERVAL_BASE_MS - PULSE_INTERVAL_PER_INTENSITY_MS * intensity;
}

/** Key scale n of a pulse. */
export function pulseKey(n: number): number {
  return n === 0 ? 1 : n % 2 === 1 ? PULSE_SCALE_UP : PULSE_SCALE_DOWN;
}

export const pulse: PresetFn = (params, t) => {
  const interval = pulseIntervalMs(params.intensity);
  const x = Math.max(0, t) / interval;
  const n = Math.floor(x);
  const k = lerp(pulseKey(n), pulseKey(n + 1), x - n);
  return makeState({ scaleX: k, scaleY: k });
};
