/**
 * What a render may load, decided before it starts: every media reference of the project must name a stored
 * file its owner may read. The project handed to the render is a copy whose own-file URLs are signed afresh
 * (a static URL saved weeks ago may have expired), and layers that name only a key get a signed URL for it.
 * A reference that cannot be honoured is refused up front, naming the field that holds it.
 */
import { mediaKeyOfUrl, mediaRefsOf, type MediaRefFound } from '../../shared/render/media-refs.ts';
import type { MediaContext } from '../context.ts';
import { isPublicKey, keyProblem } from '../media/keys.ts';
import { accessUrls, verifySignature } from '../media/signing.ts';
import { findAsset } from '../media/store.ts';

export interface MediaGrant {
  /** A copy of the project, its own-file URLs signed afresh. */
  project: unknown;
  /** Signed URLs of the keys layers name instead of a URL. */
  mediaUrls: Record<string, string>;
}

/** A media reference a render cannot use; the message starts with its JSON path. */
export class MediaRefError extends Error {
  override name = 'MediaRefError';
}

/** Whose files a render may read: one user's (an API task) or this machine's, all of them (the CLI). */
export type MediaOwner = { userId: number } | 'machine';

function checkKey(ctx: MediaContext, ref: MediaRefFound, key: string, owner: MediaOwner): 'own' | 'public' {
  const problem = keyProblem(key);
  if (problem !== undefined) throw new MediaRefError(`${ref.path}: media key '${key}' ${problem}`);
  const asset = findAsset(ctx.db, key);
  if (asset === undefined) throw new MediaRefError(`${ref.path}: no stored media '${key}'`);
  if (asset.owner_id === null && isPublicKey(key)) return 'public';
  if (owner === 'machine' || asset.owner_id === owner.userId) return 'own';
  throw new MediaRefError(`${ref.path}: media '${key}' belongs to another user`);
}

function signatureOk(ctx: MediaContext, url: string, key: string): boolean {
  const query = new URL(url, 'http://x').searchParams;
  const check = verifySignature(
    ctx.secrets.media,
    key,
    query.get('expires') ?? undefined,
    query.get('sig') ?? undefined,
    ctx.now(),
  );
  return check === 'ok';
}

function grantUrl(ctx: MediaContext, ref: MediaRefFound, owner: MediaOwner): void {
  const key = mediaKeyOfUrl(ref.value);
  if (key === undefined) return; // not one of ours (data: URLs, other hosts): the render loads it as it is
  let access: 'own' | 'public';
  try {
    access = checkKey(ctx, ref, key, owner);
  } catch (error) {
    // A URL someone else signed and shared still works while its signature holds.
    if (
      error instanceof MediaRefError &&
      /another user/.test(error.message) &&
      signatureOk(ctx, ref.value, key)
    )
      return;
    throw error;
  }
  if (access === 'own') ref.holder[ref.field] = accessUrls(ctx.secrets.media, key, ctx.now()).static_url;
}

export function grantMedia(ctx: MediaContext, project: unknown, owner: MediaOwner): MediaGrant {
  const copy: unknown = structuredClone(project);
  const mediaUrls: Record<string, string> = {};
  for (const ref of mediaRefsOf(copy)) {
    if (ref.kind === 'url') grantUrl(ctx, ref, owner);
    else {
      checkKey(ctx, ref, ref.value, owner);
      mediaUrls[ref.value] = accessUrls(ctx.secrets.media, ref.value, ctx.now()).static_url;
    }
  }
  return { project: copy, mediaUrls };
}
