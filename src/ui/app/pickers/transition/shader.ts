/**
 * GLSL around a gl-transitions body for the picker's thumbnails (pure strings). The bodies are GLSL ES 1.00,
 * so both shaders are ES 1.00 in a WebGL 1 context. The sample images are uploaded top row first while
 * gl-transitions' uv.y = 0 is the bottom: getFromColor/getToColor flip y (the preview's renderer does the same,
 * so a thumbnail moves the way the preview will).
 */
import type { TransitionShaderEntry } from '../../../../shared/model/transition.ts';

export const POSITION = 'cw_position';
export const FROM = 'cw_from';
export const TO = 'cw_to';

export const VERTEX_SOURCE = `attribute vec2 ${POSITION};
varying vec2 cw_uv;
void main() {
  cw_uv = ${POSITION} * 0.5 + 0.5;
  gl_Position = vec4(${POSITION}, 0.0, 1.0);
}
`;

export function fragmentSource(entry: Pick<TransitionShaderEntry, 'glsl'>): string {
  return `precision highp float;
varying vec2 cw_uv;
uniform sampler2D ${FROM};
uniform sampler2D ${TO};
uniform float progress;
uniform float ratio;
vec4 getFromColor(vec2 uv) { return texture2D(${FROM}, vec2(uv.x, 1.0 - uv.y)); }
vec4 getToColor(vec2 uv) { return texture2D(${TO}, vec2(uv.x, 1.0 - uv.y)); }
#line 1
${entry.glsl.replace(/\r\n?/g, '\n')}
void main() { gl_FragColor = transition(cw_uv); }
`;
}

/**
 * Progress of the looping thumbnail at `ms` since it started: a hold on the first image, the transition, a
 * hold on the second image, then again.
 */
export function loopProgress(ms: number, periodMs = 2400, holdMs = 400): number {
  const t = ((ms % periodMs) + periodMs) % periodMs;
  const run = periodMs - 2 * holdMs;
  if (t < holdMs) return 0;
  if (t >= holdMs + run) return 1;
  return (t - holdMs) / run;
}
