/**
 * The result of an avatar edit: the new property, the model fields that changed (what the editing
 * canvas emits as its `change` patch and the store applies), and which presenter image the avatar now needs.
 * Pure.
 */
import { AVATAR_TYPES } from '../constants.ts';
import type { AvatarProperty } from '../model/avatar.ts';

/**
 * Which presenter image to fetch after an edit: the no-background one (`avatar_noback`), the normal
 * one, or none (nothing to swap).
 */
export type AvatarImageRequest = 'noback' | 'normal' | null;

export interface AvatarChange {
  property: AvatarProperty;
  patch: Partial<AvatarProperty>;
  image: AvatarImageRequest;
}

/**
 * The image the avatar's display type shows: only Talking Photos (type 1) have a no-background version, used
 * while the shape is marked transparent; the voice badge shows no presenter (undefined).
 */
export function avatarImageVariant(p: AvatarProperty): 'noback' | 'normal' | undefined {
  if (p.avatarType === 'voice') return undefined;
  return p._avatarInfo.type === AVATAR_TYPES.talkingPhoto && p.shapes[p.avatarType].transparent
    ? 'noback'
    : 'normal';
}

/** The change from `before` to `after`: top-level fields that differ, and the image swap it needs. */
export function avatarChange(before: AvatarProperty, after: AvatarProperty): AvatarChange {
  const patch: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    const a = (before as Record<string, unknown>)[key];
    const b = (after as Record<string, unknown>)[key];
    if (a !== b && JSON.stringify(a) !== JSON.stringify(b)) patch[key] = b;
  }
  const wanted = avatarImageVariant(after);
  const had = avatarImageVariant(before);
  // Type 1 only: other avatars have one image, so switching never swaps it.
  const swap = after._avatarInfo.type === AVATAR_TYPES.talkingPhoto && wanted !== undefined && wanted !== had;
  return { property: after, patch: patch as Partial<AvatarProperty>, image: swap ? wanted : null };
}
