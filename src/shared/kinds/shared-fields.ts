/**
 * Fields several kinds share, each with its normaliser: where media comes from (images, videos, stickers) and
 * how a shape is painted (fill, stroke).
 */
import { z } from 'zod';
import { finite, loose } from '../model/common.ts';
import { ClipPathSchema, geometryFields } from '../model/geometry.ts';
import {
  type Draft,
  describe,
  isRecord,
  readNumber,
  readOptionalString,
  type RepairLog,
} from '../normalize/repair.ts';

/** Fields saved by media objects (image, sticker and video properties). */
export const mediaSourceFields = {
  _staticUrl: z.string().optional(),
  _urlkey: z.string().optional(),
  _frontCoverKey: z.string().optional(),
  _frontCoverUrl: z.string().optional(),
  _frontCoverStaticUrl: z.string().optional(),
  _videoSrc: z.string().optional(),
};

export const paintFields = {
  fill: z.union([z.string(), z.null(), loose({ type: z.string() })]).optional(),
  stroke: z.string().nullable().optional(),
  strokeWidth: finite.optional(),
  strokeDashArray: z.array(finite).nullable().optional(),
};

/** Geometry, paint and clip: what every layer property has. */
export const commonFields = { ...geometryFields, ...paintFields, clipPath: ClipPathSchema.optional() };

/** The media source fields (optional strings) and the paint. */
export function normalizeMediaSource(property: Draft, log: RepairLog, path: string): void {
  for (const key of Object.keys(mediaSourceFields)) readOptionalString(property, key, log, path);
  normalizePaint(property, log, path);
}

/** fill (colour, null, or a gradient object), stroke, strokeWidth, strokeDashArray. */
export function normalizePaint(property: Draft, log: RepairLog, path: string): void {
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
