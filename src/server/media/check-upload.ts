/**
 * The check of a stored video or audio upload, before the API answers: a file mediabunny cannot read is
 * removed again and refused (422) naming the file and what is wrong with it.
 */
import type { MediaStatus, UploadKind } from '../../shared/api/media.ts';
import type { ServerContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { setMediaState } from './media-rows.ts';
import { UnreadableMediaError } from './probe.ts';
import { removeAsset } from './store.ts';

/** Images are shown by the browser as they are: nothing to check or convert. */
const IMAGE_STATUS: MediaStatus = { state: 'ready', progress: 1, info: null };

export async function checkUpload(
  ctx: ServerContext,
  upload: { key: string; kind: UploadKind; name: string },
): Promise<MediaStatus> {
  if (upload.kind === 'image') return IMAGE_STATUS;
  setMediaState(ctx.db, upload.key, { state: 'checking', progress: 0 });
  try {
    return await ctx.media.check(upload.key);
  } catch (error) {
    removeAsset(ctx.db, ctx.filesDir, upload.key);
    if (error instanceof UnreadableMediaError)
      throw new ApiError(422, `file '${upload.name}': ${error.message}`);
    throw error;
  }
}
