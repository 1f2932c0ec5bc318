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

export function browserNavigation(): Navigation {
  return {
    reload: () => location.reload(),
    assign: (url) => location.assign(url),
  };
}
