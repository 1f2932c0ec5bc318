import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import type { LibraryResponse } from '../../shared/api/library.ts';
import { TemplateParams } from '../../shared/api/library-requests.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { ApiEnv, ServerContext } from '../context.ts';
import { libraryListing, templateKeyOf } from '../demo/listing.ts';
import { listStockVideos, type StockVideo } from '../demo/stock-videos/index.ts';
import { notFound } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { fileOf } from '../media/store.ts';
import { paramsOf } from '../http/validators.ts';

/**
 * `GET /api/library` (local addition): the demo library by kind; `GET /api/library/templates/:id`: a
 * template's project JSON. `videos` is read per request by default, so stock videos that appear later count.
 */
export function libraryRoutes(
  ctx: ServerContext,
  videos: () => readonly StockVideo[] = listStockVideos,
): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/', requireAuth(ctx), (c) => {
    const data: LibraryResponse = libraryListing(ctx.db, videos());
    return ok(c, data);
  });
  app.get('/templates/:id', requireAuth(ctx), paramsOf(TemplateParams), (c) => {
    const { id } = c.req.valid('param');
    const key = templateKeyOf(ctx.db, videos(), id);
    if (key === undefined) throw notFound(`id: no template '${id}'`);
    return ok(c, JSON.parse(readFileSync(fileOf(ctx.filesDir, key), 'utf8')) as unknown);
  });
  return app;
}
