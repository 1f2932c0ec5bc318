import { Hono } from 'hono';
import type { z } from 'zod';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  type AuthUser,
  type SignOutResponse,
  type TokenPair,
} from '../../shared/api/auth.ts';
import { RefreshRequest, SignInRequest, SignUpRequest } from '../../shared/api/auth-requests.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { requireAuth } from '../auth/middleware.ts';
import { admitAttempt, createAuthLimits, type AuthLimits } from '../auth/sign-in-limits.ts';
import { revokeSession, rotateRefreshToken, startSession, type IssuedTokens } from '../auth/tokens.ts';
import type { ApiEnv, ServerContext } from '../context.ts';
import { clientAddress } from '../http/client-address.ts';
import { jsonBody } from '../http/validators.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { ok } from '../http/respond.ts';

interface UserRow {
  id: number;
  email: string;
  name: string;
  password_hash: string;
  tier: 'free' | 'pro';
}

function pair(tokens: IssuedTokens, user: AuthUser): TokenPair {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    refresh_expires_in: REFRESH_TOKEN_TTL_SECONDS,
    user,
  };
}

function findUser(ctx: ServerContext, where: 'email' | 'id', value: string | number): UserRow | undefined {
  return ctx.db
    .prepare(`SELECT id, email, name, password_hash, tier FROM users WHERE ${where} = ?`)
    .get(value) as UserRow | undefined;
}

/** Creates a user (used by sign-up and by the demo account). Throws code 409 when the email is taken. */
export async function createUser(
  ctx: ServerContext,
  input: z.output<typeof SignUpRequest>,
): Promise<AuthUser> {
  const hash = await hashPassword(input.password);
  try {
    const info = ctx.db
      .prepare('INSERT INTO users (email, name, password_hash, created_at) VALUES (?, ?, ?, ?)')
      .run(input.email, input.name, hash, ctx.now());
    return { id: Number(info.lastInsertRowid), email: input.email, name: input.name };
  } catch (error) {
    if (error instanceof Error && /UNIQUE/.test(error.message)) {
      throw new ApiError(409, `email: '${input.email}' is already registered`);
    }
    throw error;
  }
}

/**
 * `/api/user/*`: sign-up, sign-in, refresh-token (rotation), sign-out, me. Sign-in and sign-up are limited per
 * email and per client address (auth/sign-in-limits.ts); the language sites' pages post here too.
 */
export function userRoutes(ctx: ServerContext, limits: AuthLimits = createAuthLimits(ctx.now)): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.post('/sign-up', jsonBody(SignUpRequest), async (c) => {
    const input = c.req.valid('json');
    const attempt = admitAttempt(limits, 'sign-up', input.email, clientAddress(c), ctx.now());
    const user = await createUser(ctx, input);
    attempt.succeeded();
    return ok(c, pair(startSession(ctx.db, ctx.secrets.tokens, user.id, ctx.now()), user));
  });

  app.post('/sign-in', jsonBody(SignInRequest), async (c) => {
    const input = c.req.valid('json');
    const attempt = admitAttempt(limits, 'sign-in', input.email, clientAddress(c), ctx.now());
    const row = findUser(ctx, 'email', input.email);
    // Hash even for unknown emails so that timing does not tell which emails exist.
    const valid = await verifyPassword(input.password, row?.password_hash ?? 'scrypt$0$0$0$AAAA$AAAA');
    if (row === undefined || !valid) throw badRequest('email or password is wrong');
    attempt.succeeded();
    const user = { id: row.id, email: row.email, name: row.name };
    return ok(c, pair(startSession(ctx.db, ctx.secrets.tokens, row.id, ctx.now()), user));
  });

  app.post('/refresh-token', jsonBody(RefreshRequest), async (c) => {
    const input = c.req.valid('json');
    const result = rotateRefreshToken(ctx.db, ctx.secrets.tokens, input.refresh_token, ctx.now());
    if (!result.ok) throw badRequest(result.reason);
    const row = findUser(ctx, 'id', result.userId);
    if (row === undefined) throw badRequest('refresh_token: its user no longer exists');
    return ok(c, pair(result.tokens, { id: row.id, email: row.email, name: row.name }));
  });

  app.get('/sign-out', requireAuth(ctx), (c) => {
    revokeSession(ctx.db, c.get('auth').sessionId, ctx.now());
    const data: SignOutResponse = { signed_out: true };
    return ok(c, data);
  });

  app.get('/me', requireAuth(ctx), (c) => {
    const row = findUser(ctx, 'id', c.get('auth').userId);
    if (row === undefined) throw badRequest('user no longer exists');
    return ok(c, { id: row.id, email: row.email, name: row.name, tier: row.tier });
  });

  return app;
}
