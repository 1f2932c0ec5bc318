/**
 * A server in a process of its own, as the upload benchmark and the soak test run it: started with Node and
 * tsx, ready once a line of its standard output says where it listens, and measured from outside (its resident
 * memory from /proc, so Linux only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** The resident set of a process, MB (from /proc, so Linux only). */
export function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1000;
}

export interface StartedChild<T> {
  child: ChildProcess;
  /** What `ready` read from the line that said the process is ready. */
  ready: T;
}

export interface ChildOptions<T> {
  /** Reads a line of standard output: what it says once the process is ready, else undefined. */
  ready: (line: string) => T | undefined;
  env?: NodeJS.ProcessEnv;
  /** Every line of standard output after the ready one (the process's output is read to its end). */
  onLine?: (line: string) => void;
  /** Where standard error goes: inherited by default; a function hears each line. */
  onError?: (line: string) => void;
}

/** `node --import tsx ARGS…`, resolved once its output says it is ready; rejected if it ends before that. */
export function startNodeChild<T>(
  args: readonly string[],
  options: ChildOptions<T>,
): Promise<StartedChild<T>> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    stdio: ['ignore', 'pipe', options.onError === undefined ? 'inherit' : 'pipe'],
    ...(options.env !== undefined ? { env: options.env } : {}),
  });
  if (options.onError !== undefined)
    createInterface({ input: child.stderr! }).on('line', (line) => options.onError?.(line));
  return new Promise((resolve, reject) => {
    let started = false;
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (started) return options.onLine?.(line);
      const ready = options.ready(line);
      if (ready === undefined) return options.onLine?.(line);
      started = true;
      resolve({ child, ready });
    });
    lines.once('close', () => {
      if (!started) reject(new Error(`${args.join(' ')}: the process ended before it was ready`));
    });
    child.once('error', reject);
  });
}
