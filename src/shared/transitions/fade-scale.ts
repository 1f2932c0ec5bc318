/**
 * `fade-scale`: our own transition (it is not in gl-transitions). The outgoing scene grows from its centre while the
 * incoming scene fades in over it, also settling from a slight zoom to its natural size. `zoom_quickness` (0.2–1)
 * is the share of the transition the outgoing zoom takes: small values zoom fast, then fade.
 */
import type { TransitionShaderEntry } from '../model/transition.ts';

export const FADE_SCALE_NAME = 'fade-scale';
export const FADE_SCALE_ZOOM_QUICKNESS = { default: 0.8, min: 0.2, max: 1 } as const;

const glsl = `// Author: Clipwright
// License: MIT

uniform float zoom_quickness; // = 0.8

// Scale uv about the centre; amount 0 leaves it unchanged, 1 shows the centre at twice the size.
vec2 fadeScaleZoom(vec2 uv, float amount) {
  return 0.5 + (uv - 0.5) / (1.0 + amount);
}

vec4 transition(vec2 uv) {
  // Clamped here too, so that a raw uniform outside the range cannot invert the smoothstep edges.
  float quickness = clamp(zoom_quickness, 0.2, 1.0);
  float zoomOut = smoothstep(0.0, quickness, progress);
  float zoomIn = 1.0 - smoothstep(1.0 - quickness, 1.0, progress);
  float fade = smoothstep(0.0, 1.0, progress);
  return mix(
    getFromColor(fadeScaleZoom(uv, zoomOut)),
    getToColor(fadeScaleZoom(uv, 0.25 * zoomIn)),
    fade
  );
}
`;

export const FADE_SCALE_ENTRY: TransitionShaderEntry = Object.freeze<TransitionShaderEntry>({
  name: FADE_SCALE_NAME,
  paramsTypes: { zoom_quickness: 'float' },
  defaultParams: { zoom_quickness: FADE_SCALE_ZOOM_QUICKNESS.default },
  glsl,
  author: 'Clipwright',
  license: 'MIT',
});
