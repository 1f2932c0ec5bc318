/**
 * Blends two rendered scenes with a named transition in WebGL2: the scenes are drawn with
 * Canvas2D elsewhere, uploaded here as two textures, and mixed by the transition's fragment shader on an
 * OffscreenCanvas. On a CPU rasteriser the blend runs at a reduced size and the caller scales the result up.
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
import { blendSize, DEFAULT_MAX_SOFTWARE_PIXELS, isSoftwareRenderer, rendererName } from './renderer-info.ts';

/** An image of a rendered scene that both Canvas2D and WebGL accept, in a worker and on a page. */
export type SceneImage = ImageBitmap | OffscreenCanvas | VideoFrame;

export interface TransitionBlenderOptions {
  /** Force the software path on or off; by default it follows the GL renderer's name. */
  readonly software?: boolean;
  /** Largest blend area (pixels) on the software path; default 640×360. */
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
   * On the software path, blend at most this many pixels (fewer than the blender's own limit: playback asks
   * for PLAYBACK_MAX_SOFTWARE_PIXELS). No effect on a GPU.
   */
  readonly maxPixels?: number;
}

export interface TransitionBlender {
  /** True when WebGL runs on the CPU (SwiftShader, llvmpipe): blends are then at most maxSoftwarePixels. */
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
   * The size a blend for a width×height output is made at: the output's, or smaller on the software path.
   * Scenes drawn at this size are blended without being scaled down first.
   */
  blendSizeFor(width: number, height: number): { width: number; height: number };
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
  const lookup = options.lookup ?? transitionEntry;
  const canvas = new OffscreenCanvas(1, 1);
  const gl = createContext(canvas);

  const renderer = rendererName(gl);
  const software = options.software ?? isSoftwareRenderer(gl);
  const maxPixels = software ? (options.maxSoftwarePixels ?? DEFAULT_MAX_SOFTWARE_PIXELS) : Infinity;
  const maxSide = Number(gl.getParameter(gl.MAX_TEXTURE_SIZE));
  const staging: [OffscreenCanvas, OffscreenCanvas] = [new OffscreenCanvas(1, 1), new OffscreenCanvas(1, 1)];
  let resources: GlResources | undefined;
  let disposed = false;
  /** What texture 1 holds: the `to` version and blend size it was uploaded for (none after a context loss). */
  let uploadedTo: { version: number; width: number; height: number } | undefined;
  /** Transitions drawn at least once since the GL objects were made (`prepare` has nothing left to do). */
  const prepared = new Set<string>();

  // preventDefault on loss lets the browser restore the context; all GL objects are gone either way.
  canvas.addEventListener('webglcontextlost', (event) => {
    event.preventDefault();
    resources = undefined;
    uploadedTo = undefined;
    prepared.clear();
  });
  canvas.addEventListener('webglcontextrestored', () => {
    resources = undefined;
    uploadedTo = undefined;
  });

  function upload(texture: WebGLTexture, unit: number, source: TexImageSource): void {
    gl.activeTexture(gl.TEXTURE0 + unit);
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, source);
  }

  /** One blank pixel in both scene textures (whatever they held is uploaded again by the next blend). */
  function blankScenes(state: GlResources): void {
    const pixel = new Uint8Array([0, 0, 0, 255]);
    for (const unit of [0, 1] as const) {
      gl.activeTexture(gl.TEXTURE0 + unit);
      gl.bindTexture(gl.TEXTURE_2D, state.scenes[unit]);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    }
    uploadedTo = undefined;
  }

  /** The GL objects, made again after a context loss; throws while the context is lost or after dispose. */
  function liveResources(name: string): GlResources {
    if (disposed) throw new Error(`transition "${name}": the blender was disposed`);
    if (gl.isContextLost())
      throw new Error(`transition "${name}": the WebGL2 context is lost (waiting for restore)`);
    if (resources === undefined) {
      resources = createGlResources(gl);
      uploadedTo = undefined;
      prepared.clear();
    }
    return resources;
  }

  function prepare(name: string): void {
    const entry = lookup(name);
    if (entry === undefined) throw new UnknownTransitionError(name);
    const state = liveResources(name);
    if (prepared.has(name)) return;
    const linked = transitionProgram(gl, state, entry);
    blankScenes(state);
    gl.viewport(0, 0, 1, 1);
    drawTransition(gl, state, linked, entry, resolveEntryParams(entry, undefined), 0.5, 16 / 9);
    // Sent now, drawn by the GPU process while this thread goes on (nothing waits for the pixel).
    gl.flush();
    prepared.add(name);
  }

  function blend(
    from: SceneImage,
    to: SceneImage,
    name: string,
    progress: number,
    params: Readonly<Record<string, unknown>> | undefined,
    width: number,
    height: number,
    options: BlendOptions = {},
  ): OffscreenCanvas {
    if (disposed) throw new Error(`transition "${name}": the blender was disposed`);
    const entry = lookup(name);
    if (entry === undefined) throw new UnknownTransitionError(name);
    if (!Number.isFinite(progress))
      throw new RangeError(`transition "${name}": progress must be finite, got ${progress}`);
    if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0)) {
      throw new RangeError(
        `transition "${name}": output size must be positive integers, got ${width}×${height}`,
      );
    }
    const values = resolveEntryParams(entry, params);
    const state = liveResources(name);
    const linked = transitionProgram(gl, state, entry);

    const limit = software ? Math.min(maxPixels, options.maxPixels ?? Infinity) : maxPixels;
    const size = blendSize(width, height, limit, maxSide);
    if (canvas.width !== size.width || canvas.height !== size.height) {
      canvas.width = size.width;
      canvas.height = size.height;
    }
    const area = size.width * size.height;
    const shrink = (source: SceneImage, index: 0 | 1): TexImageSource =>
      sourceArea(source) > area ? downscale(staging[index], source, size.width, size.height) : source;

    gl.viewport(0, 0, size.width, size.height);
    upload(state.scenes[0], 0, shrink(from, 0));
    const toVersion = options.toVersion;
    const toKept =
      toVersion !== undefined &&
      uploadedTo?.version === toVersion &&
      uploadedTo.width === size.width &&
      uploadedTo.height === size.height;
    if (!toKept) {
      uploadedTo = undefined;
      upload(state.scenes[1], 1, shrink(to, 1));
      if (toVersion !== undefined)
        uploadedTo = { version: toVersion, width: size.width, height: size.height };
    }
    drawTransition(gl, state, linked, entry, values, progress, width / height);
    prepared.add(name);
    if (gl.isContextLost())
      throw new Error(`transition "${name}": the WebGL2 context was lost while blending`);
    return canvas;
  }

  return {
    software,
    renderer,
    blend,
    prepare,
    blendSizeFor: (width, height) => blendSize(width, height, maxPixels, maxSide),
    dispose() {
      if (disposed) return;
      disposed = true;
      if (resources !== undefined && !gl.isContextLost()) deleteGlResources(gl, resources);
      resources = undefined;
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    },
  };
}
