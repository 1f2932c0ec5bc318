/**
 * Drives the worker renderer for browser tests: `window.harness` starts a renderer worker on the preview
 * canvas, loads projects (normalised as the editor does), renders frames, reads pixels and grabs frames.
 * Media for tests are made here (images, SVG, sprite sheets, an H.264 video) and served as blob URLs.
 */
import { wrap, transfer } from 'comlink';
import type { Remote } from 'comlink';
import { BufferTarget, CanvasSource, Mp4OutputFormat, Output, QUALITY_HIGH } from 'mediabunny';
import { normalizeProject } from '../src/shared/normalize/project.ts';
import type { RendererApi, RenderResult, ResourceCounts } from '../src/shared/protocol/renderer.ts';

let renderer: Remote<RendererApi> | undefined;

async function start(width: number, height: number, projectWidth = 1920, projectHeight = 1080) {
  const old = document.getElementById('preview') as HTMLCanvasElement;
  const canvas = document.createElement('canvas');
  canvas.id = 'preview';
  canvas.width = width;
  canvas.height = height;
  old.replaceWith(canvas);
  const worker = new Worker(new URL('../src/worker/entry.ts', import.meta.url), { type: 'module' });
  renderer = wrap<RendererApi>(worker);
  const offscreen = canvas.transferControlToOffscreen();
  return renderer.init(transfer(offscreen, [offscreen]), {
    projectWidth,
    projectHeight,
    baseUrl: location.href,
  });
}

function api(): Remote<RendererApi> {
  if (renderer === undefined) throw new Error('harness: start() first');
  return renderer;
}

/** A PNG of solid colour quadrants (top-left, top-right, bottom-left, bottom-right). */
async function quadrantImage(width: number, height: number, colours: [string, string, string, string]) {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  colours.forEach((colour, i) => {
    ctx.fillStyle = colour;
    ctx.fillRect((i % 2) * (width / 2), Math.floor(i / 2) * (height / 2), width / 2, height / 2);
  });
  return URL.createObjectURL(await canvas.convertToBlob({ type: 'image/png' }));
}

/** A sprite sheet whose frame i is filled with colours[i % colours.length]. */
async function spriteSheet(frame: number, columns: number, frames: number, colours: string[]) {
  const rows = Math.ceil(frames / columns);
  const canvas = new OffscreenCanvas(frame * columns, frame * rows);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  for (let i = 0; i < frames; i++) {
    ctx.fillStyle = colours[i % colours.length] as string;
    ctx.fillRect((i % columns) * frame, Math.floor(i / columns) * frame, frame, frame);
  }
  return URL.createObjectURL(await canvas.convertToBlob({ type: 'image/png' }));
}

function svgUrl(svg: string) {
  return URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
}

/** An H.264 MP4 of `seconds` at `fps` whose frames are solid colours: second k shows colours[k]. */
async function colourVideo(width: number, height: number, fps: number, colours: string[]) {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  const output = new Output({
    format: new Mp4OutputFormat({ fastStart: 'in-memory' }),
    target: new BufferTarget(),
  });
  const source = new CanvasSource(canvas, { codec: 'avc', bitrate: QUALITY_HIGH, keyFrameInterval: 1 });
  output.addVideoTrack(source, { frameRate: fps });
  await output.start();
  const total = colours.length * fps;
  for (let i = 0; i < total; i++) {
    ctx.fillStyle = colours[Math.floor(i / fps)] as string;
    ctx.fillRect(0, 0, width, height);
    await source.add(i / fps, 1 / fps);
  }
  await output.finalize();
  const buffer = (output.target as BufferTarget).buffer;
  if (buffer === null) throw new Error('harness: video encoding produced nothing');
  return URL.createObjectURL(new Blob([buffer], { type: 'video/mp4' }));
}

async function load(raw: unknown): Promise<void> {
  await api().setProject(normalizeProject(raw));
}

async function render(t: number): Promise<RenderResult> {
  return api().renderAt(t);
}

async function pixel(x: number, y: number): Promise<[number, number, number, number]> {
  return api().readPixel(x, y);
}

/** Grabs a frame and returns its size, type and the RGBA of the given points. */
async function grab(t: number, points: Array<[number, number]>, scale?: number) {
  const blob = (await api().grabFrame(t, scale === undefined ? {} : { scale })) as unknown as Blob;
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  return {
    type: blob.type,
    width: canvas.width,
    height: canvas.height,
    pixels: points.map(([x, y]) => [...ctx.getImageData(x, y, 1, 1).data]),
  };
}

/** Share of pixels in the rectangle (grab pixels at `scale`) that differ from white: how much is drawn there. */
async function ink(t: number, rect: [number, number, number, number], scale = 0.5): Promise<number> {
  const blob = (await api().grabFrame(t, { scale })) as unknown as Blob;
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  const [x, y, w, h] = rect;
  const data = ctx.getImageData(x, y, w, h).data;
  let inked = 0;
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0) < 600) inked++;
  }
  return inked / (w * h);
}

async function counts(): Promise<ResourceCounts> {
  return api().resourceCounts();
}

window.harness = {
  start,
  load,
  render,
  pixel,
  grab,
  ink,
  counts,
  quadrantImage,
  spriteSheet,
  svgUrl,
  colourVideo,
};
