/** Lines and arrows: from (x1, y1) to (x2, y2), the box following the two ends. */
import { z } from 'zod';
import { SHAPES } from '../constants.ts';
import { finite, loose } from '../model/common.ts';
import { normalizeGeometry } from '../normalize/geometry.ts';
import { readNumber } from '../normalize/repair.ts';
import type { LayerKindDefinition } from './kind.ts';
import { commonFields, normalizePaint } from './shared-fields.ts';

export const LINE_TYPES = ['CustomLine', 'CustomArrow', 'CustomDoubleArrow'] as const;
export const LinePropertySchema = loose({
  type: z.enum(LINE_TYPES),
  ...commonFields,
  x1: finite,
  y1: finite,
  x2: finite,
  y2: finite,
  padding: finite.optional(),
});
export type LineProperty = z.infer<typeof LinePropertySchema>;

export const lineKind: LayerKindDefinition<LineProperty> = {
  schema: LinePropertySchema,
  propertyTypes: LINE_TYPES,
  aliases: {
    line: 'CustomLine',
    arrow: 'CustomArrow',
    doubleArrow: 'CustomDoubleArrow',
    'double-arrow': 'CustomDoubleArrow',
  },
  noun: 'line',
  layerType: 'object',
  normalize(property, _type, _context, log, path) {
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
  },
};
