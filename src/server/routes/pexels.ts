import { Hono } from 'hono';
import type { PexelsInfoResponse } from '../../shared/api/media.ts';
import { PexelsInfoQuery } from '../../shared/api/media-requests.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { ApiEnv, ServerContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { queryOf } from '../http/validators.ts';
import { mediaPath } from '../media/signing.ts';

const STOCK_FILE = /^public\/stock\/(\d+)\/(\d+)x(\d+)\.(mp4|webm)$/;

/**
 * `GET /ai/pexels/info?id=`: the local stock library. A stock video is every public file stored as
 * `public/stock/<id>/<width>x<height>.<mp4|webm>`; its files are listed widest first.
 */
export function pexelsRoutes(ctx: ServerContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/info', requireAuth(ctx), queryOf(PexelsInfoQuery), (c) => {
    const { id } = c.req.valid('query');
    const rows = ctx.db
      .prepare('SELECT key, content_type FROM assets WHERE owner_id IS NULL AND key LIKE ? ORDER BY key')
      .all(`public/stock/${id}/%`) as Array<{ key: string; content_type: string }>;
    const video_files = rows.flatMap((row) => {
      const match = STOCK_FILE.exec(row.key);
      if (match === null) return [];
      return [
        {
          width: Number(match[2]),
          height: Number(match[3]),
          link: mediaPath(row.key),
          file_type: row.content_type,
        },
      ];
    });
    if (video_files.length === 0) throw notFound(`id: no stock video ${id}`);
    video_files.sort((a, b) => b.width - a.width);
    const data: PexelsInfoResponse = { id, video_files };
    return ok(c, data);
  });
  return app;
}
