import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPublicKey } from './keys.ts';

/** Lifetime of `url` from get-access-url (seconds). */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;
/** Lifetime of a private asset's `static_url` (seconds): as long as a refresh token. */
export const STATIC_URL_TTL_SECONDS = 30 * 24 * 60 * 60;

const signature = (secret: Buffer, key: string, expires: number): string =>
  createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');

export const mediaPath = (key: string): string => `/media/${key}`;

/** `/media/<key>?expires=<unix s>&sig=<hmac>`. */
export function signedUrl(secret: Buffer, key: string, expires: number): string {
  return `${mediaPath(key)}?expires=${expires}&sig=${signature(secret, key, expires)}`;
}

export function verifySignature(
  secret: Buffer,
  key: string,
  expires: string | undefined,
  sig: string | undefined,
  nowMs: number,
): 'ok' | 'missing' | 'expired' | 'invalid' {
  if (expires === undefined || sig === undefined) return 'missing';
  const when = Number(expires);
  if (!Number.isInteger(when)) return 'invalid';
  const expected = Buffer.from(signature(secret, key, when));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  if (when * 1000 <= nowMs) return 'expired';
  return 'ok';
}

/** The URLs the API hands out for a key: a short-lived signed `url` and a `static_url`. */
export function accessUrls(
  secret: Buffer,
  key: string,
  nowMs: number,
): { url: string; static_url: string; expires_at: number } {
  const now = Math.floor(nowMs / 1000);
  const expires_at = now + SIGNED_URL_TTL_SECONDS;
  const static_url = isPublicKey(key) ? mediaPath(key) : signedUrl(secret, key, now + STATIC_URL_TTL_SECONDS);
  return { url: signedUrl(secret, key, expires_at), static_url, expires_at };
}
