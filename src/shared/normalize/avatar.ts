import { AVATAR } from '../constants.ts';
import {
  AVATAR_DISPLAY_TYPES,
  FRAMED_DISPLAY_TYPES,
  type FramedDisplayType,
  MOUTH_STYLES,
} from '../model/avatar.ts';
import { normalizeFaceBox } from './face-box.ts';
import { normalizeGeometry } from './geometry.ts';
import {
  type Draft,
  describe,
  isRecord,
  readBoolean,
  readEnum,
  readNumber,
  readOptionalNumber,
  readRecord,
  readString,
  type RepairLog,
} from './repair.ts';

const FRAME_DEFAULTS: Record<FramedDisplayType, { bgColor: string }> = {
  circle: { bgColor: AVATAR.restoreBackground.circle },
  square: { bgColor: AVATAR.restoreBackground.square },
  halfbody: { bgColor: AVATAR.restoreBackground.halfbody },
};

/** Legacy (version 1 / unversioned) names of the per-shape background colour and transparent flag. */
const LEGACY_SHAPE_PREFIX: Record<FramedDisplayType, string> = {
  circle: 'circle',
  square: 'square',
  halfbody: 'halfBody',
};

/**
 * Migrates an avatar of version 1 or without version to 2.0.0. Version 1 kept one angle/scale/stroke for
 * whatever display type was current, and per-shape colours as flat fields (`circleBgColor`,
 * `halfBodyTransparent`, …); 2.0.0 keeps a record per display type in `shapes`.
 */
export function migrateAvatarToV2(property: Draft, log: RepairLog, path: string): void {
  const version = property.version;
  if (version === AVATAR.version) return;
  if (version !== undefined && version !== 1 && version !== '1' && version !== '1.0.0') {
    log.note(`${path}.version`, `${describe(version)} is not a known avatar version; read as version 1`);
  }
  const current = typeof property.avatarType === 'string' ? property.avatarType : property._avatarType;
  const displayType = (AVATAR_DISPLAY_TYPES as readonly unknown[]).includes(current) ? current : 'halfbody';
  const shapes: Draft = isRecord(property.shapes) ? property.shapes : {};
  for (const shape of FRAMED_DISPLAY_TYPES) {
    const prefix = LEGACY_SHAPE_PREFIX[shape];
    const state: Draft = isRecord(shapes[shape]) ? (shapes[shape] as Draft) : {};
    if (state.bgColor === undefined && property[`${prefix}BgColor`] !== undefined)
      state.bgColor = property[`${prefix}BgColor`];
    if (state.transparent === undefined && property[`${prefix}Transparent`] !== undefined) {
      state.transparent = property[`${prefix}Transparent`];
    }
    delete property[`${prefix}BgColor`];
    delete property[`${prefix}Transparent`];
    if (shape === displayType) {
      for (const key of ['angle', 'scaleX', 'scaleY', 'stroke', 'strokeWidth', 'strokeDashArray']) {
        if (state[key] === undefined && property[key] !== undefined) state[key] = property[key];
      }
    }
    shapes[shape] = state;
  }
  if (!isRecord(shapes.voice)) {
    const voice: Draft = {};
    if (displayType === 'voice') {
      for (const key of ['left', 'top', 'angle', 'scaleX', 'scaleY']) voice[key] = property[key];
    }
    shapes.voice = voice;
  }
  property.shapes = shapes;
  property.avatarType = displayType;
  property.version = AVATAR.version;
  log.note(`${path}.version`, `avatar migrated from ${describe(version)} to ${AVATAR.version}`);
}

export function normalizeAvatarProperty(property: Draft, log: RepairLog, path: string): void {
  migrateAvatarToV2(property, log, path);
  normalizeGeometry(property, { width: AVATAR.templateWidth, height: AVATAR.templateHeight }, log, path);
  readEnum(property, 'avatarType', AVATAR_DISPLAY_TYPES, 'halfbody', log, path);
  const info = readRecord(property, '_avatarInfo', log, path);
  normalizeAvatarInfo(info, log, `${path}._avatarInfo`);
  const shapes = readRecord(property, 'shapes', log, path);
  for (const shape of FRAMED_DISPLAY_TYPES) {
    const state = readRecord(shapes, shape, log, `${path}.shapes`);
    const statePath = `${path}.shapes.${shape}`;
    readNumber(state, 'angle', 0, log, statePath);
    readNumber(state, 'scaleX', 1, log, statePath);
    readNumber(state, 'scaleY', 1, log, statePath);
    readString(state, 'stroke', '', log, statePath);
    readNumber(state, 'strokeWidth', 0, log, statePath, { min: 0 });
    const dash = state.strokeDashArray;
    if (!(
      dash === null ||
      (Array.isArray(dash) && dash.every((n) => typeof n === 'number' && Number.isFinite(n)))
    )) {
      if (dash !== undefined)
        log.note(`${statePath}.strokeDashArray`, `${describe(dash)} is not a list of numbers; cleared`);
      state.strokeDashArray = null;
    }
    readString(state, 'bgColor', FRAME_DEFAULTS[shape].bgColor, log, statePath);
    readBoolean(state, 'transparent', false, log, statePath);
  }
  const voice = readRecord(shapes, 'voice', log, `${path}.shapes`);
  // No stored position (null): the voice badge is placed when it is first shown.
  for (const key of ['left', 'top']) {
    if (voice[key] !== null && readOptionalNumber(voice, key, log, `${path}.shapes.voice`) === undefined)
      voice[key] = null;
  }
  readNumber(voice, 'angle', 0, log, `${path}.shapes.voice`);
  readNumber(voice, 'scaleX', 1, log, `${path}.shapes.voice`);
  readNumber(voice, 'scaleY', 1, log, `${path}.shapes.voice`);
  readBoolean(voice, 'transparent', false, log, `${path}.shapes.voice`);
  readNumber(property, 'imageWidth', property.width as number, log, path, { min: 0 });
  readNumber(property, 'imageHeight', property.height as number, log, path, { min: 0 });
  readNumber(property, 'initWidth', AVATAR.templateInitialWidth, log, path, { min: 0 });
  readNumber(property, 'initHeight', property.height as number, log, path, { min: 0 });
  if (!isRecord(property.cropClip)) property.cropClip = null;
  readNumber(property, 'cropX', 0, log, path, { min: 0 });
  readNumber(property, 'cropY', 0, log, path, { min: 0 });
  for (const key of ['cropWidth', 'cropHeight']) {
    if (property[key] !== null && readOptionalNumber(property, key, log, path) === undefined)
      property[key] = null;
  }
  readOptionalNumber(property, '_roleIndex', log, path);
  if (property.lipSync !== undefined) readBoolean(property, 'lipSync', true, log, path);
  normalizeFaceBox(property, log, path);
}

const AVATAR_INFO_TYPES = [1, 2, 3, 4, 5] as const;

function normalizeAvatarInfo(info: Draft, log: RepairLog, path: string): void {
  if (!(typeof info.id === 'string' || (typeof info.id === 'number' && Number.isFinite(info.id)))) {
    if (info.id !== undefined) log.note(`${path}.id`, `${describe(info.id)} is not an id; set to ''`);
    info.id = '';
  }
  const type = Number(info.type);
  if (!(AVATAR_INFO_TYPES as readonly number[]).includes(type)) {
    if (info.type !== undefined)
      log.note(`${path}.type`, `${describe(info.type)} is not an avatar type 1..5; set to 1`);
    info.type = 1;
  } else info.type = type;
  // `_staticUrl` is the older spelling of `static_url`.
  if (info.static_url === undefined && typeof info._staticUrl === 'string') info.static_url = info._staticUrl;
  for (const key of ['key', 'static_url', 'url', 'name', 'model_name']) {
    if (info[key] !== undefined && typeof info[key] !== 'string') {
      log.note(`${path}.${key}`, `${describe(info[key])} is not a string; removed`);
      delete info[key];
    }
  }
  readOptionalNumber(info, 'gender', log, path);
  if (info.config !== undefined) {
    if (!isRecord(info.config)) delete info.config;
    else
      for (const key of ['x', 'y', 'width', 'height']) readNumber(info.config, key, 0, log, `${path}.config`);
  }
  if (info.show_back !== undefined) readBoolean(info, 'show_back', false, log, path);
  if (info.mouth_style !== undefined && !(MOUTH_STYLES as readonly unknown[]).includes(info.mouth_style)) {
    log.note(
      `${path}.mouth_style`,
      `${describe(info.mouth_style)} is not one of ${MOUTH_STYLES.join(', ')}; removed`,
    );
    delete info.mouth_style;
  }
}
