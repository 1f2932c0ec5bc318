/** The language switcher: every site language by its own name; changing it re-renders the UI. */
import { SITE_LANGUAGES } from '../../../shared/constants.ts';
import { isSiteLanguage, SITE_LANGUAGE_INFO } from '../../../shared/i18n/languages.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';

export function LanguageSwitcher() {
  const { lang, setLang } = useLanguage();
  const t = useT('common');
  return (
    <label className="cw-language">
      <span className="cw-visually-hidden">{t('language')}</span>
      <select
        value={lang}
        aria-label={t('language')}
        onChange={(event) => {
          if (isSiteLanguage(event.target.value)) setLang(event.target.value);
        }}
      >
        {SITE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={SITE_LANGUAGE_INFO[code].tag}>
            {SITE_LANGUAGE_INFO[code].nativeName}
          </option>
        ))}
      </select>
    </label>
  );
}
