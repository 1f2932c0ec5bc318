import { Hono } from 'hono';
import { z } from 'zod';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  PASSWORD_MIN_LENGTH,
  REFRESH_TOKEN_TTL_SECONDS,
  type AuthUser,
  type SignOutResponse,
  type TokenPair,
} from '../../shared/api/auth.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { requireAuth } from '../auth/middleware.ts';
import { revokeSession, rotateRefreshToken, startSession, type IssuedTokens } from '../auth/tokens.ts';
import type { ApiEnv, ServerContext } from '../context.ts';
import { readJson } from '../http/body.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { ok } from '../http/respond.ts';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email({ message: 'must be an email address' }));
const SignUp = z.object({
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1024),
  name: z.string().trim().min(1, 'must not be empty').max(100),
});
const SignIn = z.object({ email, password: z.string().min(1, 'must not be empty').max(1024) });
const Refresh = z.object({ refresh_token: z.string().min(1, 'must not be empty').max(200) });

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
export async function createUser(ctx: ServerContext, input: z.infer<typeof SignUp>): Promise<AuthUser> {
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

/** `/api/user/*`: sign-up, sign-in, refresh-token (rotation), sign-out, me. */
export function userRoutes(ctx: ServerContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.post('/sign-up', async (c) => {
    const input = await readJson(c, SignUp);
    const user = await createUser(ctx, input);
    return ok(c, pair(startSession(ctx.db, ctx.secrets.tokens, user.id, ctx.now()), user));
  });

  app.post('/sign-in', async (c) => {
    const input = await readJson(c, SignIn);
    const row = findUser(ctx, 'email', input.email);
    // Hash even for unknown emails so that timing does not tell which emails exist.
    const valid = await verifyPassword(input.password, row?.password_hash ?? 'scrypt$0$0$0$AAAA$AAAA');
    if (row === undefined || !valid) throw badRequest('email or password is wrong');
    const user = { id: row.id, email: row.email, name: row.name };
    return ok(c, pair(startSession(ctx.db, ctx.secrets.tokens, row.id, ctx.now()), user));
  });

  app.post('/refresh-token', async (c) => {
    const input = await readJson(c, Refresh);
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
