/**
 * Blends two rendered scenes with a named transition in WebGL2: the scenes are drawn with
 * Canvas2D elsewhere, uploaded here as two textures, and mixed by the transition's fragment shader on an
 * OffscreenCanvas. On a CPU rasteriser the editor preview's blends run at a reduced size and the caller scales
 * the result up; an export's frames and grabs blend at their own size.
 */
import type { TransitionShaderEntry } from '../../shared/model/transition.ts';
import {
  resolveEntryParams,
  transitionEntry,
  UnknownTransitionError,
} from '../../shared/transitions/index.ts';
import {
  createGlResources,
  deleteGlResources,
  drawTransition,
  transitionProgram,
  type GlResources,
} from '../../canvas/transitions/index.ts';
import {
  blendSize,
  DEFAULT_MAX_SOFTWARE_PIXELS,
  isSoftwareRenderer,
  rendererName,
  softwareBlendLimit,
  type BlendUse,
} from './renderer-info.ts';

/** An image of a rendered scene that both Canvas2D and WebGL accept, in a worker and on a page. */
export type SceneImage = ImageBitmap | OffscreenCanvas | VideoFrame;

export interface TransitionBlenderOptions {
  /** Force the software path on or off; by default it follows the GL renderer's name. */
  readonly software?: boolean;
  /** Largest blend area (pixels) on the software path for a preview still; default 640×360. */
  readonly maxSoftwarePixels?: number;
  /** Where entries come from; default the catalogue (tests inject entries, e.g. a broken shader). */
  readonly lookup?: (name: string) => TransitionShaderEntry | undefined;
}

export interface BlendOptions {
  /**
   * A version of the `to` picture: when it equals the version of the previous blend's `to` (and the blend size
   * is the same), the texture uploaded then is used again (the incoming scene stays still during a transition).
   */
  readonly toVersion?: number;
  /**
   * What the blend is for (renderer-info.ts), which sets its size on the software path; no effect on a GPU.
   * Default `still`.
   */
  readonly use?: BlendUse;
}

export interface TransitionBlender {
  /** True when WebGL runs on the CPU (SwiftShader, llvmpipe): preview blends are then smaller than the output. */
  readonly software: boolean;
  /** The GL renderer's name, for logs and benchmarks. */
  readonly renderer: string;
  /**
   * The frame of transition `name` at `progress` (0 = `from`, 1 = `to`) for an output of width×height, with the
   * clip's `params` over the entry's defaults. The returned canvas is the blend: its size is width×height, or
   * smaller on the software path, so draw it with `drawImage(result, 0, 0, width, height)`. It is reused: valid
   * until the next call. Throws for an unknown name, a bad param, a shader that does not compile, a lost context.
   */
  blend(
    from: SceneImage,
    to: SceneImage,
    name: string,
    progress: number,
    params: Readonly<Record<string, unknown>> | undefined,
    width: number,
    height: number,
    options?: BlendOptions,
  ): OffscreenCanvas;
  /**
   * The size a blend for a width×height output is made at for `use` (default `still`): the output's, or
   * smaller on the software path. Scenes drawn at this size are blended without being scaled down first.
   */
  blendSizeFor(width: number, height: number, use?: BlendUse): { width: number; height: number };
  /**
   * Gets transition `name` ready ahead of its first blend: its program compiled and linked, and one 1×1 draw
   * with it (a CPU rasteriser builds its code for a program on the first draw). That first use cost 15–30 ms
   * here, paid by the first frame of each transition otherwise. Throws as `blend` does for a bad name.
   */
  prepare(name: string): void;
  /** Frees every GL object; the blender cannot be used afterwards. */
  dispose(): void;
}

/** Draws `source` into `staging` at width×height (Canvas2D downscales well and cheaply) and returns it. */
function downscale(
  staging: OffscreenCanvas,
  source: SceneImage,
  width: number,
  height: number,
): OffscreenCanvas {
  if (staging.width !== width || staging.height !== height) {
    staging.width = width;
    staging.height = height;
  }
  const context = staging.getContext('2d');
  if (context === null) throw new Error('transition blender: no 2D context for downscaling');
  context.drawImage(source, 0, 0, width, height);
  return staging;
}

function sourceArea(source: SceneImage): number {
  return 'displayWidth' in source ? source.displayWidth * source.displayHeight : source.width * source.height;
}

/**
 * No alpha: scenes are opaque (a clip always has a background colour), and shader outputs with alpha < 1 must not
 * turn translucent. preserveDrawingBuffer keeps the blend readable until the next call.
 */
function createContext(canvas: OffscreenCanvas): WebGL2RenderingContext {
  const gl = canvas.getContext('webgl2', {
    alpha: false,
    antialias: false,
    depth: false,
    stencil: false,
    premultipliedAlpha: false,
    preserveDrawingBuffer: true,
  });
  if (gl === null) throw new Error('transition blender: WebGL2 is not available');
  return gl;
}

export function createTransitionBlender(options: TransitionBlenderOptions = {}): TransitionBlender {
  return new GlTransitionBlender(options);
}

class GlTransitionBlender implements TransitionBlender {
  readonly software: boolean;
  readonly renderer: string;
  private readonly lookup: (name: string) => TransitionShaderEntry | undefined;
  private readonly canvas = new OffscreenCanvas(1, 1);
  private readonly gl: WebGL2RenderingContext;
  /** Largest blend area of a preview still on the software path. */
  private readonly maxPixels: number;
  private readonly maxSide: number;
  private readonly staging: [OffscreenCanvas, OffscreenCanvas] = [
    new OffscreenCanvas(1, 1),
    new OffscreenCanvas(1, 1),
  ];
  private resources: GlResources | undefined;
  private disposed = false;
  /** What texture 1 holds: the `to` version and blend size it was uploaded for (none after a context loss). */
  private uploadedTo: { version: number; width: number; height: number } | undefined;
  /** Transitions drawn at least once since the GL objects were made (`prepare` has nothing left to do). */
  private readonly prepared = new Set<string>();

  constructor(options: TransitionBlenderOptions) {
    this.lookup = options.lookup ?? transitionEntry;
    this.gl = createContext(this.canvas);
    this.renderer = rendererName(this.gl);
    this.software = options.software ?? isSoftwareRenderer(this.gl);
    this.maxPixels = options.maxSoftwarePixels ?? DEFAULT_MAX_SOFTWARE_PIXELS;
    this.maxSide = Number(this.gl.getParameter(this.gl.MAX_TEXTURE_SIZE));
    // preventDefault on loss lets the browser restore the context; all GL objects are gone either way.
    this.canvas.addEventListener('webglcontextlost', (event) => {
      event.preventDefault();
      this.forgetGl();
    });
    this.canvas.addEventListener('webglcontextrestored', () => this.forgetGl());
  }

  private forgetGl(): void {
    this.resources = undefined;
    this.uploadedTo = undefined;
    this.prepared.clear();
  }

  blendSizeFor(width: number, height: number, use: BlendUse = 'still'): { width: number; height: number } {
    const limit = this.software ? softwareBlendLimit(use, this.maxPixels) : Infinity;
    return blendSize(width, height, limit, this.maxSide);
  }

  prepare(name: string): void {
    const entry = this.entry(name);
    const state = this.liveResources(name);
    if (this.prepared.has(name)) return;
    const linked = transitionProgram(this.gl, state, entry);
    this.blankScenes(state);
    this.gl.viewport(0, 0, 1, 1);
    drawTransition(this.gl, state, linked, entry, resolveEntryParams(entry, undefined), 0.5, 16 / 9);
    // Sent now, drawn by the GPU process while this thread goes on (nothing waits for the pixel).
    this.gl.flush();
    this.prepared.add(name);
  }

  blend(
    from: SceneImage,
    to: SceneImage,
    name: string,
    progress: number,
    params: Readonly<Record<string, unknown>> | undefined,
    width: number,
    height: number,
    options: BlendOptions = {},
  ): OffscreenCanvas {
    if (this.disposed) throw new Error(`transition "${name}": the blender was disposed`);
    const entry = this.entry(name);
    checkBlendArguments(name, progress, width, height);
    const values = resolveEntryParams(entry, params);
    const state = this.liveResources(name);
    const linked = transitionProgram(this.gl, state, entry);
    const size = this.blendSizeFor(width, height, options.use);
    if (this.canvas.width !== size.width || this.canvas.height !== size.height) {
      this.canvas.width = size.width;
      this.canvas.height = size.height;
    }
    this.gl.viewport(0, 0, size.width, size.height);
    this.uploadScenes(state, from, to, size, options.toVersion);
    drawTransition(this.gl, state, linked, entry, values, progress, width / height);
    this.prepared.add(name);
    if (this.gl.isContextLost())
      throw new Error(`transition "${name}": the WebGL2 context was lost while blending`);
    return this.canvas;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.resources !== undefined && !this.gl.isContextLost()) deleteGlResources(this.gl, this.resources);
    this.resources = undefined;
    this.gl.getExtension('WEBGL_lose_context')?.loseContext();
  }

  private entry(name: string): TransitionShaderEntry {
    const entry = this.lookup(name);
    if (entry === undefined) throw new UnknownTransitionError(name);
    return entry;
  }

  /** Both scenes into their textures at the blend's size; the `to` scene only when its version changed. */
  private uploadScenes(
    state: GlResources,
    from: SceneImage,
    to: SceneImage,
    size: { width: number; height: number },
    toVersion: number | undefined,
  ): void {
    const area = size.width * size.height;
    const shrink = (source: SceneImage, index: 0 | 1): TexImageSource =>
      sourceArea(source) > area ? downscale(this.staging[index], source, size.width, size.height) : source;
    this.upload(state.scenes[0], 0, shrink(from, 0));
    const kept = this.uploadedTo;
    const toKept =
      toVersion !== undefined &&
      kept?.version === toVersion &&
      kept.width === size.width &&
      kept.height === size.height;
    if (toKept) return;
    this.uploadedTo = undefined;
    this.upload(state.scenes[1], 1, shrink(to, 1));
    if (toVersion !== undefined) this.uploadedTo = { version: toVersion, ...size };
  }

  private upload(texture: WebGLTexture, unit: number, source: TexImageSource): void {
    const gl = this.gl;
    gl.activeTexture(gl.TEXTURE0 + unit);
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, source);
  }

  /** One blank pixel in both scene textures (whatever they held is uploaded again by the next blend). */
  private blankScenes(state: GlResources): void {
    const gl = this.gl;
    const pixel = new Uint8Array([0, 0, 0, 255]);
    for (const unit of [0, 1] as const) {
      gl.activeTexture(gl.TEXTURE0 + unit);
      gl.bindTexture(gl.TEXTURE_2D, state.scenes[unit]);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    }
    this.uploadedTo = undefined;
  }

  /** The GL objects, made again after a context loss; throws while the context is lost or after dispose. */
  private liveResources(name: string): GlResources {
    if (this.disposed) throw new Error(`transition "${name}": the blender was disposed`);
    if (this.gl.isContextLost())
      throw new Error(`transition "${name}": the WebGL2 context is lost (waiting for restore)`);
    if (this.resources === undefined) {
      this.forgetGl();
      this.resources = createGlResources(this.gl);
    }
    return this.resources;
  }
}

function checkBlendArguments(name: string, progress: number, width: number, height: number): void {
  if (!Number.isFinite(progress))
    throw new RangeError(`transition "${name}": progress must be finite, got ${progress}`);
  if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0)) {
    throw new RangeError(
      `transition "${name}": output size must be positive integers, got ${width}×${height}`,
    );
  }
}
