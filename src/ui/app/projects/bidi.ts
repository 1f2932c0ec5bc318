/**
 * Text of unknown direction (a file name, an error from the API or the JSON parser) inside a right-to-left
 * sentence: wrapped in Unicode first-strong isolates, it keeps its own direction and its punctuation stays
 * put. Left-to-right languages get the text unchanged (nothing to isolate from).
 */
import type { SiteLanguage } from '../../../shared/constants.ts';
import { SITE_LANGUAGE_INFO } from '../../../shared/i18n/languages.ts';

export function isolate(text: string, lang: SiteLanguage): string {
  return SITE_LANGUAGE_INFO[lang].dir === 'rtl' ? `\u2068${text}\u2069` : text;
}
