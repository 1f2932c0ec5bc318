import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * How long a just-rotated refresh token still answers, with the very pair its rotation issued: two tabs (or a
 * retried request) refreshing with the same token at the same moment then both carry on, instead of the second
 * use being taken for theft and signing the user out everywhere. A use after this window revokes the session.
 */
export const REFRESH_GRACE_MS = 20_000;

/**
 * The key that seals a rotation's new refresh token: derived from the used token, which the database never
 * holds (only its hash), and the server's token secret. Reading the database alone opens no sealed token.
 */
function sealKey(secret: Buffer, usedToken: string): Buffer {
  return createHmac('sha256', secret).update(`refresh-successor\0${usedToken}`).digest();
}

/** The new refresh token, encrypted (AES-256-GCM) for whoever presents the used one: base64url of iv, tag, text. */
export function sealSuccessor(secret: Buffer, usedToken: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret, usedToken), iv);
  const text = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
}

/** The sealed token, or undefined when `usedToken` is not the token it was sealed for (or it was altered). */
export function openSuccessor(secret: Buffer, usedToken: string, sealed: string): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 29) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret, usedToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
