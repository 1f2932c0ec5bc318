/**
 * Drives the worker renderer for browser tests: `window.harness` starts a renderer worker on the preview
 * canvas, loads projects (normalised as the editor does), renders frames, reads pixels and grabs frames.
 * Media for tests are made here (images, SVG, sprite sheets, an H.264 video) and served as blob URLs.
 */
import type { Remote } from 'comlink';
import { normalizeProject } from '../src/shared/normalize/project.ts';
import type { PlaybackStats } from '../src/shared/protocol/playback.ts';
import type {
  ProxyStatus,
  RendererApi,
  RendererInitOptions,
  RenderResult,
  ResourceCounts,
} from '../src/shared/protocol/renderer.ts';
import { startRendererWorker } from '../src/ui/preview/index.ts';
import { colourVideo, quadrantImage, spriteSheet, svgUrl } from './test-media.ts';

let renderer: Remote<RendererApi> | undefined;

/** What the editor's preview turns on (src/ui/preview/preview.ts); tests choose each, all off by default. */
type PreviewFlags = Pick<RendererInitOptions, 'previewProxies' | 'primeWhilePaused' | 'draftTransitions'>;

async function start(
  width: number,
  height: number,
  projectWidth = 1920,
  projectHeight = 1080,
  preview: PreviewFlags = {},
) {
  const old = document.getElementById('preview') as HTMLCanvasElement;
  const canvas = document.createElement('canvas');
  canvas.id = 'preview';
  canvas.width = width;
  canvas.height = height;
  old.replaceWith(canvas);
  const started = await startRendererWorker(canvas, {
    projectWidth,
    projectHeight,
    ...preview,
  });
  renderer = started.renderer;
  return started.info;
}

function api(): Remote<RendererApi> {
  if (renderer === undefined) throw new Error('harness: start() first');
  return renderer;
}

async function load(raw: unknown): Promise<void> {
  await api().setProject(normalizeProject(raw));
}

/** Loads a project and draws the frame at t without waiting for the load: did the frame come first? */
async function loadAndRender(
  raw: unknown,
  t: number,
): Promise<{ result: RenderResult; loadedFirst: boolean }> {
  let loaded = false;
  void api()
    .setProject(normalizeProject(raw))
    .then(() => {
      loaded = true;
    });
  const result = await api().renderAt(t);
  return { result, loadedFirst: loaded };
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

/** A blob URL for a file's bytes sent from the test (base64), like a file the creator dropped. */
function fileUrl(base64: string, type: string): string {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type }));
}

/**
 * The grab at `t` (at `scale` of the project size), with the rectangle `rect` (project pixels) resampled to
 * width × height: RGBA as base64, to compare with a reference frame of that size.
 */
async function grabRegion(
  t: number,
  rect: [number, number, number, number],
  width: number,
  height: number,
  scale = 0.25,
): Promise<string> {
  const blob = (await api().grabFrame(t, { scale })) as unknown as Blob;
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  ctx.imageSmoothingQuality = 'high';
  const [x, y, w, h] = rect.map((v) => v * scale) as [number, number, number, number];
  ctx.drawImage(bitmap, x, y, w, h, 0, 0, width, height);
  bitmap.close();
  const data = ctx.getImageData(0, 0, width, height).data;
  let binary = '';
  for (let i = 0; i < data.length; i += 0x8000) {
    binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The server replaced the file at `url`: layers showing it open it again. */
async function reloadMedia(url: string): Promise<void> {
  await api().reloadMedia(url);
}

/** Where the preview copies stand (started with `previewProxies`). */
async function proxyStatus(): Promise<ProxyStatus[]> {
  return api().proxyStatus();
}

/** Holds the preview copies (as an export in the page does), or lets them go on. */
async function holdProxies(held: boolean): Promise<void> {
  await api().holdProxies(held);
}

/** The files in the preview copies' folder of this origin's private file system. */
async function proxyFiles(): Promise<string[]> {
  const root = await navigator.storage.getDirectory();
  const folder = await root.getDirectoryHandle('clipwright-proxies', { create: true });
  const names: string[] = [];
  for await (const name of (folder as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
  return names.sort();
}

async function counts(): Promise<ResourceCounts> {
  return api().resourceCounts();
}

/**
 * Plays from 0 for `seconds` on the worker's own clock (as the preview does, with no sound to follow), logging
 * every shown frame with the luma at the probe points, then pauses; the player's counters.
 */
async function play(seconds: number, probe: { y: number; xs: number[] }, from = 0): Promise<PlaybackStats> {
  await api().play({
    sync: { mediaTime: from, at: performance.timeOrigin + performance.now() },
    endTime: from + seconds,
    frameLog: 1000,
    probe,
  });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 200));
  const stats = await api().playbackStats();
  await api().pause();
  return stats;
}

/** How many times each stage of the worker ran since the last call (src/worker/stats). */
async function stageCounts(): Promise<Record<string, number>> {
  const stats = await api().stageStats(true);
  return Object.fromEntries(Object.entries(stats).map(([name, stage]) => [name, stage.count]));
}

window.harness = {
  start,
  proxyStatus,
  holdProxies,
  proxyFiles,
  load,
  loadAndRender,
  render,
  play,
  pixel,
  grab,
  ink,
  counts,
  stageCounts,
  quadrantImage,
  spriteSheet,
  svgUrl,
  colourVideo,
  fileUrl,
  grabRegion,
  reloadMedia,
};
