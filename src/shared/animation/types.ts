/**
 * Input types of the animation module. They mirror the project's animation fields structurally, so the project model
 * (src/shared/model) can pass its objects straight in without this module importing it.
 */

import { DIRECTIONS, PRESET_NAMES, TRIGGERS } from '../model/animation.ts';

// The name lists are the project model's (one source); this module re-exports them for its callers.
export { DIRECTIONS, PRESET_NAMES, TRIGGERS };

/** When a preset animation plays: at the window's start, at its end, or both. */
export type Trigger = (typeof TRIGGERS)[number];

/** Motion direction. 'in' only for breathe and photozoom. */
export type Direction = (typeof DIRECTIONS)[number];

export type PresetName = (typeof PRESET_NAMES)[number];

/** One animation of a preset as stored in a project (fields may be missing in old data). */
export interface PresetAnimationInput {
  name: string;
  trigger?: string;
  direction?: string;
  speed?: number;
  intensity?: number;
  scale?: number;
  /** reverse flag (see presets/common.ts for what it reverses) */
  rea?: boolean;
  seed?: number;
}

/** A preset: a list of animations plus a duration (ms; used only when the window has no finite length). */
export interface AnimationPreset {
  animations: readonly PresetAnimationInput[];
  duration?: number;
}

/** One preset animation with every parameter validated, clamped and defaulted (normalizePresetParams). */
export interface PresetParams {
  name: PresetName;
  trigger: Trigger;
  direction: Direction;
  /** 0..1 */
  speed: number;
  /** 0..1 */
  intensity: number;
  /** 0..1 */
  scale: number;
  rea: boolean;
  /** uint32 */
  seed: number;
}

/** Axis-aligned rectangle in canvas pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** What an animation needs to know about the layer besides time. */
export interface AnimationContext {
  /** the layer's visible window, stop − start, in ms */
  durationMs: number;
  /** the layer's bounding box on the canvas, at rest */
  box: Box;
  /** the canvas size (1920x1080, 1080x1920 or 1080x1080) */
  canvas: Size;
}

/** Layer entrance effect: durations and delay in seconds, as stored in projects. */
export interface LayerEnterEffect {
  name: string;
  ease?: string;
  duration?: number;
  delay?: number;
}

/** Layer exit effect: duration in seconds. */
export interface LayerExitEffect {
  name: string;
  ease?: string;
  duration?: number;
}

/** A layer's `animation` field. `to` is accepted but not animated by this module (see index.ts). */
export interface LayerAnimation {
  enter?: LayerEnterEffect;
  exit?: LayerExitEffect;
  to?: { left?: number; top?: number; opacity?: number; scaleX?: number; scaleY?: number };
}
