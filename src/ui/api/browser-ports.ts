import type { CookieJar, KeyValueStorage, Navigation } from './ports.ts';

/** `document.cookie` as a CookieJar: path /, SameSite=Lax, Secure on https (as the language sites write them). */
export function browserCookies(): CookieJar {
  const write = (name: string, value: string, maxAgeSeconds: number) => {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
  };
  return {
    get(name) {
      for (const part of document.cookie.split(';')) {
        const eq = part.indexOf('=');
        if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
      }
      return undefined;
    },
    set: write,
    remove: (name) => write(name, '', 0),
  };
}

export function browserStorage(): KeyValueStorage {
  return localStorage;
}

/**
 * Local storage, or undefined where the browser denies it (a page framed by another site): what a page keeps
 * for convenience (the language, export options, uploads, panel sizes) then lasts only for this visit.
 */
export function allowedStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function browserNavigation(): Navigation {
  return {
    reload: () => location.reload(),
    assign: (url) => location.assign(url),
  };
}
