/**
 * wiggle: random small shakes, deterministic from the seed.
 * Key poses every W ms, W = the speed table duration (speedToDurationMs). Key 0 is the rest pose; key n ≥ 1
 * draws three numbers r1, r2, r3 in [0, 1) from randomAt(seed, n) (mulberry32, random access so any time is
 * computed directly) and poses:
 *   translateX = (2 r1 − 1) × Ax, translateY = (2 r2 − 1) × Ay, rotation = (2 r3 − 1) × V,
 * with amplitudes Ax = min((0.02 + 0.06 × intensity) × box.width, offset), Ay likewise with box.height,
 * offset = 70 + 130 × intensity px (the drift and wiggle offset 70..200, used as the cap of a move), and
 * V = 10 + 20 × intensity degrees (the angle variation, as ± range). Between keys the pose is interpolated with
 * the cosine curve (1 − cos(π f)) / 2.
 * Runs over the whole window whatever the trigger.
 */
import {
  WIGGLE_AMPLITUDE_BASE,
  WIGGLE_AMPLITUDE_PER_INTENSITY,
  WIGGLE_ANGLE_BASE,
  WIGGLE_ANGLE_PER_INTENSITY,
} from '../constants.ts';
import { randomAt } from '../random.ts';
import { makeState } from '../state.ts';
import { lerp, speedToDurationMs } from '../timing.ts';
import type { Box } from '../types.ts';
import type { PresetFn } from './common.ts';
import { driftOffset } from './move.ts';

export interface WigglePose {
  x: number;
  y: number;
  rotation: number;
}

export function wiggleAmplitudes(intensity: number, box: Box): WigglePose {
  const f = WIGGLE_AMPLITUDE_BASE + WIGGLE_AMPLITUDE_PER_INTENSITY * intensity;
  const cap = driftOffset(intensity);
  return {
    x: Math.min(f * Math.max(0, box.width), cap),
    y: Math.min(f * Math.max(0, box.height), cap),
    rotation: WIGGLE_ANGLE_BASE + WIGGLE_ANGLE_PER_INTENSITY * intensity,
  };
}

/** Key pose n of a wiggle with the given seed and amplitudes. */
export function wiggleKey(seed: number, n: number, amp: WigglePose): WigglePose {
  if (n <= 0) return { x: 0, y: 0, rotation: 0 };
  const r = randomAt(seed, n);
  const r1 = r();
  const r2 = r();
  const r3 = r();
  return { x: (2 * r1 - 1) * amp.x, y: (2 * r2 - 1) * amp.y, rotation: (2 * r3 - 1) * amp.rotation };
}

export const wiggle: PresetFn = (params, t, ctx) => {
  const w = speedToDurationMs(params.speed);
  const amp = wiggleAmplitudes(params.intensity, ctx.box);
  const x = Math.max(0, t) / w;
  const n = Math.floor(x);
  const f = (1 - Math.cos(Math.PI * (x - n))) / 2;
  const a = wiggleKey(params.seed, n, amp);
  const b = wiggleKey(params.seed, n + 1, amp);
  return makeState({
    translateX: lerp(a.x, b.x, f),
    translateY: lerp(a.y, b.y, f),
    rotation: lerp(a.rotation, b.rotation, f),
  });
};
