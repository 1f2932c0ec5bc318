/**
 * Rules shared by the presets.
 *
 * A preset function is (params, t, ctx) → state, t in ms from the layer's start, ctx.durationMs = T the window.
 *
 * Two families:
 * - phase presets (rise, pan, fade, pop, wipe, blur, succession, baseline, drift, tectonic, tumble, neon, stomp,
 *   subtitle-popup) animate an entrance at the window's start and/or an exit ending at its stop, as the trigger
 *   says (enter plays at the start, exit at the end, both does both). Phase length D comes from the
 *   speed table (speedToDurationMs) unless the preset says otherwise, capped at T/2. The exit is the
 *   time mirror of the entrance (timing.ts phaseAmounts).
 * - continuous presets (photoflow, photorise, photozoom, rotate, flicker, pulse, wiggle, and breathe's scale)
 *   run over the whole window whatever the trigger: they are emphasis effects with no start or end pose. Breathe's
 *   fades do follow the trigger.
 *
 * Direction is the direction of motion during the entrance ("up": the layer moves up into place, so it starts
 * below). A direction a preset does not support (e.g. 'in' for rise) falls back to the preset's default.
 *
 * rea (reverse): for phase presets it reverses the exit: by default an exit retraces the entrance (a rise exits
 * moving back down); with rea the exit carries on in the entrance's direction (a rise exits moving further up).
 * For continuous presets rea plays the motion backwards (rotate turns the other way, photozoom zooms out, …).
 */
import {
  PRESET_DEFAULT_INTENSITY,
  PRESET_DEFAULT_SCALE,
  PRESET_DEFAULT_SEED,
  PRESET_DEFAULT_SPEED,
  PHOTO_SCALE_MAX,
  PHOTO_SCALE_MIN,
} from '../constants.ts';
import { clamp } from '../ease.ts';
import type { EaseFn } from '../ease.ts';
import { AnimationError } from '../errors.ts';
import { toUint32 } from '../random.ts';
import { composeStates, identityState, makeState } from '../state.ts';
import type { AnimatedState, ClipInset, StatePatch } from '../state.ts';
import { phaseAmounts } from '../timing.ts';
import { DIRECTIONS, PRESET_NAMES, TRIGGERS } from '../types.ts';
import type {
  AnimationContext,
  Direction,
  PresetAnimationInput,
  PresetName,
  PresetParams,
} from '../types.ts';

export type PresetFn = (params: PresetParams, t: number, ctx: AnimationContext) => AnimatedState;

const PLANAR: readonly Direction[] = ['left', 'right', 'up', 'down'];
const ALL: readonly Direction[] = DIRECTIONS;
const NONE: readonly Direction[] = [];

/** Directions each preset uses, and its default (first entry; 'right' for presets that ignore direction). */
export const PRESET_DIRECTIONS: Record<PresetName, { default: Direction; allowed: readonly Direction[] }> = {
  rise: { default: 'up', allowed: PLANAR },
  pan: { default: 'right', allowed: PLANAR },
  fade: { default: 'right', allowed: NONE },
  pop: { default: 'right', allowed: NONE },
  wipe: { default: 'right', allowed: PLANAR },
  blur: { default: 'right', allowed: NONE },
  succession: { default: 'right', allowed: PLANAR },
  breathe: { default: 'in', allowed: ALL },
  baseline: { default: 'up', allowed: PLANAR },
  drift: { default: 'right', allowed: PLANAR },
  tectonic: { default: 'up', allowed: PLANAR },
  tumble: { default: 'right', allowed: PLANAR },
  neon: { default: 'right', allowed: NONE },
  scrapbook: { default: 'right', allowed: NONE },
  stomp: { default: 'right', allowed: NONE },
  photoflow: { default: 'right', allowed: PLANAR },
  photorise: { default: 'up', allowed: PLANAR },
  photozoom: { default: 'in', allowed: ALL },
  rotate: { default: 'right', allowed: ALL },
  flicker: { default: 'right', allowed: NONE },
  pulse: { default: 'right', allowed: NONE },
  wiggle: { default: 'right', allowed: NONE },
  'subtitle-popup': { default: 'right', allowed: NONE },
};

function unitParam(v: number | undefined, d: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? clamp(v, 0, 1) : d;
}

/**
 * Validate and default one preset animation. Unknown name, trigger or direction → AnimationError naming the
 * value. Missing: trigger 'both', direction the preset's default, speed/intensity/scale 0.5, rea false, seed 0.
 * Numbers are clamped to 0..1 (NaN/±Infinity → default); seed → uint32.
 */
export function normalizePresetParams(input: PresetAnimationInput): PresetParams {
  const name = input.name;
  if (!(PRESET_NAMES as readonly string[]).includes(name)) {
    throw new AnimationError(`unknown animation preset: ${JSON.stringify(name)}`);
  }
  const preset = name as PresetName;
  const trigger = input.trigger ?? 'both';
  if (!(TRIGGERS as readonly string[]).includes(trigger)) {
    throw new AnimationError(`unknown animation trigger: ${JSON.stringify(trigger)}`);
  }
  const dirs = PRESET_DIRECTIONS[preset];
  let direction: Direction = dirs.default;
  if (input.direction !== undefined) {
    if (!(DIRECTIONS as readonly string[]).includes(input.direction)) {
      throw new AnimationError(`unknown animation direction: ${JSON.stringify(input.direction)}`);
    }
    if (dirs.allowed.includes(input.direction as Direction)) direction = input.direction as Direction;
  }
  return {
    name: preset,
    trigger: trigger as PresetParams['trigger'],
    direction,
    speed: unitParam(input.speed, PRESET_DEFAULT_SPEED),
    intensity: unitParam(input.intensity, PRESET_DEFAULT_INTENSITY),
    scale: unitParam(input.scale, PRESET_DEFAULT_SCALE),
    rea: input.rea === true,
    seed: input.seed === undefined ? PRESET_DEFAULT_SEED : toUint32(input.seed),
  };
}

/**
 * Sign of the away offset along the direction vector u: the entrance starts at −u·d (it moves along u into
 * place); the default exit retraces (−u·d); an exit with rea carries on (+u·d).
 */
export function awaySign(exit: boolean, rea: boolean): number {
  return exit && rea ? 1 : -1;
}

/** Rotation sense of a direction: clockwise (+1) for right and down, counter-clockwise (−1) for left and up. */
export function turnSign(direction: Direction): number {
  return direction === 'left' || direction === 'up' ? -1 : 1;
}

/** The clip side facing a planar direction. */
export function sideOf(x: number, y: number): keyof ClipInset {
  return x > 0 ? 'right' : x < 0 ? 'left' : y < 0 ? 'top' : 'bottom';
}

/**
 * Evaluate a phase preset: pose(a, exit) gives the state patch at away-amount a (1 = fully away, 0 = rest) for
 * the entrance (exit false) or the exit (exit true). Entrance over [0, enterMs), exit over [T − exitMs, T).
 * At rest (a = 0) the pose is not evaluated, so a preset only affects the layer during its phases.
 */
export function phased(
  params: PresetParams,
  t: number,
  ctx: AnimationContext,
  enterMs: number,
  exitMs: number,
  ease: EaseFn,
  pose: (a: number, exit: boolean) => StatePatch,
): AnimatedState {
  const { enter, exit } = phaseAmounts(t, ctx.durationMs, enterMs, exitMs, params.trigger, ease);
  let state = identityState();
  if (enter !== 0) state = composeStates(state, makeState(pose(enter, false)));
  if (exit !== 0) state = composeStates(state, makeState(pose(exit, true)));
  return state;
}

/** Photo scale step by intensity: 1.05 (0) .. 1.15 (1), linear. */
export function photoScale(intensity: number): number {
  return PHOTO_SCALE_MIN + (PHOTO_SCALE_MAX - PHOTO_SCALE_MIN) * clamp(intensity, 0, 1);
}

/** 0 instead of −0, for clean comparisons. */
export function z(v: number): number {
  return v === 0 ? 0 : v;
}
