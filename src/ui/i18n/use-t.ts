/**
 * UI strings: each screen keeps its own string table (a `StringTable`, complete for the 11 site languages by
 * its type) next to its components and reads it with `useT(table)`.
 */
import { createContext, useCallback, useContext } from 'react';
import type { SiteLanguage } from '../../shared/constants.ts';
import { translate } from '../../shared/i18n/table.ts';
import type { StringParams, StringTable } from '../../shared/i18n/table.ts';

export interface LanguageState {
  lang: SiteLanguage;
  setLang(lang: SiteLanguage): void;
}

export const LanguageContext = createContext<LanguageState>({ lang: 'en', setLang: () => {} });

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/** `t(key, params)` in the current language. */
export function useT<K extends string>(table: StringTable<K>): (key: K, params?: StringParams) => string {
  const { lang } = useLanguage();
  return useCallback((key: K, params?: StringParams) => translate(table, lang, key, params), [table, lang]);
}
