import { z } from 'zod';
import { numericId, storageKey } from './fields.ts';

/** `POST /ai/avatar/avatar-info`. */
export const AvatarInfoRequest = z.object({
  avatar_source: z.union([z.number(), z.string()], { message: 'must be a number or a string' }).optional(),
  id: numericId,
});

/** `POST /ai/source/get-access-url`. */
export const AccessUrlRequest = z.object({ key: storageKey });

/** The query of `GET /ai/pexels/info`, the stock video look-up. */
export const PexelsInfoQuery = z.object({ id: numericId });
