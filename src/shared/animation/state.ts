/**
 * The animated state of one layer at one time, and how several animations compose.
 *
 * Coordinates: the layer's box is its axis-aligned bounding box on the canvas (canvas pixels, y down). The
 * renderer draws the layer's cached image so that, with the identity state, it covers that box. Then:
 * - scaleX/scaleY and rotation (degrees, clockwise on screen) apply about the box centre;
 * - translateX/translateY (pixels) move the result;
 * - clip hides fractions of the layer's own, untransformed box (so it moves with the layer);
 * - content moves/scales the image inside its box (photo effects), the box clipping it;
 * - opacity multiplies the layer's opacity; blur is a Gaussian blur radius in pixels; brightness multiplies
 *   colour; glow 0..1 is the strength of a neon glow in the layer's colours;
 * - captureScale > 1 asks the renderer to capture the layer's image that many times larger than its box
 *   (centred) so that blur or glow spilling past the box edges is not cut (1.5 for blur-type effects);
 * - visible false means: do not draw at all (outside the layer's window).
 */
import { MIN_SCALE } from './constants.ts';
import { clamp } from './ease.ts';

/** Hidden fractions (0..1) of the layer's own box, per side (a wipe). */
export interface ClipInset {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The image inside its box: scaled about the box centre by `scale`, then moved by x, y pixels. */
export interface ContentTransform {
  scale: number;
  x: number;
  y: number;
}

export interface AnimatedState {
  translateX: number;
  translateY: number;
  scaleX: number;
  scaleY: number;
  rotation: number;
  opacity: number;
  blur: number;
  clip: ClipInset;
  content: ContentTransform;
  brightness: number;
  glow: number;
  captureScale: number;
  visible: boolean;
}

export const NO_CLIP: Readonly<ClipInset> = Object.freeze({ top: 0, right: 0, bottom: 0, left: 0 });

/** The identity state: drawn as is. */
export function identityState(): AnimatedState {
  return {
    translateX: 0,
    translateY: 0,
    scaleX: 1,
    scaleY: 1,
    rotation: 0,
    opacity: 1,
    blur: 0,
    clip: { ...NO_CLIP },
    content: { scale: 1, x: 0, y: 0 },
    brightness: 1,
    glow: 0,
    captureScale: 1,
    visible: true,
  };
}

export type StatePatch = Partial<Omit<AnimatedState, 'clip' | 'content'>> & {
  clip?: Partial<ClipInset>;
  content?: Partial<ContentTransform>;
};

/** The identity state with some fields set; then normalised (see normalizeState). */
export function makeState(patch: StatePatch = {}): AnimatedState {
  const base = identityState();
  return normalizeState({
    ...base,
    ...patch,
    clip: { ...base.clip, ...patch.clip },
    content: { ...base.content, ...patch.content },
  });
}

/**
 * Composition of two states: translations, rotations and blur add; scales, opacity and brightness multiply;
 * clip takes the larger inset per side (the union of what each hides); glow and captureScale take the larger;
 * visible only when both are. The content transform composes likewise (scales multiply, offsets add).
 * The composition is commutative and associative apart from floating-point rounding.
 */
export function composeStates(a: AnimatedState, b: AnimatedState): AnimatedState {
  return normalizeState({
    translateX: a.translateX + b.translateX,
    translateY: a.translateY + b.translateY,
    scaleX: a.scaleX * b.scaleX,
    scaleY: a.scaleY * b.scaleY,
    rotation: a.rotation + b.rotation,
    opacity: a.opacity * b.opacity,
    blur: a.blur + b.blur,
    clip: {
      top: Math.max(a.clip.top, b.clip.top),
      right: Math.max(a.clip.right, b.clip.right),
      bottom: Math.max(a.clip.bottom, b.clip.bottom),
      left: Math.max(a.clip.left, b.clip.left),
    },
    content: {
      scale: a.content.scale * b.content.scale,
      x: a.content.x + b.content.x,
      y: a.content.y + b.content.y,
    },
    brightness: a.brightness * b.brightness,
    glow: Math.max(a.glow, b.glow),
    captureScale: Math.max(a.captureScale, b.captureScale),
    visible: a.visible && b.visible,
  });
}

/** Compose any number of states (the identity for none). */
export function composeAll(states: readonly AnimatedState[]): AnimatedState {
  return states.reduce(composeStates, identityState());
}

/**
 * Keep a state drawable: scales (layer and content) at least MIN_SCALE (0.001; animation scales are
 * never negative, so a negative or NaN scale also becomes MIN_SCALE), opacity, glow and clip insets in 0..1,
 * blur ≥ 0, brightness ≥ 0, captureScale ≥ 1. Opposite clip insets that together exceed 1 hide everything; they
 * are kept as they are (the renderer draws nothing when left + right ≥ 1 or top + bottom ≥ 1).
 */
export function normalizeState(s: AnimatedState): AnimatedState {
  const minScale = (v: number): number => (Number.isNaN(v) || v < MIN_SCALE ? MIN_SCALE : v);
  const unit = (v: number): number => clamp(v, 0, 1);
  return {
    translateX: s.translateX,
    translateY: s.translateY,
    scaleX: minScale(s.scaleX),
    scaleY: minScale(s.scaleY),
    rotation: s.rotation,
    opacity: unit(s.opacity),
    blur: Math.max(0, s.blur),
    clip: {
      top: unit(s.clip.top),
      right: unit(s.clip.right),
      bottom: unit(s.clip.bottom),
      left: unit(s.clip.left),
    },
    content: { scale: minScale(s.content.scale), x: s.content.x, y: s.content.y },
    brightness: Math.max(0, s.brightness),
    glow: unit(s.glow),
    captureScale: Math.max(1, s.captureScale),
    visible: s.visible,
  };
}

/** A state that draws nothing (before a layer's start, from its stop on). */
export function hiddenState(): AnimatedState {
  return { ...identityState(), visible: false };
}
