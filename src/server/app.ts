import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiEnv, ServerContext } from './context.ts';
import { ApiError, notFound } from './http/errors.ts';
import { errorResponse } from './http/respond.ts';
import { avatarRoutes } from './routes/avatar.ts';
import { cloneVoiceRoutes } from './routes/clone-voice.ts';
import { libraryRoutes } from './routes/library.ts';
import { mediaRoutes } from './routes/media.ts';
import { pexelsRoutes } from './routes/pexels.ts';
import { projectRoutes } from './routes/projects.ts';
import { projectsLimit } from './projects/limits.ts';
import { sourceRoutes } from './routes/source.ts';
import { renderOutputRoutes } from './routes/render-output.ts';
import { taskRoutes } from './routes/task.ts';
import { userRoutes } from './routes/user.ts';
import { voiceRoutes } from './routes/voices.ts';
import { fontRoutes } from './routes/fonts.ts';
import { siteRoutes } from './sites/routes.ts';

export interface AppOptions {
  /** Folder of the built page (`vite build` output); omitted for the API alone. */
  staticDir?: string;
  /** The API's database, storage and services; omitted = only `/api/health` (and static files). */
  api?: ServerContext;
}

/** The local server: the product API (every answer `{code, data}`) and, optionally, the built app. */
export function createApp(options: AppOptions): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.onError((error, c) => errorResponse(c, error));
  app.get('/api/health', (c) => c.json({ code: 200, data: { ok: true } }));
  app.route('/fonts', fontRoutes()); // public woff2 files of the editor fonts, before any catch-all route

  const { api } = options;
  if (api !== undefined) {
    // Bodies are capped while they stream in: JSON calls at 1 MiB. Uploads count their own bytes as they
    // stream to disk (routes/upload.ts): Hono's limit would hold a body without Content-Length in memory.
    const limit = (maxSize: number) =>
      bodyLimit({
        maxSize,
        onError: (c) => errorResponse(c, new ApiError(413, `body: larger than ${maxSize} bytes`)),
      });
    // Finished videos of render workers stream to disk; an hour of 1080p at the highest quality stays below this.
    app.use('/ai/task/render-output', limit(16 * 1024 ** 3));
    // Projects outgrow 1 MiB; their calls have their own limits (projects/limits.ts).
    const apiLimit = limit(1024 * 1024);
    app.use('/api/*', async (c, next) => (projectsLimit(c.req.path) ?? apiLimit)(c, next));
    const ownLimit = new Set(['/ai/source/upload', '/ai/task/render-output']);
    app.use('/ai/*', async (c, next) => (ownLimit.has(c.req.path) ? next() : limit(1024 * 1024)(c, next)));
    app.route('/api/user', userRoutes(api));
    app.route('/api/library', libraryRoutes(api));
    app.route('/api/projects', projectRoutes(api));
    app.route('/ai/audio', voiceRoutes(api));
    app.route('/ai/avatar', avatarRoutes(api));
    app.route('/ai/source', sourceRoutes(api));
    app.route('/ai/clone-voice', cloneVoiceRoutes(api));
    app.route('/ai/pexels', pexelsRoutes(api));
    app.route('/ai/task/render-output', renderOutputRoutes(api)); // token, not account: before /ai/task
    app.route('/ai/task', taskRoutes(api));
    app.route('/media', mediaRoutes(api));
    app.route('/', siteRoutes(api)); // language sites /{lang}/: sign-in pages (they need the API, not the app)
  }
  app.all('/api/*', (c) => errorResponse(c, notFound(`${c.req.method} ${c.req.path}: no such call`)));
  app.all('/ai/*', (c) => errorResponse(c, notFound(`${c.req.method} ${c.req.path}: no such call`)));

  const { staticDir } = options;
  if (staticDir !== undefined) {
    if (!existsSync(join(staticDir, 'index.html'))) {
      throw new Error(`no built app in '${staticDir}': run 'npm run build' first`);
    }
    for (const page of ['editor', 'host-demo'])
      app.get(`/${page}`, serveStatic({ path: join(staticDir, `${page}.html`) }));
    app.use('/*', serveStatic({ root: staticDir }));
    app.get('/*', serveStatic({ path: join(staticDir, 'index.html') }));
  }
  return app;
}
