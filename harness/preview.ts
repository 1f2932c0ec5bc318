/**
 * Drives the real-time preview (src/ui/preview) for browser tests and benchmarks: `window.harness` creates a
 * Preview on the page's canvas, records its events, and makes test media in the page: an H.264 video whose
 * frames show their own index as black/white bands, and a WAV of clicks at known times; it can also listen to
 * the preview's audio output and note when each click is heard.
 */
import type { Project } from '../src/shared/model/project.ts';
import { normalizeProject } from '../src/shared/normalize/project.ts';
import { updateLayerProperty } from '../src/shared/project/edits/layers.ts';
import { refreshConfig } from '../src/shared/project/refresh-config.ts';
import { settleEdit } from '../src/shared/project/settle-edit.ts';
import type { PreviewEvent } from '../src/shared/protocol/playback.ts';
import { Preview } from '../src/ui/preview/index.ts';
import { tapClicks } from './preview-click-tap.ts';
import { encodeVideo } from './test-media.ts';

let preview: Preview | undefined;
/** The project being edited, settled as the editor store settles it (editLayer). */
let edited: Project | undefined;
const events: PreviewEvent[] = [];
/** AudioContext time of each click the preview played since tapClicks(). */
const heard: number[] = [];

function api(): Preview {
  if (preview === undefined) throw new Error('harness: start() first');
  return preview;
}

/** `mediaTimeoutMs` shortens the default 180 s media load timeout so a test can see it fire. */
async function start(width: number, height: number, pauseWhenHidden = true, mediaTimeoutMs?: number) {
  const canvas = document.getElementById('preview') as HTMLCanvasElement;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  preview = await Preview.create({
    canvas,
    projectWidth: 1920,
    projectHeight: 1080,
    pauseWhenHidden,
    ...(mediaTimeoutMs !== undefined ? { mediaTimeoutMs } : {}),
  });
  preview.on((e) => events.push(e));
  preview.instrumentation = { frameLog: 5000 };
  return { ...preview.info, canvasWidth: canvas.width, canvasHeight: canvas.height };
}

/**
 * An H.264 MP4 of `seconds` at `fps` whose frame i shows i in binary: `bits` vertical bands, most significant
 * first, white for 1 and black for 0 (coarse bands survive compression).
 */
function timestampVideo(seconds: number, fps: number, bits: number, width = 320, height = 180) {
  const band = width / bits;
  return encodeVideo(width, height, fps, seconds * fps, (ctx, i) => {
    for (let b = 0; b < bits; b++) {
      ctx.fillStyle = (i >> (bits - 1 - b)) & 1 ? '#ffffff' : '#000000';
      ctx.fillRect(Math.round(b * band), 0, Math.ceil(band), height);
    }
  });
}

/** A 16-bit mono WAV of `seconds` of silence with 5 ms clicks starting at each time in `clicks`. */
function clickTrack(seconds: number, clicks: number[], rate = 48_000): string {
  const frames = Math.round(seconds * rate);
  const data = new DataView(new ArrayBuffer(44 + frames * 2));
  const text = (at: number, s: string) => [...s].forEach((c, i) => data.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  data.setUint32(4, 36 + frames * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  data.setUint32(16, 16, true);
  data.setUint16(20, 1, true);
  data.setUint16(22, 1, true);
  data.setUint32(24, rate, true);
  data.setUint32(28, rate * 2, true);
  data.setUint16(32, 2, true);
  data.setUint16(34, 16, true);
  text(36, 'data');
  data.setUint32(40, frames * 2, true);
  for (const click of clicks) {
    const first = Math.round(click * rate);
    for (let i = first; i < Math.min(frames, first + rate * 0.005); i++)
      data.setInt16(44 + i * 2, 20_000, true);
  }
  return URL.createObjectURL(new Blob([data.buffer], { type: 'audio/wav' }));
}

/** The RGBA of the preview canvas at each point. */
async function pixels(points: Array<[number, number]>) {
  const out: number[][] = [];
  for (const [x, y] of points) out.push(await api().renderer.readPixel(x, y));
  return out;
}

/** The same points in renderAt-equivalent output: a grab at the preview's own scale. */
async function grabPixels(t: number, points: Array<[number, number]>) {
  const p = api();
  const blob = (await p.renderer.grabFrame(t, { scale: p.info.width / 1920 })) as unknown as Blob;
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  return points.map(([x, y]) => [...ctx.getImageData(x, y, 1, 1).data]);
}

/** Page clock readings: the AudioContext's time and the media time the preview derives from it. */
/** Loads the project as the editor holds it after opening it: normalised and settled. */
async function loadForEditing(raw: unknown): Promise<void> {
  edited = refreshConfig(normalizeProject(raw));
  await api().load(edited);
}

/**
 * Edits one layer's property as the editing canvas does, and hands the settled result to the preview: as an
 * update, or with `reload` as the editor hands over an edit that changed the sounds (a load of the edit).
 */
async function editLayer(layerId: string, patch: Record<string, unknown>, reload = false): Promise<void> {
  if (edited === undefined) throw new Error('harness: loadForEditing() first');
  edited = settleEdit(updateLayerProperty(edited, layerId, patch));
  await (reload ? api().load(edited, { edit: true }) : api().update(edited));
}

function clock() {
  const p = api();
  return {
    contextTime: p.audioContext.currentTime,
    mediaTime: p.currentTime(),
    sync: p.syncMessage(),
    now: performance.timeOrigin + performance.now(),
  };
}

window.harness = {
  start,
  load: (raw: unknown) => api().load(normalizeProject(raw)),
  loadForEditing,
  editLayer,
  play: (t = 0) => api().previewAll(t),
  pause: () => api().pausePreview(),
  seek: (t: number) => api().seek(t),
  abort: () => api().abort(),
  state: () => api().currentState,
  events: () => events.map((e) => ({ ...e })),
  clearEvents: () => events.splice(0),
  stats: () => api().renderer.playbackStats(),
  counts: () => api().renderer.resourceCounts(),
  problems: () => [...api().audio.problems],
  scheduled: () =>
    api().scheduledSounds.map((s) => ({
      id: s.cue.id,
      kind: s.cue.kind,
      when: s.when,
      offset: s.offset,
      contextWhen: s.contextWhen,
    })),
  clock,
  probe: (y: number, xs: number[]) => {
    api().instrumentation = { frameLog: 5000, probe: { y, xs } };
  },
  /** How many shown frames the worker logs (0: none, so a long run does not grow the worker's heap). */
  frameLog: (n: number) => {
    api().instrumentation = { ...api().instrumentation, frameLog: n };
  },
  /** Starts recording every click the preview plays (see preview-click-tap.ts). */
  tapClicks: async () => {
    heard.splice(0);
    await tapClicks(api().audioContext, api().audio.output, heard);
  },
  heardClicks: () => [...heard],
  pixels,
  grabPixels,
  timestampVideo,
  clickTrack,
};
