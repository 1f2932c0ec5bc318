/**
 * One frame of a transition: the entry's program with the two scenes (already on texture units 0 and 1), the
 * progress, the output's aspect ratio and the params as uniforms, drawn over the whole viewport.
 */
import type { TransitionShaderEntry } from '../../shared/model/transition.ts';
import { FROM_SAMPLER, TO_SAMPLER, type ResolvedTransitionParams } from '../../shared/transitions/index.ts';
import { paramTexture, type GlResources } from './gl-resources.ts';
import { setParamUniforms } from './uniforms.ts';

export function drawTransition(
  gl: WebGL2RenderingContext,
  resources: GlResources,
  program: WebGLProgram,
  entry: TransitionShaderEntry,
  params: ResolvedTransitionParams,
  progress: number,
  ratio: number,
): void {
  gl.useProgram(program);
  gl.uniform1i(gl.getUniformLocation(program, FROM_SAMPLER), 0);
  gl.uniform1i(gl.getUniformLocation(program, TO_SAMPLER), 1);
  gl.uniform1f(gl.getUniformLocation(program, 'progress'), Math.min(1, Math.max(0, progress)));
  gl.uniform1f(gl.getUniformLocation(program, 'ratio'), ratio);
  setParamUniforms(gl, program, entry.name, entry.paramsTypes, params, (unit, textureName) => {
    gl.activeTexture(gl.TEXTURE0 + unit);
    gl.bindTexture(gl.TEXTURE_2D, paramTexture(gl, resources, entry.name, textureName));
  });
  gl.bindBuffer(gl.ARRAY_BUFFER, resources.quad);
  gl.drawArrays(gl.TRIANGLES, 0, 6);
}
