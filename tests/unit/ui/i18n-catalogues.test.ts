import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../../src/shared/constants.ts';
import { intlFor } from '../../../src/ui/i18n/intl.ts';
import { ENGLISH_MESSAGES, loadMessages } from '../../../src/ui/i18n/messages.ts';
import ar from '../../../src/ui/i18n/messages/ar.json';
import de from '../../../src/ui/i18n/messages/de.json';
import en from '../../../src/ui/i18n/messages/en.json';
import es from '../../../src/ui/i18n/messages/es.json';
import fr from '../../../src/ui/i18n/messages/fr.json';
import it_ from '../../../src/ui/i18n/messages/it.json';
import jp from '../../../src/ui/i18n/messages/jp.json';
import kr from '../../../src/ui/i18n/messages/kr.json';
import nl from '../../../src/ui/i18n/messages/nl.json';
import pt from '../../../src/ui/i18n/messages/pt.json';
import tw from '../../../src/ui/i18n/messages/tw.json';

// The catalogue files as written, before loadMessages fills a missing key with English.
const FILES: Record<string, Record<string, string>> = { ar, de, en, es, fr, it: it_, jp, kr, nl, pt, tw };
const englishKeys = Object.keys(en).sort();

describe('message catalogues', () => {
  it('exist for the 11 site languages, each with exactly the English keys and no empty message', () => {
    expect(Object.keys(FILES).sort()).toEqual([...SITE_LANGUAGES].sort());
    expect(englishKeys.length).toBeGreaterThan(600);
    for (const [lang, messages] of Object.entries(FILES)) {
      expect(Object.keys(messages).sort(), lang).toEqual(englishKeys);
      for (const key of englishKeys) expect(messages[key]?.trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('hold messages that parse as ICU and take the arguments of English, of the same kinds', () => {
    for (const [lang, messages] of Object.entries(FILES)) {
      for (const key of englishKeys) {
        const english = parse(en[key as keyof typeof en]);
        const translated = parse(messages[key] ?? '');
        const same = isStructurallySame(english, translated);
        expect(same.success, `${lang} ${key}: ${same.error?.message ?? ''}`).toBe(true);
      }
    }
  });

  it('load one language with English under it, and render its text as written', async () => {
    const fr = await loadMessages('fr');
    expect(Object.keys(fr).sort()).toEqual(englishKeys);
    const intl = intlFor('fr', fr);
    expect(intl.locale).toBe('fr-u-nu-latn');
    expect(intl.formatMessage({ id: 'player.play' })).toBe('Lire');
    expect(intl.formatMessage({ id: 'common.saveFailed' }, { error: 'disque plein' })).toBe(
      'Non enregistré : disque plein',
    );
    expect(await loadMessages('en')).toBe(ENGLISH_MESSAGES);
    expect(intlFor('tw', await loadMessages('tw')).locale).toBe('zh-Hant-TW-u-nu-latn');
  });

  it('show counts with the language’s plural rules, and numbers with its separators in Latin digits', async () => {
    const en = intlFor('en', ENGLISH_MESSAGES);
    const count = (intl: typeof en, n: number) =>
      intl.formatMessage({ id: 'transition.count' }, { count: n });
    expect(count(en, 1)).toBe('1 transition');
    expect(count(en, 12)).toBe('12 transitions');
    const ar = intlFor('ar', await loadMessages('ar'));
    expect([1, 2, 3, 11, 100].map((n) => count(ar, n))).toEqual([
      'انتقال واحد',
      'انتقالان',
      '3 انتقالات',
      '11 انتقالًا',
      '100 انتقال',
    ]);
    const fr = intlFor('fr', await loadMessages('fr'));
    expect(fr.formatMessage({ id: 'projects.templateScenes' }, { count: 1, seconds: 8 })).toBe(
      '1 scène · 8 s',
    );
    expect(fr.formatMessage({ id: 'projects.templateScenes' }, { count: 3, seconds: 8 })).toBe(
      '3 scènes · 8 s',
    );
    expect(en.formatMessage({ id: 'timeline.zoomLevel' }, { percent: 1.5 })).toBe('Zoom 150%');
    // French puts a no-break space (which one depends on the ICU version) before the percent sign.
    expect(fr.formatMessage({ id: 'timeline.zoomLevel' }, { percent: 1.5 })).toMatch(
      /^Zoom 150[\u00a0\u202f]%$/,
    );
    expect(en.formatMessage({ id: 'libraries.reasonTooLarge' }, { size: 123.45, limit: 100 })).toBe(
      'it is 123.5 MB, the limit is 100 MB',
    );
    expect(fr.formatMessage({ id: 'libraries.reasonTooLarge' }, { size: 123.45, limit: 100 })).toBe(
      'il fait 123,5 Mo, la limite est 100 Mo',
    );
    expect(ar.formatNumber(1234.5)).toBe('1,234.5');
  });
});
