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

/**
 * Walks command-line arguments in order: `handle(arg, value)` for each, where `value()` takes the next
 * argument as this option's value (an option needing one that is missing is a UsageError naming it).
 */
export function walkArgs(argv: readonly string[], handle: (arg: string, value: () => string) => void): void {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    handle(arg, () => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`option ${arg} needs a value`);
      i++;
      return next;
    });
  }
}

/** An option's integer value within [min, max]; otherwise a UsageError naming the option and the value. */
export function integerOption(flag: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new UsageError(`${flag} must be an integer from ${min} to ${max}, got '${raw}'`);
  return value;
}

export function parseServerArgs(argv: readonly string[]): ServerOptions {
  const options: ServerOptions = {
    port: DEFAULT_PORT,
    host: '127.0.0.1',
    dataDir: DEFAULT_DATA_DIR,
    apiOnly: false,
    fresh: false,
  };
  walkArgs(argv, (arg, value) => {
    switch (arg) {
      case '--port':
        options.port = integerOption(arg, value(), 0, 65535);
        break;
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
      case '--workers':
        options.workers = integerOption(arg, value(), 0, 64);
        break;
      default:
        throw new UsageError(
          `unknown option '${arg}' (known: --port P, --host H, --data DIR, --api-only, --fresh, --workers N, --queue redis://HOST:PORT)`,
        );
    }
  });
  return options;
}
