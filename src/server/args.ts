/**
 * Command-line options of the local server: `--port P`, `--data DIR`, `--api-only`, `--fresh`, `--workers N`,
 * `--queue redis://HOST:PORT`.
 */
export interface ServerOptions {
  port: number;
  /** Address to listen on: 127.0.0.1 by default; 0.0.0.0 where render workers on other machines reach it. */
  host: string;
  dataDir: string;
  apiOnly: boolean;
  /** Renders at once on this server; undefined = what fits the machine; 0 = none. */
  workers?: number;
  /** `redis://HOST:PORT`: jobs go on BullMQ over Redis instead of the embedded queue. */
  queue?: string;
  /** Delete the data directory first (tests use it for a clean start). */
  fresh: boolean;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_DATA_DIR = './data';

export class UsageError extends Error {
  override name = 'UsageError';
}

export function parseServerArgs(argv: readonly string[]): ServerOptions {
  const options: ServerOptions = {
    port: DEFAULT_PORT,
    host: '127.0.0.1',
    dataDir: DEFAULT_DATA_DIR,
    apiOnly: false,
    fresh: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (): string => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`option ${arg} needs a value`);
      i++;
      return next;
    };
    switch (arg) {
      case '--port': {
        const raw = value();
        const port = Number(raw);
        if (!Number.isInteger(port) || port < 0 || port > 65535) {
          throw new UsageError(`--port must be an integer from 0 to 65535, got '${raw}'`);
        }
        options.port = port;
        break;
      }
      case '--data':
        options.dataDir = value();
        break;
      case '--api-only':
        options.apiOnly = true;
        break;
      case '--fresh':
        options.fresh = true;
        break;
      case '--host':
        options.host = value();
        break;
      case '--queue':
        options.queue = value();
        break;
      case '--workers': {
        const raw = value();
        const workers = Number(raw);
        if (!Number.isInteger(workers) || workers < 0 || workers > 64)
          throw new UsageError(`--workers must be an integer from 0 to 64, got '${raw}'`);
        options.workers = workers;
        break;
      }
      default:
        throw new UsageError(
          `unknown option '${arg}' (known: --port P, --host H, --data DIR, --api-only, --fresh, --workers N, --queue redis://HOST:PORT)`,
        );
    }
  }
  return options;
}
