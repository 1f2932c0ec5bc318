import { SITE_LANGUAGES, type SiteLanguage } from '../constants.ts';

/** How a site language is written: its name in itself, its BCP-47 tag (for `lang=`) and its direction. */
export interface SiteLanguageInfo {
  /** The site code (`jp`, `kr`, `tw` are site codes, not ISO 639 codes). */
  readonly code: SiteLanguage;
  /** The language's name in that language, as a language switcher shows it. */
  readonly nativeName: string;
  /** BCP-47 tag for `<html lang>` and `Intl` (the site codes jp, kr, tw are not valid tags). */
  readonly tag: string;
  readonly dir: 'ltr' | 'rtl';
}

const info = (code: SiteLanguage, nativeName: string, tag: string, dir: 'ltr' | 'rtl' = 'ltr') =>
  ({ code, nativeName, tag, dir }) as const;

export const SITE_LANGUAGE_INFO: Readonly<Record<SiteLanguage, SiteLanguageInfo>> = {
  fr: info('fr', 'Français', 'fr'),
  ar: info('ar', 'العربية', 'ar', 'rtl'),
  en: info('en', 'English', 'en'),
  jp: info('jp', '日本語', 'ja'),
  de: info('de', 'Deutsch', 'de'),
  it: info('it', 'Italiano', 'it'),
  pt: info('pt', 'Português', 'pt'),
  es: info('es', 'Español', 'es'),
  // Taiwan's site is written in Traditional Chinese: the script subtag picks the right glyphs.
  tw: info('tw', '繁體中文', 'zh-Hant-TW'),
  kr: info('kr', '한국어', 'ko'),
  nl: info('nl', 'Nederlands', 'nl'),
};

/** The language used when a request names none we have. */
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';

export function isSiteLanguage(code: string): code is SiteLanguage {
  return (SITE_LANGUAGES as readonly string[]).includes(code);
}

/**
 * The site language for a BCP-47 tag (`ja-JP` → jp, `zh-Hant` / `zh-TW` → tw, `ko` → kr), or undefined when we
 * have no site in that language. Only Traditional Chinese maps to tw: Simplified Chinese has no site.
 */
export function siteLanguageForTag(tag: string): SiteLanguage | undefined {
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const primary = parts[0] ?? '';
  if (primary === 'zh') {
    const traditional = parts.includes('hant') || parts.includes('tw') || parts.includes('hk');
    return traditional ? 'tw' : undefined;
  }
  return SITE_LANGUAGES.find((code) => SITE_LANGUAGE_INFO[code].tag.split('-')[0] === primary);
}
