/** The language switcher: every site language by its own name; changing it re-renders the UI. */
import { SITE_LANGUAGES } from '../../../shared/constants.ts';
import { isSiteLanguage, SITE_LANGUAGE_INFO } from '../../../shared/i18n/languages.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { Select } from './controls/Select.tsx';

export function LanguageSwitcher() {
  const { lang, setLang } = useLanguage();
  const t = useT('common');
  return (
    <span className="cw-language">
      <Select
        label={t('language')}
        value={lang}
        options={SITE_LANGUAGES.map((code) => ({
          value: code,
          label: SITE_LANGUAGE_INFO[code].nativeName,
          lang: SITE_LANGUAGE_INFO[code].tag,
        }))}
        onChange={(value) => {
          if (isSiteLanguage(value)) setLang(value);
        }}
      />
    </span>
  );
}
