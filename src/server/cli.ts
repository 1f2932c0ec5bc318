import { serve } from '@hono/node-server';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from './app.ts';
import { parseServerArgs, UsageError } from './args.ts';

function main(argv: string[]): void {
  const [command, ...rest] = argv;
  if (command !== 'serve') throw new UsageError(`unknown command '${command ?? ''}' (known: serve)`);
  const options = parseServerArgs(rest);
  const dataDir = resolve(options.dataDir);
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const app = createApp(options.apiOnly ? {} : { staticDir: resolve('dist') });
  const server = serve({ fetch: app.fetch, port: options.port, hostname: '127.0.0.1' }, (info) => {
    const what = options.apiOnly ? 'Clipwright API' : 'Clipwright';
    console.log(`${what} on http://127.0.0.1:${info.port}/ (data in ${dataDir})`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  process.exit(2);
}
