/** UI strings in React: the current language (and its switch), and `t(key, values)` for a screen's namespace. */
import { createContext, useCallback, useContext } from 'react';
import { useIntl } from 'react-intl';
import type { SiteLanguage } from '../../shared/constants.ts';
import type { KeyIn, MessageValues, Namespace } from './messages.ts';

export interface LanguageState {
  lang: SiteLanguage;
  setLang(lang: SiteLanguage): void;
}

export const LanguageContext = createContext<LanguageState>({ lang: 'en', setLang: () => {} });

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/** A screen's messages: `t('play')` is `player.play` in the current language. */
export type Translate<N extends Namespace> = (key: KeyIn<N>, values?: MessageValues) => string;

export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const intl = useIntl();
  return useCallback(
    (key: KeyIn<N>, values?: MessageValues) => intl.formatMessage({ id: `${namespace}.${key}` }, values),
    [intl, namespace],
  );
}
