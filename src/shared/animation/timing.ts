/** Shared timing and geometry rules of the animation module. */
import { EDGE_MOVE_MAX_MS, PHASE_MAX_FRACTION, SPEED_TABLE } from './constants.ts';
import { clamp } from './ease.ts';
import type { EaseFn } from './ease.ts';
import type { Box, Direction, Size, Trigger } from './types.ts';

/**
 * Speed → phase duration: 0 → 4000, 0.25 → 2000, 0.5 → 700, 0.6 → 400, 0.75 → 220, 1 → 200 ms.
 * Between table points the duration is interpolated linearly (e.g. speed 0.55 → 550 ms); speed is clamped to
 * 0..1 (NaN → 0).
 */
export function speedToDurationMs(speed: number): number {
  const s = clamp(speed, 0, 1);
  for (let i = 1; i < SPEED_TABLE.length; i++) {
    const hi = SPEED_TABLE[i];
    const lo = SPEED_TABLE[i - 1];
    if (hi === undefined || lo === undefined) break;
    if (s <= hi[0]) {
      const f = (s - lo[0]) / (hi[0] - lo[0]);
      return lo[1] + (hi[1] - lo[1]) * f;
    }
  }
  const last = SPEED_TABLE[SPEED_TABLE.length - 1];
  return last ? last[1] : 0;
}

/** An entrance or exit phase lasts at most half the total duration. Negative/NaN → 0. */
export function capPhase(durationMs: number, totalMs: number): number {
  const cap = Math.max(0, totalMs) * PHASE_MAX_FRACTION;
  const d = Number.isNaN(durationMs) ? 0 : Math.max(0, durationMs);
  return Math.min(d, cap);
}

/** A move from or to the canvas edge lasts at most 500 ms (and at most half the total). */
export function capEdgeMove(durationMs: number, totalMs: number): number {
  return capPhase(Math.min(durationMs, EDGE_MOVE_MAX_MS), totalMs);
}

/** Unit vector of a motion direction on screen (y down). 'in' has no planar motion: (0, 0). */
export function directionVector(direction: Direction): { x: number; y: number } {
  switch (direction) {
    case 'left':
      return { x: -1, y: 0 };
    case 'right':
      return { x: 1, y: 0 };
    case 'up':
      return { x: 0, y: -1 };
    case 'down':
      return { x: 0, y: 1 };
    case 'in':
      return { x: 0, y: 0 };
  }
}

/**
 * The distance a layer moving in `direction` travels from just outside the canvas to its rest position: the
 * box starts entirely past the canvas edge opposite to the motion, touching it. Moving up, it starts below the
 * canvas: distance = canvas.height − box.top; down: box.top + box.height; left: canvas.width − box.left;
 * right: box.left + box.width. Never negative ('in' → 0).
 */
export function edgeDistance(direction: Direction, box: Box, canvas: Size): number {
  switch (direction) {
    case 'up':
      return Math.max(0, canvas.height - box.top);
    case 'down':
      return Math.max(0, box.top + box.height);
    case 'left':
      return Math.max(0, canvas.width - box.left);
    case 'right':
      return Math.max(0, box.left + box.width);
    case 'in':
      return 0;
  }
}

/** The box's extent along the axis of a direction (width for left/right, height for up/down, 0 for in). */
export function extentAlong(direction: Direction, box: Box): number {
  return direction === 'left' || direction === 'right' ? box.width : direction === 'in' ? 0 : box.height;
}

/** How far from rest an entrance/exit is, 1 = fully away (start of an entrance, end of an exit), 0 = at rest. */
export interface PhaseAmounts {
  enter: number;
  exit: number;
}

/**
 * Phase rule shared by effects and presets: the entrance plays over [delay, delay + D)
 * and holds its start pose before `delay`; the exit plays over [T − D, T) and is the time mirror of an entrance:
 * enter amount = 1 − ease((t − delay) / D), exit amount = 1 − ease((T − t) / D), both clamped progress 0..1.
 * A phase of length 0 does nothing.
 */
export function phaseAmounts(
  t: number,
  totalMs: number,
  enterMs: number,
  exitMs: number,
  trigger: Trigger,
  ease: EaseFn,
  delayMs = 0,
): PhaseAmounts {
  const amount = (elapsed: number, d: number): number => (d > 0 ? 1 - ease(clamp(elapsed / d, 0, 1)) : 0);
  return {
    enter: trigger !== 'exit' ? amount(t - delayMs, enterMs) : 0,
    exit: trigger !== 'enter' ? amount(totalMs - t, exitMs) : 0,
  };
}

/** Linear interpolation. */
export function lerp(a: number, b: number, f: number): number {
  return a + (b - a) * f;
}
