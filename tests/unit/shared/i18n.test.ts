import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../../src/shared/constants.ts';
import { SITE_LANGUAGE_INFO, isSiteLanguage, siteLanguageForTag } from '../../../src/shared/i18n/index.ts';

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
