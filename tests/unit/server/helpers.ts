import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../../../src/server/app.ts';
import type { ApiEnv } from '../../../src/server/context.ts';
import { setupServer, type RunningServer, type SetupOptions } from '../../../src/server/setup.ts';
import type { TokenPair } from '../../../src/shared/api/auth.ts';

export interface TestServer {
  app: Hono<ApiEnv>;
  running: RunningServer;
  dataDir: string;
  /** The server's clock (ms); tests move it forward. */
  clock: { now: number };
  call<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; raw?: string },
  ): Promise<Envelope<T>>;
  signUp(name: string): Promise<TokenPair>;
  close(): Promise<void>;
}

export interface Envelope<T> {
  code: number;
  data: T;
  message?: string;
}

/** `options` go to setupServer (e.g. `ffmpeg`); `dataDir` reuses a folder (a restart). */
export function startTestServer(options: Partial<SetupOptions> = {}): TestServer {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'clipwright-server-'));
  const clock = { now: Date.now() };
  const running = setupServer({ ...options, dataDir, now: () => clock.now });
  const app = createApp({ api: running.ctx });
  const call = async <T>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; raw?: string } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
    return (await response.json()) as Envelope<T>;
  };
  let users = 0;
  return {
    app,
    running,
    dataDir,
    clock,
    call,
    async signUp(name: string) {
      users++;
      const result = await call<TokenPair>('POST', '/api/user/sign-up', {
        body: { email: `${name.toLowerCase()}${users}@example.com`, password: 'correct horse battery', name },
      });
      if (result.code !== 200) throw new Error(`sign-up failed: ${result.message}`);
      return result.data;
    },
    async close() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
