import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../../shared/api/auth.ts';
import type { Db } from '../db/open.ts';

export interface TokenClock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export interface AccessClaims {
  userId: number;
  sessionId: string;
  /** Expiry, Unix seconds. */
  exp: number;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

const ACCESS_PREFIX = 'cwa';
const REFRESH_PREFIX = 'cwr';

const sign = (secret: Buffer, text: string): string =>
  createHmac('sha256', secret).update(text).digest('base64url');
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function createAccessToken(secret: Buffer, claims: AccessClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ sub: claims.userId, sid: claims.sessionId, exp: claims.exp }),
  ).toString('base64url');
  const body = `${ACCESS_PREFIX}.${payload}`;
  return `${body}.${sign(secret, body)}`;
}

/** The claims of a well-signed token, or a reason it is not acceptable (expiry is checked too). */
export function readAccessToken(
  secret: Buffer,
  token: string,
  nowMs: number,
): { ok: true; claims: AccessClaims } | { ok: false; reason: string } {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== ACCESS_PREFIX)
    return { ok: false, reason: 'access token is malformed' };
  const [prefix, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${prefix}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'access token signature is invalid' };
  }
  let raw: { sub?: unknown; sid?: unknown; exp?: unknown };
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof raw;
  } catch {
    return { ok: false, reason: 'access token is malformed' };
  }
  if (typeof raw.sub !== 'number' || typeof raw.sid !== 'string' || typeof raw.exp !== 'number') {
    return { ok: false, reason: 'access token is malformed' };
  }
  if (raw.exp * 1000 <= nowMs) return { ok: false, reason: 'access token has expired' };
  return { ok: true, claims: { userId: raw.sub, sessionId: raw.sid, exp: raw.exp } };
}

function issueRefreshToken(db: Db, sessionId: string, nowMs: number): string {
  const token = `${REFRESH_PREFIX}.${randomBytes(32).toString('base64url')}`;
  db.prepare('INSERT INTO refresh_tokens (token_hash, session_id, expires_at) VALUES (?, ?, ?)').run(
    hashToken(token),
    sessionId,
    nowMs + REFRESH_TOKEN_TTL_SECONDS * 1000,
  );
  return token;
}

function accessFor(secret: Buffer, userId: number, sessionId: string, nowMs: number): string {
  return createAccessToken(secret, {
    userId,
    sessionId,
    exp: Math.floor(nowMs / 1000) + ACCESS_TOKEN_TTL_SECONDS,
  });
}

/** Starts a session for a signed-in user. */
export function startSession(db: Db, secret: Buffer, userId: number, nowMs: number): IssuedTokens {
  const sessionId = randomUUID();
  return db.transaction(() => {
    db.prepare('INSERT INTO sessions (id, user_id, created_at) VALUES (?, ?, ?)').run(
      sessionId,
      userId,
      nowMs,
    );
    const refreshToken = issueRefreshToken(db, sessionId, nowMs);
    return { accessToken: accessFor(secret, userId, sessionId, nowMs), refreshToken, sessionId };
  })();
}

interface RefreshRow {
  session_id: string;
  expires_at: number;
  used_at: number | null;
  user_id: number;
  revoked_at: number | null;
}

/**
 * Rotates a refresh token: the old one stops working and a new pair is issued. Reusing an already used token
 * revokes its whole session (a stolen token is worth nothing). Unknown, used, expired or revoked → a reason.
 */
export function rotateRefreshToken(
  db: Db,
  secret: Buffer,
  token: string,
  nowMs: number,
): { ok: true; tokens: IssuedTokens; userId: number } | { ok: false; reason: string } {
  return db.transaction(() => {
    const row = db
      .prepare(
        `SELECT r.session_id, r.expires_at, r.used_at, s.user_id, s.revoked_at
         FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id WHERE r.token_hash = ?`,
      )
      .get(hashToken(token)) as RefreshRow | undefined;
    if (row === undefined) return { ok: false as const, reason: 'refresh_token is unknown' };
    if (row.revoked_at !== null)
      return { ok: false as const, reason: 'refresh_token belongs to a signed-out session' };
    if (row.used_at !== null) {
      db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ?').run(nowMs, row.session_id);
      return { ok: false as const, reason: 'refresh_token was already used (session revoked)' };
    }
    if (row.expires_at <= nowMs) return { ok: false as const, reason: 'refresh_token has expired' };
    db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?').run(nowMs, hashToken(token));
    const refreshToken = issueRefreshToken(db, row.session_id, nowMs);
    const accessToken = accessFor(secret, row.user_id, row.session_id, nowMs);
    return {
      ok: true as const,
      userId: row.user_id,
      tokens: { accessToken, refreshToken, sessionId: row.session_id },
    };
  })();
}

export function isSessionActive(db: Db, sessionId: string): boolean {
  const row = db.prepare('SELECT revoked_at FROM sessions WHERE id = ?').get(sessionId) as
    { revoked_at: number | null } | undefined;
  return row !== undefined && row.revoked_at === null;
}

export function revokeSession(db: Db, sessionId: string, nowMs: number): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(nowMs, sessionId);
}
