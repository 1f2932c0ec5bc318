import { serve } from '@hono/node-server';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from './app.ts';
import { parseServerArgs, UsageError } from './args.ts';
import { DEMO_ACCOUNT, ensureDemoAccount } from './demo/account.ts';
import { lockDurationFromEnv } from './jobs/bull-worker.ts';
import { startRedisMode } from './jobs/redis-mode.ts';
import { defaultRenderConcurrency } from './render/render-service.ts';
import { setupServer } from './setup.ts';

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command !== 'serve') throw new UsageError(`unknown command '${command ?? ''}' (known: serve)`);
  const options = parseServerArgs(rest);
  const dataDir = resolve(options.dataDir);
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const distDir = resolve(process.env.CLIPWRIGHT_DIST ?? 'dist');
  // Render tasks run here unless the server serves the API only or was told to render nothing.
  const renders = !options.apiOnly && options.workers !== 0;
  const redisMode = options.queue !== undefined;
  const running = setupServer({
    dataDir,
    ...(redisMode ? { jobs: 'external' as const } : {}),
    ...(renders && !redisMode
      ? { render: { distDir, ...(options.workers !== undefined ? { concurrency: options.workers } : {}) } }
      : {}),
  });
  let redis: { close(): Promise<void> } | undefined;
  if (await ensureDemoAccount(running.ctx)) {
    console.log(
      `Demo account created: sign in as ${DEMO_ACCOUNT.email} with password '${DEMO_ACCOUNT.password}'`,
    );
  }
  const app = createApp(options.apiOnly ? { api: running.ctx } : { api: running.ctx, staticDir: distDir });
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, (info) => {
    const what = options.apiOnly ? 'Clipwright API' : 'Clipwright';
    console.log(`${what} on http://${options.host}:${info.port}/ (data in ${dataDir})`);
    if (options.queue !== undefined)
      redis = startRedisMode(running, {
        url: options.queue,
        renderWorkers: renders ? (options.workers ?? defaultRenderConcurrency()) : 0,
        apiOrigin: `http://127.0.0.1:${info.port}`,
        distDir,
        ...lockDurationFromEnv(),
        log: (line) => console.log(line),
      });
  });
  // Measure the voices' speaking rates in the background so that the first voice list answers quickly.
  running.ctx.speech
    .voices()
    .catch((error: unknown) => console.error('voice rate measurement failed:', error));
  const stop = () =>
    server.close(() => {
      void (redis?.close() ?? Promise.resolve()).then(() => running.close()).finally(() => process.exit(0));
    });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  process.exit(2);
});
