/**
 * Accounts: sign-up once, tokens refreshed as the editor refreshes them, and the calls a stranger makes — wrong
 * passwords (from addresses of their own: the limits count per address, and the soak's accounts must not be
 * locked out by them), bad sign-ups, garbage refresh tokens, missing, garbage and tampered access tokens.
 */
import type { TokenPair } from '../../src/shared/api/auth.ts';
import type { Answer } from '../client.ts';
import type { HttpClient } from '../client.ts';
import type { Run } from '../context.ts';
import { PASSWORD } from '../users.ts';
import type { Action } from './action.ts';

/** Signs an account up (once, at the start), from its own address. */
export async function signUp(
  client: HttpClient,
  account: { email: string; name: string; from: string },
): Promise<TokenPair> {
  const json = { email: account.email, password: PASSWORD, name: account.name };
  const answer = await client.send({ method: 'POST', path: '/api/user/sign-up', json, from: account.from });
  if (answer.code !== 200)
    throw new Error(`soak: sign-up of ${account.email} answered ${answer.code} ${answer.message ?? ''}`);
  return answer.data as TokenPair;
}

/** Rotates the account's tokens; true when it got a new pair. */
export async function refreshTokens(run: Run): Promise<boolean> {
  const answer = await run.call(
    { method: 'POST', path: '/api/user/refresh-token', json: { refresh_token: run.user.refresh } },
    { anonymous: true },
  );
  if (!run.expect(answer, 200, 'refresh tokens')) return false;
  run.user.useTokens(answer.data as TokenPair);
  return true;
}

/** The account signs in again (a second session): allowed, or refused for a while when strangers locked it. */
export async function signIn(run: Run): Promise<Answer> {
  const json = { email: run.user.email, password: PASSWORD };
  const answer = await run.call(
    { method: 'POST', path: '/api/user/sign-in', json, from: run.user.from },
    { anonymous: true },
  );
  run.expect(answer, [200, 429], 'sign in');
  return answer;
}

const refresh: Action = {
  name: 'refresh tokens',
  group: 'auth',
  weight: 1,
  async run(run) {
    await refreshTokens(run);
  },
};

const me: Action = {
  name: 'me',
  group: 'auth',
  weight: 1,
  async run(run) {
    const answer = await run.call({ method: 'GET', path: '/api/user/me' });
    if (run.expect(answer, 200, 'me') && (answer.data as { id: number }).id !== run.user.id)
      run.problem('cross-user', `me answered account ${(answer.data as { id: number }).id}`);
  },
};

/** A second session: signed in, used, signed out; its token then stops working while the first goes on. */
const secondSession: Action = {
  name: 'second session',
  group: 'auth',
  weight: 0.3,
  async run(run) {
    const answer = await signIn(run);
    if (answer.code !== 200) return;
    const token = (answer.data as TokenPair).access_token;
    const out = await run.call({ method: 'GET', path: '/api/user/sign-out', token });
    if (!run.expect(out, 200, 'sign out')) return;
    run.expect(await run.call({ method: 'GET', path: '/api/user/me', token }), 401, 'signed-out token');
    run.expect(
      await run.call({ method: 'GET', path: '/api/user/me' }),
      200,
      'first session after the second signed out',
    );
  },
};

/** A stranger's address: 127.0.0.100–109. */
const strangerAddress = (run: Run) => `127.0.0.${100 + run.rng.int(0, 9)}`;

const STRANGER: ReadonlyArray<{
  name: string;
  codes: readonly number[];
  send: (run: Run) => Promise<Answer>;
}> = [
  {
    name: 'wrong password',
    codes: [400, 429],
    send: (run) =>
      run.call(
        {
          method: 'POST',
          path: '/api/user/sign-in',
          json: {
            email: run.rng.chance(0.3) ? run.soak.victim : `nobody${run.rng.int(0, 50)}@example.com`,
            password: 'wrong-password-1',
          },
          from: strangerAddress(run),
        },
        { anonymous: true },
      ),
  },
  {
    name: 'sign-up, taken email',
    codes: [409, 429],
    send: (run) =>
      run.call(
        {
          method: 'POST',
          path: '/api/user/sign-up',
          json: { email: run.soak.victim, password: 'another-password', name: 'Copy' },
          from: strangerAddress(run),
        },
        { anonymous: true },
      ),
  },
  {
    name: 'sign-up, bad fields',
    codes: [400],
    send: (run) =>
      run.call(
        {
          method: 'POST',
          path: '/api/user/sign-up',
          json: run.rng.pick([
            { email: 'not-an-email', password: 'long-enough-1', name: 'X' },
            { email: 'short@example.com', password: '1', name: 'X' },
            { email: 5, password: [], name: null },
          ]),
          from: strangerAddress(run),
        },
        { anonymous: true },
      ),
  },
  {
    name: 'garbage refresh token',
    codes: [400],
    send: (run) =>
      run.call(
        { method: 'POST', path: '/api/user/refresh-token', json: { refresh_token: run.rng.text(40) } },
        { anonymous: true },
      ),
  },
  {
    name: 'no token',
    codes: [401],
    send: (run) =>
      run.call(
        { method: 'GET', path: run.rng.pick(['/api/projects', '/api/user/me', '/ai/task/detail?task_id=x']) },
        { anonymous: true },
      ),
  },
  {
    name: 'garbage token',
    codes: [401],
    send: (run) =>
      run.call({
        method: 'GET',
        path: '/api/projects',
        token: run.rng.pick(['x', 'a.b.c', run.rng.text(300), '']),
      }),
  },
  {
    name: 'tampered token',
    codes: [401],
    send: (run) => {
      const token = run.user.access;
      const at = run.rng.int(0, token.length - 3); // not the last characters, whose low bits base64 may ignore
      const flipped = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
      return run.call({ method: 'GET', path: '/api/projects', token: flipped });
    },
  },
  {
    name: 'not a bearer',
    codes: [401],
    send: (run) =>
      run.call(
        {
          method: 'GET',
          path: '/api/projects',
          headers: { Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
        },
        { anonymous: true },
      ),
  },
];

const stranger: Action = {
  name: 'stranger',
  group: 'auth',
  weight: 2,
  async run(run) {
    const call = run.rng.pick(STRANGER);
    run.expect(await call.send(run), call.codes, call.name);
  },
};

export const AUTH_ACTIONS: readonly Action[] = [refresh, me, secondSession, stranger];
