import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../../shared/api/auth.ts';
import type { Db } from '../db/open.ts';
import { openSuccessor, REFRESH_GRACE_MS, sealSuccessor } from './refresh-grace.ts';

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
  successor_sealed: string | null;
  user_id: number;
  revoked_at: number | null;
}

type Rotation = { ok: true; tokens: IssuedTokens; userId: number } | { ok: false; reason: string };

function findRefresh(db: Db, token: string): RefreshRow | undefined {
  return db
    .prepare(
      `SELECT r.session_id, r.expires_at, r.used_at, r.successor_sealed, s.user_id, s.revoked_at
       FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id WHERE r.token_hash = ?`,
    )
    .get(hashToken(token)) as RefreshRow | undefined;
}

/** Rotations a grace answer follows: a token rotated again within the window leads on to its own successor. */
const MAX_GRACE_HOPS = 4;

/**
 * The pair a rotation of `token` issued, when it was used within the grace window: its sealed successor (or,
 * if that was rotated too within the window, the latest one) and the access token of that rotation, which is
 * made again from the same claims (the same bytes). Undefined once the window has passed.
 */
function graceAnswer(
  db: Db,
  secret: Buffer,
  token: string,
  row: RefreshRow,
  nowMs: number,
  hops = 0,
): Rotation | undefined {
  if (row.used_at === null || nowMs - row.used_at > REFRESH_GRACE_MS || row.successor_sealed === null)
    return undefined;
  const successor = openSuccessor(secret, token, row.successor_sealed);
  const next = successor === undefined ? undefined : findRefresh(db, successor);
  if (successor === undefined || next === undefined) return undefined;
  if (next.used_at !== null)
    return hops < MAX_GRACE_HOPS ? graceAnswer(db, secret, successor, next, nowMs, hops + 1) : undefined;
  const accessToken = accessFor(secret, row.user_id, row.session_id, row.used_at);
  return {
    ok: true,
    userId: row.user_id,
    tokens: { accessToken, refreshToken: successor, sessionId: row.session_id },
  };
}

/**
 * Rotates a refresh token: the old one stops working and a new pair is issued. A second use within
 * REFRESH_GRACE_MS answers the pair that rotation issued (concurrent refreshes of two tabs); any later reuse
 * revokes the whole session (a stolen token is worth nothing). Unknown, expired or revoked → a reason.
 */
export function rotateRefreshToken(db: Db, secret: Buffer, token: string, nowMs: number): Rotation {
  return db.transaction((): Rotation => {
    const row = findRefresh(db, token);
    if (row === undefined) return { ok: false, reason: 'refresh_token is unknown' };
    if (row.revoked_at !== null)
      return { ok: false, reason: 'refresh_token belongs to a signed-out session' };
    if (row.used_at !== null) {
      const again = graceAnswer(db, secret, token, row, nowMs);
      if (again !== undefined) return again;
      db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ?').run(nowMs, row.session_id);
      return { ok: false, reason: 'refresh_token was already used (session revoked)' };
    }
    if (row.expires_at <= nowMs) return { ok: false, reason: 'refresh_token has expired' };
    const refreshToken = issueRefreshToken(db, row.session_id, nowMs);
    db.prepare('UPDATE refresh_tokens SET used_at = ?, successor_sealed = ? WHERE token_hash = ?').run(
      nowMs,
      sealSuccessor(secret, token, refreshToken),
      hashToken(token),
    );
    const accessToken = accessFor(secret, row.user_id, row.session_id, nowMs);
    return {
      ok: true,
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
