// Drives the worker's transition blender on this page (OffscreenCanvas + WebGL2 behave the same on a page and in a
// worker) for tests/browser/transitions.spec.ts: endpoint checks of every transition in one call, midway checks,
// orientation, error paths and timings.
import { TRANSITION_NAMES, transitionEntry } from '../src/shared/transitions/index.ts';
import {
  createTransitionBlender,
  type BlendUse,
  type TransitionBlender,
} from '../src/worker/transitions/index.ts';

/** Quadrant colours, top-left, top-right, bottom-left, bottom-right: distinct so that a flip or mirror shows. */
const FROM_QUADRANTS = ['#c83028', '#e6781e', '#a0145a', '#fac83c'] as const;
const TO_QUADRANTS = ['#1e3cc8', '#14a0dc', '#3c1e8c', '#78c8fa'] as const;

/** Grid of sample points (fractions of width/height), at least 0.05 away from the quadrant borders. */
const GRID = [0.05, 0.15, 0.3, 0.42, 0.58, 0.7, 0.85, 0.95];

/** Channel differences up to this are rounding (8-bit textures, highp maths in SwiftShader). */
export const TOLERANCE = 3;

export interface ImageDiff {
  /** Largest channel difference. */
  max: number;
  /** How many compared pixels differ by more than TOLERANCE. */
  over: number;
  /** Where the largest difference is, with both colours, for failure reports. */
  at: string;
}

export interface EndpointResult {
  name: string;
  /** The blend at progress 0 against the outgoing image, and at 1 against the incoming image. */
  at0: ImageDiff;
  at1: ImageDiff;
  error?: string;
}

export interface MidwayResult {
  name: string;
  fromOutgoing: ImageDiff;
  fromIncoming: ImageDiff;
  /** Against the per-pixel average of both images (a cross-fade at 0.5). */
  fromAverage: ImageDiff;
}

export interface ImageOptions {
  width: number;
  height: number;
  /** Side of the checker cells darkened over the quadrants; 0 for plain quadrants. */
  cell: number;
  /** Compare only the GRID points instead of every pixel. */
  grid?: boolean;
  /** A blender with this software blend area instead of the page's default one. */
  maxSoftwarePixels?: number;
}

export interface TransitionsHarness {
  names: readonly string[];
  info(): { software: boolean; renderer: string };
  checkEndpoints(options: ImageOptions, names?: readonly string[]): EndpointResult[];
  checkMidway(options: ImageOptions, names: readonly string[], progress: number): MidwayResult[];
  /** RGB at (fx, fy) (fractions, y down) of the blend, and of the two images there. */
  pixelAt(
    name: string,
    progress: number,
    fx: number,
    fy: number,
  ): { blend: number[]; from: number[]; to: number[] };
  /** Size of the canvas blend() returned for a width×height output, blended for `use`. */
  blendSizeFor(options: ImageOptions, use?: BlendUse): { width: number; height: number };
  /** Milliseconds of blend + drawing the result at full size, median of `runs` after one warm-up. */
  timeBlend(name: string, options: ImageOptions, runs: number): { median: number; samples: number[] };
  compileErrorMessage(): string;
  contextLoss(): Promise<{ whileLost: string; afterRestore: EndpointResult }>;
  errorMessage(name: string, params: Record<string, unknown>): string;
}

function context2d(width: number, height: number): OffscreenCanvasRenderingContext2D {
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (context === null) throw new Error('no 2D context');
  return context;
}

function quadrantImage(
  colours: readonly string[],
  width: number,
  height: number,
  cell: number,
): OffscreenCanvas {
  const context = context2d(width, height);
  const halfW = Math.floor(width / 2);
  const halfH = Math.floor(height / 2);
  const rects = [
    [0, 0, halfW, halfH],
    [halfW, 0, width - halfW, halfH],
    [0, halfH, halfW, height - halfH],
    [halfW, halfH, width - halfW, height - halfH],
  ] as const;
  rects.forEach(([x, y, w, h], index) => {
    context.fillStyle = colours[index] ?? '#000';
    context.fillRect(x, y, w, h);
  });
  if (cell > 0) {
    // A checker of darker cells over everything: any shift, scale or blur at an endpoint changes pixels.
    context.fillStyle = 'rgba(0, 0, 0, 0.35)';
    for (let y = 0; y < height; y += cell) {
      for (let x = ((y / cell) % 2) * cell; x < width; x += 2 * cell) context.fillRect(x, y, cell, cell);
    }
  }
  return context.canvas;
}

/** The pixels compared (every pixel, or the GRID points): RGB triples in one flat array, and their positions. */
interface Pixels {
  rgb: Float32Array;
  /** x and y of each compared pixel. */
  xy: Int32Array;
}

function pixels(image: CanvasImageSource, options: ImageOptions): Pixels {
  const { width, height } = options;
  const context = context2d(width, height);
  context.drawImage(image, 0, 0, width, height);
  const data = context.getImageData(0, 0, width, height).data;
  const points: [number, number][] = [];
  if (options.grid === true) {
    for (const fy of GRID)
      for (const fx of GRID) points.push([Math.floor(fx * width), Math.floor(fy * height)]);
  } else {
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) points.push([x, y]);
  }
  const rgb = new Float32Array(points.length * 3);
  const xy = new Int32Array(points.length * 2);
  points.forEach(([x, y], p) => {
    const offset = (y * width + x) * 4;
    rgb.set(data.subarray(offset, offset + 3), p * 3);
    xy[p * 2] = x;
    xy[p * 2 + 1] = y;
  });
  return { rgb, xy };
}

function diff(actual: Pixels, expected: Float32Array): ImageDiff {
  let max = 0;
  let over = 0;
  let worst = -1;
  for (let p = 0; p < actual.xy.length / 2; p += 1) {
    let d = 0;
    for (let c = 0; c < 3; c += 1)
      d = Math.max(d, Math.abs((actual.rgb[p * 3 + c] ?? 0) - (expected[p * 3 + c] ?? 0)));
    if (d > TOLERANCE) over += 1;
    if (d > max) {
      max = d;
      worst = p;
    }
  }
  const colour = (values: Float32Array) => `rgb(${[...values.subarray(worst * 3, worst * 3 + 3)].join(',')})`;
  const at =
    worst < 0
      ? ''
      : `x=${actual.xy[worst * 2]} y=${actual.xy[worst * 2 + 1]}: ${colour(actual.rgb)} instead of ${colour(expected)}`;
  return { max, over, at };
}

const blender: TransitionBlender = createTransitionBlender();
const blenders = new Map<number, TransitionBlender>();

function blenderFor(options: ImageOptions): TransitionBlender {
  if (options.maxSoftwarePixels === undefined) return blender;
  let found = blenders.get(options.maxSoftwarePixels);
  if (found === undefined) {
    found = createTransitionBlender({ maxSoftwarePixels: options.maxSoftwarePixels });
    blenders.set(options.maxSoftwarePixels, found);
  }
  return found;
}

/** The two images and their compared pixels, built once per size/pattern (a 1 px checker is 28 800 rects). */
const imageCache = new Map<string, ReturnType<typeof buildImages>>();

function buildImages(options: ImageOptions) {
  const from = quadrantImage(FROM_QUADRANTS, options.width, options.height, options.cell);
  const to = quadrantImage(TO_QUADRANTS, options.width, options.height, options.cell);
  return { from, to, fromPixels: pixels(from, options).rgb, toPixels: pixels(to, options).rgb };
}

function images(options: ImageOptions) {
  const key = `${options.width}x${options.height}/${options.cell}/${options.grid === true}`;
  let found = imageCache.get(key);
  if (found === undefined) {
    found = buildImages(options);
    imageCache.set(key, found);
  }
  return found;
}

function blendPixels(
  name: string,
  progress: number,
  options: ImageOptions,
  from: OffscreenCanvas,
  to: OffscreenCanvas,
) {
  const result = blenderFor(options).blend(from, to, name, progress, {}, options.width, options.height);
  return pixels(result, options);
}

function endpoints(name: string, options: ImageOptions): EndpointResult {
  const { from, to, fromPixels, toPixels } = images(options);
  try {
    return {
      name,
      at0: diff(blendPixels(name, 0, options, from, to), fromPixels),
      at1: diff(blendPixels(name, 1, options, from, to), toPixels),
    };
  } catch (error) {
    const failed = { max: 255, over: -1, at: '' };
    return { name, at0: failed, at1: failed, error: String(error) };
  }
}

const harness: TransitionsHarness = {
  names: TRANSITION_NAMES,
  info: () => ({ software: blender.software, renderer: blender.renderer }),
  checkEndpoints: (options, names = TRANSITION_NAMES) => names.map((name) => endpoints(name, options)),
  checkMidway(options, names, progress) {
    const { from, to, fromPixels, toPixels } = images(options);
    const average = fromPixels.map((value, index) => (value + (toPixels[index] ?? 0)) / 2);
    return names.map((name) => {
      const midway = blendPixels(name, progress, options, from, to);
      return {
        name,
        fromOutgoing: diff(midway, fromPixels),
        fromIncoming: diff(midway, toPixels),
        fromAverage: diff(midway, average),
      };
    });
  },
  pixelAt(name, progress, fx, fy) {
    const options = { width: 64, height: 64, cell: 0 };
    const { from, to } = images(options);
    const at = (image: CanvasImageSource) => {
      const context = context2d(64, 64);
      context.drawImage(image, 0, 0, 64, 64);
      return [...context.getImageData(Math.floor(fx * 64), Math.floor(fy * 64), 1, 1).data.slice(0, 3)];
    };
    return { blend: at(blender.blend(from, to, name, progress, {}, 64, 64)), from: at(from), to: at(to) };
  },
  blendSizeFor(options, use) {
    const { from, to } = images(options);
    const result = blenderFor(options).blend(from, to, 'fade', 0.5, {}, options.width, options.height, {
      ...(use !== undefined ? { use } : {}),
    });
    return { width: result.width, height: result.height };
  },
  timeBlend(name, options, runs) {
    const { width, height } = options;
    const { from, to } = images(options);
    const output = context2d(width, height);
    const once = (progress: number): number => {
      const start = performance.now();
      output.drawImage(
        blenderFor(options).blend(from, to, name, progress, {}, width, height),
        0,
        0,
        width,
        height,
      );
      // Reading one pixel waits for the GL work and the draw to finish, as showing the frame would.
      output.getImageData(0, 0, 1, 1);
      return performance.now() - start;
    };
    once(0.5);
    const sampled = Array.from({ length: runs }, (_, index) => once((index + 1) / (runs + 1)));
    const sorted = [...sampled].sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)] ?? NaN, samples: sampled };
  },
  compileErrorMessage() {
    const fade = transitionEntry('fade');
    if (fade === undefined) throw new Error('no fade entry');
    const broken = createTransitionBlender({
      lookup: (name) =>
        name === 'broken'
          ? { ...fade, name, glsl: 'vec4 transition(vec2 uv) { return notDeclared; }' }
          : undefined,
    });
    const image = quadrantImage(FROM_QUADRANTS, 16, 16, 0);
    try {
      broken.blend(image, image, 'broken', 0.5, {}, 16, 16);
      return 'no error';
    } catch (error) {
      return String(error);
    } finally {
      broken.dispose();
    }
  },
  async contextLoss() {
    const image = quadrantImage(FROM_QUADRANTS, 16, 16, 0);
    const canvas = blender.blend(image, image, 'fade', 0.5, {}, 16, 16);
    // getContext with the blender's type returns the blender's own context.
    const lose = canvas.getContext('webgl2')?.getExtension('WEBGL_lose_context');
    if (lose == null) throw new Error('no WEBGL_lose_context');
    const lost = new Promise((resolve) =>
      canvas.addEventListener('webglcontextlost', resolve, { once: true }),
    );
    lose.loseContext();
    await lost;
    // The browser decides whether restoring is allowed only after the lost event's listeners return, and an
    // awaited promise resumes before that (microtasks run between listeners): wait one task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const whileLost = harness.errorMessage('cube', {});
    const restored = new Promise((resolve) =>
      canvas.addEventListener('webglcontextrestored', resolve, { once: true }),
    );
    lose.restoreContext();
    await restored;
    return { whileLost, afterRestore: endpoints('cube', { width: 64, height: 36, cell: 1 }) };
  },
  errorMessage(name, params) {
    const image = quadrantImage(FROM_QUADRANTS, 16, 16, 0);
    try {
      blender.blend(image, image, name, 0.5, params, 16, 16);
      return 'no error';
    } catch (error) {
      return String(error);
    }
  },
};

window.harness = harness;
