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

/**
 * Numbers and dates keep Latin digits in every language (`-u-nu-latn`), as the player's clock and the export
 * dialog always wrote them, while separators, plural rules and word order follow the language.
 */
export function intlFor(lang: SiteLanguage, messages: Messages): IntlShape {
  const locale = `${SITE_LANGUAGE_INFO[lang].tag}-u-nu-latn`;
  return createIntl({ locale, defaultLocale: 'en', messages }, cache);
}

/** Options for a number with exactly `digits` decimals (seconds as 2.5 or 2,50). */
export function fractionDigits(digits: number): {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
} {
  return { minimumFractionDigits: digits, maximumFractionDigits: digits };
}
