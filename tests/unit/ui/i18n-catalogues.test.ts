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
    expect(intl.locale).toBe('fr');
    expect(intl.formatMessage({ id: 'player.play' })).toBe('Lire');
    expect(intl.formatMessage({ id: 'common.saveFailed' }, { error: 'disque plein' })).toBe(
      'Non enregistré : disque plein',
    );
    expect(await loadMessages('en')).toBe(ENGLISH_MESSAGES);
    expect(intlFor('tw', await loadMessages('tw')).locale).toBe('zh-Hant-TW');
  });
});
