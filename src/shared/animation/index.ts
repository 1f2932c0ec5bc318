/**
 * Layer animation as pure, deterministic functions of time: a layer's animation fields, their playback in the
 * preview, their parameter limits and the engine's values.
 *
 * The renderer asks, for a layer and a time t in ms since the layer's start:
 *   evaluateLayerAnimation(layer.animation, preset, t, { durationMs: stop − start, box, canvas })
 * and gets an AnimatedState (state.ts) to apply to the layer's cached image. Same inputs → same output.
 *
 * Not handled here: the layer `animation.to` field (accepted, not animated: it has no timing), the
 * per-word staggering of text (succession, subtitle-popup act on the whole layer), and the clamping of layer
 * start/stop to the clip duration and the moving of an enter delay to the layer start (load normalisation).
 */
import { AnimationError } from './errors.ts';
import { evaluateEffects } from './effects.ts';
import { evaluatePreset, normalizePresetParams } from './presets/index.ts';
import { composeStates, hiddenState } from './state.ts';
import type { AnimatedState } from './state.ts';
import type { AnimationContext, AnimationPreset, LayerAnimation } from './types.ts';

/**
 * The animated state of a layer at `timeInWindowMs` (ms since the layer's start).
 * - Outside the window [0, T) the layer is hidden (hidden until its start and after its stop).
 * - T = context.durationMs (a negative one counts as 0: never visible); when it is not finite (a layer with no
 *   stop), the preset's duration (ms) is used; when neither is finite, an AnimationError is thrown (exits need
 *   a finite end).
 * - The enter/exit effects and every animation of the preset are evaluated and composed (state.ts).
 * - Unknown effect, ease, preset, trigger or direction names throw an AnimationError naming the value, at any t.
 */
export function evaluateLayerAnimation(
  layerAnimation: LayerAnimation | undefined,
  preset: AnimationPreset | undefined,
  timeInWindowMs: number,
  context: AnimationContext,
): AnimatedState {
  const total = windowDuration(context.durationMs, preset);
  const ctx = total === context.durationMs ? context : { ...context, durationMs: total };
  const params = (preset?.animations ?? []).map(normalizePresetParams);
  let state = evaluateEffects(layerAnimation, timeInWindowMs, ctx);
  for (const p of params) state = composeStates(state, evaluatePreset(p, timeInWindowMs, ctx));
  if (!(timeInWindowMs >= 0 && timeInWindowMs < total)) return hiddenState();
  return state;
}

function windowDuration(durationMs: number, preset: AnimationPreset | undefined): number {
  if (Number.isFinite(durationMs)) return Math.max(0, durationMs);
  const d = preset?.duration;
  if (typeof d === 'number' && Number.isFinite(d) && d > 0) return d;
  throw new AnimationError(`animation window must be a finite duration, got ${String(durationMs)}`);
}

export * from './constants.ts';
export * from './ease.ts';
export * from './effects.ts';
export * from './errors.ts';
export * from './playback.ts';
export * from './random.ts';
export * from './state.ts';
export * from './timing.ts';
export * from './types.ts';
export * from './presets/index.ts';
