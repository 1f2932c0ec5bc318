/**
 * SVG icons drawn three ways for tests/browser/svg-icons.spec.ts: by the worker renderer (a frame grabbed at
 * full size), by the editing canvas (at zoom 1) and by Chromium itself (the file in an <img> drawn into a
 * canvas of the icon's size on the same white background). `compare` lays the icons out on one scene and
 * reports, per icon, the share of pixels where two of the pictures differ by more than a tolerance.
 */
import type { Remote } from 'comlink';
import { iconRastersWaiting } from '../src/canvas/icon-rasters.ts';
import { normalizeProject } from '../src/shared/normalize/project.ts';
import type { RendererApi } from '../src/shared/protocol/renderer.ts';
import { createEditingCanvas } from '../src/ui/canvas/index.ts';
import type { EditingCanvas } from '../src/ui/canvas/index.ts';
import { startRendererWorker } from '../src/ui/preview/index.ts';
import { svgUrl } from './test-media.ts';

/** One icon layer: the SVG text and its box in project pixels (integers, so pixels line up). */
export interface IconCase {
  name: string;
  svg: string;
  left: number;
  top: number;
  width: number;
  height: number;
  fill?: string;
  fillNeeded?: boolean;
  /** What Chromium draws as the reference, when not `svg` itself. */
  referenceSvg?: string;
}

export interface PairDiff {
  /** Share of the box's pixels where some channel differs by more than the tolerance. */
  share: number;
  /** The largest channel difference seen. */
  max: number;
}

export interface IconDiff {
  name: string;
  workerVsImg: PairDiff;
  pageVsImg: PairDiff;
  pageVsWorker: PairDiff;
}

const WIDTH = 1920;
const HEIGHT = 1080;
let renderer: Remote<RendererApi> | undefined;
let editor: EditingCanvas | undefined;
const errors: string[] = [];

async function start(): Promise<number> {
  const preview = document.getElementById('preview') as HTMLCanvasElement;
  ({ renderer } = await startRendererWorker(preview, { projectWidth: WIDTH, projectHeight: HEIGHT }));
  editor = createEditingCanvas(document.getElementById('editor') as HTMLCanvasElement, {
    layout: 'landscape',
    viewport: { width: WIDTH, height: HEIGHT },
  });
  editor.on('error', (payload) => errors.push(String((payload as { error?: unknown }).error)));
  return editor.zoom;
}

function projectOf(cases: readonly IconCase[]) {
  const layers = cases.map((c) => ({
    type: 'object',
    property: {
      type: 'CustomIcon',
      left: c.left,
      top: c.top,
      width: c.width,
      height: c.height,
      _staticUrl: svgUrl(c.svg),
      fill: c.fill ?? null,
      fillNeeded: c.fillNeeded ?? false,
    },
  }));
  const scene = { bgColor: '#ffffff', duration: 4, speech: { type: 'duration', duration: 4 }, layers };
  return normalizeProject({ layout: 'landscape', clips: [scene] });
}

function pixelsOf(source: CanvasImageSource, width: number, height: number): ImageData {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  ctx.drawImage(source, 0, 0);
  return ctx.getImageData(0, 0, width, height);
}

async function workerFrame(project: ReturnType<typeof projectOf>): Promise<ImageData> {
  if (renderer === undefined) throw new Error('harness: start() first');
  await renderer.setProject(project);
  const { missing } = await renderer.renderAt(0);
  if (missing.length > 0) throw new Error(`harness: the worker could not draw ${missing.join(', ')}`);
  const blob = (await renderer.grabFrame(0, { scale: 1 })) as unknown as Blob;
  const bitmap = await createImageBitmap(blob);
  const data = pixelsOf(bitmap, WIDTH, HEIGHT);
  bitmap.close();
  return data;
}

async function pageFrame(project: ReturnType<typeof projectOf>): Promise<ImageData> {
  if (editor === undefined) throw new Error('harness: start() first');
  const scene = project.clips[0];
  if (scene === undefined) throw new Error('harness: no scene');
  await editor.setScene(scene);
  if (errors.length > 0) throw new Error(`harness: the editing canvas failed: ${errors.join('; ')}`);
  editor.select(null);
  editor.fabric.renderAll();
  // A view whose size changed while it loaded shows a stand-in until its exact raster is made.
  while (iconRastersWaiting()) await new Promise((resolve) => setTimeout(resolve, 50));
  editor.fabric.renderAll();
  return pixelsOf(editor.fabric.lowerCanvasEl, WIDTH, HEIGHT);
}

/**
 * Chromium's drawing of the file in the case's box on white (xMidYMid meet, as icon layers fit their file);
 * a fillNeeded icon painted over in its fill.
 */
async function reference(c: IconCase): Promise<ImageData> {
  const image = new Image();
  image.src = svgUrl(c.referenceSvg ?? c.svg);
  await image.decode();
  const icon = new OffscreenCanvas(c.width, c.height);
  const ictx = icon.getContext('2d') as OffscreenCanvasRenderingContext2D;
  // drawImage stretches the image to the rectangle given: give it the icon's box fitted xMidYMid meet.
  const ratio = Math.min(c.width / image.naturalWidth, c.height / image.naturalHeight);
  const [w, h] = [image.naturalWidth * ratio, image.naturalHeight * ratio];
  ictx.drawImage(image, (c.width - w) / 2, (c.height - h) / 2, w, h);
  if (c.fillNeeded === true) {
    ictx.globalCompositeOperation = 'source-in';
    ictx.fillStyle = c.fill ?? '#000000';
    ictx.fillRect(0, 0, c.width, c.height);
  }
  const out = new OffscreenCanvas(c.width, c.height);
  const ctx = out.getContext('2d') as OffscreenCanvasRenderingContext2D;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, c.width, c.height);
  ctx.drawImage(icon, 0, 0);
  return ctx.getImageData(0, 0, c.width, c.height);
}

/** The case's box cut out of a full frame. */
function crop(frame: ImageData, c: IconCase): ImageData {
  const out = new ImageData(c.width, c.height);
  for (let y = 0; y < c.height; y++) {
    const from = ((c.top + y) * frame.width + c.left) * 4;
    out.data.set(frame.data.subarray(from, from + c.width * 4), y * c.width * 4);
  }
  return out;
}

function diff(a: ImageData, b: ImageData, tolerance: number): PairDiff {
  let differing = 0;
  let max = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    let d = 0;
    for (let k = 0; k < 3; k++) d = Math.max(d, Math.abs((a.data[i + k] ?? 0) - (b.data[i + k] ?? 0)));
    if (d > tolerance) differing++;
    max = Math.max(max, d);
  }
  return { share: differing / (a.width * a.height), max };
}

async function compare(cases: IconCase[], tolerance: number): Promise<IconDiff[]> {
  const project = projectOf(cases);
  const worker = await workerFrame(project);
  const page = await pageFrame(project);
  const result: IconDiff[] = [];
  for (const c of cases) {
    const img = await reference(c);
    const w = crop(worker, c);
    const p = crop(page, c);
    result.push({
      name: c.name,
      workerVsImg: diff(w, img, tolerance),
      pageVsImg: diff(p, img, tolerance),
      pageVsWorker: diff(p, w, tolerance),
    });
  }
  return result;
}

window.harness = { start, compare };
