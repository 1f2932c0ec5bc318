import { isSessionActive, readAccessToken } from '../auth/tokens.ts';
import type { ServerContext } from '../context.ts';

/**
 * The user an `access_token` cookie signs in, when the token is well signed, unexpired and its session not
 * signed out; otherwise undefined. Read-only: the page never rotates tokens itself (the browser script does,
 * through the API, when only the refresh token is still good).
 */
export function signedInUser(
  ctx: ServerContext,
  accessToken: string | undefined,
): { name: string } | undefined {
  if (accessToken === undefined || accessToken === '') return undefined;
  const result = readAccessToken(ctx.secrets.tokens, accessToken, ctx.now());
  if (!result.ok || !isSessionActive(ctx.db, result.claims.sessionId)) return undefined;
  return ctx.db.prepare('SELECT name FROM users WHERE id = ?').get(result.claims.userId) as
    { name: string } | undefined;
}
