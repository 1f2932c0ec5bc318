/**
 * The baseline: how most web editors preview — Fabric.js on the main thread with <video> elements, written
 * fairly. Same canvas size, same layers at the same places and times, the same animation states (computed by
 * src/shared/animation), media loaded once and kept as Fabric objects (text and shapes cached by Fabric),
 * videos played by the browser and only re-seeked when they drift, one render per animation frame.
 * Transitions are a cross-fade (cheaper than our WebGL shaders: in the baseline's favour).
 */
import { Circle, FabricImage, Path, Rect, StaticCanvas, Textbox } from 'fabric';
import type { FabricObject } from 'fabric';
import { evaluateLayerAnimation } from '../../src/shared/animation/index.ts';
import { pathShapeOutline } from '../../src/shared/geometry/path-shapes.ts';
import type { Layer, StickerSettings } from '../../src/shared/model/layer.ts';
import type { Project } from '../../src/shared/model/project.ts';
import type { Scene } from '../../src/shared/model/scene.ts';
import { stickerFrameIndex, stickerFrameRect } from '../../src/shared/timeline/sticker.ts';
import { peerStickerSheet, type PeerSheet } from './peer-sticker.ts';
import { videoSourceTime } from '../../src/shared/timeline/video-time.ts';
import { scenesAt } from '../../src/shared/timeline/visibility.ts';
import { GRAB, nextFrame, type BenchRenderer, type PlaybackCount } from './types.ts';

/** One drawable of a scene: its Fabric object, its layer (null for the background) and its <video>. */
interface Item {
  object: FabricObject;
  layer: Layer | null;
  video?: HTMLVideoElement;
  /** A sticker's settings with the frame size of the sheet it draws from. */
  sticker?: StickerSettings;
  /** Layer rest position, which animation offsets start from. */
  rest: { left: number; top: number; scaleX: number; scaleY: number; opacity: number; angle: number };
}

/** Seconds a playing <video> may drift from the timeline before it is re-seeked. */
const DRIFT = 0.25;

function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = url;
  return image.decode().then(() => image);
}

function loadVideo(url: string): Promise<HTMLVideoElement> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  video.crossOrigin = 'anonymous';
  video.src = url;
  return new Promise((resolve, reject) => {
    video.addEventListener(
      'loadeddata',
      () => {
        // Fabric sizes an element source by its width/height attributes.
        video.width = video.videoWidth;
        video.height = video.videoHeight;
        resolve(video);
      },
      { once: true },
    );
    video.addEventListener('error', () => reject(new Error(`baseline: video ${url} failed to load`)), {
      once: true,
    });
  });
}

function seekVideo(video: HTMLVideoElement, time: number): Promise<void> {
  if (Math.abs(video.currentTime - time) < 0.02 && video.readyState >= 2) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    video.addEventListener('seeked', done, { once: true });
    setTimeout(done, 3000); // a stuck seek must not hang the benchmark
    video.currentTime = time;
  });
}

function restOf(object: FabricObject): Item['rest'] {
  const { left, top, scaleX, scaleY, opacity, angle } = object;
  return { left, top, scaleX, scaleY, opacity, angle };
}

const str = (value: unknown, field: string): string => {
  if (typeof value !== 'string') throw new Error(`baseline: ${field} must be a string, got ${String(value)}`);
  return value;
};

async function layerItem(layer: Layer): Promise<Item | null> {
  const p = layer.property as Layer['property'] & Record<string, unknown>;
  const geometry = {
    left: p.left,
    top: p.top,
    scaleX: p.scaleX,
    scaleY: p.scaleY,
    angle: p.angle,
    opacity: p.opacity,
    originX: 'left' as const,
    originY: 'top' as const,
  };
  let object: FabricObject;
  let video: HTMLVideoElement | undefined;
  let sheet: PeerSheet | undefined;
  switch (p.type) {
    case 'CustomVideo': {
      video = await loadVideo(str(p._staticUrl, 'video _staticUrl'));
      object = new FabricImage(video as unknown as HTMLImageElement, {
        ...geometry,
        width: p.width,
        height: p.height,
        cropX: Number(p.cropX ?? 0),
        cropY: Number(p.cropY ?? 0),
        objectCaching: false,
      });
      break;
    }
    case 'CustomImage': {
      const image = await loadImage(str(p._staticUrl, 'image _staticUrl'));
      object = new FabricImage(image, {
        ...geometry,
        width: p.width,
        height: p.height,
        cropX: p.cropX,
        cropY: p.cropY,
      });
      break;
    }
    case 'Avatar': {
      const image = await loadImage(str(p._avatarInfo?.url, 'avatar _avatarInfo.url'));
      const sx = (p.width * p.scaleX) / image.naturalWidth;
      const sy = (p.height * p.scaleY) / image.naturalHeight;
      object = new FabricImage(image, { ...geometry, scaleX: Math.min(sx, sy), scaleY: Math.min(sx, sy) });
      break;
    }
    case 'CustomSticker': {
      sheet = peerStickerSheet(p, str(p._staticUrl, 'sticker _staticUrl'));
      const image = await loadImage(sheet.url);
      const s = sheet.settings;
      // A smaller copy's frames are drawn as much larger as they are smaller than the sheet's.
      const k = p.sticker.frameWidth / s.frameWidth;
      object = new FabricImage(image, {
        ...geometry,
        scaleX: geometry.scaleX * k,
        scaleY: geometry.scaleY * k,
        width: s.frameWidth,
        height: s.frameHeight,
        objectCaching: false,
      });
      break;
    }
    case 'textbox':
      object = new Textbox(p.text, {
        ...geometry,
        width: p.width,
        fontSize: p.fontSize,
        fontFamily: p.fontFamily,
        fontWeight: p.fontWeight,
        fill: typeof p.fill === 'string' ? p.fill : '#000',
      });
      break;
    case 'rect':
      object = new Rect({
        ...geometry,
        width: p.width,
        height: p.height,
        rx: p.rx ?? 0,
        ry: p.ry ?? 0,
        fill: p.fill as string,
      });
      break;
    case 'circle':
      object = new Circle({ ...geometry, radius: p.radius ?? p.width / 2, fill: p.fill as string });
      break;
    case 'CustomPath':
      object = new Path(pathShapeOutline(p.shape, p.width, p.height).d, {
        ...geometry,
        fill: p.fill as string,
      });
      break;
    default:
      return null; // the benchmark projects hold no other kinds
  }
  return {
    object,
    layer,
    rest: restOf(object),
    ...(video ? { video } : {}),
    ...(sheet ? { sticker: sheet.settings } : {}),
  };
}

export class BaselineRenderer implements BenchRenderer {
  readonly name = 'baseline';
  private canvas: StaticCanvas | undefined;
  private project: Project | undefined;
  private scenes: Array<Promise<Item[]>> = [];
  private built: Array<Item[] | undefined> = [];

  private get fabric(): StaticCanvas {
    if (this.canvas === undefined) throw new Error('baseline: load() first');
    return this.canvas;
  }

  async load(project: Project, width: number, height: number): Promise<void> {
    const element = document.createElement('canvas');
    document.body.replaceChildren(element);
    this.project = project;
    this.canvas = new StaticCanvas(element, {
      width,
      height,
      renderOnAddRemove: false,
      enableRetinaScaling: false,
    });
    this.canvas.setZoom(width / 1920);
    // Every scene's media start loading at once (what an editor does on open); the first frame waits for
    // the first scene only.
    this.scenes = project.clips.map((scene, i) => this.buildScene(scene, i));
    await this.scenes[0];
    await this.renderAt(0, true);
    await nextFrame();
  }

  private async buildScene(scene: Scene, index: number): Promise<Item[]> {
    const background: Item[] = [];
    const bg = new Rect({
      left: 0,
      top: 0,
      width: 1920,
      height: 1080,
      fill: scene.bgColor,
      objectCaching: true,
    });
    background.push({ object: bg, layer: null, rest: restOf(bg) });
    if (scene.bgMedia?.type === 'video' && typeof scene.bgMedia.data === 'string') {
      const video = await loadVideo(scene.bgMedia.data);
      const object = new FabricImage(video as unknown as HTMLImageElement, {
        left: 0,
        top: 0,
        scaleX: 1920 / video.videoWidth,
        scaleY: 1080 / video.videoHeight,
        objectCaching: false,
      });
      background.push({ object, layer: null, video, rest: restOf(object) });
    }
    const layers = (await Promise.all(scene.layers.map(layerItem))).filter(
      (item): item is Item => item !== null,
    );
    const items = [...background, ...layers];
    for (const item of items) {
      item.object.visible = false;
      this.fabric.add(item.object);
    }
    this.built[index] = items;
    return items;
  }

  /** Places the items of one scene at its local time; `alpha` fades it (transitions). Returns its videos. */
  private placeScene(
    items: Item[],
    scene: Scene,
    local: number,
    alpha: number,
    videos: Map<HTMLVideoElement, number>,
  ) {
    for (const item of items) {
      const { object, layer, rest } = item;
      if (layer === null) {
        object.set({ visible: true, opacity: alpha });
        if (item.video) videos.set(item.video, local % Math.max(0.1, item.video.duration || 1));
        continue;
      }
      const stop = layer.stop ?? scene.duration;
      const box = {
        left: rest.left,
        top: rest.top,
        width: object.getScaledWidth(),
        height: object.getScaledHeight(),
      };
      const state = evaluateLayerAnimation(layer.animation, layer.animations, (local - layer.start) * 1000, {
        durationMs: (stop - layer.start) * 1000,
        box,
        canvas: { width: 1920, height: 1080 },
      });
      object.visible = state.visible;
      if (!state.visible) continue;
      object.set({
        left: rest.left + state.translateX + (box.width * (1 - state.scaleX)) / 2,
        top: rest.top + state.translateY + (box.height * (1 - state.scaleY)) / 2,
        scaleX: rest.scaleX * state.scaleX,
        scaleY: rest.scaleY * state.scaleY,
        angle: rest.angle + state.rotation,
        opacity: rest.opacity * state.opacity * alpha,
      });
      const p = layer.property;
      if (p.type === 'CustomSticker') {
        const s = item.sticker ?? p.sticker;
        const { sx, sy } = stickerFrameRect(s, stickerFrameIndex(s, local - layer.start));
        object.set({ cropX: sx, cropY: sy });
      } else if (p.type === 'CustomVideo' && item.video) {
        videos.set(item.video, videoSourceTime(p, local - layer.start));
      }
    }
  }

  /**
   * Lays out the frame at t and draws it. While playing, videos play by themselves and are re-seeked only
   * when they drift; when paused (seek, grab) every shown video is seeked exactly first.
   */
  private async renderAt(t: number, exact: boolean): Promise<void> {
    const project = this.project as Project;
    const frame = scenesAt(project, t);
    for (const items of this.built) for (const item of items ?? []) item.object.visible = false;
    const videos = new Map<HTMLVideoElement, number>();
    const shown: Array<[number, number, number]> = []; // [scene index, local time, alpha]
    if (frame.kind === 'scene') shown.push([frame.index, frame.localTime, 1]);
    if (frame.kind === 'transition') {
      shown.push([frame.from.index, frame.from.localTime, 1 - frame.progress]);
      shown.push([frame.to.index, frame.to.localTime, frame.progress]);
    }
    for (const [index, local, alpha] of shown) {
      const items = this.built[index] ?? (exact ? await this.scenes[index] : undefined);
      if (items) this.placeScene(items, project.clips[index] as Scene, local, alpha, videos);
    }
    for (const items of this.built)
      for (const item of items ?? [])
        if (item.video && !videos.has(item.video) && !item.video.paused) item.video.pause();
    if (exact) {
      for (const video of videos.keys()) video.pause();
      await Promise.all([...videos].map(([video, time]) => seekVideo(video, time)));
    } else {
      for (const [video, time] of videos) {
        if (Math.abs(video.currentTime - time) > DRIFT) video.currentTime = time;
        if (video.paused) void video.play().catch(() => undefined);
      }
    }
    this.fabric.renderAll();
  }

  async loaded(): Promise<void> {
    await Promise.allSettled(this.scenes);
  }

  async play(from: number, seconds: number): Promise<PlaybackCount> {
    const total = (this.project as Project).totalDuration;
    let shown = 0;
    let late = 0;
    let last = performance.now();
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const tick = (time: number) => {
        if (time - started >= seconds * 1000) return resolve();
        if (time - last > 1.5 * (1000 / 60)) late += Math.round((time - last) / (1000 / 60)) - 1;
        last = time;
        void this.renderAt((from + (time - started) / 1000) % total, false);
        shown++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    for (const items of this.built) for (const item of items ?? []) item.video?.pause();
    return { shown, ownDropped: late, mode: 'main-thread rAF loop, Fabric renderAll, playing <video>s' };
  }

  async seek(t: number): Promise<void> {
    await this.renderAt(t, true);
    await nextFrame();
  }

  async grab(t: number): Promise<Blob> {
    await this.renderAt(t, true);
    const out = this.fabric.toCanvasElement((1920 * GRAB.scale) / this.fabric.getWidth());
    return new Promise((resolve, reject) =>
      out.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('baseline: toBlob gave nothing'))),
        GRAB.type,
        GRAB.quality,
      ),
    );
  }

  async openVideoFrames(): Promise<number | null> {
    return null; // <video> elements keep their decoded frames inside Chromium, out of the page's reach
  }

  /** The baseline's heap is the page's (measured by the page); <video>s keep their frames inside Chromium. */
  async memory(): Promise<{ openFrames: null; rendererHeapMB: null }> {
    return { openFrames: null, rendererHeapMB: null };
  }

  /** The baseline draws on the page: its time shows in the long-task figures instead. */
  async stageStats(): Promise<null> {
    return null;
  }

  async dispose(): Promise<void> {
    for (const items of this.built)
      for (const item of items ?? []) {
        item.video?.pause();
        item.video?.removeAttribute('src');
        item.video?.load();
      }
    await this.canvas?.dispose();
  }
}
