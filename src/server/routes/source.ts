import { Hono } from 'hono';
import type { AccessUrlResponse, MediaStatus } from '../../shared/api/media.ts';
import { AccessUrlRequest } from '../../shared/api/media-requests.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { ApiEnv, ServerContext } from '../context.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { jsonBody } from '../http/validators.ts';
import { keyProblem } from '../media/keys.ts';
import { accessUrls } from '../media/signing.ts';
import { findAsset } from '../media/store.ts';
import { uploadRoutes } from './upload.ts';

/** `/ai/source/*`: signed URLs of stored files, uploads and their check and conversion. */
export function sourceRoutes(ctx: ServerContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/get-access-url', requireAuth(ctx), jsonBody(AccessUrlRequest), (c) => {
    const { key } = c.req.valid('json');
    const problem = keyProblem(key);
    if (problem !== undefined) throw badRequest(`key '${key}': ${problem}`);
    const asset = findAsset(ctx.db, key);
    if (asset === undefined) throw notFound(`key: no file '${key}'`);
    if (asset.owner_id !== null && asset.owner_id !== c.get('auth').userId)
      throw forbidden(`key '${key}': belongs to another user`);
    const data: AccessUrlResponse = accessUrls(ctx.secrets.media, key, ctx.now());
    return ok(c, data);
  });
  // Where the check and conversion of an upload stand; the page polls it while a video converts.
  app.get('/media', requireAuth(ctx), (c) => {
    const key = c.req.query('key');
    if (key === undefined || key === '') throw badRequest(`key: missing (GET /ai/source/media?key=KEY)`);
    const problem = keyProblem(key);
    if (problem !== undefined) throw badRequest(`key '${key}': ${problem}`);
    const asset = findAsset(ctx.db, key);
    // Another user's key answers as if it did not exist: whether it does is theirs to know.
    if (asset === undefined || asset.owner_id !== c.get('auth').userId)
      throw notFound(`key: no file '${key}'`);
    const data: MediaStatus = ctx.media.status(key);
    return ok(c, data);
  });
  app.route('/', uploadRoutes(ctx));
  return app;
}
