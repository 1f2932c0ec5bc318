/**
 * Our project model as a Diffusion Studio composition (@diffusionstudio/core), so its encoder can export the
 * benchmark project. Built from the same normalized project our renderer gets: every box, colour, URL and
 * time is the same, scaled from the project's 1920×1080 space to the composition's size.
 *
 * The library's clips draw on one canvas in layer order: the scene's background (its colour as a
 * rectangle, or its video where an opaque one covers the frame), then the project's layers in their order. Videos are VideoClips,
 * the avatar and the sticker's sprite sheet ImageClips, texts TextClips, the rectangle and the circle its
 * RectangleClip and EllipseClip; the star, a path the library has no clip for, is an image of our
 * outline. Every layer's enter, exit and preset animation comes from our own `evaluateLayerAnimation`,
 * sampled at every frame into the library's key frames (opacity, rotation, scale, translate), so both move
 * identically. Scenes meet through the library's own transition: each library layer holds one slot (the
 * background, or the n-th layer) of every scene in turn, and a slot's clip dissolves into the next scene's.
 */
import {
  AudioClip,
  Composition,
  EllipseClip,
  ImageClip,
  Layer as DsLayer,
  RectangleClip,
  RectangleMask,
  Source,
  TextClip,
  VideoClip,
  type AudioSource,
  type Clip,
  type FontWeight,
  type ImageSource,
  type KeyframeOptions,
  type VideoSource,
} from '@diffusionstudio/core';
import { evaluateLayerAnimation } from '../../../src/shared/animation/index.ts';
import { pathShapeOutline } from '../../../src/shared/geometry/path-shapes.ts';
import type { Layer } from '../../../src/shared/model/layer.ts';
import type { Project } from '../../../src/shared/model/project.ts';
import type { Scene } from '../../../src/shared/model/scene.ts';
import { stickerFrameIndex, stickerFrameRect } from '../../../src/shared/timeline/sticker.ts';
import { peerStickerSheet } from '../peer-sticker.ts';
import { clipStartTimes } from '../../../src/shared/timeline/visibility.ts';

/** The project's own coordinate space: every box of the model is in these pixels. */
const PROJECT_WIDTH = 1920;
const PROJECT_HEIGHT = 1080;
/**
 * The library draws a text's glyphs at 3 × its font size in pixels (its text node renders at
 * `3 × size × resolution` px and is drawn at that size), so a text of N px gets size N / 3.
 */
const TEXT_SIZE_UNIT = 3;

type Property = Layer['property'] & Record<string, unknown>;
type Box = { left: number; top: number; width: number; height: number };
type AnimatedKey = 'opacity' | 'rotation' | 'scaleX' | 'scaleY' | 'translateX' | 'translateY' | 'x' | 'y';
type Keyframes = KeyframeOptions<AnimatedKey, number>[];

/** What every visual clip kind of the library has: its time, its place, its transform and its key frames. */
interface Visual {
  delay: number;
  duration: number;
  x: number;
  y: number;
  opacity: number;
  rotation: number;
  scaleX: number;
  scaleY: number;
  translateX: number;
  translateY: number;
  animations: unknown;
}

/** One frame of a clip's drawn state, in the library's units (composition pixels, degrees, 0–100 opacity). */
type FrameState = Record<AnimatedKey, number>;

/** The layer's box on the canvas (project pixels): its source size times its scale, at its top-left. */
function boxOf(p: Property): Box {
  return { left: p.left, top: p.top, width: p.width * p.scaleX, height: p.height * p.scaleY };
}

const scaled = (box: Box, k: number): Box => ({
  left: box.left * k,
  top: box.top * k,
  width: box.width * k,
  height: box.height * k,
});

/**
 * Sets each animated property of `clip` from per-frame states: a constant when it never changes, else key
 * frames at the frames where it changes (and the ends of each run it holds still), so the library's linear
 * interpolation gives exactly the sampled value at every frame the encoder draws.
 */
function applyFrames<T extends Visual>(clip: T, frames: FrameState[], fps: number): void {
  const first = frames[0];
  if (first === undefined) return;
  const keys = Object.keys(first) as AnimatedKey[];
  const animations: Keyframes = [];
  for (const key of keys) {
    const values = frames.map((f) => f[key]);
    if (values.every((v) => v === values[0])) {
      clip[key] = values[0] as number;
      continue;
    }
    const kept = values.flatMap((value, i) =>
      i === 0 || i === values.length - 1 || value !== values[i - 1] || value !== values[i + 1]
        ? [{ time: i / fps, value }]
        : [],
    );
    animations.push({ key, frames: kept });
  }
  // Each clip kind's key-frame type lists its own keys; all of them have these.
  clip.animations = animations as T['animations'];
}

/**
 * Per-frame states of a layer drawn by a clip whose top-left corner is at `origin(i)` (composition pixels)
 * at frame i: our animation state turned about the box centre, as our renderer turns it. The library
 * rotates and scales a clip about its position, so the translate carries the centre back into place.
 */
function layerFrames(
  layer: Layer,
  scene: Scene,
  k: number,
  fps: number,
  origin: (frame: number, seconds: number) => { x: number; y: number },
): FrameState[] {
  const p = layer.property as Property;
  const box = boxOf(p);
  const stop = layer.stop ?? scene.duration;
  const count = Math.max(1, Math.round((stop - layer.start) * fps));
  const centre = { x: (box.left + box.width / 2) * k, y: (box.top + box.height / 2) * k };
  return Array.from({ length: count }, (_, i) => {
    const seconds = i / fps;
    const state = evaluateLayerAnimation(layer.animation, layer.animations, seconds * 1000, {
      durationMs: (stop - layer.start) * 1000,
      box,
      canvas: { width: PROJECT_WIDTH, height: PROJECT_HEIGHT },
    });
    const at = origin(i, seconds);
    const rotation = p.angle + state.rotation;
    const radians = (rotation * Math.PI) / 180;
    const dx = centre.x - at.x;
    const dy = centre.y - at.y;
    // Where the library's rotate-then-scale about `at` sends the box centre.
    const sx = dx * state.scaleX;
    const sy = dy * state.scaleY;
    const turnedX = sx * Math.cos(radians) - sy * Math.sin(radians);
    const turnedY = sx * Math.sin(radians) + sy * Math.cos(radians);
    return {
      x: at.x,
      y: at.y,
      opacity: state.visible ? p.opacity * state.opacity * 100 : 0,
      rotation,
      scaleX: state.scaleX,
      scaleY: state.scaleY,
      translateX: dx - turnedX + state.translateX * k,
      translateY: dy - turnedY + state.translateY * k,
    };
  });
}

/** Sources by URL: clips of the same file share one, as the library recommends. */
class Sources {
  private readonly cache = new Map<string, Promise<unknown>>();

  get<T>(input: string | Blob, mimeType: string, key = String(input)): Promise<T> {
    let source = this.cache.get(key);
    if (source === undefined) {
      source = Source.from(input, { mimeType });
      this.cache.set(key, source);
    }
    return source as Promise<T>;
  }
}

/**
 * A video drawn covering `box` (composition pixels) the way our model's crop covers it: the source scaled
 * to cover, centred, and clipped to the box by a mask when its aspect differs.
 */
function coverVideo(source: VideoSource, box: Box, mask: boolean): VideoClip {
  const scale = Math.max(box.width / source.width, box.height / source.height);
  const width = source.width * scale;
  const height = source.height * scale;
  const clip = new VideoClip(source, { muted: true });
  clip.keepAspectRatio = false;
  clip.width = width;
  clip.height = height;
  clip.x = box.left - (width - box.width) / 2;
  clip.y = box.top - (height - box.height) / 2;
  if (mask && (Math.abs(width - box.width) > 0.5 || Math.abs(height - box.height) > 0.5))
    clip.mask = new RectangleMask({
      x: box.left + box.width / 2,
      y: box.top + box.height / 2,
      width: box.width,
      height: box.height,
    });
  return clip;
}

/**
 * Video clips showing `duration` seconds of a looping source from its start, from project time `start`: one
 * clip, or one per pass through a source shorter than that. Each comes with its offset in seconds.
 */
function videoPieces(
  make: () => VideoClip,
  source: VideoSource,
  start: number,
  duration: number,
): Array<{ clip: VideoClip; offset: number }> {
  const length = source.duration ?? duration;
  const pieces: Array<{ clip: VideoClip; offset: number }> = [];
  for (let offset = 0; offset < duration - 1e-6; offset += length) {
    const clip = make();
    clip.range = [0, Math.min(length, duration - offset)];
    clip.delay = start + offset;
    pieces.push({ clip, offset });
  }
  return pieces;
}

const fill = (p: Property): `#${string}` =>
  typeof p.fill === 'string' ? (p.fill as `#${string}`) : '#000000';

/**
 * The star and other path shapes: our outline in its 300×300 source space stretched to the box, filled
 * once into an image of the box's size (composition pixels).
 */
async function pathShapeImage(p: Property, box: Box): Promise<Blob> {
  const canvas = new OffscreenCanvas(Math.max(1, Math.round(box.width)), Math.max(1, Math.round(box.height)));
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('bench: no 2D context for the path shape');
  ctx.scale(canvas.width / p.width, canvas.height / p.height);
  ctx.fillStyle = fill(p);
  ctx.fill(
    new Path2D(pathShapeOutline(p.shape as Parameters<typeof pathShapeOutline>[0], p.width, p.height).d),
  );
  return canvas.convertToBlob({ type: 'image/png' });
}

interface Built {
  clips: Clip[];
  /** What the library could not draw as our model does, for the report. */
  notes: string[];
}

/** The clips one layer of a scene becomes, timed from the scene's `start` (project seconds). */
async function layerClips(
  layer: Layer,
  scene: Scene,
  start: number,
  k: number,
  fps: number,
  sources: Sources,
): Promise<Built> {
  const p = layer.property as Property;
  const box = scaled(boxOf(p), k);
  const at = start + layer.start;
  const duration = (layer.stop ?? scene.duration) - layer.start;
  const frames = (origin: (frame: number, seconds: number) => { x: number; y: number }) =>
    layerFrames(layer, scene, k, fps, origin);
  /** A clip shown for the layer's whole time, drawn at `origin` (its top-left corner) at each frame. */
  const timed = <T extends Visual>(
    clip: T,
    origin: (frame: number, seconds: number) => { x: number; y: number } = () => ({
      x: box.left,
      y: box.top,
    }),
  ): T => {
    clip.delay = at;
    clip.duration = duration;
    applyFrames(clip, frames(origin), fps);
    return clip;
  };
  const image = (source: ImageSource, width: number, height: number): ImageClip => {
    const clip = new ImageClip(source);
    clip.keepAspectRatio = false;
    clip.width = width;
    clip.height = height;
    return clip;
  };
  const none: Built = { clips: [], notes: [] };
  switch (p.type) {
    case 'CustomVideo': {
      if (typeof p._staticUrl !== 'string') return none;
      const source = await sources.get<VideoSource>(p._staticUrl, 'video/mp4');
      const pieces = videoPieces(() => coverVideo(source, box, true), source, at, duration);
      for (const { clip, offset } of pieces) {
        const origin = { x: clip.x, y: clip.y };
        applyFrames(clip, frames(() => origin).slice(Math.round(offset * fps)), fps);
      }
      return { clips: pieces.map((piece) => piece.clip), notes: [] };
    }
    case 'Avatar': {
      const url = p._avatarInfo?.url;
      if (typeof url !== 'string') return none;
      const source = await sources.get<ImageSource>(url, 'image/png');
      // Fitted inside its box and centred (object-fit: contain), as the Remotion peer places it.
      const fit = Math.min(box.width / source.width, box.height / source.height);
      const clip = image(source, source.width * fit, source.height * fit);
      const origin = {
        x: box.left + (box.width - clip.width) / 2,
        y: box.top + (box.height - clip.height) / 2,
      };
      return { clips: [timed(clip, () => origin)], notes: [] };
    }
    case 'CustomSticker': {
      if (typeof p._staticUrl !== 'string') return none;
      const { url, settings: s } = peerStickerSheet(p, p._staticUrl);
      const sheet = await sources.get<ImageSource>(url, 'image/png');
      const { sw, sh } = stickerFrameRect(s, 0);
      const kx = box.width / sw;
      const ky = box.height / sh;
      // The whole sheet behind a mask the size of the box, moved at each frame so that the frame
      // src/shared/timeline/sticker.ts picks shows through. The mask holds still: the library's masks
      // follow no transform, and the benchmark's stickers have no animation.
      const clip = image(sheet, sheet.width * kx, sheet.height * ky);
      clip.mask = new RectangleMask({
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
        width: box.width,
        height: box.height,
      });
      const origin = (_: number, seconds: number) => {
        const { sx, sy } = stickerFrameRect(s, stickerFrameIndex(s, seconds));
        return { x: box.left - sx * kx, y: box.top - sy * ky };
      };
      return { clips: [timed(clip, origin)], notes: [] };
    }
    case 'CustomImage': {
      if (typeof p._staticUrl !== 'string') return none;
      const source = await sources.get<ImageSource>(p._staticUrl, 'image/png');
      return { clips: [timed(image(source, box.width, box.height))], notes: [] };
    }
    case 'textbox': {
      const weight = String(p.fontWeight);
      const clip = new TextClip({
        text: p.text,
        font: {
          family: p.fontFamily,
          weight: (weight === 'bold' ? 'bold' : weight) as FontWeight,
          size: (p.fontSize * k) / TEXT_SIZE_UNIT,
        },
        color: fill(p),
        align: 'left',
        baseline: 'top',
        leading: p.lineHeight,
      });
      // Wrapped at the box's width, as our text box wraps.
      clip.width = box.width;
      return { clips: [timed(clip)], notes: [] };
    }
    case 'rect': {
      // One corner radius: the library has no elliptical corners, and our 24-unit corners of the 300×300
      // source stretch to different radii across and down; the smaller one is kept.
      const rx = ((typeof p.rx === 'number' ? p.rx : 0) * box.width) / p.width;
      const ry = ((typeof p.ry === 'number' ? p.ry : 0) * box.height) / p.height;
      const clip = new RectangleClip({ fill: fill(p), radius: Math.min(rx, ry) });
      clip.width = box.width;
      clip.height = box.height;
      return { clips: [timed(clip)], notes: [] };
    }
    case 'circle': {
      const clip = new EllipseClip({ fill: fill(p) });
      clip.keepAspectRatio = false;
      clip.width = box.width;
      clip.height = box.height;
      return { clips: [timed(clip)], notes: [] };
    }
    case 'CustomPath': {
      const png = await pathShapeImage(p, box);
      const source = await sources.get<ImageSource>(png, 'image/png', `path:${layer.id}`);
      return {
        clips: [timed(image(source, box.width, box.height))],
        notes: [`${p.shape}: an image of our outline (the library has no path clip)`],
      };
    }
    default:
      return { clips: [], notes: [`${p.type}: not drawn (no equivalent written)`] };
  }
}

/**
 * A scene's background (composition pixels): `base` takes part in the transition between scenes, `over`
 * is drawn above it. A fully opaque video covering the frame hides the colour, so it is the base then.
 */
async function backgroundClips(
  scene: Scene,
  start: number,
  width: number,
  height: number,
  sources: Sources,
): Promise<{ base: Clip[]; over: Clip[] }> {
  const media = scene.bgMedia;
  const colour = new RectangleClip({ fill: scene.bgColor as `#${string}`, x: 0, y: 0 });
  colour.width = width;
  colour.height = height;
  colour.delay = start;
  colour.duration = scene.duration;
  if (media?.type !== 'video' || typeof media.data !== 'string') return { base: [colour], over: [] };
  const source = await sources.get<VideoSource>(media.data, 'video/mp4');
  const frame = { left: 0, top: 0, width, height };
  const videos = videoPieces(() => coverVideo(source, frame, false), source, start, scene.duration).map(
    ({ clip }) => clip,
  );
  const opacity = media.opacity ?? 1;
  for (const video of videos) video.opacity = opacity * 100;
  return opacity >= 1 ? { base: videos, over: [] } : { base: [colour], over: videos };
}

export interface DiffusionProject {
  composition: Composition;
  /** Seconds of video the composition holds. */
  duration: number;
  notes: string[];
}

/** Our project at `width`×`height` as a composition, with the project's music when `music`. */
export async function diffusionComposition(
  project: Project,
  width: number,
  height: number,
  fps: number,
  music: boolean,
): Promise<DiffusionProject> {
  const k = width / PROJECT_WIDTH;
  const sources = new Sources();
  const starts = clipStartTimes(project);
  const notes = new Set<string>();
  // Slots, bottom to top: each becomes one library layer holding that slot of every scene.
  const slots = new Map<string, Array<{ scene: number; clip: Clip }>>();
  const put = (slot: string, scene: number, clips: Clip[]) => {
    const list = slots.get(slot) ?? [];
    list.push(...clips.map((clip) => ({ scene, clip })));
    slots.set(slot, list);
  };
  for (const [index, scene] of project.clips.entries()) {
    const start = starts[index] as number;
    const background = await backgroundClips(scene, start, width, height, sources);
    put('background', index, background.base);
    put('background-over', index, background.over);
    for (const [n, layer] of scene.layers.entries()) {
      const built = await layerClips(layer, scene, start, k, fps, sources);
      put(`layer-${n}`, index, built.clips);
      for (const note of built.notes) notes.add(note);
    }
  }
  // A slot's last clip of a scene dissolves into the same slot's first clip of the next scene.
  for (const list of slots.values())
    for (const [i, { scene, clip }] of list.entries()) {
      const next = list[i + 1];
      const transition = project.clips[scene]?.transition;
      if (next === undefined || next.scene !== scene + 1 || transition === undefined) continue;
      if (transition.name === 'none' || transition.duration <= 0) continue;
      const duration = Math.min(transition.duration, project.clips[scene]?.duration ?? 0);
      clip.transition = { type: 'dissolve', duration };
    }
  const composition = new Composition({ width, height, background: '#000000' });
  for (const list of slots.values()) {
    if (list.length === 0) continue;
    const layer = new DsLayer();
    for (const { clip } of list) await layer.add(clip);
    // Index 0 is the top: each slot goes over the ones before it.
    await composition.add(layer, 0);
  }
  const url = project.clips[0]?.bgm?._staticUrl;
  if (music && typeof url === 'string') {
    const source = await sources.get<AudioSource>(url, 'audio/mpeg');
    const length = source.duration ?? project.totalDuration;
    const layer = new DsLayer();
    // The music loops under the whole project, at the project's volume.
    for (let at = 0; at < project.totalDuration - 1e-6; at += length) {
      const clip = new AudioClip(source, { volume: project.clips[0]?.bgm?.volume ?? 0.1 });
      clip.range = [0, Math.min(length, project.totalDuration - at)];
      clip.delay = at;
      await layer.add(clip);
    }
    await composition.add(layer, 0);
  }
  return { composition, duration: composition.duration, notes: [...notes] };
}
