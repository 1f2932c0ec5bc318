import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Hono } from 'hono';
import { UPLOAD_LIMITS, type UploadKind, type UploadResponse } from '../../shared/api/media.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { ApiEnv, ServerContext } from '../context.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { checkUpload } from '../media/check-upload.ts';
import { userKey } from '../media/keys.ts';
import { type ReceivedUpload, receiveUpload } from '../media/receive-upload.ts';
import { accessUrls } from '../media/signing.ts';
import { sanitizeSvg } from '../media/svg-sanitize.ts';
import { putAssetFile } from '../media/store.ts';
import { uploadTempDir } from '../media/upload-temp.ts';

const MAX_UPLOAD = Math.max(...Object.values(UPLOAD_LIMITS));
/** The whole body: the largest file plus room for the multipart framing and the short fields. */
export const MAX_UPLOAD_BODY = MAX_UPLOAD + 64 * 1024;
const KINDS: readonly UploadKind[] = ['image', 'video', 'audio'];

/**
 * An uploaded SVG as it is stored: cleaned of scripts, event handlers and outside references
 * (svg-sanitize.ts), so a logo served from the library can never run code or call elsewhere. A file that is
 * not well-formed SVG is refused (422) with what is wrong. Rewritten in place; SVGs are images, at most 15 MiB.
 */
function cleanSvgFile(upload: ReceivedUpload): { size: number; sha256: string } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(upload.path));
  } catch {
    throw new ApiError(422, `file '${upload.name}': an SVG file must be UTF-8 text`);
  }
  let cleaned: Uint8Array;
  try {
    cleaned = new TextEncoder().encode(sanitizeSvg(text, { name: upload.name }));
  } catch (error) {
    throw new ApiError(422, error instanceof Error ? error.message : String(error));
  }
  writeFileSync(upload.path, cleaned);
  return { size: cleaned.length, sha256: createHash('sha256').update(cleaned).digest('hex') };
}

/** The `kind` field, when given, must be a kind and match what the bytes are. */
function checkWantedKind(upload: ReceivedUpload): void {
  const wanted = upload.fields.get('kind');
  if (wanted === undefined) return;
  if (!KINDS.includes(wanted as UploadKind))
    throw badRequest(`kind: must be one of ${KINDS.join(', ')} (got ${JSON.stringify(wanted)})`);
  if (wanted !== upload.sniffed.kind) {
    throw new ApiError(
      415,
      `file '${upload.name}': kind ${wanted} expected but its content is ${upload.sniffed.contentType}`,
    );
  }
}

/** Moves a received upload into place as the user's file, checks video and audio, and answers its URLs. */
async function storeUpload(
  ctx: ServerContext,
  userId: number,
  upload: ReceivedUpload,
): Promise<UploadResponse> {
  checkWantedKind(upload);
  const { kind, contentType, extension } = upload.sniffed;
  const file = contentType === 'image/svg+xml' ? cleanSvgFile(upload) : upload;
  const key = userKey(userId, kind, extension);
  const asset = { key, ownerId: userId, kind, contentType, now: ctx.now(), sha256: file.sha256 };
  putAssetFile(ctx.db, ctx.filesDir, asset, upload.path);
  const media = await checkUpload(ctx, { key, kind, name: upload.name });
  const urls = accessUrls(ctx.secrets.media, key, ctx.now());
  return {
    key,
    kind,
    content_type: contentType,
    size: file.size,
    url: urls.url,
    static_url: urls.static_url,
    media,
  };
}

/**
 * `POST /ai/source/upload` (local addition): multipart form with `file` (and optionally `kind`). The file
 * streams to a temporary file as it arrives (media/receive-upload.ts): its type is sniffed from its first
 * bytes, and one whose declared type disagrees, or that grows past its kind's limit, is refused as soon as
 * that shows. Video and audio are probed (see media/check-upload.ts): unreadable ones are refused, and ones
 * browsers cannot decode are converted in the background (`media.state` 'converting'; poll
 * `GET /ai/source/media`).
 */
export function uploadRoutes(ctx: ServerContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/upload', requireAuth(ctx), async (c) => {
    const length = Number(c.req.header('content-length') ?? '0');
    if (length > MAX_UPLOAD_BODY)
      throw new ApiError(
        413,
        `body: ${length} bytes, more than the largest upload (${MAX_UPLOAD_BODY} bytes)`,
      );
    const contentType = c.req.header('content-type') ?? '';
    const body = c.req.raw.body;
    if (!/^multipart\/form-data\b/i.test(contentType) || body === null) {
      throw badRequest(
        `body: expected multipart/form-data with a 'file' field (got ${contentType === '' ? 'no Content-Type' : contentType})`,
      );
    }
    const upload = await receiveUpload(Readable.fromWeb(body as WebReadableStream), contentType, {
      dir: uploadTempDir(ctx.filesDir),
      limits: UPLOAD_LIMITS,
      maxBodyBytes: MAX_UPLOAD_BODY,
    });
    try {
      return ok(c, await storeUpload(ctx, c.get('auth').userId, upload));
    } finally {
      // Moved into place by now, or refused: either way nothing stays in the temporary folder.
      await rm(upload.path, { force: true });
    }
  });
  return app;
}
