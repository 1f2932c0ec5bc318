/**
 * The sign-in pages' strings: one ICU MessageFormat catalogue per site language under messages/, formatted on the
 * server with FormatJS's intl-messageformat (the editor uses the same message syntax through react-intl). The
 * English catalogue defines the keys; every other catalogue must give each of them (a test checks it).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { SiteLanguage } from '../../shared/constants.ts';
import { SITE_LANGUAGE_INFO } from '../../shared/i18n/languages.ts';
import ar from './messages/ar.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import jp from './messages/jp.json' with { type: 'json' };
import kr from './messages/kr.json' with { type: 'json' };
import nl from './messages/nl.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };
import tw from './messages/tw.json' with { type: 'json' };

export type SignInMessageKey = keyof typeof en;
export type SignInMessages = Readonly<Record<SignInMessageKey, string>>;

/** Values put into a message's arguments (`{min}`, `{name}`). */
export type SignInValues = Readonly<Record<string, string | number>>;

export const SIGN_IN_MESSAGES: Readonly<Record<SiteLanguage, SignInMessages>> = {
  ar,
  de,
  en,
  es,
  fr,
  it,
  jp,
  kr,
  nl,
  pt,
  tw,
};

// A parsed message per language and key: the pages are rendered on every request.
const formats = new Map<string, IntlMessageFormat>();

function formatOf(lang: SiteLanguage, key: SignInMessageKey): IntlMessageFormat {
  const id = `${lang}.${key}`;
  let format = formats.get(id);
  if (format === undefined) {
    // Latin digits in every language, as the editor writes numbers.
    format = new IntlMessageFormat(SIGN_IN_MESSAGES[lang][key], `${SITE_LANGUAGE_INFO[lang].tag}-u-nu-latn`);
    formats.set(id, format);
  }
  return format;
}

/**
 * The message `key` in `lang` with its arguments filled. An argument without a value is an error naming it and
 * the message, rather than a blank or a `{name}` left on the page.
 */
export function signInText(lang: SiteLanguage, key: SignInMessageKey, values: SignInValues = {}): string {
  try {
    return String(formatOf(lang, key).format(values));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`sign-in message '${key}' (${lang}): ${reason}`, { cause: error });
  }
}
