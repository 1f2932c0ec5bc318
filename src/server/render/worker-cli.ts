/**
 * `npm run render-worker -- --queue redis://HOST:PORT --api http://API:PORT [--concurrency N]`: a render
 * worker on this machine. It needs only the queue and the API's address (media come from the API over HTTP,
 * finished videos go back through it), plus Chromium and the built app, which it builds when missing.
 * Ctrl+C or SIGTERM stops it; a render it was running is taken again by another worker.
 */
import { lockDurationFromEnv } from '../jobs/bull-worker.ts';
import { redisConnection } from '../jobs/redis.ts';
import { ensureBuiltApp } from './built-app.ts';
import { startRenderWorker } from './render-worker.ts';
import { parseWorkerArgs } from './worker-args.ts';

async function main(argv: string[]): Promise<void> {
  const args = parseWorkerArgs(argv);
  const connection = redisConnection(args.queue);
  const distDir = ensureBuiltApp((line) => console.log(line));
  const worker = startRenderWorker({
    connection,
    apiUrl: args.api,
    distDir,
    concurrency: args.concurrency,
    log: (line) => console.log(line),
    ...lockDurationFromEnv(),
  });
  console.log(
    `Render worker: ${args.concurrency} at a time, jobs from ${args.queue}, media and results via ${args.api}`,
  );
  const stop = () => void worker.close(true).finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  process.exit(2);
});
