/** Is WebGL running on the CPU, and how large may a blend be then. */

/** Renderer strings of CPU rasterisers (Chromium's SwiftShader, Mesa's llvmpipe/softpipe, Windows' WARP). */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

/** The unmasked renderer string when the browser exposes it, else the masked one. */
export function rendererName(gl: WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = gl.getParameter(info === null ? gl.RENDERER : info.UNMASKED_RENDERER_WEBGL);
  return typeof name === 'string' ? name : '';
}

export function isSoftwareRenderer(gl: WebGL2RenderingContext): boolean {
  return SOFTWARE_RENDERER.test(rendererName(gl));
}

/**
 * Default largest blend area in software for the editor preview's stills: 640×360. A full-screen 1080p quad
 * took 38 ms in SwiftShader, and transitions sample the scenes many times per pixel; a quarter of 720p keeps
 * most blends within a frame, and the blurred-in-motion frames of a transition hide the upscale.
 */
export const DEFAULT_MAX_SOFTWARE_PIXELS = 640 * 360;

/**
 * Largest blend area in software for frames in motion (playback): 480×270. A blend's cost follows its area
 * (measured here, blend + drawing it at 960×540: fade 10.2 ms at 640×360, 5.3 at 480×270; cube 11.7 and 6.4),
 * and at 640×360 a transition frame — the outgoing scene plus the blend — did not fit a 60 Hz frame on 2
 * cores (2–4% of frames dropped over 20 s, nearly all inside transition windows). Still frames (a seek, a
 * pause) keep DEFAULT_MAX_SOFTWARE_PIXELS; an export's frames and grabs blend at their own size.
 */
export const PLAYBACK_MAX_SOFTWARE_PIXELS = 480 * 270;

/**
 * What a blend is for, which sets its size where WebGL runs on the CPU (a GPU always blends at the output's
 * size):
 * - `output`: a frame of a file or a grab, at the output's own size: the picture the file holds.
 * - `still`: a paused frame of the editor's preview, at most the blender's software limit
 *   (DEFAULT_MAX_SOFTWARE_PIXELS).
 * - `moving`: a frame of the preview's playback, at most PLAYBACK_MAX_SOFTWARE_PIXELS as well.
 */
export type BlendUse = 'output' | 'still' | 'moving';

/** The largest blend area for `use` on a CPU rasteriser whose limit for stills is `softwarePixels`. */
export function softwareBlendLimit(use: BlendUse, softwarePixels: number): number {
  if (use === 'output') return Infinity;
  return use === 'moving' ? Math.min(softwarePixels, PLAYBACK_MAX_SOFTWARE_PIXELS) : softwarePixels;
}

/** The size to blend at: the output size, scaled down (aspect kept) to at most maxPixels and maxSide. */
export function blendSize(
  width: number,
  height: number,
  maxPixels: number,
  maxSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, Math.sqrt(maxPixels / (width * height)), maxSide / width, maxSide / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
