export interface AuthUser {
  id: number;
  email: string;
  name: string;
  /** The account's tier (`/api/user/me` says): it sets the longest video the account may export. */
  tier?: 'free' | 'pro';
}

/** Answer of sign-up, sign-in and refresh-token. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
  /** Seconds until the refresh token expires. */
  refresh_expires_in: number;
  user: AuthUser;
}

/** `GET /api/user/sign-out` answers `{signed_out: true}`; the session's tokens stop working. */
export interface SignOutResponse {
  signed_out: true;
}

/** Lifetimes of the local API's tokens. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The Web Lock every page of this origin refreshes the tokens under (the editor and the language sites), so
 * that tabs refresh one at a time and a waiting tab takes the pair the first one stored.
 */
export const REFRESH_LOCK_NAME = 'clipwright-token-refresh';
