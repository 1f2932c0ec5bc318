/**
 * GLSL around a gl-transitions body. The body is GLSL ES 1.00 (texture2D, gl_FragColor-era built-ins; ten entries
 * fail to compile under `#version 300 es`), so both shaders are ES 1.00, which a WebGL2 context still accepts.
 */
import type { TransitionShaderEntry } from '../model/transition.ts';

/** Our identifiers carry a `glt_` prefix so they cannot collide with names the transition bodies declare. */
export const POSITION_ATTRIBUTE = 'glt_position';
export const FROM_SAMPLER = 'glt_from';
export const TO_SAMPLER = 'glt_to';

/** A full-screen quad from two triangles; uv runs 0..1 with (0, 0) at the bottom left, as gl-transitions expects. */
export const VERTEX_SHADER = `attribute vec2 ${POSITION_ATTRIBUTE};
varying vec2 glt_uv;
void main() {
  glt_uv = ${POSITION_ATTRIBUTE} * 0.5 + 0.5;
  gl_Position = vec4(${POSITION_ATTRIBUTE}, 0.0, 1.0);
}
`;

/**
 * The fragment shader for `entry`. Scene images are uploaded top row first (texture t = 0 is the image's top),
 * while gl-transitions' uv.y = 0 is the bottom: getFromColor/getToColor flip y here, which costs nothing, instead
 * of UNPACK_FLIP_Y_WEBGL, which makes the upload copy every row. The framebuffer's bottom row is the bottom of the
 * canvas, so the output needs no flip. Sources are stretched to the output size, so no aspect correction.
 */
export function fragmentShaderSource(entry: TransitionShaderEntry): string {
  // `#line 1` makes compiler logs count lines from the start of the entry's own GLSL.
  return `precision highp float;
varying vec2 glt_uv;
uniform sampler2D ${FROM_SAMPLER};
uniform sampler2D ${TO_SAMPLER};
uniform float progress;
uniform float ratio;
vec4 getFromColor(vec2 uv) { return texture2D(${FROM_SAMPLER}, vec2(uv.x, 1.0 - uv.y)); }
vec4 getToColor(vec2 uv) { return texture2D(${TO_SAMPLER}, vec2(uv.x, 1.0 - uv.y)); }
#line 1
${entry.glsl.replace(/\r\n?/g, '\n')}
void main() { gl_FragColor = transition(glt_uv); }
`;
}
