import { SPEC_MESSAGES, SpecError } from '../errors.ts';

/** The media fields a layer (or a cover) carries. */
export interface MediaRef {
  _staticUrl?: string | undefined;
  _urlkey?: string | undefined;
  src?: string | undefined;
}

export type MediaSource = { kind: 'url'; url: string } | { kind: 'key'; key: string };

/**
 * Where a layer's media come from: its static URL (or `src`) when it has one, else its key (to
 * be resolved by whoever holds the auth), else 'no key and no staticurl' naming `what`.
 */
export function mediaSourceOf(ref: MediaRef, what: string): MediaSource {
  const direct = ref._staticUrl ?? ref.src;
  if (direct !== undefined && direct !== '') return { kind: 'url', url: direct };
  const key = ref._urlkey;
  if (key !== undefined && key !== '') return { kind: 'key', key };
  throw new SpecError(SPEC_MESSAGES.noKeyNoStaticUrl, {
    cause: `${what} has neither _staticUrl nor _urlkey`,
  });
}

/** The identity of media known only by its URL. */
export const urlIdentity = (url: string): string => `url:${url}`;

/**
 * What names a layer's media across sessions and devices: its library key when it has one (the URL a key
 * resolves to may be signed and change), else the URL it is read from.
 */
export function mediaIdentity(ref: MediaRef, url: string): string {
  const direct = ref._staticUrl ?? ref.src;
  const key = ref._urlkey;
  if ((direct === undefined || direct === '') && key !== undefined && key !== '') return `key:${key}`;
  return urlIdentity(url);
}
