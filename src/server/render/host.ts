/**
 * The local web server a render process points its Chromium at (127.0.0.1, a free port): the built app's
 * pages, the editor fonts, the media (straight from a data folder, or relayed from the API a render worker
 * was given) and the place the page hands the finished file back to. Serving all of it from one origin keeps
 * the page's relative media URLs working wherever the render runs.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { MediaContext } from '../context.ts';
import { saveBody } from '../http/body.ts';
import { fontRoutes } from '../routes/fonts.ts';
import { mediaRoutes } from '../routes/media.ts';

/** Where `/media/*` comes from: a data folder opened by this process, or the API of a render worker. */
export type MediaOrigin = { kind: 'local'; ctx: MediaContext } | { kind: 'api'; apiUrl: string };

export interface RenderHost {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** A one-use URL the page PUTs a file to; the file lands at `path`. */
  expectFile(path: string): { url: string; received(): boolean; forget(): void };
  close(): Promise<void>;
}

/** Headers of a media request passed on to the API (ranges, so that video seeks stay cheap). */
const RELAYED_HEADERS = ['range', 'if-none-match', 'if-modified-since'];

function relayMedia(apiUrl: string): Hono {
  const app = new Hono();
  app.on(['GET', 'HEAD'], '/*', async (c) => {
    const url = new URL(c.req.url);
    const headers = new Headers();
    for (const name of RELAYED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    const answer = await fetch(new URL(url.pathname + url.search, apiUrl), { method: c.req.method, headers });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  });
  return app;
}

export function checkBuiltApp(distDir: string): void {
  if (!existsSync(join(distDir, 'render.html')))
    throw new Error(`no built app in '${distDir}' (render.html is missing): run 'npm run build' first`);
}

export async function startRenderHost(distDir: string, media: MediaOrigin): Promise<RenderHost> {
  checkBuiltApp(distDir);
  const uploads = new Map<string, { path: string; received: boolean }>();
  const app = new Hono();
  app.put('/__render/output/:token', async (c) => {
    const upload = uploads.get(c.req.param('token'));
    const body = c.req.raw.body;
    if (upload === undefined || body === null) return c.text('no such upload', 404);
    await saveBody(body, upload.path);
    upload.received = true;
    return c.body(null, 204);
  });
  app.route('/fonts', fontRoutes());
  app.route('/media', media.kind === 'local' ? mediaRoutes(media.ctx) : relayMedia(media.apiUrl));
  app.use('/*', serveStatic({ root: distDir }));

  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('render host: no TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    expectFile(path) {
      const token = randomBytes(16).toString('hex');
      const upload = { path, received: false };
      uploads.set(token, upload);
      return {
        url: `${origin}/__render/output/${token}`,
        received: () => upload.received,
        forget: () => void uploads.delete(token),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
