/** The preset registry: one function per preset name. */
import type { AnimatedState } from '../state.ts';
import type { AnimationContext, PresetName, PresetParams } from '../types.ts';
import { breathe } from './breathe.ts';
import type { PresetFn } from './common.ts';
import { flicker, pulse } from './emphasis.ts';
import { blur, fade, neon } from './fade.ts';
import { drift, pan, rise, tectonic } from './move.ts';
import { photoflow, photorise, photozoom } from './photo.ts';
import { baseline, succession, wipe } from './reveal.ts';
import { rotate, tumble } from './rotation.ts';
import { pop, stomp, subtitlePopup } from './scale.ts';
import { scrapbook } from './scrapbook.ts';
import { wiggle } from './wiggle.ts';

export const PRESETS: Readonly<Record<PresetName, PresetFn>> = {
  rise,
  pan,
  fade,
  pop,
  wipe,
  blur,
  succession,
  breathe,
  baseline,
  drift,
  tectonic,
  tumble,
  neon,
  scrapbook,
  stomp,
  photoflow,
  photorise,
  photozoom,
  rotate,
  flicker,
  pulse,
  wiggle,
  'subtitle-popup': subtitlePopup,
};

/** Evaluate one normalised preset animation at local time t (ms). */
export function evaluatePreset(params: PresetParams, t: number, ctx: AnimationContext): AnimatedState {
  return PRESETS[params.name](params, t, ctx);
}

export type { PresetFn } from './common.ts';
export { normalizePresetParams, PRESET_DIRECTIONS, photoScale } from './common.ts';
export { breathe } from './breathe.ts';
export { flicker, flickerIntervalMs, pulse, pulseIntervalMs, pulseKey } from './emphasis.ts';
export { blur, blurRadius, fade, neon, neonOpacity } from './fade.ts';
export { drift, driftOffset, pan, rise, tectonic } from './move.ts';
export { photoflow, photorise, photozoom, photozoomScale } from './photo.ts';
export { baseline, succession, wipe } from './reveal.ts';
export { rotate, tumble, tumbleAngle } from './rotation.ts';
export { canvasFit, pop, stomp, stompScale, subtitlePopup, subtitlePopupPhaseMs } from './scale.ts';
export { scrapbook } from './scrapbook.ts';
export { wiggle, wiggleAmplitudes, wiggleKey } from './wiggle.ts';
