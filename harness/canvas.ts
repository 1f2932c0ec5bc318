/**
 * Drives the editing canvas (src/ui/canvas) for browser tests: `window.harness` creates it, shows a scene,
 * records its events and reports where objects and their controls are on screen. For the parity test it also
 * starts the worker renderer on a second canvas and compares both pictures at low resolution.
 * Media for tests (images, SVG, sprite sheets, an H.264 video) are made here as blob URLs.
 */
import type { Remote } from 'comlink';
import { normalizeProject } from '../src/shared/normalize/project.ts';
import type { Layout } from '../src/shared/constants.ts';
import type { RendererApi } from '../src/shared/protocol/renderer.ts';
import { cache, Point, Textbox, util, type FabricObject } from 'fabric';
import type { Scene } from '../src/shared/model/scene.ts';
import { createEditingCanvas, validatePathInput } from '../src/ui/canvas/index.ts';
import { startRendererWorker } from '../src/ui/preview/index.ts';
import { colourVideo, quadrantImage, spriteSheet, svgUrl } from './test-media.ts';
import type { CropType } from '../src/shared/constants.ts';
import type { EditingCanvas, EditingCanvasEvent, ReplacementMedia } from '../src/ui/canvas/index.ts';
import type { AvatarDisplayType, FramedDisplayType } from '../src/shared/model/avatar.ts';
import { kindOf } from '../src/shared/kinds/registry.ts';

let editor: EditingCanvas | undefined;
let renderer: Remote<RendererApi> | undefined;
const events: Array<{ event: EditingCanvasEvent; payload: unknown }> = [];
let session: ReturnType<EditingCanvas['startCrop']> | undefined;
let raw: { layout: Layout; clips: unknown[] } | undefined;
/** The scene shown last (load, applyChanges or patchLayer). */
let shown: Scene | undefined;

const EVENTS: EditingCanvasEvent[] = [
  'change',
  'unlock',
  'replace-video',
  'replace-image',
  'resize-refused',
  'select',
  'error',
  'text-editing',
  'avatar-image',
];

function canvas(): EditingCanvas {
  if (editor === undefined) throw new Error('harness: start() first');
  return editor;
}

function start(layout: Layout, width: number, height: number) {
  editor?.dispose();
  events.length = 0;
  const element = document.createElement('canvas');
  document.getElementById('editor')?.replaceWith(element);
  element.id = 'editor';
  editor = createEditingCanvas(element, { layout, viewport: { width, height } });
  for (const event of EVENTS) editor.on(event, (payload) => events.push({ event, payload }));
  return { zoom: editor.zoom, width: editor.fabric.width, height: editor.fabric.height };
}

/** Normalises a raw project as the editor does and shows its first scene. */
async function load(project: { layout: Layout; clips: unknown[] }) {
  raw = project;
  const scene = normalizeProject(project).clips[0];
  if (scene === undefined) throw new Error('harness: the project has no scene');
  shown = scene;
  await canvas().setScene(scene);
  return scene.layers.map((layer) => layer.id);
}

/** Applies the change events so far to the loaded project and shows it again (what the store does). */
async function applyChanges() {
  const project = normalizeProject(raw);
  const scene = project.clips[0];
  if (scene === undefined) throw new Error('harness: load() first');
  for (const { event, payload } of events) {
    if (event !== 'change') continue;
    const { layerId, patch } = payload as { layerId: string; patch: Record<string, unknown> };
    const layer = scene.layers.find((l) => l.id === layerId);
    if (layer !== undefined) Object.assign(layer.property, patch);
  }
  shown = scene;
  await canvas().setScene(scene);
}

/** Shows the last scene again with one layer's fields changed (what the store does with a patch). */
async function patchLayer(layerId: string, patch: Record<string, unknown>) {
  if (shown === undefined) throw new Error('harness: load() first');
  const scene = structuredClone(shown);
  const layer = scene.layers.find((l) => l.id === layerId);
  if (layer === undefined) throw new Error(`harness: no layer ${layerId}`);
  Object.assign(layer.property, patch);
  shown = scene;
  await canvas().setScene(scene);
}

/** Shows the last scene again with other scene fields (background colour and media). */
async function patchScene(patch: Partial<Scene>) {
  if (shown === undefined) throw new Error('harness: load() first');
  shown = { ...structuredClone(shown), ...patch };
  await canvas().setScene(shown);
}

/** What a text object holds now: its text properties and its editing state. */
function text(layerId: string) {
  const o = canvas().objectOf(layerId);
  if (!(o instanceof Textbox)) throw new Error(`harness: layer ${layerId} is not a text box`);
  const keys = [
    'text',
    'fontFamily',
    'fontSize',
    'fontWeight',
    'fontStyle',
    'underline',
    'overline',
    'linethrough',
    'textAlign',
    'lineHeight',
    'charSpacing',
    'direction',
    'fill',
    'width',
    'minWidth',
    'cursorDelay',
    'cursorWidth',
    'isEditing',
    'selectionStart',
    'selectionEnd',
  ] as const;
  return {
    ...Object.fromEntries(keys.map((k) => [k, o[k]])),
    styles: structuredClone(o.styles),
    path: o.path === undefined ? null : o.path.path.map((c) => c.join(' ')).join(' '),
    lines: o.textLines.length,
    lineWidth: o.getLineWidth(0),
  };
}

/** Screen (page) points of an object's centre and controls, and its model state. */
function object(layerId: string) {
  const c = canvas();
  const o = c.objectOf(layerId);
  if (o === undefined) throw new Error(`harness: no object for layer ${layerId}`);
  const rect = c.fabric.upperCanvasEl.getBoundingClientRect();
  const toPage = (p: { x: number; y: number }) => ({ x: rect.left + p.x, y: rect.top + p.y });
  o.setCoords();
  const controls = Object.fromEntries(Object.entries(o.oCoords).map(([k, v]) => [k, toPage(v)]));
  const centre = o.getCenterPoint().transform(c.fabric.viewportTransform);
  return {
    centre: toPage(centre),
    controls,
    left: o.left,
    top: o.top,
    width: o.width,
    height: o.height,
    scaleX: o.scaleX,
    scaleY: o.scaleY,
    /** Whether the canvas draws it (hidden layers, conversation avatars without a conversation speech). */
    visible: o.visible,
    active: c.fabric.getActiveObject() === o,
  };
}

const select = (layerId: string | null) => canvas().select(layerId);

function startCrop(layerId: string, type: CropType) {
  session = canvas().startCrop(layerId, type);
  const box = c().fabric.getActiveObject();
  if (box === undefined) throw new Error('harness: no crop box');
  const rect = c().fabric.upperCanvasEl.getBoundingClientRect();
  box.setCoords();
  return {
    rect: session.current,
    controls: Object.fromEntries(
      Object.entries(box.oCoords).map(([k, v]) => [k, { x: rect.left + v.x, y: rect.top + v.y }]),
    ),
  };
}
const c = canvas;

/** The editing canvas and the worker renderer's frame at t=0, both shrunk to w×h; share of differing pixels. */
async function parity(w: number, h: number, tolerance: number) {
  const project = normalizeProject(raw);
  const element = document.getElementById('preview') as HTMLCanvasElement;
  if (renderer === undefined) {
    const size = canvas().fabric;
    ({ renderer } = await startRendererWorker(element, {
      projectWidth: size.width / canvas().zoom,
      projectHeight: size.height / canvas().zoom,
    }));
  }
  await renderer.setProject(project);
  const blob = (await renderer.grabFrame(0, { scale: 0.5 })) as unknown as Blob;
  const worker = await createImageBitmap(blob);
  canvas().select(null);
  canvas().fabric.renderAll();
  const shrink = (source: CanvasImageSource) => {
    const small = new OffscreenCanvas(w, h);
    const ctx = small.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.drawImage(source, 0, 0, w, h);
    return ctx.getImageData(0, 0, w, h).data;
  };
  const a = shrink(worker);
  const b = shrink(canvas().fabric.lowerCanvasEl);
  worker.close();
  let differing = 0;
  const where: Array<[number, number]> = [];
  for (let i = 0; i < a.length; i += 4) {
    const d = Math.max(
      Math.abs((a[i] ?? 0) - (b[i] ?? 0)),
      Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)),
      Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0)),
    );
    if (d > tolerance) {
      differing++;
      if (where.length < 20) where.push([(i / 4) % w, Math.floor(i / 4 / w)]);
    }
  }
  return { share: differing / (w * h), where };
}

/**
 * The axis-aligned box (project pixels) of what an object shows: its whole box, except for a circle or
 * square avatar, which shows the centred square of its shorter side.
 */
function visibleBox(o: FabricObject, property: Scene['layers'][number]['property']) {
  const framed =
    property.type === 'Avatar' && (property.avatarType === 'circle' || property.avatarType === 'square');
  if (!framed) return o.getBoundingRect();
  const side = Math.min(o.width, o.height) / 2;
  const matrix = o.calcTransformMatrix();
  const corners = [
    new Point(-side, -side),
    new Point(side, -side),
    new Point(side, side),
    new Point(-side, side),
  ].map((corner) => util.transformPoint(corner, matrix));
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/**
 * Shows scene `index` of a raw project (normalised as the editor does) and says where each of its layers lies,
 * in project pixels, as the editing canvas draws it: the axis-aligned box of the object with its scale,
 * rotation and wrapped text.
 */
async function sceneLayout(project: { layout: Layout; clips: unknown[] }, index: number) {
  const scene = normalizeProject(project).clips[index];
  if (scene === undefined) throw new Error(`harness: the project has no scene ${index}`);
  raw = project;
  shown = scene;
  await canvas().setScene(scene);
  // Measure with the faces the text uses, never with a fallback's widths cached before a face arrived.
  await document.fonts.ready;
  cache.clearFontCache();
  return scene.layers.map((layer) => {
    const o = canvas().objectOf(layer.id);
    if (o === undefined) throw new Error(`harness: no object for layer ${layer.id}`);
    if (o instanceof Textbox) o.initDimensions();
    o.setCoords();
    const { left, top, width, height } = visibleBox(o, layer.property);
    const text = 'text' in layer.property ? String(layer.property.text) : undefined;
    return {
      id: layer.id,
      kind: kindOf(layer.property.type),
      visible: o.visible,
      left,
      top,
      width,
      height,
      text,
    };
  });
}

/** RGBA of the editing canvas at a canvas pixel. */
function pixel(x: number, y: number): number[] {
  canvas().fabric.renderAll();
  const ctx = canvas().fabric.lowerCanvasEl.getContext('2d') as CanvasRenderingContext2D;
  return [...ctx.getImageData(x, y, 1, 1).data];
}

window.harness = {
  start,
  load,
  sceneLayout,
  applyChanges,
  object,
  select,
  startCrop,
  cropRect: () => session?.current,
  commitCrop: () => canvas().commitCrop(),
  cancelCrop: () => canvas().cancelCrop(),
  events: () => events.map((e) => ({ ...e })),
  clearEvents: () => {
    events.length = 0;
  },
  parity,
  pixel,
  patchLayer,
  patchScene,
  /** Styles a range of an editing text box (what a toolbar's colour button does through Fabric). */
  styleRange: (id: string, start: number, end: number, style: Record<string, unknown>) => {
    const o = canvas().objectOf(id);
    if (!(o instanceof Textbox)) throw new Error(`harness: layer ${id} is not a text box`);
    o.setSelectionStyles(style, start, end);
    canvas().fabric.requestRenderAll();
  },
  text,
  setAvatarDisplayType: (id: string, type: AvatarDisplayType) => canvas().setAvatarDisplayType(id, type),
  setAvatarBackground: (id: string, shape: FramedDisplayType, colour: string) =>
    canvas().setAvatarBackground(id, shape, colour),
  restoreAvatarBackground: (id: string, shape: FramedDisplayType) =>
    canvas().restoreAvatarBackground(id, shape),
  replaceMedia: (id: string, media: ReplacementMedia) => canvas().replaceMedia(id, media),
  playMedia: (id: string) => canvas().playMedia(id),
  pauseMedia: (id: string, rewind: boolean) => canvas().pauseMedia(id, { rewind }),
  seekMedia: (id: string, seconds: number) => canvas().seekMedia(id, seconds),
  validatePath: (d: string) => validatePathInput(d),
  quadrantImage,
  spriteSheet,
  svgUrl,
  colourVideo,
};
