import { Hono } from 'hono';
import { UPLOAD_LIMITS, type UploadKind, type UploadResponse } from '../../shared/api/media.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { ApiEnv, ServerContext } from '../context.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { checkUpload } from '../media/check-upload.ts';
import { userKey } from '../media/keys.ts';
import { accessUrls } from '../media/signing.ts';
import { sniff } from '../media/sniff.ts';
import { sanitizeSvg } from '../media/svg-sanitize.ts';
import { putAsset } from '../media/store.ts';

const MAX_UPLOAD = Math.max(...Object.values(UPLOAD_LIMITS));
const KINDS: readonly UploadKind[] = ['image', 'video', 'audio'];

/**
 * An uploaded SVG as it is stored: cleaned of scripts, event handlers and outside references
 * (svg-sanitize.ts), so a logo served from the library can never run code or call elsewhere. A file that is
 * not well-formed SVG is refused (422) with what is wrong.
 */
function cleanedSvg(bytes: Uint8Array, name: string): Uint8Array {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(422, `file '${name}': an SVG file must be UTF-8 text`);
  }
  try {
    return new TextEncoder().encode(sanitizeSvg(text, { name }));
  } catch (error) {
    throw new ApiError(422, error instanceof Error ? error.message : String(error));
  }
}

/**
 * `POST /ai/source/upload` (local addition): multipart form with `file` (and optionally `kind`). The type is
 * sniffed from the bytes; a file whose declared type disagrees, or that is too large, is refused. Video and
 * audio are probed (see media/check-upload.ts): unreadable ones are refused, and ones browsers cannot decode
 * are converted in the background (`media.state` 'converting'; poll `GET /ai/source/media`).
 */
export function uploadRoutes(ctx: ServerContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/upload', requireAuth(ctx), async (c) => {
    const length = Number(c.req.header('content-length') ?? '0');
    if (length > MAX_UPLOAD + 64 * 1024) throw new ApiError(413, `file: larger than ${MAX_UPLOAD} bytes`);
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody();
    } catch (error) {
      throw badRequest(
        `body: expected multipart/form-data with a 'file' field (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const file = form.file;
    if (!(file instanceof File))
      throw badRequest(`file: missing (send multipart/form-data with a 'file' field)`);
    const wanted = form.kind;
    if (wanted !== undefined && (typeof wanted !== 'string' || !KINDS.includes(wanted as UploadKind))) {
      throw badRequest(`kind: must be one of ${KINDS.join(', ')} (got ${JSON.stringify(wanted)})`);
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length === 0) throw badRequest(`file '${file.name}': is empty`);
    const found = sniff(bytes);
    if (found === undefined)
      throw new ApiError(415, `file '${file.name}': not a supported image, video or audio file`);
    if (
      file.type !== '' &&
      file.type !== 'application/octet-stream' &&
      file.type.split('/')[0] !== found.contentType.split('/')[0]
    ) {
      throw new ApiError(
        415,
        `file '${file.name}': declared as ${file.type} but its content is ${found.contentType}`,
      );
    }
    if (wanted !== undefined && wanted !== found.kind) {
      throw new ApiError(
        415,
        `file '${file.name}': kind ${wanted} expected but its content is ${found.contentType}`,
      );
    }
    const limit = UPLOAD_LIMITS[found.kind];
    if (bytes.length > limit)
      throw new ApiError(
        413,
        `file '${file.name}': ${bytes.length} bytes, the ${found.kind} limit is ${limit}`,
      );
    const stored = found.contentType === 'image/svg+xml' ? cleanedSvg(bytes, file.name) : bytes;
    const { userId } = c.get('auth');
    const key = userKey(userId, found.kind, found.extension);
    putAsset(ctx.db, ctx.filesDir, {
      key,
      ownerId: userId,
      kind: found.kind,
      contentType: found.contentType,
      bytes: stored,
      now: ctx.now(),
    });
    const media = await checkUpload(ctx, { key, kind: found.kind, name: file.name });
    const urls = accessUrls(ctx.secrets.media, key, ctx.now());
    const data: UploadResponse = {
      key,
      kind: found.kind,
      content_type: found.contentType,
      size: stored.length,
      url: urls.url,
      static_url: urls.static_url,
      media,
    };
    return ok(c, data);
  });
  return app;
}
