import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../../src/shared/constants.ts';
import {
  SIGN_IN_STRINGS,
  SITE_LANGUAGE_INFO,
  isSiteLanguage,
  placeholdersOf,
  siteLanguageForTag,
  translate,
} from '../../../src/shared/i18n/index.ts';

describe('site languages', () => {
  it('describe each of the 11 site codes, Arabic alone right to left', () => {
    expect(Object.keys(SITE_LANGUAGE_INFO).sort()).toEqual([...SITE_LANGUAGES].sort());
    for (const code of SITE_LANGUAGES) {
      const info = SITE_LANGUAGE_INFO[code];
      expect(info.code).toBe(code);
      expect(info.nativeName.length).toBeGreaterThan(1);
      // A well-formed BCP-47 tag that Intl accepts as it is.
      expect(Intl.getCanonicalLocales(info.tag)).toEqual([info.tag]);
    }
    expect(SITE_LANGUAGES.filter((code) => SITE_LANGUAGE_INFO[code].dir === 'rtl')).toEqual(['ar']);
    expect(SITE_LANGUAGE_INFO.jp.tag).toBe('ja');
    expect(SITE_LANGUAGE_INFO.kr.tag).toBe('ko');
    expect(SITE_LANGUAGE_INFO.tw.tag).toBe('zh-Hant-TW');
  });

  it('tell site codes from other strings', () => {
    expect(isSiteLanguage('jp')).toBe(true);
    expect(isSiteLanguage('ja')).toBe(false);
    expect(isSiteLanguage('FR')).toBe(false);
    expect(isSiteLanguage('')).toBe(false);
  });

  it('map BCP-47 tags to site codes, and Simplified Chinese to none', () => {
    expect(siteLanguageForTag('ja-JP')).toBe('jp');
    expect(siteLanguageForTag('ko')).toBe('kr');
    expect(siteLanguageForTag('zh-TW')).toBe('tw');
    expect(siteLanguageForTag('zh_Hant')).toBe('tw');
    expect(siteLanguageForTag('zh-CN')).toBeUndefined();
    expect(siteLanguageForTag('pt-BR')).toBe('pt');
    expect(siteLanguageForTag('AR-EG')).toBe('ar');
    expect(siteLanguageForTag('sv-SE')).toBeUndefined();
  });
});

describe('sign-in strings', () => {
  const keys = Object.keys(SIGN_IN_STRINGS.en).sort();

  it('give every key in every language, with the same placeholders as English', () => {
    for (const code of SITE_LANGUAGES) {
      const table = SIGN_IN_STRINGS[code];
      expect(Object.keys(table).sort(), code).toEqual(keys);
      for (const key of keys) {
        const text = table[key as keyof typeof table];
        expect(text.trim(), `${code}.${key}`).not.toBe('');
        expect(placeholdersOf(text), `${code}.${key}`).toEqual(
          placeholdersOf(SIGN_IN_STRINGS.en[key as 'title']),
        );
      }
    }
  });

  it('are translated: no language but English reuses the English title or error messages', () => {
    for (const code of SITE_LANGUAGES.filter((c) => c !== 'en')) {
      for (const key of ['title', 'errorWrongPassword', 'errorInvalidEmail', 'continueToEditor'] as const) {
        expect(SIGN_IN_STRINGS[code][key], `${code}.${key}`).not.toBe(SIGN_IN_STRINGS.en[key]);
      }
    }
  });

  it('fill placeholders, and refuse to leave one unfilled', () => {
    expect(translate(SIGN_IN_STRINGS, 'fr', 'errorPasswordShort', { min: 8 })).toBe(
      'Le mot de passe doit contenir au moins 8 caractères.',
    );
    expect(translate(SIGN_IN_STRINGS, 'de', 'signedInAs', { name: 'Ada' })).toBe(
      'Sie sind als Ada angemeldet.',
    );
    expect(() => translate(SIGN_IN_STRINGS, 'en', 'signedInAs')).toThrow(
      "translate: no value for {name} in 'signedInAs' (en)",
    );
    expect(placeholdersOf('at least {min}, {name}')).toEqual(['min', 'name']);
  });
});
