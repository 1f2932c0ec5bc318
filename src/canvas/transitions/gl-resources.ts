/**
 * The GL objects a transition renderer owns (the worker's blender, the transition picker's thumbnails). They all die with the context, so they live in one object that is dropped on
 * context loss and rebuilt lazily once the context is back.
 */
import type { TransitionShaderEntry } from '../../shared/model/transition.ts';
import {
  fragmentShaderSource,
  isProceduralTextureName,
  POSITION_ATTRIBUTE,
  PROCEDURAL_TEXTURE_SIZE,
  proceduralTexture,
  VERTEX_SHADER,
} from '../../shared/transitions/index.ts';
import { linkProgram } from './gl-program.ts';

export interface GlResources {
  readonly quad: WebGLBuffer;
  /** Units 0 and 1: the outgoing and the incoming scene, re-uploaded on each blend. */
  readonly scenes: readonly [WebGLTexture, WebGLTexture];
  /** Linked programs by transition name (compiled on first use: 126 compiles up front cost seconds). */
  readonly programs: Map<string, WebGLProgram>;
  /** Compile errors by transition name, so that a broken shader is not recompiled on every frame. */
  readonly failures: Map<string, Error>;
  /** Procedural textures by name, generated on first use. */
  readonly paramTextures: Map<string, WebGLTexture>;
}

function createTexture(gl: WebGL2RenderingContext): WebGLTexture {
  const texture = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, texture);
  // Clamp like gl-transitions' reference player: many entries sample slightly outside 0..1.
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  return texture;
}

export function createGlResources(gl: WebGL2RenderingContext): GlResources {
  const quad = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, quad);
  gl.bufferData(
    gl.ARRAY_BUFFER,
    new Float32Array([-1, -1, 1, -1, -1, 1, -1, 1, 1, -1, 1, 1]),
    gl.STATIC_DRAW,
  );
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  return {
    quad,
    scenes: [createTexture(gl), createTexture(gl)],
    programs: new Map(),
    failures: new Map(),
    paramTextures: new Map(),
  };
}

/** The procedural texture `name` (one grayscale byte a texel, read as r = g = b), uploaded once. */
export function paramTexture(
  gl: WebGL2RenderingContext,
  resources: GlResources,
  transition: string,
  name: string,
): WebGLTexture {
  const cached = resources.paramTextures.get(name);
  if (cached !== undefined) return cached;
  if (!isProceduralTextureName(name)) {
    throw new Error(`transition "${transition}": unknown texture "${name}"`);
  }
  const texture = createTexture(gl);
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
  const size = PROCEDURAL_TEXTURE_SIZE;
  gl.texImage2D(
    gl.TEXTURE_2D,
    0,
    gl.LUMINANCE,
    size,
    size,
    0,
    gl.LUMINANCE,
    gl.UNSIGNED_BYTE,
    proceduralTexture(name),
  );
  resources.paramTextures.set(name, texture);
  return texture;
}

export function deleteGlResources(gl: WebGL2RenderingContext, resources: GlResources): void {
  gl.deleteBuffer(resources.quad);
  for (const texture of resources.scenes) gl.deleteTexture(texture);
  for (const texture of resources.paramTextures.values()) gl.deleteTexture(texture);
  for (const program of resources.programs.values()) gl.deleteProgram(program);
}

/**
 * The linked program of `entry`, compiled on first use and kept; a shader that failed is remembered and its
 * error thrown again, so a broken entry is not recompiled on every frame.
 */
export function transitionProgram(
  gl: WebGL2RenderingContext,
  resources: GlResources,
  entry: TransitionShaderEntry,
): WebGLProgram {
  const cached = resources.programs.get(entry.name);
  if (cached !== undefined) return cached;
  const failure = resources.failures.get(entry.name);
  if (failure !== undefined) throw failure;
  try {
    const linked = linkProgram(gl, entry.name, VERTEX_SHADER, fragmentShaderSource(entry), [
      POSITION_ATTRIBUTE,
    ]);
    resources.programs.set(entry.name, linked);
    return linked;
  } catch (error) {
    // A context lost mid-compile is not the shader's fault: do not remember it as broken.
    if (!gl.isContextLost()) resources.failures.set(entry.name, error as Error);
    throw error;
  }
}
