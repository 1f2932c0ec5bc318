/** Sticker layers: an animated sprite sheet (frames in rows of `columns`, played at `frameRate`). */
import { z } from 'zod';
import { STICKER } from '../constants.ts';
import { finite, loose, nonNegative } from '../model/common.ts';
import { normalizeGeometry } from '../normalize/geometry.ts';
import {
  type Draft,
  readNumber,
  readOptionalString,
  readRecord,
  type RepairLog,
} from '../normalize/repair.ts';
import type { LayerKindDefinition } from './kind.ts';
import { commonFields, mediaSourceFields, normalizeMediaSource } from './shared-fields.ts';

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
}
