/**
 * `npm run render-worker -- --queue redis://HOST:PORT --api http://API:PORT [--concurrency N]`: a render
 * worker on this machine. It needs only the queue and the API's address (media come from the API over HTTP,
 * finished videos go back through it), plus Chromium and the built app, which it builds when missing.
 * Ctrl+C or SIGTERM stops it; a render it was running is taken again by another worker.
 */
import { UsageError } from '../args.ts';
import { lockDurationFromEnv } from '../jobs/bull-worker.ts';
import { redisConnection } from '../jobs/redis.ts';
import { ensureBuiltApp } from './built-app.ts';
import { startRenderWorker } from './render-worker.ts';
import { defaultRenderConcurrency } from './render-service.ts';

const USAGE =
  'usage: npm run render-worker -- --queue redis://HOST:PORT --api http://HOST:PORT [--concurrency N]';

interface WorkerArgs {
  queue: string;
  api: string;
  concurrency: number;
}

export function parseWorkerArgs(argv: readonly string[]): WorkerArgs {
  let queue: string | undefined;
  let api: string | undefined;
  let concurrency = defaultRenderConcurrency();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = (): string => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`option ${arg} needs a value`);
      i++;
      return next;
    };
    if (arg === '--queue') queue = value();
    else if (arg === '--api') api = value();
    else if (arg === '--concurrency') {
      const raw = value();
      concurrency = Number(raw);
      if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64)
        throw new UsageError(`--concurrency must be an integer from 1 to 64, got '${raw}'`);
    } else throw new UsageError(`unknown option '${arg}'\n${USAGE}`);
  }
  if (queue === undefined) throw new UsageError(`--queue is needed\n${USAGE}`);
  if (api === undefined) throw new UsageError(`--api is needed\n${USAGE}`);
  if (!/^https?:\/\//.test(api)) throw new UsageError(`--api must be an http(s) URL, got '${api}'`);
  return { queue, api, concurrency };
}

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
