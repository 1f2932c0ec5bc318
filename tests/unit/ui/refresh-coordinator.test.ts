import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../src/ui/api/client.ts';
import { createApi } from '../../../src/ui/api/calls.ts';
import { RefreshCoordinator, type RefreshOutcome } from '../../../src/ui/api/refresh-coordinator.ts';
import { pageLock, REFRESH_LOCK_NAME, type RefreshLock, webLocks } from '../../../src/ui/api/refresh-lock.ts';
import { AuthSession } from '../../../src/ui/auth/session.ts';
import {
  MemoryCookies,
  MemoryStorage,
  RecordingNavigation,
  startHttpServer,
  type HttpTestServer,
} from './helpers.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Two tabs' view of one browser: the shared cookie (the refresh token) and a server that rotates it. */
function browser() {
  const shared = { token: 't1', calls: [] as string[] };
  const tab = (lock: RefreshLock) => {
    const settled: RefreshOutcome[] = [];
    const coordinator = new RefreshCoordinator({
      lock,
      currentToken: () => shared.token,
      refresh: async (token) => {
        shared.calls.push(token);
        await tick();
        shared.token = `${token}+`;
        return 'refreshed';
      },
      settled: (outcome) => settled.push(outcome),
    });
    return { coordinator, settled };
  };
  return { shared, tab };
}

describe('refresh coordination', () => {
  it('two tabs under one lock: one refresh call; the other tab takes the pair it left in the cookies', async () => {
    const { shared, tab } = browser();
    const lock = pageLock();
    const a = tab(lock);
    const b = tab(lock);
    const outcomes = await Promise.all([a.coordinator.refresh('t1'), b.coordinator.refresh('t1')]);
    expect(outcomes).toEqual(['refreshed', 'rotated elsewhere']);
    expect(shared.calls).toEqual(['t1']);
    expect(shared.token).toBe('t1+');
    expect([a.settled, b.settled]).toEqual([['refreshed'], ['rotated elsewhere']]);
  });

  it('callers of one tab share its refresh (one call, settled once)', async () => {
    const { shared, tab } = browser();
    const a = tab(pageLock());
    const outcomes = await Promise.all([1, 2, 3].map(() => a.coordinator.refresh('t1')));
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(shared.calls).toEqual(['t1']);
    expect(a.settled).toEqual(['refreshed']);
    // A later expiry refreshes again, with the new token.
    await a.coordinator.refresh('t1+');
    expect(shared.calls).toEqual(['t1', 't1+']);
  });

  it('without a shared lock both tabs send the old token (the server then answers both alike)', async () => {
    const { shared, tab } = browser();
    await Promise.all([tab(pageLock()).coordinator.refresh('t1'), tab(pageLock()).coordinator.refresh('t1')]);
    expect(shared.calls).toEqual(['t1', 't1']);
  });

  it('a failed refresh releases the lock for the next tab', async () => {
    const lock = pageLock();
    const failing = new RefreshCoordinator({
      lock,
      currentToken: () => 't1',
      refresh: () => Promise.reject(new Error('offline')),
    });
    const next = new RefreshCoordinator({ lock, currentToken: () => 't1', refresh: async () => 'refreshed' });
    const [first, second] = await Promise.allSettled([failing.refresh('t1'), next.refresh('t1')]);
    expect(first).toMatchObject({ status: 'rejected', reason: { message: 'offline' } });
    expect(second).toEqual({ status: 'fulfilled', value: 'refreshed' });
  });

  it('uses Web Locks by the shared name where the browser has them', async () => {
    const names: string[] = [];
    const lock = webLocks({
      request: (name, callback) => {
        names.push(name);
        return callback();
      },
    });
    await expect(lock.run(REFRESH_LOCK_NAME, async () => 7)).resolves.toBe(7);
    expect(names).toEqual(['clipwright-token-refresh']);
  });
});

describe('two tabs of the editor against the API', () => {
  let http: HttpTestServer;
  beforeAll(async () => {
    http = await startHttpServer();
  }, 60_000);
  afterAll(async () => {
    await http.close();
  });

  /** Tabs of one browser: shared cookies and storage, each its own page (navigation) and client. */
  async function tabs(lockFor: () => RefreshLock) {
    const cookies = new MemoryCookies();
    const storage = new MemoryStorage();
    const open = () => {
      const navigation = new RecordingNavigation();
      const session = new AuthSession({ cookies, storage, navigation, language: () => 'en' });
      const client = new ApiClient({ host: http.origin, session, refreshLock: lockFor() });
      return { api: createApi(client), navigation };
    };
    const first = open();
    await first.api.signUp({
      email: `tabs${Date.now()}${Math.random()}@example.com`,
      password: 'correct horse battery',
      name: 'Tabs',
    });
    return { cookies, tabs: [first, open()] as const };
  }

  async function bothAfterExpiry(lockFor: () => RefreshLock) {
    const browserTabs = await tabs(lockFor);
    const refreshes: string[] = [];
    http.extra.handler = async (request) => {
      if (new URL(request.url).pathname === '/api/user/refresh-token') refreshes.push('refresh');
      return undefined;
    };
    http.server.clock.now += 16 * 60 * 1000; // past the access token's 15 minutes
    try {
      const users = await Promise.all(browserTabs.tabs.map((tab) => tab.api.me()));
      return { ...browserTabs, refreshes, names: users.map((user) => user.name) };
    } finally {
      http.server.clock.now -= 16 * 60 * 1000;
      http.extra.handler = undefined;
    }
  }

  it('with one lock across tabs, one refresh call serves both, and nobody is signed out', async () => {
    const lock = pageLock();
    const result = await bothAfterExpiry(() => lock);
    expect(result.names).toEqual(['Tabs', 'Tabs']);
    expect(result.refreshes).toEqual(['refresh']);
    expect(result.tabs.map((tab) => tab.navigation.visited)).toEqual([[], []]);
    expect(result.tabs.map((tab) => tab.navigation.reloads)).toEqual([1, 1]);
  });

  it("without one, the server's grace window answers the second refresh alike: both stay signed in", async () => {
    const result = await bothAfterExpiry(() => pageLock());
    expect(result.names).toEqual(['Tabs', 'Tabs']);
    expect(result.refreshes).toEqual(['refresh', 'refresh']);
    expect(result.tabs.map((tab) => tab.navigation.visited)).toEqual([[], []]);
    const me = await http.server.call('GET', '/api/user/me', { token: result.cookies.get('access_token')! });
    expect(me.code).toBe(200);
  });
});
