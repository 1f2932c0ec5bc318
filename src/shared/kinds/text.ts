/**
 * Text layers (Fabric's text box): wrapped at `width`, the height following the text; per-character style
 * overrides in `styles`; optionally laid along an SVG `path`.
 */
import { z } from 'zod';
import { TEXT } from '../constants.ts';
import { finite, loose } from '../model/common.ts';
import { normalizeGeometry } from '../normalize/geometry.ts';
import {
  type Draft,
  describe,
  isRecord,
  readBoolean,
  readEnum,
  readNonEmptyString,
  readNumber,
  readOptionalString,
  readString,
  type RepairLog,
} from '../normalize/repair.ts';
import type { LayerKindDefinition } from './kind.ts';
import { commonFields, normalizePaint } from './shared-fields.ts';

export const TEXT_DIRECTIONS = ['ltr', 'rtl'] as const;
export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;

export const TextPropertySchema = loose({
  type: z.literal('textbox'),
  ...commonFields,
  text: z.string(),
  fontFamily: z.string(),
  fontSize: finite,
  fontWeight: z.union([z.string(), finite]),
  fontStyle: z.string(),
  underline: z.boolean(),
  overline: z.boolean(),
  linethrough: z.boolean(),
  textAlign: z.enum(TEXT_ALIGNS),
  lineHeight: finite,
  charSpacing: finite,
  /** Per line, per character style overrides (Fabric's `styles`). */
  styles: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown()))),
  direction: z.enum(TEXT_DIRECTIONS),
  /** Optional SVG path the text follows. */
  path: z.string().optional(),
});
export type TextProperty = z.infer<typeof TextPropertySchema>;

export const textKind: LayerKindDefinition<TextProperty> = {
  schema: TextPropertySchema,
  propertyTypes: ['textbox'],
  aliases: { Textbox: 'textbox', 'i-text': 'textbox', text: 'textbox' },
  noun: 'text',
  layerType: 'object',
  resizeRules: { textbox: 'textbox' },
  normalize(property, _type, _context, log, path) {
    normalizeGeometry(property, { width: 400, height: TEXT.fontSize * TEXT.lineHeight }, log, path);
    readNumber(property, 'width', TEXT.minWidth, log, path, { min: TEXT.minWidth });
    normalizeFont(property, log, path);
    readEnum(property, 'textAlign', TEXT_ALIGNS, 'left', log, path);
    readNumber(property, 'lineHeight', TEXT.lineHeight, log, path, { min: 0.1 });
    readNumber(property, 'charSpacing', 0, log, path);
    normalizeTextStyles(property, log, path);
    readEnum(property, 'direction', TEXT_DIRECTIONS, 'ltr', log, path);
    readOptionalString(property, 'path', log, path);
    normalizePaint(property, log, path);
    if (property.fill === undefined) property.fill = '#000000';
  },
};

/** The text, its font and its decorations. */
function normalizeFont(property: Draft, log: RepairLog, path: string): void {
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
