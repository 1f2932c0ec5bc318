import { randomBytes } from 'node:crypto';

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/i;
const MAX_KEY_LENGTH = 240;

/**
 * Why a storage key is unacceptable, or undefined when it is fine. Keys are relative paths of plain segments:
 * no `..`, no leading or doubled slash, no backslash, no percent-escapes, no control or odd characters.
 */
export function keyProblem(key: string): string | undefined {
  if (key.length === 0) return 'must not be empty';
  if (key.length > MAX_KEY_LENGTH) return `must be at most ${MAX_KEY_LENGTH} characters`;
  if (key.split('/').some((part) => part === '..' || part === '.'))
    return 'must not contain . or .. segments';
  if (!KEY_PATTERN.test(key)) return 'may hold only letters, digits, _ - . and single / between segments';
  if (key.includes('..')) return 'must not contain ..';
  return undefined;
}

/** A fresh key for a user's file: `u/<userId>/<folder>/<random>.<ext>`. */
export function userKey(userId: number, folder: string, extension: string): string {
  return `u/${userId}/${folder}/${randomBytes(12).toString('hex')}.${extension}`;
}

/** Keys of the shared library (demo avatars, stock media) start with `public/`. */
export const isPublicKey = (key: string): boolean => key.startsWith('public/');
