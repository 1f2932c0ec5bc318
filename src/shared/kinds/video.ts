/**
 * Video layers: a trimmed clip of a source (`_start`/`_end` and `_duration` in seconds of the source, `_speed`
 * a decimal string). The trim is repaired with the scene's timing (normalize/video.ts), not here.
 */
import { z } from 'zod';
import { SHAPES } from '../constants.ts';
import { finite, loose, nonNegative } from '../model/common.ts';
import { normalizeGeometry } from '../normalize/geometry.ts';
import type { LayerKindDefinition } from './kind.ts';
import { commonFields, mediaSourceFields, normalizeMediaSource } from './shared-fields.ts';

export const VideoPropertySchema = loose({
  type: z.literal('CustomVideo'),
  ...commonFields,
  ...mediaSourceFields,
  videoId: z.union([z.string(), finite]).optional(),
  _start: nonNegative,
  _end: nonNegative,
  _duration: nonNegative,
  _speed: z.string().regex(/^\d+(\.\d+)?$/, { message: "must be a decimal string such as '1.0'" }),
  _volume: finite,
  _loop: z.boolean(),
});
export type VideoProperty = z.infer<typeof VideoPropertySchema>;

export const videoKind: LayerKindDefinition<VideoProperty> = {
  schema: VideoPropertySchema,
  propertyTypes: ['CustomVideo'],
  aliases: { video: 'CustomVideo' },
  noun: 'video',
  layerType: 'video',
  normalize(property, _type, _context, log, path) {
    normalizeGeometry(property, { width: SHAPES.size, height: SHAPES.size }, log, path);
    normalizeMediaSource(property, log, path);
  },
};
