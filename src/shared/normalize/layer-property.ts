import { CROP_TYPES, SHAPES, STICKER, STRETCH_MODES, TEXT } from '../constants.ts';
import {
  LAYER_PROPERTY_TYPES,
  PATH_SHAPES,
  TEXT_ALIGNS,
  TEXT_DIRECTIONS,
  type LayerPropertyType,
} from '../model/layer.ts';
import { normalizeAvatarProperty } from './avatar.ts';
import { normalizeGeometry } from './geometry.ts';
import {
  type Draft,
  describe,
  isRecord,
  readBoolean,
  readEnum,
  readNonEmptyString,
  readNumber,
  readOptionalString,
  readRecord,
  readString,
  type RepairLog,
} from './repair.ts';

/** Other spellings of property types seen in older or hand-written projects. */
const TYPE_ALIASES: Readonly<Record<string, LayerPropertyType>> = {
  image: 'CustomImage',
  img: 'CustomImage',
  video: 'CustomVideo',
  icon: 'CustomIcon',
  sticker: 'CustomSticker',
  avatar: 'Avatar',
  Textbox: 'textbox',
  'i-text': 'textbox',
  text: 'textbox',
  line: 'CustomLine',
  arrow: 'CustomArrow',
  doubleArrow: 'CustomDoubleArrow',
  'double-arrow': 'CustomDoubleArrow',
  path: 'CustomPath',
  rectangle: 'rect',
};

/**
 * The property type of a raw layer: its `property.type`, an alias of one, or, failing that, what the layer's
 * own `type` implies (avatar, video). Undefined when nothing says what the layer is.
 */
export function resolvePropertyType(layer: Draft, property: Draft): LayerPropertyType | undefined {
  const raw = property.type;
  if (typeof raw === 'string') {
    if ((LAYER_PROPERTY_TYPES as readonly string[]).includes(raw)) return raw as LayerPropertyType;
    const alias = TYPE_ALIASES[raw];
    if (alias !== undefined) return alias;
  }
  if (layer.type === 'avatar') return 'Avatar';
  if (layer.type === 'video') return 'CustomVideo';
  return undefined;
}

const SQUARE = { width: SHAPES.size, height: SHAPES.size };

/** Fills the defaults for one property of a known type. Video trim fields: see video.ts. */
export function normalizeLayerProperty(
  type: LayerPropertyType,
  property: Draft,
  context: { fgColor: string },
  log: RepairLog,
  path: string,
): void {
  property.type = type;
  switch (type) {
    case 'CustomImage':
      normalizeGeometry(property, SQUARE, log, path);
      normalizeMediaSource(property, log, path);
      if (property._cropType !== undefined) {
        if (!(CROP_TYPES as readonly unknown[]).includes(property._cropType)) {
          log.note(`${path}._cropType`, `${describe(property._cropType)} is not a crop type; removed`);
          delete property._cropType;
        }
      }
      readEnum(property, 'stretch', STRETCH_MODES, 'cover', log, path);
      readNumber(property, 'cropX', 0, log, path, { min: 0 });
      readNumber(property, 'cropY', 0, log, path, { min: 0 });
      return;
    case 'CustomVideo':
      normalizeGeometry(property, SQUARE, log, path);
      normalizeMediaSource(property, log, path);
      return;
    case 'CustomIcon':
      // An icon's width is not defaulted: icons without one are dropped, see dropEmptyIcons.
      normalizeGeometry(property, { width: Number(property.width) || 0, height: SHAPES.size }, log, path);
      readOptionalString(property, '_staticUrl', log, path);
      readOptionalString(property, '_urlkey', log, path);
      readOptionalString(property, 'src', log, path);
      if (property.fillNeeded === undefined && property.needFill !== undefined)
        property.fillNeeded = property.needFill;
      readBoolean(property, 'fillNeeded', false, log, path);
      normalizePaint(property, log, path);
      return;
    case 'CustomSticker': {
      normalizeGeometry(property, { width: STICKER.frameWidth, height: STICKER.frameHeight }, log, path);
      normalizeMediaSource(property, log, path);
      const sticker = readRecord(property, 'sticker', log, path);
      const stickerPath = `${path}.sticker`;
      readNumber(sticker, 'frameRate', STICKER.frameRate, log, stickerPath, { min: 1 });
      const total = Math.floor(
        readNumber(sticker, 'totalFrames', STICKER.totalFrames, log, stickerPath, { min: 1 }),
      );
      sticker.totalFrames = total;
      readNumber(sticker, 'columns', STICKER.columns, log, stickerPath, { min: 1 });
      sticker.columns = Math.floor(sticker.columns as number);
      readNumber(sticker, 'frameWidth', STICKER.frameWidth, log, stickerPath, { min: 1 });
      readNumber(sticker, 'frameHeight', STICKER.frameHeight, log, stickerPath, { min: 1 });
      readNumber(sticker, 'startTime', 0, log, stickerPath, { min: 0 });
      readNumber(sticker, 'currentFrame', 0, log, stickerPath, { min: 0, max: total - 1 });
      readNumber(sticker, 'coverFrame', STICKER.coverFrame, log, stickerPath, { min: 0, max: total - 1 });
      readOptionalString(sticker, 'backend', log, stickerPath);
      return;
    }
    case 'textbox':
      normalizeGeometry(property, { width: 400, height: TEXT.fontSize * TEXT.lineHeight }, log, path);
      readNumber(property, 'width', TEXT.minWidth, log, path, { min: TEXT.minWidth });
      readString(property, 'text', '', log, path);
      readNonEmptyString(property, 'fontFamily', 'Roboto', log, path);
      readNumber(property, 'fontSize', TEXT.fontSize, log, path, { min: 1 });
      if (!(typeof property.fontWeight === 'string' || typeof property.fontWeight === 'number')) {
        property.fontWeight = 'normal';
      }
      readString(property, 'fontStyle', 'normal', log, path);
      readBoolean(property, 'underline', false, log, path);
      readBoolean(property, 'overline', false, log, path);
      readBoolean(property, 'linethrough', false, log, path);
      readEnum(property, 'textAlign', TEXT_ALIGNS, 'left', log, path);
      readNumber(property, 'lineHeight', TEXT.lineHeight, log, path, { min: 0.1 });
      readNumber(property, 'charSpacing', 0, log, path);
      normalizeTextStyles(property, log, path);
      readEnum(property, 'direction', TEXT_DIRECTIONS, 'ltr', log, path);
      readOptionalString(property, 'path', log, path);
      normalizePaint(property, log, path);
      if (property.fill === undefined) property.fill = '#000000';
      return;
    case 'Avatar':
      normalizeAvatarProperty(property, log, path);
      return;
    case 'rect':
    case 'triangle':
    case 'circle':
      if (type === 'circle') {
        const radius = readNumber(property, 'radius', SHAPES.circleRadius, log, path, { min: 0 });
        normalizeGeometry(property, { width: radius * 2, height: radius * 2 }, log, path);
      } else normalizeGeometry(property, SQUARE, log, path);
      normalizePaint(property, log, path);
      if (property.fill === undefined) property.fill = context.fgColor;
      if (property.strokeWidth === undefined) property.strokeWidth = SHAPES.strokeWidth;
      return;
    case 'CustomLine':
    case 'CustomArrow':
    case 'CustomDoubleArrow': {
      const { line } = SHAPES;
      const x1 = readNumber(property, 'x1', line.x1, log, path);
      const y1 = readNumber(property, 'y1', line.y1, log, path);
      const x2 = readNumber(property, 'x2', line.x2, log, path);
      const y2 = readNumber(property, 'y2', line.y2, log, path);
      normalizeGeometry(property, { width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) }, log, path);
      normalizePaint(property, log, path);
      if (property.stroke === undefined) property.stroke = line.stroke;
      if (property.strokeWidth === undefined) property.strokeWidth = line.strokeWidth;
      readNumber(property, 'padding', line.padding, log, path, { min: 0 });
      return;
    }
    case 'CustomPath':
      normalizeGeometry(property, SQUARE, log, path);
      readEnum(property, 'shape', PATH_SHAPES, 'diamond', log, path);
      readOptionalString(property, 'lastPath', log, path);
      readNumber(property, 'cornerRadius', 0, log, path, { min: 0 });
      normalizePaint(property, log, path);
      if (property.fill === undefined) property.fill = context.fgColor;
      if (property.strokeWidth === undefined) property.strokeWidth = SHAPES.strokeWidth;
      return;
  }
}

function normalizeMediaSource(property: Draft, log: RepairLog, path: string): void {
  for (const key of [
    '_staticUrl',
    '_urlkey',
    '_frontCoverKey',
    '_frontCoverUrl',
    '_frontCoverStaticUrl',
    '_videoSrc',
  ]) {
    readOptionalString(property, key, log, path);
  }
  normalizePaint(property, log, path);
}

/** fill (colour, null, or a gradient object), stroke, strokeWidth, strokeDashArray. */
function normalizePaint(property: Draft, log: RepairLog, path: string): void {
  const fill = property.fill;
  if (!(
    fill === undefined ||
    fill === null ||
    typeof fill === 'string' ||
    (isRecord(fill) && typeof fill.type === 'string')
  )) {
    log.note(`${path}.fill`, `${describe(fill)} is not a colour or gradient; removed`);
    delete property.fill;
  }
  const stroke = property.stroke;
  if (!(stroke === undefined || stroke === null || typeof stroke === 'string')) {
    log.note(`${path}.stroke`, `${describe(stroke)} is not a colour; removed`);
    delete property.stroke;
  }
  if (property.strokeWidth !== undefined) readNumber(property, 'strokeWidth', 0, log, path, { min: 0 });
  const dash = property.strokeDashArray;
  if (dash !== undefined && dash !== null) {
    if (!(Array.isArray(dash) && dash.every((n) => typeof n === 'number' && Number.isFinite(n)))) {
      log.note(`${path}.strokeDashArray`, `${describe(dash)} is not a list of numbers; removed`);
      delete property.strokeDashArray;
    }
  }
}

/** Fabric's per-line, per-character `styles`: malformed entries are dropped. */
function normalizeTextStyles(property: Draft, log: RepairLog, path: string): void {
  const styles = property.styles;
  if (!isRecord(styles)) {
    if (styles !== undefined && !(Array.isArray(styles) && styles.length === 0)) {
      log.note(`${path}.styles`, `${describe(styles)} is not a style map; cleared`);
    }
    property.styles = {};
    return;
  }
  for (const [line, chars] of Object.entries(styles)) {
    if (!isRecord(chars)) {
      delete styles[line];
      continue;
    }
    for (const [char, style] of Object.entries(chars)) if (!isRecord(style)) delete chars[char];
  }
}
