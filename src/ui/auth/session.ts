import { DURATIONS } from '../../shared/constants.ts';
import type { TokenPair } from '../../shared/api/auth.ts';
import type { CookieJar, KeyValueStorage, Navigation } from '../api/ports.ts';

/** Cookies the product keeps; sign-out clears all of them. */
export const AUTH_COOKIES = [
  'access_token',
  'refresh_token',
  'loginProduct',
  'user_info',
  'st',
  'st2',
  'gotoWebsiteBe',
] as const;
/** Local storage keys. */
export const STORAGE_KEYS = { userInfo: 'user_info', currentMenu: 'currentMenu' } as const;

const COOKIE_MAX_AGE_SECONDS = DURATIONS.authCookieDays * 24 * 60 * 60;

export interface AuthSessionOptions {
  cookies: CookieJar;
  storage: KeyValueStorage;
  navigation: Navigation;
  /** The current site language (its home is `/{lang}/`). */
  language: () => string;
}

/**
 * The signed-in state as the page keeps it: tokens in cookies (shared with the language sites, which write
 * them at sign-in), the user in local storage. No network here: the API client refreshes and signs out.
 */
export class AuthSession {
  constructor(private readonly options: AuthSessionOptions) {}

  accessToken(): string | undefined {
    return nonEmpty(this.options.cookies.get('access_token'));
  }

  refreshToken(): string | undefined {
    return nonEmpty(this.options.cookies.get('refresh_token'));
  }

  language(): string {
    return this.options.language();
  }

  /** Keeps a new token pair: both cookies for 30 days, and the user in local storage. */
  keep(tokens: Pick<TokenPair, 'access_token' | 'refresh_token'> & Partial<Pick<TokenPair, 'user'>>): void {
    this.options.cookies.set('access_token', tokens.access_token, COOKIE_MAX_AGE_SECONDS);
    this.options.cookies.set('refresh_token', tokens.refresh_token, COOKIE_MAX_AGE_SECONDS);
    if (tokens.user !== undefined)
      this.options.storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(tokens.user));
  }

  /** The user kept at sign-in, or undefined when absent or unreadable. */
  user(): unknown {
    const raw = this.options.storage.getItem(STORAGE_KEYS.userInfo);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  }

  /** Reloads the page, so that everything starts again with the rewritten cookies (after a token refresh). */
  reload(): void {
    this.options.navigation.reload();
  }

  /** Sign-out: clears local storage and the cookies, then goes to the home of the current language. */
  signOut(): void {
    this.options.storage.clear();
    for (const name of AUTH_COOKIES) this.options.cookies.remove(name);
    this.options.navigation.assign(`/${encodeURIComponent(this.options.language())}/`);
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}
