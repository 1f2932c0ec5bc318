import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { MediaContext } from '../context.ts';
import { isPublicKey, keyProblem } from '../media/keys.ts';
import { parseRange } from '../media/range.ts';
import { verifySignature } from '../media/signing.ts';
import { findMediaRow } from '../media/media-rows.ts';
import { fileOf, findAsset, statAsset } from '../media/store.ts';

function problem(
  c: Context,
  status: 400 | 403 | 404 | 416,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return c.json({ code: status, data: null, message }, status, headers);
}

/**
 * `GET|HEAD /media/<key>`: stored files with HTTP Range (206/416), their content type and cache headers.
 * Public library keys are open; a user's file needs the signature of a URL the API handed out.
 */
/**
 * How long a browser may keep a file: public library files for good; a user's file for an hour, except while
 * the server checks or converts it — the file behind the URL is then replaced by the converted one, which a
 * cached copy of the original would hide from the preview and from exports.
 */
function cacheControl(ctx: MediaContext, key: string, isPublic: boolean): string {
  if (isPublic) return 'public, max-age=31536000, immutable';
  const state = findMediaRow(ctx.db, key)?.media_state;
  return state === 'checking' || state === 'converting' ? 'no-store' : 'private, max-age=3600';
}

export function mediaRoutes(ctx: MediaContext): Hono {
  const app = new Hono();
  app.on(['GET', 'HEAD'], '/*', (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.replace(/^\/media\//, ''));
    } catch {
      return problem(c, 400, `key: not a valid URL path '${c.req.path}'`);
    }
    const bad = keyProblem(key);
    if (bad !== undefined) return problem(c, 400, `key '${key}': ${bad}`);
    const asset = findAsset(ctx.db, key);
    if (asset === undefined) return problem(c, 404, `key '${key}': no such file`);
    const isPublic = asset.owner_id === null && isPublicKey(key);
    if (!isPublic) {
      const check = verifySignature(
        ctx.secrets.media,
        key,
        c.req.query('expires'),
        c.req.query('sig'),
        ctx.now(),
      );
      if (check !== 'ok') return problem(c, 403, `key '${key}': signature ${check}`);
    }
    const stat = statAsset(ctx.filesDir, key);
    if (stat === undefined) return problem(c, 404, `key '${key}': file is missing`);
    const headers: Record<string, string> = {
      'Content-Type': asset.content_type,
      'Accept-Ranges': 'bytes',
      'Cache-Control': cacheControl(ctx, key, isPublic),
      ETag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      'Last-Modified': new Date(stat.mtimeMs).toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    };
    if (asset.content_type === 'image/svg+xml')
      headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
    if (c.req.header('if-none-match') === headers.ETag) return new Response(null, { status: 304, headers });
    const range = parseRange(c.req.header('range'), stat.size);
    if (range === 'unsatisfiable') {
      return problem(c, 416, `range '${c.req.header('range')}' is outside the file (${stat.size} bytes)`, {
        'Content-Range': `bytes */${stat.size}`,
      });
    }
    const start = range?.start ?? 0;
    const end = range?.end ?? stat.size - 1;
    headers['Content-Length'] = String(Math.max(0, end - start + 1));
    if (range !== undefined) headers['Content-Range'] = `bytes ${start}-${end}/${stat.size}`;
    const status = range !== undefined ? 206 : 200;
    if (c.req.method === 'HEAD' || stat.size === 0) return new Response(null, { status, headers });
    const stream = Readable.toWeb(
      createReadStream(fileOf(ctx.filesDir, key), { start, end }),
    ) as ReadableStream<Uint8Array>;
    return new Response(stream, { status, headers });
  });
  return app;
}
