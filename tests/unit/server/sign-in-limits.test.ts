import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TokenPair } from '../../../src/shared/api/auth.ts';
import { startTestServer, type Envelope, type TestServer } from './helpers.ts';

let server: TestServer;
beforeEach(() => {
  server = startTestServer({ demoLibrary: false });
});
afterEach(async () => {
  await server.close();
});

const PASSWORD = 'correct horse battery';

/** A request as it comes over a socket from `address` (the app reads the Node bindings' socket). */
async function post(path: string, body: object, address?: string) {
  const env = address === undefined ? undefined : { incoming: { socket: { remoteAddress: address } } };
  const response = await server.app.request(
    path,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    env,
  );
  return { response, envelope: (await response.json()) as Envelope<TokenPair | null> };
}

const signIn = (email: string, password: string, address?: string) =>
  post('/api/user/sign-in', { email, password }, address);

async function account(email: string) {
  const up = await post('/api/user/sign-up', { email, password: PASSWORD, name: 'Lim' }, '198.51.100.1');
  expect(up.envelope.code).toBe(200);
}

// Every attempt hashes a password (scrypt): a test of twenty takes seconds on a busy machine.
describe('sign-in limits', { timeout: 30_000 }, () => {
  it('answer 5 wrong passwords of one account, then 429 with Retry-After, even to 30 at once', async () => {
    await account('lim@example.com');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => signIn('lim@example.com', 'wrong password')),
    );
    const codes = answers.map((a) => a.envelope.code);
    expect(codes.filter((code) => code === 400)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(25);
    const refused = answers.find((a) => a.envelope.code === 429)!;
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('Retry-After')).toBe('30');
    expect(refused.envelope.message).toMatch(
      /^email 'lim@example\.com': too many sign-in attempts \(5 allowed before a pause\); try again in 30 seconds \(after \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\)$/,
    );
    // The right password waits out the lock too: a lock must not tell whether a guess was right.
    expect((await signIn('lim@example.com', PASSWORD)).envelope.code).toBe(429);
  });

  it('double the lock per attempt after the free ones, and reset the account on a successful sign-in', async () => {
    await account('grow@example.com');
    for (let i = 0; i < 5; i++) expect((await signIn('grow@example.com', 'nope')).envelope.code).toBe(400);
    server.clock.now += 30_000;
    expect((await signIn('grow@example.com', 'nope')).envelope.code).toBe(400);
    const second = await signIn('grow@example.com', 'nope');
    expect(second.response.headers.get('Retry-After')).toBe('60');
    server.clock.now += 60_000;
    expect((await signIn('grow@example.com', PASSWORD)).envelope.code).toBe(200);
    // Reset: five free tries again.
    for (let i = 0; i < 5; i++) expect((await signIn('grow@example.com', 'nope')).envelope.code).toBe(400);
    expect((await signIn('grow@example.com', 'nope')).envelope.code).toBe(429);
    // Other accounts are not touched.
    expect((await signIn('other@example.com', 'nope')).envelope.code).toBe(400);
  });

  it('limit one client address across accounts, and leave other addresses alone', async () => {
    await account('shared@example.com');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(`guess${i}@example.com`, 'nope', '203.0.113.9')),
    );
    expect(guesses.every((guess) => guess.envelope.code === 400)).toBe(true);
    const refused = await signIn('guess20@example.com', 'nope', '203.0.113.9');
    expect(refused.envelope.code).toBe(429);
    expect(refused.envelope.message).toContain('client address 203.0.113.9: too many sign-in attempts');
    expect((await signIn('shared@example.com', PASSWORD, '203.0.113.10')).envelope.code).toBe(200);
    // The same /64 of IPv6 is one client.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(`v6${i}@example.com`, 'nope', `2001:db8:1:2::${i + 1}`)),
    );
    expect((await signIn('v6x@example.com', 'nope', '2001:db8:1:2:ffff::1')).envelope.code).toBe(429);
  });

  it('take a right password back from its address count, so a shared address is not locked by successes', async () => {
    await account('busy@example.com');
    await Promise.all(
      Array.from({ length: 19 }, (_, i) => signIn(`x${i}@example.com`, 'nope', '192.0.2.50')),
    );
    for (let i = 0; i < 5; i++)
      expect((await signIn('busy@example.com', PASSWORD, '192.0.2.50')).envelope.code).toBe(200);
    expect((await signIn('x19@example.com', 'nope', '192.0.2.50')).envelope.code).toBe(400);
    expect((await signIn('x20@example.com', 'nope', '192.0.2.50')).envelope.code).toBe(429);
  });
});

describe('sign-up limits', { timeout: 30_000 }, () => {
  it('allow 20 sign-ups per address, then 429; a taken email counts against that email', async () => {
    const ups = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          '/api/user/sign-up',
          { email: `new${i}@example.com`, password: PASSWORD, name: 'N' },
          '192.0.2.1',
        ),
      ),
    );
    expect(ups.every((up) => up.envelope.code === 200)).toBe(true);
    const refused = await post(
      '/api/user/sign-up',
      { email: 'new20@example.com', password: PASSWORD, name: 'N' },
      '192.0.2.1',
    );
    expect(refused.envelope.code).toBe(429);
    expect(refused.response.headers.get('Retry-After')).toBe('60');
    expect(refused.envelope.message).toContain('client address 192.0.2.1: too many sign-up attempts');
    for (let i = 0; i < 5; i++) {
      const taken = await post('/api/user/sign-up', {
        email: 'new0@example.com',
        password: PASSWORD,
        name: 'N',
      });
      expect(taken.envelope.code).toBe(409);
    }
    const locked = await post('/api/user/sign-up', {
      email: 'new0@example.com',
      password: PASSWORD,
      name: 'N',
    });
    expect(locked.envelope.code).toBe(429);
    expect(locked.envelope.message).toContain("email 'new0@example.com'");
  });
});
