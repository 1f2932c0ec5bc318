import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/shared/errors.ts';
import { RequestAbortedError, RequestTimeoutError, TransportError } from '../../../src/ui/api/errors.ts';
import { AUTH_COOKIES } from '../../../src/ui/auth/session.ts';
import { startHeartbeat } from '../../../src/ui/auth/heartbeat.ts';
import { clientFor, startHttpServer, type ClientKit, type HttpTestServer } from './helpers.ts';

let http: HttpTestServer;
let users = 0;

beforeAll(async () => {
  http = await startHttpServer();
}, 60_000);
afterAll(async () => {
  await http.close();
});

async function signedIn(language = 'fr'): Promise<ClientKit> {
  const kit = clientFor(http.origin, {}, language);
  users++;
  await kit.api.signUp({
    email: `client${users}@example.com`,
    password: 'correct horse battery',
    name: `C${users}`,
  });
  return kit;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('requests', () => {
  it('sends the API headers and origin web, and resolves 200 with data', async () => {
    const kit = await signedIn('jp');
    let seen: { headers: Headers; body: unknown; url: URL } | undefined;
    http.extra.handler = async (request) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/test/echo')) return undefined;
      seen = { headers: request.headers, body: request.method === 'POST' ? await request.json() : null, url };
      return json({ code: 200, data: { echoed: true } });
    };
    await expect(kit.client.request('/test/echo', { body: { a: 1 }, noCache: true })).resolves.toEqual({
      echoed: true,
    });
    expect(seen!.headers.get('authorization')).toBe(`Bearer ${kit.cookies.get('access_token')}`);
    expect(seen!.headers.get('request-language')).toBe('jp');
    expect(seen!.headers.get('request-app')).toBe('ai');
    expect(seen!.headers.get('is-official')).toBe('1');
    expect(seen!.headers.get('x-task-version')).toBe('2.0.0');
    expect(seen!.headers.get('request-origin')).toBe('web');
    expect(seen!.headers.get('cache-control')).toBe('no-cache');
    expect(seen!.body).toEqual({ a: 1, origin: 'web' });
    // No JSON body given: the payload is still { origin: 'web' }; GET carries it in the query.
    await kit.client.request('/test/echo');
    expect(seen!.body).toEqual({ origin: 'web' });
    expect(seen!.headers.get('cache-control')).toBeNull();
    await kit.client.request('/test/echo', { method: 'GET', query: { id: 7 } });
    expect(seen!.url.search).toBe('?id=7&origin=web');
    http.extra.handler = undefined;
  });

  it('talks to the real API: voice list, user, sign-up tokens kept in 30-day cookies', async () => {
    const kit = await signedIn();
    expect(kit.cookies.values.get('access_token')!.maxAge).toBe(30 * 24 * 60 * 60);
    expect(kit.cookies.values.get('refresh_token')!.maxAge).toBe(30 * 24 * 60 * 60);
    expect(JSON.parse(kit.storage.getItem('user_info')!)).toMatchObject({ name: `C${users}` });
    const me = await kit.api.me();
    expect(me.name).toBe(`C${users}`);
    const { list } = await kit.api.voiceList();
    expect(list.length).toBeGreaterThan(10);
    expect(list.find((v) => v.id === 750)).toMatchObject({ gender: 1, is_free: 1 });
  }, 60_000);

  it('rejects other codes with ApiError "{api} error: {code}" keeping api and response', async () => {
    const kit = await signedIn();
    const error = await kit.api.pexelsInfo(999999).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('/ai/pexels/info error: 404');
    expect((error as ApiError).api).toBe('/ai/pexels/info');
    expect((error as ApiError).code).toBe(404);
    expect((error as ApiError).cause).toMatchObject({
      code: 404,
      data: null,
      message: 'id: no stock video 999999',
    });
    // An HTTP error status whose body is still the API's envelope is read as that code.
    http.extra.handler = (request) =>
      new URL(request.url).pathname === '/test/500' ? json({ code: 500, data: null }, 500) : undefined;
    await expect(kit.client.request('/test/500')).rejects.toThrow('/test/500 error: 500');
    http.extra.handler = undefined;
  });

  it('rejects a transport failure naming the path and status text', async () => {
    const kit = await signedIn();
    http.extra.handler = (request) =>
      new URL(request.url).pathname === '/test/gateway'
        ? new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })
        : undefined;
    const error = await kit.client.request('/test/gateway').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as Error).message).toBe('/test/gateway: 502 Bad Gateway');
    http.extra.handler = undefined;
    // Nobody listening: the path and the fetch failure.
    const closed = clientFor('http://127.0.0.1:9');
    const refused = await closed.api.me().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TransportError);
    expect((refused as Error).message).toMatch(/^\/api\/user\/me: .*fetch failed/);
  });

  it('aborts with an error named abort, and times out', async () => {
    const kit = await signedIn();
    http.extra.handler = async (request) => {
      if (new URL(request.url).pathname !== '/test/slow') return undefined;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      return json({ code: 200, data: 'late' });
    };
    const controller = new AbortController();
    const pending = kit.client.request('/test/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect((error as Error).name).toBe('abort');
    expect((error as Error).message).toBe('abort error: /test/slow');
    // Already aborted: no request at all.
    await expect(kit.api.me({ signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'abort' });
    const quick = clientFor(http.origin, { timeoutMs: 50 });
    const timeout = await quick.client.request('/test/slow').catch((e: unknown) => e);
    expect(timeout).toBeInstanceOf(RequestTimeoutError);
    expect((timeout as Error).message).toBe('/test/slow: no answer within 50 ms');
    http.extra.handler = undefined;
  });
});

/** Resolves once `condition` holds (checked every 10 ms); fails after `ms` naming what it waited for. */
async function until(condition: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('ignored codes 2002, 2003, 2004', () => {
  it.each([2002, 2003, 2004])(
    'code %i never settles, and is released when the caller aborts',
    async (code) => {
      const kit = await signedIn();
      http.extra.handler = (request) =>
        new URL(request.url).pathname === '/test/silent' ? json({ code, data: null }) : undefined;
      const controller = new AbortController();
      let settled = false;
      const pending = kit.client.request('/test/silent', { signal: controller.signal });
      pending.then(
        () => (settled = true),
        () => (settled = true),
      );
      // Once the answer has arrived (a busy machine may take a while), and long after, the promise is still
      // pending, held in one slot.
      await until(() => kit.client.heldRequests === 1 || settled, 'the ignored answer to arrive');
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(settled).toBe(false);
      expect(kit.client.heldRequests).toBe(1);
      controller.abort();
      await expect(pending).rejects.toMatchObject({ name: 'abort', message: 'abort error: /test/silent' });
      expect(kit.client.heldRequests).toBe(0);
      http.extra.handler = undefined;
    },
  );

  it('dispose releases held requests that have no signal', async () => {
    const kit = await signedIn();
    http.extra.handler = (request) =>
      new URL(request.url).pathname === '/test/silent' ? json({ code: 2003, data: null }) : undefined;
    const pending = kit.client.request('/test/silent');
    await until(() => kit.client.heldRequests === 1, 'the ignored answer to arrive');
    expect(kit.client.heldRequests).toBe(1);
    kit.client.dispose();
    await expect(pending).rejects.toMatchObject({ name: 'abort' });
    expect(kit.client.heldRequests).toBe(0);
    http.extra.handler = undefined;
  });
});

describe('token refresh and sign-out', () => {
  it('401 with a refresh token: refreshes, rewrites the cookies, reloads and retries', async () => {
    const kit = await signedIn();
    const before = { access: kit.cookies.get('access_token'), refresh: kit.cookies.get('refresh_token') };
    // The access token lives 15 minutes on the server's clock.
    http.server.clock.now += 16 * 60 * 1000;
    try {
      const me = await kit.api.me();
      expect(me.name).toBe(`C${users}`);
      expect(kit.cookies.get('access_token')).not.toBe(before.access);
      expect(kit.cookies.get('refresh_token')).not.toBe(before.refresh);
      expect(kit.cookies.values.get('access_token')!.maxAge).toBe(30 * 24 * 60 * 60);
      expect(kit.navigation.reloads).toBe(1);
      expect(kit.navigation.visited).toEqual([]);
    } finally {
      http.server.clock.now -= 16 * 60 * 1000;
    }
  });

  it('concurrent 401s share one refresh', async () => {
    const kit = await signedIn();
    http.server.clock.now += 16 * 60 * 1000;
    try {
      const [a, b] = await Promise.all([kit.api.me(), kit.api.voiceList()]);
      expect(a.name).toBe(`C${users}`);
      expect(b.list.length).toBeGreaterThan(0);
      expect(kit.navigation.reloads).toBe(1);
    } finally {
      http.server.clock.now -= 16 * 60 * 1000;
    }
  });

  it('401 without a refresh token rejects with the ApiError', async () => {
    const kit = clientFor(http.origin);
    await expect(kit.api.me()).rejects.toThrow('/api/user/me error: 401');
    expect(kit.navigation.reloads).toBe(0);
  });

  it('refresh answering 400 with the refresh token unchanged signs out to the language home', async () => {
    const kit = await signedIn('de');
    // The session ends on the server (signed out elsewhere): access → 401, refresh → 400.
    await http.server.call('GET', '/api/user/sign-out', { token: kit.cookies.get('access_token')! });
    for (const name of ['loginProduct', 'user_info', 'st', 'st2', 'gotoWebsiteBe'])
      kit.cookies.set(name, 'x', 60);
    kit.storage.setItem('currentMenu', 'voices');
    const error = await kit.api.me().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('/api/user/me error: 401');
    expect(kit.cookies.values.size).toBe(0);
    expect(kit.cookies.removed).toEqual([...AUTH_COOKIES]);
    expect(kit.storage.items.size).toBe(0);
    expect(kit.navigation.visited).toEqual(['/de/']);
    expect(kit.navigation.reloads).toBe(0);
  });

  it('refresh answering 400 after another tab rotated the token: reloads with the new one, no sign-out', async () => {
    const kit = await signedIn();
    // Another tab holds a newer session and writes its pair into the shared cookies while our refresh is on
    // its way; ours has ended on the server, so our refresh answers 400.
    const other = await http.server.call<{ access_token: string; refresh_token: string }>(
      'POST',
      '/api/user/sign-in',
      { body: { email: `client${users}@example.com`, password: 'correct horse battery' } },
    );
    expect(other.code).toBe(200);
    await http.server.call('GET', '/api/user/sign-out', { token: kit.cookies.get('access_token')! });
    http.extra.handler = (request) => {
      if (new URL(request.url).pathname === '/api/user/refresh-token') {
        kit.cookies.set('access_token', other.data.access_token, 60);
        kit.cookies.set('refresh_token', other.data.refresh_token, 60);
      }
      return undefined;
    };
    try {
      const me = await kit.api.me();
      expect(me.name).toBe(`C${users}`);
      expect(kit.navigation.reloads).toBe(1);
      expect(kit.navigation.visited).toEqual([]);
    } finally {
      http.extra.handler = undefined;
    }
  });

  it('signOut ends the server session and clears the page state', async () => {
    const kit = await signedIn('en');
    const token = kit.cookies.get('access_token')!;
    await expect(kit.api.signOut()).resolves.toEqual({ signed_out: true });
    expect(kit.navigation.visited).toEqual(['/en/']);
    expect(kit.cookies.get('access_token')).toBeUndefined();
    const after = await http.server.call('GET', '/api/user/me', { token });
    expect(after.code).toBe(401);
  });
});

describe('heartbeat', () => {
  // Fake timers: the 60 s interval is checked exactly, and a busy machine cannot skew the count.
  afterEach(() => {
    vi.useRealTimers();
  });

  it('beats every 60000 ms (after the previous beat settled) until stopped, then never again', async () => {
    vi.useFakeTimers();
    const beats: number[] = [];
    const heartbeat = startHeartbeat(async () => {
      beats.push(Date.now());
    });
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(beats).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(beats).toEqual([start + 60_000]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(beats).toEqual([start + 60_000, start + 120_000, start + 180_000]);
    heartbeat.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(beats).toHaveLength(3);
  });

  it('checks the session through the real API and aborts the beat in flight on stop', async () => {
    const kit = await signedIn();
    let signal: AbortSignal | undefined;
    const answered: unknown[] = [];
    const heartbeat = startHeartbeat(
      async (s) => {
        signal = s;
        answered.push(await kit.api.me({ signal: s }));
      },
      { intervalMs: 1 },
    );
    await expect.poll(() => answered.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(answered[0]).toMatchObject({ name: expect.stringMatching(/^C\d+$/) });
    heartbeat.stop();
    expect(signal?.aborted).toBe(true);
  });

  it('reports failed beats and keeps beating', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const heartbeat = startHeartbeat(() => Promise.reject(new Error('offline')), {
      intervalMs: 10,
      onError: (e) => errors.push(e),
    });
    await vi.advanceTimersByTimeAsync(30);
    heartbeat.stop();
    expect(errors).toHaveLength(3);
    expect((errors[0] as Error).message).toBe('offline');
  });
});
