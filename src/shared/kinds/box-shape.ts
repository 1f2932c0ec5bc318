/** Box shapes: rectangles (with rounded corners), triangles and circles, filled with the project's colour. */
import { z } from 'zod';
import { SHAPES } from '../constants.ts';
import { finite, loose } from '../model/common.ts';
import { normalizeGeometry } from '../normalize/geometry.ts';
import { readNumber } from '../normalize/repair.ts';
import type { LayerKindDefinition } from './kind.ts';
import { commonFields, normalizePaint } from './shared-fields.ts';

export const BOX_SHAPE_TYPES = ['rect', 'triangle', 'circle'] as const;
export const BoxShapePropertySchema = loose({
  type: z.enum(BOX_SHAPE_TYPES),
  ...commonFields,
  radius: finite.optional(),
  rx: finite.optional(),
  ry: finite.optional(),
});
export type BoxShapeProperty = z.infer<typeof BoxShapePropertySchema>;

export const boxShapeKind: LayerKindDefinition<BoxShapeProperty> = {
  schema: BoxShapePropertySchema,
  propertyTypes: BOX_SHAPE_TYPES,
  aliases: { rectangle: 'rect' },
  noun: 'shape',
  layerType: 'object',
  resizeRules: { rect: 'rectangle' },
  normalize(property, type, context, log, path) {
    if (type === 'circle') {
      const radius = readNumber(property, 'radius', SHAPES.circleRadius, log, path, { min: 0 });
      normalizeGeometry(property, { width: radius * 2, height: radius * 2 }, log, path);
    } else normalizeGeometry(property, { width: SHAPES.size, height: SHAPES.size }, log, path);
    normalizePaint(property, log, path);
    if (property.fill === undefined) property.fill = context.fgColor;
    if (property.strokeWidth === undefined) property.strokeWidth = SHAPES.strokeWidth;
  },
};
