/**
 * The page facilities the API client needs, behind small interfaces so that the client runs (and is tested) in
 * Node: browser implementations are in browser-ports.ts, in-memory ones in the unit tests.
 */

/** Cookies by name (values are stored URI-encoded by the browser implementation). */
export interface CookieJar {
  get(name: string): string | undefined;
  /** `maxAgeSeconds` 0 deletes the cookie. */
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

/** The subset of the Web Storage API the client uses (localStorage in the page). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** Page navigation: reload after a token refresh, go to the language home after sign-out. */
export interface Navigation {
  reload(): void;
  assign(url: string): void;
}
