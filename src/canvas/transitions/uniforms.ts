/** Setting a transition's params as uniforms, by their declared type. */
import type { ShaderParamType } from '../../shared/model/transition.ts';
import type { ResolvedTransitionParams, TransitionParamValue } from '../../shared/transitions/index.ts';

/** Texture units: 0 and 1 hold the two scenes; sampler params take the units after them. */
export const FIRST_PARAM_TEXTURE_UNIT = 2;

function numbers(transition: string, param: string, value: TransitionParamValue, length: number): number[] {
  if (!Array.isArray(value) || value.length !== length) {
    throw new Error(
      `transition "${transition}": param "${param}" needs ${length} numbers, got ${String(value)}`,
    );
  }
  return value as number[];
}

/**
 * Sets every param. `bindTexture` binds the named texture to a unit for sampler params. A uniform the compiler
 * removed (unused) has no location and is skipped.
 */
export function setParamUniforms(
  gl: WebGL2RenderingContext,
  program: WebGLProgram,
  transition: string,
  paramsTypes: Readonly<Record<string, ShaderParamType>>,
  params: ResolvedTransitionParams,
  bindTexture: (unit: number, textureName: string) => void,
): void {
  let unit = FIRST_PARAM_TEXTURE_UNIT;
  for (const [param, type] of Object.entries(paramsTypes)) {
    const value = params[param];
    if (value === undefined) throw new Error(`transition "${transition}": param "${param}" has no value`);
    const location = gl.getUniformLocation(program, param);
    if (location === null) continue;
    switch (type) {
      case 'float':
        gl.uniform1f(location, Number(value));
        break;
      case 'int':
        gl.uniform1i(location, Number(value));
        break;
      case 'bool':
        gl.uniform1i(location, value === true ? 1 : 0);
        break;
      case 'vec2':
        gl.uniform2fv(location, numbers(transition, param, value, 2));
        break;
      case 'vec3':
        gl.uniform3fv(location, numbers(transition, param, value, 3));
        break;
      case 'vec4':
        gl.uniform4fv(location, numbers(transition, param, value, 4));
        break;
      case 'ivec2':
        gl.uniform2iv(location, numbers(transition, param, value, 2));
        break;
      case 'sampler2D':
        bindTexture(unit, String(value));
        gl.uniform1i(location, unit);
        unit += 1;
        break;
    }
  }
}
