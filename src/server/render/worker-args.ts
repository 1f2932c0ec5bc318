/** `npm run render-worker` arguments: `--queue redis://HOST:PORT --api http://HOST:PORT [--concurrency N]`. */
import { UsageError } from '../args.ts';
import { defaultRenderConcurrency } from './render-service.ts';

const USAGE =
  'usage: npm run render-worker -- --queue redis://HOST:PORT --api http://HOST:PORT [--concurrency N]';

export interface WorkerArgs {
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
