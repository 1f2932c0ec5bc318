/**
 * A scale-out cluster on this machine, for the scale-out tests and the render benchmark: Debian's
 * redis-server on a free port, an API node in Redis mode that renders nothing itself, and render workers,
 * each a separate process started the way an operator starts them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRedisServer } from '../scripts/find-redis.mjs';
import { ensureBuiltApp } from '../src/server/render/built-app.ts';

export interface Proc {
  child: ChildProcess;
  output(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(),
      );
    });
  });
}

/** Starts a process; its job locks last 4 s so a killed worker's job is free again soon. */
export function startProcess(command: string, args: string[], env: Record<string, string> = {}): Proc {
  const child = spawn(command, args, { env: { ...process.env, CLIPWRIGHT_JOB_LOCK_MS: '4000', ...env } });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 120_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const stopped = (proc: Proc): Promise<void> =>
  new Promise<void>((resolve) => {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) resolve();
    else proc.child.once('exit', () => resolve());
  });

export class Cluster {
  api: Proc | undefined;
  readonly workers: Proc[] = [];
  private readonly all: Proc[] = [];

  private constructor(
    readonly redisUrl: string,
    readonly dataDir: string,
    readonly apiPort: number,
  ) {}

  static async start(): Promise<Cluster> {
    // Built once here: workers started together must not each build the app at the same time.
    ensureBuiltApp((line) => console.log(line));
    const redisPort = await freePort();
    const redis = startProcess(findRedisServer(), [
      '--port',
      String(redisPort),
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    await until('redis-server', () => /Ready to accept connections/.test(redis.output()), 20_000);
    const cluster = new Cluster(
      `redis://127.0.0.1:${redisPort}`,
      mkdtempSync(join(tmpdir(), 'clipwright-cluster-')),
      await freePort(),
    );
    cluster.all.push(redis);
    await cluster.startApi(true);
    return cluster;
  }

  get apiUrl(): string {
    return `http://127.0.0.1:${this.apiPort}`;
  }

  /**
   * The API node in Redis mode, rendering nothing itself; `partSeconds` splits renders longer than that
   * across the workers.
   */
  async startApi(fresh: boolean, partSeconds?: number): Promise<Proc> {
    const args = ['--import', 'tsx', 'src/server/cli.ts', 'serve', '--port', String(this.apiPort)];
    args.push(
      '--data',
      this.dataDir,
      '--queue',
      this.redisUrl,
      '--workers',
      '0',
      ...(fresh ? ['--fresh'] : []),
    );
    const env: Record<string, string> =
      partSeconds === undefined ? {} : { CLIPWRIGHT_RENDER_PART_SECONDS: String(partSeconds) };
    const api = startProcess('node', args, env);
    this.api = api;
    this.all.push(api);
    await until('the API', async () => {
      try {
        return (await fetch(`${this.apiUrl}/api/health`)).ok;
      } catch {
        return false;
      }
    });
    return api;
  }

  startWorker(): Proc {
    const worker = startProcess('node', [
      '--import',
      'tsx',
      'src/server/render/worker-cli.ts',
      '--queue',
      this.redisUrl,
      '--api',
      this.apiUrl,
      '--concurrency',
      '1',
    ]);
    this.workers.push(worker);
    this.all.push(worker);
    return worker;
  }

  /** Stops the API node (SIGTERM: a clean stop) and starts it again on the same data. */
  async restartApi(partSeconds?: number): Promise<void> {
    const api = this.api;
    api?.child.kill('SIGTERM');
    if (api !== undefined) await stopped(api);
    await this.startApi(false, partSeconds);
  }

  async stopWorkers(): Promise<void> {
    for (const worker of this.workers.splice(0)) {
      worker.child.kill('SIGKILL');
      await stopped(worker);
    }
  }

  async stop(): Promise<void> {
    for (const proc of this.all) proc.child.kill('SIGKILL');
    await Promise.all(this.all.map(stopped));
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
