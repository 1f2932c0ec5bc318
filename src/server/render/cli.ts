/**
 * `npm run render -- FILE.json -o OUT.mp4 [options]`: renders a project file on this machine through the
 * app's own export in headless Chromium, with a progress bar, media from the local server's data folder.
 * Exit code 0 only when the file is complete; 1 when the render failed, 2 for bad input, 130 when cancelled.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { resolveExportOptions } from '../../shared/export/options.ts';
import { loadProject } from '../../shared/normalize/load.ts';
import type { RenderPageResult } from '../../shared/render/page-protocol.ts';
import { UsageError } from '../args.ts';
import type { MediaContext } from '../context.ts';
import { openDatabase, openMemoryDatabase } from '../db/open.ts';
import { getOrCreateSecret } from '../db/settings.ts';
import { RenderBrowser } from './browser.ts';
import { ensureBuiltApp } from './built-app.ts';
import { parseRenderArgs, type RenderCliArgs } from './cli-args.ts';
import { startRenderHost } from './host.ts';
import { grantMedia } from './media-grant.ts';
import { renderInBrowser } from './page-render.ts';
import { progressBar } from './progress-bar.ts';

class InputError extends Error {
  override name = 'InputError';
}

function readProject(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError(`cannot read the project file '${path}': ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`the project file '${path}' is not valid JSON: ${(error as Error).message}`);
  }
}

/** The media of the local server's data folder; an empty store when there is none (projects without media). */
function openMedia(dataDir: string): { ctx: MediaContext; close(): void } {
  const hasData = existsSync(join(dataDir, 'clipwright.sqlite'));
  const db = hasData ? openDatabase(dataDir) : openMemoryDatabase();
  const filesDir = hasData ? join(dataDir, 'files') : mkdtempSync(join(tmpdir(), 'clipwright-nofiles-'));
  const secrets = {
    tokens: getOrCreateSecret(db, 'token-secret'),
    media: getOrCreateSecret(db, 'media-secret'),
  };
  return {
    ctx: { db, filesDir, now: Date.now, secrets },
    close() {
      db.close();
      if (!hasData) rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

function describe(result: RenderPageResult, outFile: string, elapsedMs: number): string {
  const speed = result.duration / (elapsedMs / 1000);
  return (
    `Wrote ${outFile}: ${result.videoCodec}${result.audioCodec !== null ? ` + ${result.audioCodec}` : ', no sound'}, ` +
    `${result.width}×${result.height}, ${result.fps} fps, ${result.frames} frames, ${result.duration.toFixed(2)} s, ` +
    `${(result.bytes / 1e6).toFixed(2)} MB in ${(elapsedMs / 1000).toFixed(1)} s (${speed.toFixed(2)}× real time)`
  );
}

async function render(args: RenderCliArgs): Promise<number> {
  const json = readProject(args.projectFile);
  let settings;
  try {
    settings = resolveExportOptions(loadProject(json), args.options, { tier: 'pro', currentScene: 0 });
  } catch (error) {
    throw new InputError(`${args.projectFile}: ${(error as Error).message}`);
  }
  const dist = ensureBuiltApp((line) => console.error(line));
  const media = openMedia(args.dataDir);
  const browser = new RenderBrowser({ log: (line) => console.error(line) });
  const host = await startRenderHost(dist, { kind: 'local', ctx: media.ctx });
  const controller = new AbortController();
  const onSignal = () => controller.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const bar = progressBar(process.stderr);
  const started = Date.now();
  try {
    const grant = grantMedia(media.ctx, json, 'machine');
    console.error(
      `Rendering ${args.projectFile}: ${settings.width}×${settings.height}, ${settings.fps} fps, ` +
        `${settings.container.toUpperCase()}, ${settings.duration.toFixed(2)} s`,
    );
    const result = await renderInBrowser(
      browser,
      host,
      { project: grant.project, options: args.options, tier: 'pro', mediaUrls: grant.mediaUrls },
      resolve(args.outFile),
      {
        signal: controller.signal,
        onProgress: (p) => bar.update(p),
        ...(args.timeoutMs !== undefined ? { timeoutMs: args.timeoutMs } : {}),
      },
    );
    bar.done();
    console.log(describe(result, args.outFile, Date.now() - started));
    for (const note of result.notes) console.log(`note: ${note}`);
    return 0;
  } finally {
    bar.done();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await browser.close();
    await host.close();
    media.close();
  }
}

function exitCodeOf(error: unknown): number {
  if (error instanceof UsageError || error instanceof InputError) return 2;
  if (error instanceof Error && error.name === 'MediaRefError') return 2;
  if (error instanceof Error && error.name === 'AbortError') return 130;
  return 1;
}

render(parseRenderArgsOrExit(process.argv.slice(2))).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`render failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(exitCodeOf(error));
  },
);

function parseRenderArgsOrExit(argv: string[]): RenderCliArgs {
  try {
    return parseRenderArgs(argv);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}
