import { createReadStream, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { allFontFiles, FONT_FAMILIES, isFontPackageId } from '../../shared/fonts/index.ts';

/** Fonts never change under one URL (the file name carries family, subset, weight and style; a package update
 * that changed a file's contents would come with a new server build), so browsers may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const PATH = /^\/([a-z0-9-]+)\/([a-z0-9-]+\.woff2)$/;

export interface FontRouteOptions {
  /** Folder holding each package's folder (`<dir>/@fontsource/roboto`); default: resolved from this module. */
  nodeModules?: string;
}

function packageDirResolver(options: FontRouteOptions): (npm: string) => string {
  if (options.nodeModules !== undefined) {
    const root = options.nodeModules;
    return (npm) => join(root, npm);
  }
  const require = createRequire(import.meta.url);
  // Each package's main is its index.css at the package root (fontsource's exports map hides package.json).
  return (npm) => dirname(require.resolve(npm));
}

/**
 * `GET|HEAD /fonts/<package>/<file>`: the editor's woff2 files, straight from the installed font packages. Only
 * files the font catalogue uses are served (an allow-list, so no path can reach anything else); public, no auth.
 */
export function fontRoutes(options: FontRouteOptions = {}): Hono {
  const allowed = allFontFiles();
  const packageDir = packageDirResolver(options);
  const app = new Hono();
  app.on(['GET', 'HEAD'], '/*', (c) => {
    const path = c.req.path.replace(/^\/fonts/, '');
    const match = PATH.exec(path);
    const pkg = match?.[1];
    const file = match?.[2];
    if (pkg === undefined || file === undefined || !isFontPackageId(pkg) || !allowed.has(`${pkg}/${file}`)) {
      return c.json(
        { code: 404, data: null, message: `font file '${path}': not one of the editor's fonts` },
        404,
      );
    }
    const fullPath = join(packageDir(FONT_FAMILIES[pkg].npm), 'files', file);
    let size: number;
    try {
      size = statSync(fullPath).size;
    } catch {
      return c.json(
        { code: 404, data: null, message: `font file '${path}': missing from ${FONT_FAMILIES[pkg].npm}` },
        404,
      );
    }
    const headers = {
      'Content-Type': 'font/woff2',
      'Content-Length': String(size),
      'Cache-Control': CACHE_CONTROL,
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
    };
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    const stream = Readable.toWeb(createReadStream(fullPath)) as ReadableStream<Uint8Array>;
    return new Response(stream, { status: 200, headers });
  });
  return app;
}
