/** Sticker layers: an animated sprite sheet (frames in rows of `columns`, played at `frameRate`). */
import { z } from 'zod';
import { STICKER } from '../constants.ts';
import { finite, loose, nonNegative } from '../model/common.ts';
import { normalizeGeometry } from '../normalize/geometry.ts';
import {
  describe,
  type Draft,
  isRecord,
  readNumber,
  readOptionalString,
  readRecord,
  type RepairLog,
} from '../normalize/repair.ts';
import type { LayerKindDefinition } from './kind.ts';
import { commonFields, mediaSourceFields, normalizeMediaSource } from './shared-fields.ts';

/**
 * A smaller copy of the sheet: the same frames in the same places, each frameWidth × frameHeight. Decoding a
 * 25600 px sheet takes ~0.3–0.6 s here; a sticker shown at 120 px needs only its 128 px copy (1/64 of the
 * pixels). Where it is (`key` resolved like a layer's `_urlkey`, or `url`) is given like any media source.
 */
export const StickerSheetSchema = loose({
  frameWidth: finite,
  frameHeight: finite,
  key: z.string().optional(),
  url: z.string().optional(),
});
export type StickerSheet = z.infer<typeof StickerSheetSchema>;

export const StickerSettingsSchema = loose({
  startTime: nonNegative,
  currentFrame: nonNegative,
  coverFrame: nonNegative,
  frameWidth: finite,
  frameHeight: finite,
  frameRate: finite,
  totalFrames: finite,
  columns: finite,
  backend: z.string().optional(),
  /** Smaller copies of the sheet, when its library made them. */
  sheets: z.array(StickerSheetSchema).optional(),
});
export type StickerSettings = z.infer<typeof StickerSettingsSchema>;

export const StickerPropertySchema = loose({
  type: z.literal('CustomSticker'),
  ...commonFields,
  ...mediaSourceFields,
  sticker: StickerSettingsSchema,
});
export type StickerProperty = z.infer<typeof StickerPropertySchema>;

export const stickerKind: LayerKindDefinition<StickerProperty> = {
  schema: StickerPropertySchema,
  propertyTypes: ['CustomSticker'],
  aliases: { sticker: 'CustomSticker' },
  noun: 'sticker',
  layerType: 'object',
  normalize(property, _type, _context, log, path) {
    normalizeGeometry(property, { width: STICKER.frameWidth, height: STICKER.frameHeight }, log, path);
    normalizeMediaSource(property, log, path);
    normalizeStickerSettings(readRecord(property, 'sticker', log, path), log, `${path}.sticker`);
  },
};

/** Frame counts are whole numbers; the shown and cover frames lie within the sheet. */
function normalizeStickerSettings(sticker: Draft, log: RepairLog, path: string): void {
  readNumber(sticker, 'frameRate', STICKER.frameRate, log, path, { min: 1 });
  const total = Math.floor(readNumber(sticker, 'totalFrames', STICKER.totalFrames, log, path, { min: 1 }));
  sticker.totalFrames = total;
  readNumber(sticker, 'columns', STICKER.columns, log, path, { min: 1 });
  sticker.columns = Math.floor(sticker.columns as number);
  readNumber(sticker, 'frameWidth', STICKER.frameWidth, log, path, { min: 1 });
  readNumber(sticker, 'frameHeight', STICKER.frameHeight, log, path, { min: 1 });
  readNumber(sticker, 'startTime', 0, log, path, { min: 0 });
  readNumber(sticker, 'currentFrame', 0, log, path, { min: 0, max: total - 1 });
  readNumber(sticker, 'coverFrame', STICKER.coverFrame, log, path, { min: 0, max: total - 1 });
  readOptionalString(sticker, 'backend', log, path);
  normalizeSmallerSheets(sticker, log, path);
}

/**
 * Keeps the smaller sheets that can stand in for the sheet: a place to load from, and frames smaller than the
 * sheet's in the same proportions (anything else would draw a different picture). The others are dropped.
 */
function normalizeSmallerSheets(sticker: Draft, log: RepairLog, path: string): void {
  const raw = sticker.sheets;
  if (raw === undefined) return;
  if (!Array.isArray(raw)) {
    log.note(`${path}.sheets`, `${describe(raw)} is not a list; removed`);
    delete sticker.sheets;
    return;
  }
  const width = sticker.frameWidth as number;
  const height = sticker.frameHeight as number;
  sticker.sheets = raw.filter((entry: unknown, index) => {
    const problem = smallerSheetProblem(entry, width, height);
    if (problem !== undefined) log.note(`${path}.sheets[${index}]`, `${problem}; removed`);
    return problem === undefined;
  });
}

function smallerSheetProblem(entry: unknown, width: number, height: number): string | undefined {
  if (!isRecord(entry)) return `${describe(entry)} is not a sheet`;
  const { frameWidth: w, frameHeight: h, key, url } = entry;
  if (typeof key !== 'string' && typeof url !== 'string') return 'has neither key nor url';
  if (typeof w !== 'number' || typeof h !== 'number' || !(w >= 1 && h >= 1))
    return `frame ${describe(w)} × ${describe(h)} is not a size`;
  if (w > width || h > height) return `frame ${w} × ${h} is larger than the sheet's ${width} × ${height}`;
  if (Math.abs(w / h - width / height) > 0.01 * (width / height))
    return `frame ${w} × ${h} is not in the sheet's proportions ${width} × ${height}`;
  return undefined;
}
