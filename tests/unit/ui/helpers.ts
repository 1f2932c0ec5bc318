import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApi, type Api } from '../../../src/ui/api/calls.ts';
import { ApiClient, type ApiClientOptions } from '../../../src/ui/api/client.ts';
import type { CookieJar, KeyValueStorage, Navigation } from '../../../src/ui/api/ports.ts';
import { AuthSession } from '../../../src/ui/auth/session.ts';
import { startTestServer, type TestServer } from '../server/helpers.ts';

/** In-memory cookies that remember each cookie's max-age, so tests can check the 30 days. */
export class MemoryCookies implements CookieJar {
  readonly values = new Map<string, { value: string; maxAge: number }>();
  readonly removed: string[] = [];
  get(name: string) {
    return this.values.get(name)?.value;
  }
  set(name: string, value: string, maxAge: number) {
    if (maxAge <= 0) this.remove(name);
    else this.values.set(name, { value, maxAge });
  }
  remove(name: string) {
    this.removed.push(name);
    this.values.delete(name);
  }
}

export class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

export class RecordingNavigation implements Navigation {
  reloads = 0;
  readonly visited: string[] = [];
  reload() {
    this.reloads++;
  }
  assign(url: string) {
    this.visited.push(url);
  }
}

/** Extra routes a test answers itself, before the real API (codes the local API never sends, slow answers). */
export type Extra = (request: Request) => Promise<Response | undefined> | Response | undefined;

export interface HttpTestServer {
  server: TestServer;
  origin: string;
  /** Replaced by each test that needs its own extra routes. */
  extra: { handler: Extra | undefined };
  close(): Promise<void>;
}

/** The real local API (tests/unit/server/helpers.ts) listening on 127.0.0.1, port chosen by the system. */
export async function startHttpServer(): Promise<HttpTestServer> {
  const server = startTestServer();
  const extra: HttpTestServer['extra'] = { handler: undefined };
  const fetch = async (request: Request) => (await extra.handler?.(request)) ?? server.app.fetch(request);
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = http.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    extra,
    async close() {
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        // Held-open connections (a slow route the test aborted) must not keep the server up.
        (http as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await server.close();
    },
  };
}

export interface ClientKit {
  api: Api;
  client: ApiClient;
  cookies: MemoryCookies;
  storage: MemoryStorage;
  navigation: RecordingNavigation;
}

export function clientFor(
  origin: string,
  options: Partial<ApiClientOptions> = {},
  language = 'fr',
): ClientKit {
  const cookies = new MemoryCookies();
  const storage = new MemoryStorage();
  const navigation = new RecordingNavigation();
  const session = new AuthSession({ cookies, storage, navigation, language: () => language });
  const client = new ApiClient({ host: origin, session, ...options });
  return { api: createApi(client), client, cookies, storage, navigation };
}
