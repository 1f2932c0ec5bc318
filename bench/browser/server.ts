/**
 * The page side of the preview benchmark needs the real app: a Vite build into its own folder (dist-bench,
 * so parallel builds keep apart) served by the local API server on its own port with a fresh data folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { LibraryResponse } from '../../src/shared/api/library.ts';

/** The build folder: CLIPWRIGHT_DIST when set (a helper's own folder), else dist-bench. */
export const BENCH_DIST = process.env.CLIPWRIGHT_DIST ?? 'dist-bench';

/** CLIPWRIGHT_BENCH_PORT when set, else a port the system says is free now (so runs can sit side by side). */
export async function benchPort(): Promise<number> {
  const fixed = process.env.CLIPWRIGHT_BENCH_PORT;
  if (fixed !== undefined && fixed !== '') {
    const port = Number(fixed);
    if (!Number.isInteger(port) || port <= 0 || port > 65535)
      throw new Error(`bench: CLIPWRIGHT_BENCH_PORT must be a port number, got '${fixed}'`);
    return port;
  }
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Builds the pages into BENCH_DIST and returns the milliseconds it took. `CLIPWRIGHT_BENCH_BUILT=1` uses the
 * pages already there instead (a machine that runs the benchmark without the build tools) and returns NaN.
 */
export function buildPages(): number {
  if (process.env.CLIPWRIGHT_BENCH_BUILT === '1') {
    if (!existsSync(join(BENCH_DIST, 'harness', 'bench.html')))
      throw new Error(`bench: CLIPWRIGHT_BENCH_BUILT=1 but ${BENCH_DIST} holds no built bench page`);
    return Number.NaN;
  }
  const started = performance.now();
  const result = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    env: { ...process.env, CLIPWRIGHT_DIST: BENCH_DIST },
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error(`bench: vite build into ${BENCH_DIST} exited with ${result.status}`);
  return performance.now() - started;
}

export interface BenchServer {
  base: string;
  library: LibraryResponse;
  stop(): void;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const ends = Date.now() + timeoutMs;
  while (Date.now() < ends) {
    if (child.exitCode !== null)
      throw new Error(`bench: server exited with ${child.exitCode} before ${url} answered`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`bench: ${url} did not answer within ${timeoutMs} ms`);
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export async function startServer(port: number): Promise<BenchServer> {
  const data = mkdtempSync(join(tmpdir(), 'clipwright-bench-preview-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli.ts', 'serve', '--port', String(port), '--data', data, '--fresh'],
    { env: { ...process.env, CLIPWRIGHT_DIST: BENCH_DIST }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(data, { recursive: true, force: true });
  };
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, child, 60_000);
    const signUp = (await (
      await fetch(`${base}/api/user/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password', name: 'Bench' }),
      })
    ).json()) as Envelope<{ access_token: string }>;
    if (signUp.code !== 200) throw new Error(`bench: sign-up answered ${signUp.code}: ${signUp.message}`);
    // The demo library is generated on first start: wait until it is complete.
    for (let i = 0; ; i++) {
      const answer = (await (
        await fetch(`${base}/api/library`, {
          headers: { Authorization: `Bearer ${signUp.data.access_token}` },
        })
      ).json()) as Envelope<LibraryResponse>;
      if (answer.code !== 200)
        throw new Error(`bench: /api/library answered ${answer.code}: ${answer.message}`);
      if (answer.data.complete) return { base, library: answer.data, stop };
      if (i > 240) throw new Error('bench: the demo library was still incomplete after 120 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    stop();
    throw error;
  }
}
