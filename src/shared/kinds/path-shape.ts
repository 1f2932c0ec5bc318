/** Path shapes: one of a fixed set of outlines (star, heart, cloud…) with rounded corners. */
import { z } from 'zod';
import { SHAPES } from '../constants.ts';
import { loose, nonNegative } from '../model/common.ts';
import { normalizeGeometry } from '../normalize/geometry.ts';
import { readEnum, readNumber, readOptionalString } from '../normalize/repair.ts';
import type { LayerKindDefinition } from './kind.ts';
import { commonFields, normalizePaint } from './shared-fields.ts';

export const PATH_SHAPES = [
  'concaveArrowBlock',
  'cloud',
  'cross',
  'diamond',
  'fivePointedStar',
  'heart',
  'octagon',
  'roundSpeechBubble',
  'starBurst',
] as const;
export type PathShapeName = (typeof PATH_SHAPES)[number];

export const PathShapePropertySchema = loose({
  type: z.literal('CustomPath'),
  ...commonFields,
  shape: z.enum(PATH_SHAPES),
  /** The last path drawn (SVG path data) and the corner radius, limited by segment length when drawn. */
  lastPath: z.string().optional(),
  cornerRadius: nonNegative,
});
export type PathShapeProperty = z.infer<typeof PathShapePropertySchema>;

export const pathShapeKind: LayerKindDefinition<PathShapeProperty> = {
  schema: PathShapePropertySchema,
  propertyTypes: ['CustomPath'],
  aliases: { path: 'CustomPath' },
  noun: 'shape',
  layerType: 'object',
  resizeRules: { CustomPath: 'pathShape' },
  normalize(property, _type, context, log, path) {
    normalizeGeometry(property, { width: SHAPES.size, height: SHAPES.size }, log, path);
    readEnum(property, 'shape', PATH_SHAPES, 'diamond', log, path);
    readOptionalString(property, 'lastPath', log, path);
    readNumber(property, 'cornerRadius', 0, log, path, { min: 0 });
    normalizePaint(property, log, path);
    if (property.fill === undefined) property.fill = context.fgColor;
    if (property.strokeWidth === undefined) property.strokeWidth = SHAPES.strokeWidth;
  },
};
