import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export interface AppOptions {
  /** Folder of the built page (`vite build` output); omitted for the API alone. */
  staticDir?: string;
}

/** The local server: the API of SPEC §7 (every answer `{code, data}`) and, optionally, the built app. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  app.get('/api/health', (c) => c.json({ code: 200, data: { ok: true } }));

  const { staticDir } = options;
  if (staticDir !== undefined) {
    if (!existsSync(join(staticDir, 'index.html'))) {
      throw new Error(`no built app in '${staticDir}': run 'npm run build' first`);
    }
    app.use('/*', serveStatic({ root: staticDir }));
    app.get('/*', serveStatic({ path: join(staticDir, 'index.html') }));
  }
  return app;
}
