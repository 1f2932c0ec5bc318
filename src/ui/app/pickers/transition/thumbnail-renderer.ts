/**
 * One WebGL2 canvas for every thumbnail of the picker (browsers cap live WebGL contexts at about 16, and 126
 * compiles up front would cost seconds on a CPU rasteriser): the thumbnail under the pointer or the keyboard
 * focus is drawn here, frame by frame, and copied onto its own small 2D canvas. It draws with the preview's own
 * transition code (src/canvas/transitions): programs compile on first use and are kept, a shader that fails is
 * remembered and reported once, and a thumbnail moves the way the preview will.
 */
import type { TransitionShaderEntry } from '../../../../shared/model/transition.ts';
import { resolveEntryParams } from '../../../../shared/transitions/params.ts';
import {
  createGlResources,
  drawTransition,
  transitionProgram,
  type GlResources,
} from '../../../../canvas/transitions/index.ts';
import { sampleImages, THUMB_HEIGHT, THUMB_WIDTH } from './sample-images.ts';

export class ThumbnailRenderer {
  private readonly canvas = document.createElement('canvas');
  private readonly gl: WebGL2RenderingContext;
  private readonly resources: GlResources;

  constructor() {
    this.canvas.width = THUMB_WIDTH;
    this.canvas.height = THUMB_HEIGHT;
    const gl = this.canvas.getContext('webgl2', {
      alpha: false,
      antialias: false,
      preserveDrawingBuffer: true,
    });
    if (gl === null) throw new Error('transition picker: WebGL2 is not available for the thumbnails');
    this.gl = gl;
    this.resources = createGlResources(gl);
    // The two sample images stay on units 0 and 1: every thumbnail blends the same pair.
    const { from, to } = sampleImages();
    [from, to].forEach((image, unit) => {
      gl.activeTexture(gl.TEXTURE0 + unit);
      gl.bindTexture(gl.TEXTURE_2D, this.resources.scenes[unit as 0 | 1]);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, image);
    });
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
    const program = transitionProgram(gl, this.resources, entry);
    gl.viewport(0, 0, THUMB_WIDTH, THUMB_HEIGHT);
    // Sampler params take the units after 0 and 1; put the two samples back where the shader reads them.
    this.resources.scenes.forEach((texture, unit) => {
      gl.activeTexture(gl.TEXTURE0 + unit);
      gl.bindTexture(gl.TEXTURE_2D, texture);
    });
    const values = resolveEntryParams(entry, params);
    drawTransition(gl, this.resources, program, entry, values, progress, THUMB_WIDTH / THUMB_HEIGHT);
    target.drawImage(this.canvas, 0, 0, target.canvas.width, target.canvas.height);
  }
}

let shared: ThumbnailRenderer | undefined;

/** The page's one thumbnail renderer, made on first use. */
export function thumbnailRenderer(): ThumbnailRenderer {
  shared ??= new ThumbnailRenderer();
  return shared;
}
