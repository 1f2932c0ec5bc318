/** Compiling and linking one transition's program, with errors that name the transition and quote the GLSL log. */

export class TransitionShaderError extends Error {
  override name = 'TransitionShaderError';
  constructor(
    readonly transition: string,
    readonly stage: 'vertex' | 'fragment' | 'link',
    readonly log: string,
  ) {
    super(
      `transition "${transition}": ${stage} shader ${stage === 'link' ? 'failed' : 'does not compile'}: ${log}`,
    );
  }
}

function compileShader(
  gl: WebGL2RenderingContext,
  transition: string,
  stage: 'vertex' | 'fragment',
  source: string,
): WebGLShader {
  const shader = gl.createShader(stage === 'vertex' ? gl.VERTEX_SHADER : gl.FRAGMENT_SHADER);
  if (shader === null) throw new TransitionShaderError(transition, stage, 'createShader returned null');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (gl.getShaderParameter(shader, gl.COMPILE_STATUS) !== true) {
    const log = gl.getShaderInfoLog(shader) ?? '(no log)';
    gl.deleteShader(shader);
    throw new TransitionShaderError(transition, stage, log.trim() || '(empty log)');
  }
  return shader;
}

/** A linked program; the shaders are detached and deleted (the program keeps what it needs). */
export function linkProgram(
  gl: WebGL2RenderingContext,
  transition: string,
  vertexSource: string,
  fragmentSource: string,
  attributes: readonly string[],
): WebGLProgram {
  const vertex = compileShader(gl, transition, 'vertex', vertexSource);
  let fragment: WebGLShader;
  try {
    fragment = compileShader(gl, transition, 'fragment', fragmentSource);
  } catch (error) {
    gl.deleteShader(vertex);
    throw error;
  }
  const program = gl.createProgram();
  gl.attachShader(program, vertex);
  gl.attachShader(program, fragment);
  // Fixed attribute slots: every program shares one vertex buffer binding.
  attributes.forEach((name, index) => gl.bindAttribLocation(program, index, name));
  gl.linkProgram(program);
  gl.detachShader(program, vertex);
  gl.detachShader(program, fragment);
  gl.deleteShader(vertex);
  gl.deleteShader(fragment);
  if (gl.getProgramParameter(program, gl.LINK_STATUS) !== true) {
    const log = gl.getProgramInfoLog(program) ?? '(no log)';
    gl.deleteProgram(program);
    throw new TransitionShaderError(transition, 'link', log.trim() || '(empty log)');
  }
  return program;
}
