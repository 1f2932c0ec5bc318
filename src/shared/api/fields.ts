import { z } from 'zod';

/** An id given as a number or a numeric string (the client sends both). */
export const numericId = z.union([
  z.number().int('must be an integer').positive('must be positive'),
  z
    .string()
    .regex(/^\d{1,15}$/, 'must be a numeric id')
    .transform(Number),
]);

/** A storage key as the API accepts it; the server checks its shape further before using it. */
export const storageKey = z.string().min(1, 'must not be empty').max(240, 'must be at most 240 characters');
