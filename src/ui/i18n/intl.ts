/**
 * The intl object of one language: React components reach it through `useIntl` (the provider hands it down),
 * code outside React calls `intlFor` with a loaded catalogue.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { SiteLanguage } from '../../shared/constants.ts';
import { SITE_LANGUAGE_INFO } from '../../shared/i18n/languages.ts';
import type { Messages } from './messages.ts';

// Formatters (Intl.NumberFormat, plural rules, parsed messages) are kept across languages and re-renders.
const cache = createIntlCache();

export function intlFor(lang: SiteLanguage, messages: Messages): IntlShape {
  return createIntl({ locale: SITE_LANGUAGE_INFO[lang].tag, defaultLocale: 'en', messages }, cache);
}
