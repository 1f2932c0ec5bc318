import { BGM_DEFAULTS, SCENE_DEFAULTS, TEXT_STYLE_DEFAULTS } from '../constants.ts';
import { createId, type RandomSource } from '../ids.ts';
import { BG_MEDIA_TYPES } from '../model/scene.ts';
import type { Speech } from '../model/speech.ts';
import { DEFAULT_SUBTITLE_STYLE } from '../model/text-style.ts';
import { layerTypeOf, LOCK_FLAGS } from '../model/layer.ts';
import { speechDuration } from '../speech/duration.ts';
import { normalizeLayerAnimation } from './animation.ts';
import { normalizeCaptionStyle } from './caption-style.ts';
import { normalizeClipPath } from './clip-path.ts';
import { normalizeLayerProperty, resolvePropertyType } from './layer-property.ts';
import {
  type Draft,
  describe,
  isRecord,
  readBoolean,
  readNonEmptyString,
  readNumber,
  readOptionalNumber,
  readRecord,
  readString,
  type RepairLog,
} from './repair.ts';
import { convertTextDecoration, normalizeSpeech } from './speech.ts';
import { normalizeVideoProperty } from './video.ts';

export interface SceneContext {
  log: RepairLog;
  path: string;
  random: RandomSource;
  /** Layer and clip ids already used in the project: duplicates get fresh ids. */
  layerIds: Set<string>;
  clipIds: Set<string>;
}

type SceneStep = (scene: Draft, context: SceneContext) => void;

/** Default colours (fg #8b3dff, bg #ffffff) and the background media. */
const defaultColours: SceneStep = (scene, { log, path }) => {
  readNonEmptyString(scene, 'fgColor', SCENE_DEFAULTS.fgColor, log, path);
  readNonEmptyString(scene, 'bgColor', SCENE_DEFAULTS.bgColor, log, path);
  const media = scene.bgMedia;
  if (media === undefined || media === null) {
    delete scene.bgMedia;
    return;
  }
  if (!isRecord(media)) {
    log.note(`${path}.bgMedia`, `${describe(media)} is not background media; removed`);
    delete scene.bgMedia;
    return;
  }
  if (media.type === 'image') media.type = 'img';
  if (!(BG_MEDIA_TYPES as readonly unknown[]).includes(media.type)) {
    log.note(
      `${path}.bgMedia.type`,
      `${describe(media.type)} is not img, video or object; background media removed`,
    );
    delete scene.bgMedia;
    return;
  }
  readNumber(media, 'opacity', 1, log, `${path}.bgMedia`, { min: 0, max: 1 });
  readNumber(media, 'blur', 0, log, `${path}.bgMedia`, { min: 0 });
  if (!('data' in media)) media.data = null;
};

const speechSetUp: SceneStep = (scene, { log, path }) => {
  scene.speech = normalizeSpeech(scene.speech, log, `${path}.speech`);
};

/** Default transition: none, 0.5 s. */
const defaultTransition: SceneStep = (scene, { log, path }) => {
  const transition = readRecord(scene, 'transition', log, path);
  const tPath = `${path}.transition`;
  const name = readNonEmptyString(transition, 'name', SCENE_DEFAULTS.transitionName, log, tPath);
  readString(transition, 'displayName', name, log, tPath);
  readNumber(transition, 'duration', SCENE_DEFAULTS.transitionDuration, log, tPath, { min: 0 });
  readRecord(transition, 'params', log, tPath);
};

/** Text styles: title 120 bold, subtitle 90, paragraph 48, Roboto with fallbacks, left aligned. */
const textStyles: SceneStep = (scene, { log, path }) => {
  const styles = readRecord(scene, 'textStyle', log, path);
  for (const kind of ['title', 'subtitle', 'paragraph'] as const) {
    const style = readRecord(styles, kind, log, `${path}.textStyle`);
    const stylePath = `${path}.textStyle.${kind}`;
    const defaults = TEXT_STYLE_DEFAULTS[kind];
    readNumber(style, 'fontSize', defaults.fontSize, log, stylePath, { min: 1 });
    if (!(typeof style.fontWeight === 'string' || typeof style.fontWeight === 'number')) {
      style.fontWeight = defaults.fontWeight;
    }
    readNonEmptyString(style, 'fontFamily', TEXT_STYLE_DEFAULTS.fontFamily, log, stylePath);
    convertTextDecoration(style, log, stylePath);
    readBoolean(style, 'underline', false, log, stylePath);
    readString(style, 'fontStyle', 'normal', log, stylePath);
    readNumber(style, 'opacity', 1, log, stylePath, { min: 0, max: 1 });
    readNonEmptyString(style, 'align', TEXT_STYLE_DEFAULTS.align, log, stylePath);
  }
  const subtitle = readRecord(scene, 'subtitleStyle', log, path);
  const subPath = `${path}.subtitleStyle`;
  convertTextDecoration(subtitle, log, subPath);
  for (const [key, fallback] of Object.entries(DEFAULT_SUBTITLE_STYLE) as [
    string,
    string | number | boolean,
  ][]) {
    if (typeof fallback === 'number') readNumber(subtitle, key, fallback, log, subPath);
    else if (typeof fallback === 'boolean') readBoolean(subtitle, key, fallback, log, subPath);
    else if (key === 'position') {
      if (!['bottom', 'top', 'middle'].includes(subtitle.position as string)) subtitle.position = fallback;
    } else readString(subtitle, key, fallback, log, subPath);
  }
  normalizeCaptionStyle(subtitle, log, subPath);
};

const layerAnimations: SceneStep = (scene, { log, path }) => {
  eachLayer(scene, path, (layer, layerPath) => normalizeLayerAnimation(layer, log, layerPath));
};

const videoLayers: SceneStep = (scene, { log, path }) => {
  eachLayer(scene, path, (layer, layerPath) => {
    const property = layer.property as Draft;
    if (property.type === 'CustomVideo') normalizeVideoProperty(property, log, `${layerPath}.property`);
  });
};

/** Icon layers with a missing or zero width are removed. */
const dropEmptyIcons: SceneStep = (scene, { log, path }) => {
  scene.layers = (scene.layers as Draft[]).filter((layer, index) => {
    const property = layer.property as Draft;
    if (property.type !== 'CustomIcon' || (property.width as number) > 0) return true;
    log.note(`${path}.layers[${index}]`, 'icon without width removed');
    return false;
  });
};

const fixClipPaths: SceneStep = (scene, { log, path }) => {
  eachLayer(scene, path, (layer, layerPath) =>
    normalizeClipPath(layer.property as Draft, log, `${layerPath}.property`),
  );
};

/** Background music: loop on, volume 0.1, enabled. */
const backgroundMusic: SceneStep = (scene, { log, path }) => {
  if (scene.bgm === undefined || scene.bgm === null) {
    delete scene.bgm;
    if (scene.bgmId === undefined || scene.bgmId === null || scene.bgmId === '') return;
    scene.bgm = { audioId: scene.bgmId };
  }
  if (!isRecord(scene.bgm)) {
    log.note(`${path}.bgm`, `${describe(scene.bgm)} is not background music; removed`);
    delete scene.bgm;
    return;
  }
  const bgm = scene.bgm;
  const bgmPath = `${path}.bgm`;
  if (bgm.audioId === undefined && scene.bgmId !== undefined) bgm.audioId = scene.bgmId;
  if (!(bgm.audioId === undefined || typeof bgm.audioId === 'string' || typeof bgm.audioId === 'number')) {
    delete bgm.audioId;
  }
  for (const key of ['_staticUrl', '_urlkey'])
    if (bgm[key] !== undefined && typeof bgm[key] !== 'string') delete bgm[key];
  readBoolean(bgm, 'loop', BGM_DEFAULTS.loop, log, bgmPath);
  readNumber(bgm, 'volume', BGM_DEFAULTS.volume, log, bgmPath, { min: 0, max: 1 });
  readBoolean(bgm, 'enabled', BGM_DEFAULTS.enabled, log, bgmPath);
};

/**
 * Record timeline start and stop: the clip's duration (kept when valid, else its speech's length); a layer
 * start at or beyond it is clamped to one second before the end, a stop at or beyond it is dropped.
 */
const timeline: SceneStep = (scene, { log, path }) => {
  // A speech that carries a duration (legacy speeches are loaded with 10 s) keeps it until refreshConfig.
  const speech = scene.speech as Speech;
  const fallback =
    speech.type === 'default' && speech.duration > 0 ? speech.duration : speechDuration(speech);
  const duration = readNumber(scene, 'duration', fallback, log, path, { min: 0 });
  eachLayer(scene, path, (layer, layerPath) => {
    let start = readNumber(layer, 'start', 0, log, layerPath, { min: 0 });
    if (start >= duration) {
      const clamped = roundTime(Math.max(0, duration - 1));
      if (clamped !== start) {
        log.note(
          `${layerPath}.start`,
          `${start} is at or beyond the clip duration ${duration}; set to ${clamped}`,
        );
      }
      start = clamped;
      layer.start = start;
    }
    const stop = readOptionalNumber(layer, 'stop', log, layerPath);
    if (stop !== undefined && (stop >= duration || stop <= start)) {
      log.note(`${layerPath}.stop`, `${stop} is outside the layer's window (${start}..${duration}); removed`);
      delete layer.stop;
    }
    layer._timelineStart = start;
    layer._timelineEnd = (layer.stop as number | undefined) ?? duration;
  });
};

/**
 * The steps of scene normalisation on load, in this order. Before them the layer list is made sound (each layer
 * an object with an id and a known kind, its property's defaults filled), since every step reads layers.
 */
export const SCENE_STEPS: readonly (readonly [string, SceneStep])[] = [
  ['default colours', defaultColours],
  ['speech set-up', speechSetUp],
  ['default transition', defaultTransition],
  ['text styles', textStyles],
  ['layer animations', layerAnimations],
  ['video layers', videoLayers],
  ['drop empty icons', dropEmptyIcons],
  ['fix clip paths', fixClipPaths],
  ['background music set-up', backgroundMusic],
  ['record timeline start and stop', timeline],
];

export function normalizeScene(scene: Draft, context: SceneContext): Draft {
  const { log, path } = context;
  scene.id = uniqueId(scene.id, context.clipIds, context, `${path}.id`);
  normalizeLayerList(scene, context);
  for (const [, step] of SCENE_STEPS) step(scene, context);
  for (const key of ['bgmId', 'speechId']) {
    const value = scene[key];
    if (
      value !== undefined &&
      typeof value !== 'string' &&
      !(typeof value === 'number' && Number.isFinite(value))
    ) {
      log.note(`${path}.${key}`, `${describe(value)} is not an id; removed`);
      delete scene[key];
    }
  }
  if (scene.loadList !== undefined && !Array.isArray(scene.loadList)) delete scene.loadList;
  return scene;
}

/** The id, or a fresh 8-letter one when it is missing or already used. Numeric ids become strings. */
function uniqueId(
  raw: unknown,
  used: Set<string>,
  { log, random }: { log: RepairLog; random: RandomSource },
  path: string,
): string {
  let id = typeof raw === 'string' && raw !== '' ? raw : typeof raw === 'number' ? String(raw) : undefined;
  if (id === undefined || used.has(id)) {
    if (id !== undefined) log.note(path, `'${id}' is used twice; given a new id`);
    do id = createId(random);
    while (used.has(id));
  }
  used.add(id);
  return id;
}

function normalizeLayerList(scene: Draft, { log, path, random, layerIds }: SceneContext): void {
  const raw = scene.layers;
  if (!Array.isArray(raw)) {
    if (raw !== undefined) log.note(`${path}.layers`, `${describe(raw)} is not a list; replaced by []`);
    scene.layers = [];
    return;
  }
  // Shapes without a fill take the scene's foreground colour (the colour step fills the same default).
  const fgColor =
    typeof scene.fgColor === 'string' && scene.fgColor.trim() !== '' ? scene.fgColor : SCENE_DEFAULTS.fgColor;
  scene.layers = raw.flatMap((layer: unknown, index) => {
    const layerPath = `${path}.layers[${index}]`;
    if (!isRecord(layer)) {
      log.note(layerPath, `${describe(layer)} is not a layer; removed`);
      return [];
    }
    const property = isRecord(layer.property) ? layer.property : undefined;
    const type = property === undefined ? undefined : resolvePropertyType(layer, property);
    if (property === undefined || type === undefined) {
      log.note(
        `${layerPath}.property`,
        `${describe(property?.type ?? layer.property)} is not a layer kind; layer removed`,
      );
      return [];
    }
    layer.id = uniqueId(layer.id, layerIds, { log, random }, `${layerPath}.id`);
    layer.type = layerTypeOf(type);
    normalizeLayerProperty(type, property, { fgColor }, log, `${layerPath}.property`);
    for (const flag of LOCK_FLAGS) readBoolean(layer, flag, false, log, layerPath);
    if (layer.objectCaching !== undefined) readBoolean(layer, 'objectCaching', true, log, layerPath);
    if (layer.absolutePositioned !== undefined)
      readBoolean(layer, 'absolutePositioned', false, log, layerPath);
    if (layer.padding !== undefined) readNumber(layer, 'padding', 0, log, layerPath, { min: 0 });
    return [layer];
  });
}

/** Numeric precision of 8 fraction digits (keeps 1.4 − 1 from printing as 0.3999999999999999). */
export function roundTime(seconds: number): number {
  return Math.round(seconds * 1e8) / 1e8;
}

function eachLayer(scene: Draft, path: string, visit: (layer: Draft, layerPath: string) => void): void {
  (scene.layers as Draft[]).forEach((layer, index) => visit(layer, `${path}.layers[${index}]`));
}
