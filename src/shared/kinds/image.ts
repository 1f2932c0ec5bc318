/** Image layers: a region of a picture (`cropX`/`cropY` and the box), stretched to cover or fit. */
import { z } from 'zod';
import { CROP_TYPES, SHAPES, STRETCH_MODES } from '../constants.ts';
import { finite, loose } from '../model/common.ts';
import { normalizeGeometry } from '../normalize/geometry.ts';
import { describe, readEnum, readNumber } from '../normalize/repair.ts';
import type { LayerKindDefinition } from './kind.ts';
import { commonFields, mediaSourceFields, normalizeMediaSource } from './shared-fields.ts';

export const ImagePropertySchema = loose({
  type: z.literal('CustomImage'),
  ...commonFields,
  ...mediaSourceFields,
  _cropType: z.enum(CROP_TYPES).optional(),
  stretch: z.enum(STRETCH_MODES),
  cropX: finite,
  cropY: finite,
});
export type ImageProperty = z.infer<typeof ImagePropertySchema>;

export const imageKind: LayerKindDefinition<ImageProperty> = {
  schema: ImagePropertySchema,
  propertyTypes: ['CustomImage'],
  aliases: { image: 'CustomImage', img: 'CustomImage' },
  noun: 'image',
  layerType: 'object',
  normalize(property, _type, _context, log, path) {
    normalizeGeometry(property, { width: SHAPES.size, height: SHAPES.size }, log, path);
    normalizeMediaSource(property, log, path);
    if (
      property._cropType !== undefined &&
      !(CROP_TYPES as readonly unknown[]).includes(property._cropType)
    ) {
      log.note(`${path}._cropType`, `${describe(property._cropType)} is not a crop type; removed`);
      delete property._cropType;
    }
    readEnum(property, 'stretch', STRETCH_MODES, 'cover', log, path);
    readNumber(property, 'cropX', 0, log, path, { min: 0 });
    readNumber(property, 'cropY', 0, log, path, { min: 0 });
  },
};
