import { z } from 'zod';
import type { ClipId, LayerId } from '../ids.ts';

/** A finite number (NaN and ±Infinity are never valid in a saved project). */
export const finite = z.number().refine(Number.isFinite, { message: 'must be a finite number' });
export const nonNegative = finite.refine((n) => n >= 0, { message: 'must be ≥ 0' });
export const unit = finite.refine((n) => n >= 0 && n <= 1, { message: 'must be within 0..1' });

export const LayerIdSchema = z.custom<LayerId>((v) => typeof v === 'string' && v.length > 0, {
  message: 'must be a non-empty id string',
});
export const ClipIdSchema = z.custom<ClipId>((v) => typeof v === 'string' && v.length > 0, {
  message: 'must be a non-empty id string',
});

/** Objects keep fields we do not know (Excalidraw-style restore): every schema is a loose object. */
export const loose = z.looseObject;

/** key, url and static url of a stored resource. */
export const ResourceInfoSchema = loose({
  key: z.string(),
  url: z.string(),
  staticUrl: z.string(),
});
export type ResourceInfo = z.infer<typeof ResourceInfoSchema>;
