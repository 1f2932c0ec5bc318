/**
 * Layer entrance and exit effects (a layer's `animation.enter` / `animation.exit`).
 *
 * Timing, over the layer's visible window [start, stop) of length T (local time t = 0 at start):
 * - the entrance plays over [delay, delay + D) with D = min(enter.duration, T/2) (the phase cap); before
 *   `delay` the layer holds the entrance's start pose (an entrance sets the layer's start state);
 * - the exit plays over [T − D', T) with D' = min(exit.duration, T/2), so it ends at the stop;
 * - an exit is the time mirror of the matching entrance: at time T − x it shows the pose the entrance shows at x.
 * Durations and delay are seconds (project units; defaults 1 s and 0 s); a negative delay counts as 0.
 * The ease is parsed with parseEase (default 'smooth'); an unknown ease or effect name throws.
 *
 * Poses, with a = how far from rest (1 at the start of an entrance / end of an exit, 0 at rest):
 * - fadein / fadeout: opacity 1 − a.
 * - fadein-<side> / fadeout-<side> (t top, l left, r right, d down = bottom): opacity 1 − a and a move from
 *   (entrance) or toward (exit) that side by a·m, where m = min(½ × the box's extent along that axis,
 *   10 % of the canvas extent along it) — a short, size-aware move that stays small on full-canvas layers.
 * - slidein-<side> / slideout-<side>: a move from (to) just outside the canvas on that side: the box starts
 *   (ends) entirely past that canvas edge, touching it. Distances: l: box.left + box.width;
 *   r: canvas.width − box.left; t: box.top + box.height; d: canvas.height − box.top (never negative).
 * - scalein / scaleout: scale 1 − a about the box centre (so 0 → clamped to the minimum scale 0.001).
 * - fade-scalein / fade-scaleout: opacity 1 − a and scale 1 − ½a (from/to half size).
 * - none: nothing.
 */
import {
  FADE_SCALE_FROM,
  FADE_SLIDE_BOX_FRACTION,
  FADE_SLIDE_CANVAS_FRACTION,
  LAYER_ANIMATION_DEFAULT_DELAY_S,
  LAYER_ANIMATION_DEFAULT_DURATION_S,
  LAYER_ANIMATION_DEFAULT_EASE,
} from './constants.ts';
import { parseEase } from './ease.ts';
import {
  ENTER_EFFECTS as MODEL_ENTER_EFFECTS,
  EXIT_EFFECTS as MODEL_EXIT_EFFECTS,
} from '../model/animation.ts';
import { AnimationError } from './errors.ts';
import { composeStates, identityState, makeState } from './state.ts';
import type { AnimatedState, StatePatch } from './state.ts';
import { capPhase, phaseAmounts } from './timing.ts';
import type { AnimationContext, Box, LayerAnimation, Size } from './types.ts';

export type EffectSide = 't' | 'l' | 'r' | 'd';
export type EffectKind = 'fade' | 'fade-side' | 'slide' | 'scale' | 'fade-scale';

export const ENTER_EFFECTS = ['none', ...MODEL_ENTER_EFFECTS] as const;
export const EXIT_EFFECTS = ['none', ...MODEL_EXIT_EFFECTS] as const;
export type EnterEffectName = (typeof ENTER_EFFECTS)[number];
export type ExitEffectName = (typeof EXIT_EFFECTS)[number];

export interface ParsedEffect {
  kind: EffectKind;
  side?: EffectSide;
}

/** Parse an effect name of the given phase; 'none' → null; anything not in the lists throws naming it. */
export function parseEffect(name: string, phase: 'enter' | 'exit'): ParsedEffect | null {
  const list: readonly string[] = phase === 'enter' ? ENTER_EFFECTS : EXIT_EFFECTS;
  if (!list.includes(name)) throw new AnimationError(`unknown ${phase} animation: ${JSON.stringify(name)}`);
  if (name === 'none') return null;
  const word = phase === 'enter' ? 'in' : 'out';
  if (name === `fade${word}`) return { kind: 'fade' };
  if (name === `scale${word}`) return { kind: 'scale' };
  if (name === `fade-scale${word}`) return { kind: 'fade-scale' };
  const side = name.slice(-1) as EffectSide;
  return { kind: name.startsWith('slide') ? 'slide' : 'fade-side', side };
}

/** Unit vector pointing toward a side of the canvas. */
function sideVector(side: EffectSide): { x: number; y: number } {
  return side === 'l'
    ? { x: -1, y: 0 }
    : side === 'r'
      ? { x: 1, y: 0 }
      : side === 't'
        ? { x: 0, y: -1 }
        : { x: 0, y: 1 };
}

/** Distance that puts the box just outside the canvas on `side` (see the module comment). */
export function slideDistance(side: EffectSide, box: Box, canvas: Size): number {
  switch (side) {
    case 'l':
      return Math.max(0, box.left + box.width);
    case 'r':
      return Math.max(0, canvas.width - box.left);
    case 't':
      return Math.max(0, box.top + box.height);
    case 'd':
      return Math.max(0, canvas.height - box.top);
  }
}

/** Distance of a fadein-<side> / fadeout-<side> move (see the module comment). */
export function fadeSlideDistance(side: EffectSide, box: Box, canvas: Size): number {
  const horizontal = side === 'l' || side === 'r';
  const boxExtent = horizontal ? box.width : box.height;
  const canvasExtent = horizontal ? canvas.width : canvas.height;
  return Math.max(
    0,
    Math.min(FADE_SLIDE_BOX_FRACTION * boxExtent, FADE_SLIDE_CANVAS_FRACTION * canvasExtent),
  );
}

/** The pose of an effect at away-amount a (0 = rest, 1 = fully away). */
export function effectPose(effect: ParsedEffect, a: number, box: Box, canvas: Size): AnimatedState {
  const patch: StatePatch = {};
  const side = effect.side ?? 'l';
  switch (effect.kind) {
    case 'fade':
      patch.opacity = 1 - a;
      break;
    case 'fade-side': {
      const v = sideVector(side);
      const d = fadeSlideDistance(side, box, canvas) * a;
      patch.opacity = 1 - a;
      patch.translateX = v.x * d;
      patch.translateY = v.y * d;
      break;
    }
    case 'slide': {
      const v = sideVector(side);
      const d = slideDistance(side, box, canvas) * a;
      patch.translateX = v.x * d;
      patch.translateY = v.y * d;
      break;
    }
    case 'scale':
      patch.scaleX = patch.scaleY = 1 - a;
      break;
    case 'fade-scale':
      patch.opacity = 1 - a;
      patch.scaleX = patch.scaleY = 1 - (1 - FADE_SCALE_FROM) * a;
      break;
  }
  // Avoid −0 in translations for clean comparisons.
  if (patch.translateX === 0) patch.translateX = 0;
  if (patch.translateY === 0) patch.translateY = 0;
  return makeState(patch);
}

const seconds = (v: number | undefined, d: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : d;

/**
 * The state of a layer's entrance and exit effects at local time t (ms) in a window of ctx.durationMs.
 * Times outside the window are treated like its ends (visibility is decided by evaluateLayerAnimation).
 */
export function evaluateEffects(
  animation: LayerAnimation | undefined,
  t: number,
  ctx: AnimationContext,
): AnimatedState {
  let state = identityState();
  if (!animation) return state;
  const total = ctx.durationMs;
  const enter = animation.enter;
  if (enter) {
    const effect = parseEffect(enter.name, 'enter');
    if (effect) {
      const ease = parseEase(enter.ease || LAYER_ANIMATION_DEFAULT_EASE);
      const d = capPhase(seconds(enter.duration, LAYER_ANIMATION_DEFAULT_DURATION_S) * 1000, total);
      const delay = Math.max(0, seconds(enter.delay, LAYER_ANIMATION_DEFAULT_DELAY_S) * 1000);
      const { enter: a } = phaseAmounts(t, total, d, 0, 'enter', ease, delay);
      // before the delay the start pose holds (a = 1), even with a zero-length phase
      const away = t < delay ? 1 : a;
      state = composeStates(state, effectPose(effect, away, ctx.box, ctx.canvas));
    }
  }
  const exit = animation.exit;
  if (exit) {
    const effect = parseEffect(exit.name, 'exit');
    if (effect) {
      const ease = parseEase(exit.ease || LAYER_ANIMATION_DEFAULT_EASE);
      const d = capPhase(seconds(exit.duration, LAYER_ANIMATION_DEFAULT_DURATION_S) * 1000, total);
      const { exit: a } = phaseAmounts(t, total, 0, d, 'exit', ease);
      state = composeStates(state, effectPose(effect, a, ctx.box, ctx.canvas));
    }
  }
  return state;
}
