/**
 * The editor's UI language: `?lang=` (the language sites link to `/editor?lang=fr`), else the
 * language chosen before (local storage), else the browser's, else English. Setting it writes `<html lang dir>`
 * so Arabic lays the whole page out right to left.
 */
import { allowedStorage } from '../api/browser-ports.ts';
import type { SiteLanguage } from '../../shared/constants.ts';
import {
  DEFAULT_SITE_LANGUAGE,
  isSiteLanguage,
  SITE_LANGUAGE_INFO,
  siteLanguageForTag,
} from '../../shared/i18n/languages.ts';

export const LANGUAGE_STORAGE_KEY = 'clipwright.lang';

export function initialLanguage(
  search: string = location.search,
  storage: Pick<Storage, 'getItem'> | undefined = allowedStorage(),
  browserTags: readonly string[] = navigator.languages,
): SiteLanguage {
  const asked = new URLSearchParams(search).get('lang');
  if (asked !== null && isSiteLanguage(asked)) return asked;
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  if (stored != null && isSiteLanguage(stored)) return stored;
  for (const tag of browserTags) {
    const lang = siteLanguageForTag(tag);
    if (lang !== undefined) return lang;
  }
  return DEFAULT_SITE_LANGUAGE;
}

/** Applies the language to the document and remembers it. */
export function applyLanguage(lang: SiteLanguage, root: HTMLElement = document.documentElement): void {
  const info = SITE_LANGUAGE_INFO[lang];
  root.lang = info.tag;
  root.dir = info.dir;
  allowedStorage()?.setItem(LANGUAGE_STORAGE_KEY, lang);
}
