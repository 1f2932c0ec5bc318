/** `npm run render-worker` arguments: `--queue redis://HOST:PORT --api http://HOST:PORT [--concurrency N]`. */
import { integerOption, UsageError, walkArgs } from '../args.ts';
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
  walkArgs(argv, (arg, value) => {
    if (arg === '--queue') queue = value();
    else if (arg === '--api') api = value();
    else if (arg === '--concurrency') concurrency = integerOption(arg, value(), 1, 64);
    else throw new UsageError(`unknown option '${arg}'\n${USAGE}`);
  });
  if (queue === undefined) throw new UsageError(`--queue is needed\n${USAGE}`);
  if (api === undefined) throw new UsageError(`--api is needed\n${USAGE}`);
  if (!/^https?:\/\//.test(api)) throw new UsageError(`--api must be an http(s) URL, got '${api}'`);
  return { queue, api, concurrency };
}
