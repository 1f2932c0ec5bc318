/** Icon layers: an SVG icon, recoloured with `fill` when `fillNeeded`. */
import { z } from 'zod';
import { SHAPES } from '../constants.ts';
import { loose } from '../model/common.ts';
import { normalizeGeometry } from '../normalize/geometry.ts';
import { readBoolean, readOptionalString } from '../normalize/repair.ts';
import type { LayerKindDefinition } from './kind.ts';
import { commonFields, normalizePaint } from './shared-fields.ts';

export const IconPropertySchema = loose({
  type: z.literal('CustomIcon'),
  ...commonFields,
  _staticUrl: z.string().optional(),
  _urlkey: z.string().optional(),
  src: z.string().optional(),
  /** The icon is recoloured with `fill`. */
  fillNeeded: z.boolean(),
});
export type IconProperty = z.infer<typeof IconPropertySchema>;

export const iconKind: LayerKindDefinition<IconProperty> = {
  schema: IconPropertySchema,
  propertyTypes: ['CustomIcon'],
  aliases: { icon: 'CustomIcon' },
  noun: 'icon',
  layerType: 'object',
  normalize(property, _type, _context, log, path) {
    // An icon's width is not defaulted: icons without one are dropped with the scene's empty icons.
    normalizeGeometry(property, { width: Number(property.width) || 0, height: SHAPES.size }, log, path);
    readOptionalString(property, '_staticUrl', log, path);
    readOptionalString(property, '_urlkey', log, path);
    readOptionalString(property, 'src', log, path);
    // An older spelling of the recolour flag.
    if (property.fillNeeded === undefined && property.needFill !== undefined)
      property.fillNeeded = property.needFill;
    readBoolean(property, 'fillNeeded', false, log, path);
    normalizePaint(property, log, path);
  },
};
