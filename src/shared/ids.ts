import { ID_LENGTH } from './constants.ts';

declare const brand: unique symbol;
/** A string that only the named kind of id may be assigned to. */
export type Brand<T, Name extends string> = T & { readonly [brand]: Name };

export type ClipId = Brand<string, 'ClipId'>;
export type LayerId = Brand<string, 'LayerId'>;
export type VoiceId = Brand<number, 'VoiceId'>;
export type AvatarId = Brand<string, 'AvatarId'>;

/** A source of uniform numbers in [0, 1); tests pass a seeded one. */
export type RandomSource = () => number;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** An element id: 8 random lowercase letters. */
export function createId<T extends string = string>(random: RandomSource = Math.random): T {
  let id = '';
  for (let i = 0; i < ID_LENGTH; i++) id += LETTERS[Math.floor(random() * LETTERS.length) % LETTERS.length];
  return id as T;
}

export function isElementId(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z]{8}$/.test(value);
}
