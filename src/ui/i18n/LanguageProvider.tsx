/**
 * Holds the UI language: loads its catalogue, then shows the children in it. A switch keeps the old language on
 * screen until the new catalogue has arrived, so no screen flashes untranslated keys or English; the first
 * language renders nothing until it is there (English, bundled, is there at once).
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import type { SiteLanguage } from '../../shared/constants.ts';
import { intlFor } from './intl.ts';
import { applyLanguage } from './language.ts';
import { ENGLISH_MESSAGES, loadMessages } from './messages.ts';
import { LanguageContext } from './use-t.ts';

interface Shown {
  lang: SiteLanguage;
  intl: IntlShape;
}

const ENGLISH: Shown = { lang: 'en', intl: intlFor('en', ENGLISH_MESSAGES) };

export function LanguageProvider(props: { initialLanguage: SiteLanguage; children: ReactNode }) {
  const [wanted, setWanted] = useState(props.initialLanguage);
  const [shown, setShown] = useState<Shown | undefined>(wanted === 'en' ? ENGLISH : undefined);
  useEffect(() => {
    // A catalogue that arrives after a later choice is dropped.
    let latest = true;
    loadMessages(wanted).then(
      (messages) => {
        if (latest) setShown(wanted === 'en' ? ENGLISH : { lang: wanted, intl: intlFor(wanted, messages) });
      },
      (error: unknown) => {
        // A catalogue that cannot be fetched (offline) leaves the UI in the language it has, or in English.
        console.error(`The ${wanted} messages could not be loaded`, error);
        if (latest) setShown((now) => now ?? ENGLISH);
      },
    );
    return () => {
      latest = false;
    };
  }, [wanted]);
  const lang = shown?.lang;
  useEffect(() => {
    if (lang !== undefined) applyLanguage(lang);
  }, [lang]);
  const language = useMemo(() => (lang === undefined ? undefined : { lang, setLang: setWanted }), [lang]);

  if (shown === undefined || language === undefined) return null;
  return (
    <LanguageContext.Provider value={language}>
      <RawIntlProvider value={shown.intl}>{props.children}</RawIntlProvider>
    </LanguageContext.Provider>
  );
}
