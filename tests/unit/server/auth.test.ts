import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from '../../../src/server/db/migrations.ts';
import { openMemoryDatabase } from '../../../src/server/db/open.ts';
import { REFRESH_GRACE_MS, openSuccessor } from '../../../src/server/auth/refresh-grace.ts';
import { ACCESS_TOKEN_TTL_SECONDS, type TokenPair } from '../../../src/shared/api/auth.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(async () => {
  await server.close();
});

describe('migrations', () => {
  it('applies each named migration once', () => {
    const db = openMemoryDatabase();
    const names = (
      db.prepare('SELECT name FROM migrations ORDER BY name').all() as Array<{ name: string }>
    ).map((r) => r.name);
    expect(names).toEqual(MIGRATIONS.map((m) => m.name));
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  it('rolls back a failing migration completely', () => {
    const db = openMemoryDatabase();
    expect(() =>
      migrate(db, [
        { name: '999_broken', sql: 'CREATE TABLE half (x INTEGER); SELECT nonsense FROM nowhere;' },
      ]),
    ).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    expect(db.prepare("SELECT name FROM migrations WHERE name = '999_broken'").get()).toBeUndefined();
    db.close();
  });
});

describe('sign-up and sign-in', () => {
  it('signs up, stores a scrypt hash and signs in', async () => {
    const up = await server.call<TokenPair>('POST', '/api/user/sign-up', {
      body: { email: 'Ada@Example.com', password: 'a long password', name: 'Ada' },
    });
    expect(up.code).toBe(200);
    expect(up.data.access_token).toMatch(/^cwa\./);
    expect(up.data.refresh_token).toMatch(/^cwr\./);
    expect(up.data.expires_in).toBe(ACCESS_TOKEN_TTL_SECONDS);
    const row = server.running.ctx.db.prepare('SELECT password_hash FROM users').get() as {
      password_hash: string;
    };
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('a long password');

    const inn = await server.call<TokenPair>('POST', '/api/user/sign-in', {
      body: { email: 'ada@example.com', password: 'a long password' },
    });
    expect(inn.code).toBe(200);
    const me = await server.call<{ email: string }>('GET', '/api/user/me', { token: inn.data.access_token });
    expect(me).toMatchObject({ code: 200, data: { email: 'ada@example.com' } });
  });

  it('refuses bad input with a message naming the field and value', async () => {
    const badEmail = await server.call('POST', '/api/user/sign-up', {
      body: { email: 'nope', password: 'long enough', name: 'X' },
    });
    expect(badEmail.code).toBe(400);
    expect(badEmail.message).toContain('email');
    expect(badEmail.message).toContain('"nope"');
    const shortPassword = await server.call('POST', '/api/user/sign-up', {
      body: { email: 'a@b.co', password: 'short', name: 'X' },
    });
    expect(shortPassword).toMatchObject({ code: 400, data: null });
    expect(shortPassword.message).toContain('password');
    const wrongType = await server.call('POST', '/api/user/sign-up', {
      body: { email: 'a@b.co', password: 12345678, name: 'X' },
    });
    expect(wrongType.code).toBe(400);
    expect(wrongType.message).toMatch(/password.*12345678/);
    const malformed = await server.call('POST', '/api/user/sign-in', { raw: '{"email": ' });
    expect(malformed.code).toBe(400);
    expect(malformed.message).toContain('malformed JSON');
    const array = await server.call('POST', '/api/user/sign-in', { raw: '[1,2]' });
    expect(array.code).toBe(400);
    expect(server.running.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 0 });
  });

  it('refuses a duplicate email and a wrong password', async () => {
    const body = { email: 'bob@example.com', password: 'password one', name: 'Bob' };
    expect((await server.call('POST', '/api/user/sign-up', { body })).code).toBe(200);
    const again = await server.call('POST', '/api/user/sign-up', {
      body: { ...body, email: 'BOB@example.com' },
    });
    expect(again.code).toBe(409);
    const wrong = await server.call('POST', '/api/user/sign-in', {
      body: { email: body.email, password: 'password two' },
    });
    expect(wrong.code).toBe(400);
    const unknown = await server.call('POST', '/api/user/sign-in', {
      body: { email: 'who@example.com', password: 'password two' },
    });
    expect(unknown.code).toBe(400);
  });
});

describe('bearer tokens', () => {
  it('answers 401 for a missing, malformed, forged or expired access token', async () => {
    const user = await server.signUp('Cy');
    expect((await server.call('POST', '/ai/audio/list-v3', { body: { audio_type: 'app' } })).code).toBe(401);
    expect((await server.call('GET', '/api/user/me', { token: 'garbage' })).code).toBe(401);
    const [prefix, payload] = user.access_token.split('.');
    const forged = await server.call('GET', '/api/user/me', { token: `${prefix}.${payload}.AAAA` });
    expect(forged).toMatchObject({ code: 401, data: null });
    expect(forged.message).toContain('signature');
    expect((await server.call('GET', '/api/user/me', { token: user.access_token })).code).toBe(200);
    server.clock.now += (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    const expired = await server.call('GET', '/api/user/me', { token: user.access_token });
    expect(expired.code).toBe(401);
    expect(expired.message).toContain('expired');
  });
});

describe('refresh tokens', () => {
  it('rotates: the new pair works and the old refresh token, reused after the grace window, answers 400', async () => {
    const first = await server.signUp('Di');
    server.clock.now += 1000;
    const second = await server.call<TokenPair>('POST', '/api/user/refresh-token', {
      body: { refresh_token: first.refresh_token },
    });
    expect(second.code).toBe(200);
    expect(second.data.refresh_token).not.toBe(first.refresh_token);
    expect((await server.call('GET', '/api/user/me', { token: second.data.access_token })).code).toBe(200);
    server.clock.now += REFRESH_GRACE_MS + 1;
    const replay = await server.call('POST', '/api/user/refresh-token', {
      body: { refresh_token: first.refresh_token },
    });
    expect(replay.code).toBe(400);
    // Replaying a used token revokes the session: the stolen pair is worthless too.
    expect((await server.call('GET', '/api/user/me', { token: second.data.access_token })).code).toBe(401);
    expect(
      (
        await server.call('POST', '/api/user/refresh-token', {
          body: { refresh_token: second.data.refresh_token },
        })
      ).code,
    ).toBe(400);
  });

  it('two refreshes at once with one token both get the same new pair, and the user stays signed in', async () => {
    const first = await server.signUp('Twin');
    server.clock.now += 1000;
    const refresh = (token: string) =>
      server.call<TokenPair>('POST', '/api/user/refresh-token', { body: { refresh_token: token } });
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect([a.code, b.code]).toEqual([200, 200]);
    expect(b.data.refresh_token).toBe(a.data.refresh_token);
    expect(b.data.access_token).toBe(a.data.access_token);
    // A third, a few seconds later (a slow tab), still within the window: the same pair again.
    server.clock.now += REFRESH_GRACE_MS - 1;
    const late = await refresh(first.refresh_token);
    expect(late.data).toMatchObject({
      refresh_token: a.data.refresh_token,
      access_token: a.data.access_token,
    });
    expect((await server.call('GET', '/api/user/me', { token: a.data.access_token })).code).toBe(200);
    // The pair works on: its refresh token rotates as usual.
    const next = await refresh(a.data.refresh_token);
    expect(next.code).toBe(200);
    expect((await server.call('GET', '/api/user/me', { token: next.data.access_token })).code).toBe(200);
  });

  it('within the window, a token rotated twice answers the latest pair; the database holds no new token in clear', async () => {
    const first = await server.signUp('Chain');
    const refresh = (token: string) =>
      server.call<TokenPair>('POST', '/api/user/refresh-token', { body: { refresh_token: token } });
    const second = await refresh(first.refresh_token);
    server.clock.now += 2000;
    const third = await refresh(second.data.refresh_token);
    const again = await refresh(first.refresh_token);
    expect(again.code).toBe(200);
    expect(again.data.refresh_token).toBe(third.data.refresh_token);
    expect(again.data.access_token).toBe(third.data.access_token);
    const rows = server.running.ctx.db
      .prepare('SELECT token_hash, successor_sealed FROM refresh_tokens WHERE successor_sealed IS NOT NULL')
      .all() as Array<{ token_hash: string; successor_sealed: string }>;
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const token of [second.data.refresh_token, third.data.refresh_token])
      expect(stored).not.toContain(token.slice(4));
    const secret = server.running.ctx.secrets.tokens;
    for (const row of rows)
      expect(openSuccessor(secret, 'cwr.not-the-token', row.successor_sealed)).toBeUndefined();
  });

  it('a reuse after the window revokes the session, also for the pair the window handed out', async () => {
    const first = await server.signUp('Late');
    const refresh = (token: string) =>
      server.call<TokenPair>('POST', '/api/user/refresh-token', { body: { refresh_token: token } });
    const second = await refresh(first.refresh_token);
    server.clock.now += REFRESH_GRACE_MS + 1;
    const stolen = await refresh(first.refresh_token);
    expect(stolen.code).toBe(400);
    expect(stolen.message).toBe('refresh_token was already used (session revoked)');
    expect((await server.call('GET', '/api/user/me', { token: second.data.access_token })).code).toBe(401);
    expect((await refresh(second.data.refresh_token)).code).toBe(400);
  });

  it('answers 400 for an unknown, missing or expired refresh token', async () => {
    expect(
      (await server.call('POST', '/api/user/refresh-token', { body: { refresh_token: 'cwr.unknown' } })).code,
    ).toBe(400);
    const missing = await server.call('POST', '/api/user/refresh-token', { body: {} });
    expect(missing.code).toBe(400);
    expect(missing.message).toContain('refresh_token');
    const user = await server.signUp('Ed');
    server.clock.now += 31 * 24 * 3600 * 1000;
    const expired = await server.call('POST', '/api/user/refresh-token', {
      body: { refresh_token: user.refresh_token },
    });
    expect(expired.code).toBe(400);
    expect(expired.message).toContain('expired');
  });

  it('sign-out revokes the session: access 401, refresh 400; other sessions live on', async () => {
    const user = await server.signUp('Flo');
    const other = await server.call<TokenPair>('POST', '/api/user/sign-in', {
      body: { email: user.user.email, password: 'correct horse battery' },
    });
    expect((await server.call('GET', '/api/user/sign-out')).code).toBe(401);
    expect(await server.call('GET', '/api/user/sign-out', { token: user.access_token })).toEqual({
      code: 200,
      data: { signed_out: true },
    });
    expect((await server.call('GET', '/api/user/me', { token: user.access_token })).code).toBe(401);
    expect(
      (await server.call('POST', '/api/user/refresh-token', { body: { refresh_token: user.refresh_token } }))
        .code,
    ).toBe(400);
    expect((await server.call('GET', '/api/user/me', { token: other.data.access_token })).code).toBe(200);
  });
});

describe('unknown calls', () => {
  it('answer code 404 in the envelope', async () => {
    const result = await server.call('POST', '/ai/nothing-here', { body: {} });
    expect(result.code).toBe(404);
    expect(result.message).toContain('/ai/nothing-here');
  });
});

describe('body limits', () => {
  it('refuses a JSON body over 1 MiB with code 413', async () => {
    const user = await server.signUp('Gus');
    const result = await server.call('POST', '/ai/audio/list-v3', {
      token: user.access_token,
      raw: JSON.stringify({ audio_type: 'app', pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(result.code).toBe(413);
    expect(result.message).toContain('body');
  });
});
