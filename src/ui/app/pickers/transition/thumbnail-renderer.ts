/**
 * One WebGL canvas for every thumbnail of the picker (browsers cap live WebGL contexts at about 16, and 126
 * compiles up front would cost seconds on a CPU rasteriser): the thumbnail under the pointer or the keyboard
 * focus is drawn here, frame by frame, and copied onto its own small 2D canvas. Programs compile on first use
 * and are kept; a shader that fails is remembered and reported once.
 */
import type { ShaderParamType, TransitionShaderEntry } from '../../../../shared/model/transition.ts';
import {
  isProceduralTextureName,
  PROCEDURAL_TEXTURE_SIZE,
  proceduralTexture,
} from '../../../../shared/transitions/procedural-textures.ts';
import { resolveEntryParams, type ResolvedTransitionParams } from '../../../../shared/transitions/params.ts';
import { sampleImages, THUMB_HEIGHT, THUMB_WIDTH } from './sample-images.ts';
import { FROM, fragmentSource, POSITION, TO, VERTEX_SOURCE } from './shader.ts';

type GL = WebGLRenderingContext;

function compile(gl: GL, name: string, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (shader === null) throw new Error(`transition "${name}": createShader failed`);
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (gl.getShaderParameter(shader, gl.COMPILE_STATUS) !== true) {
    const log = gl.getShaderInfoLog(shader) ?? '';
    gl.deleteShader(shader);
    throw new Error(`transition "${name}": the shader does not compile: ${log.trim()}`);
  }
  return shader;
}

function texture(gl: GL): WebGLTexture {
  const made = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, made);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  return made;
}

function setUniform(gl: GL, location: WebGLUniformLocation, type: ShaderParamType, value: unknown): void {
  const numbers = Array.isArray(value) ? (value as number[]) : [];
  switch (type) {
    case 'float':
      return gl.uniform1f(location, Number(value));
    case 'int':
      return gl.uniform1i(location, Number(value));
    case 'bool':
      return gl.uniform1i(location, value === true ? 1 : 0);
    case 'vec2':
      return gl.uniform2fv(location, numbers);
    case 'vec3':
      return gl.uniform3fv(location, numbers);
    case 'vec4':
      return gl.uniform4fv(location, numbers);
    case 'ivec2':
      return gl.uniform2iv(location, numbers);
    case 'sampler2D':
      return; // bound by the caller
  }
}

export class ThumbnailRenderer {
  private readonly canvas = document.createElement('canvas');
  private readonly gl: GL;
  private readonly programs = new Map<string, WebGLProgram>();
  private readonly failures = new Map<string, Error>();
  private readonly paramTextures = new Map<string, WebGLTexture>();
  private readonly scenes: [WebGLTexture, WebGLTexture];

  constructor() {
    this.canvas.width = THUMB_WIDTH;
    this.canvas.height = THUMB_HEIGHT;
    const gl = this.canvas.getContext('webgl', {
      alpha: false,
      antialias: false,
      preserveDrawingBuffer: true,
    });
    if (gl === null) throw new Error('transition picker: WebGL is not available for the thumbnails');
    this.gl = gl;
    const quad = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, quad);
    gl.bufferData(
      gl.ARRAY_BUFFER,
      new Float32Array([-1, -1, 1, -1, -1, 1, -1, 1, 1, -1, 1, 1]),
      gl.STATIC_DRAW,
    );
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    const { from, to } = sampleImages();
    this.scenes = [texture(gl), texture(gl)];
    gl.bindTexture(gl.TEXTURE_2D, this.scenes[0]);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, from);
    gl.bindTexture(gl.TEXTURE_2D, this.scenes[1]);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, to);
  }

  private program(entry: TransitionShaderEntry): WebGLProgram {
    const cached = this.programs.get(entry.name);
    if (cached !== undefined) return cached;
    const failed = this.failures.get(entry.name);
    if (failed !== undefined) throw failed;
    const gl = this.gl;
    try {
      const vertex = compile(gl, entry.name, gl.VERTEX_SHADER, VERTEX_SOURCE);
      const fragment = compile(gl, entry.name, gl.FRAGMENT_SHADER, fragmentSource(entry));
      const program = gl.createProgram();
      gl.attachShader(program, vertex);
      gl.attachShader(program, fragment);
      gl.bindAttribLocation(program, 0, POSITION);
      gl.linkProgram(program);
      gl.deleteShader(vertex);
      gl.deleteShader(fragment);
      if (gl.getProgramParameter(program, gl.LINK_STATUS) !== true)
        throw new Error(`transition "${entry.name}": link failed: ${gl.getProgramInfoLog(program) ?? ''}`);
      this.programs.set(entry.name, program);
      return program;
    } catch (error) {
      if (!gl.isContextLost()) this.failures.set(entry.name, error as Error);
      throw error;
    }
  }

  private paramTexture(name: string): WebGLTexture {
    const cached = this.paramTextures.get(name);
    if (cached !== undefined) return cached;
    if (!isProceduralTextureName(name)) throw new Error(`unknown texture "${name}"`);
    const gl = this.gl;
    const made = texture(gl);
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
    this.paramTextures.set(name, made);
    return made;
  }

  /** Draws `entry` at `progress` with `params` over its defaults onto `target` (a thumbnail's 2D context). */
  draw(
    entry: TransitionShaderEntry,
    params: Readonly<Record<string, unknown>>,
    progress: number,
    target: CanvasRenderingContext2D,
  ): void {
    const gl = this.gl;
    if (gl.isContextLost()) throw new Error('transition picker: the WebGL context is lost');
    const values: ResolvedTransitionParams = resolveEntryParams(entry, params);
    const program = this.program(entry);
    gl.viewport(0, 0, THUMB_WIDTH, THUMB_HEIGHT);
    gl.useProgram(program);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, this.scenes[0]);
    gl.activeTexture(gl.TEXTURE1);
    gl.bindTexture(gl.TEXTURE_2D, this.scenes[1]);
    gl.uniform1i(gl.getUniformLocation(program, FROM), 0);
    gl.uniform1i(gl.getUniformLocation(program, TO), 1);
    gl.uniform1f(gl.getUniformLocation(program, 'progress'), Math.min(1, Math.max(0, progress)));
    gl.uniform1f(gl.getUniformLocation(program, 'ratio'), THUMB_WIDTH / THUMB_HEIGHT);
    let unit = 2;
    for (const [name, type] of Object.entries(entry.paramsTypes)) {
      const location = gl.getUniformLocation(program, name);
      if (location === null) continue;
      if (type === 'sampler2D') {
        gl.activeTexture(gl.TEXTURE0 + unit);
        gl.bindTexture(gl.TEXTURE_2D, this.paramTexture(String(values[name])));
        gl.uniform1i(location, unit);
        unit += 1;
      } else {
        setUniform(gl, location, type, values[name]);
      }
    }
    gl.drawArrays(gl.TRIANGLES, 0, 6);
    target.drawImage(this.canvas, 0, 0, target.canvas.width, target.canvas.height);
  }
}

let shared: ThumbnailRenderer | undefined;

/** The page's one thumbnail renderer, made on first use. */
export function thumbnailRenderer(): ThumbnailRenderer {
  shared ??= new ThumbnailRenderer();
  return shared;
}
