import type { MiddlewareHandler } from 'hono';
import type { ApiEnv, ServerContext } from '../context.ts';
import { unauthorized } from '../http/errors.ts';
import { isSessionActive, readAccessToken } from './tokens.ts';

/** Requires `Authorization: Bearer <access_token>` of a live session; otherwise code 401. */
export function requireAuth(ctx: ServerContext): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined || header.trim() === '')
      throw unauthorized('Authorization: missing bearer access token');
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (match?.[1] === undefined) throw unauthorized('Authorization: expected "Bearer <access_token>"');
    const result = readAccessToken(ctx.secrets.tokens, match[1], ctx.now());
    if (!result.ok) throw unauthorized(result.reason);
    if (!isSessionActive(ctx.db, result.claims.sessionId))
      throw unauthorized('access token: session is signed out');
    c.set('auth', { userId: result.claims.userId, sessionId: result.claims.sessionId });
    await next();
  };
}
