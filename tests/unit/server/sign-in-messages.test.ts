import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES, signInText } from '../../../src/server/sites/messages.ts';
import { SITE_LANGUAGES } from '../../../src/shared/constants.ts';

const englishKeys = Object.keys(SIGN_IN_MESSAGES.en).sort();

describe('sign-in message catalogues', () => {
  it('exist for the 11 site languages, each with exactly the English keys and no empty message', () => {
    expect(Object.keys(SIGN_IN_MESSAGES).sort()).toEqual([...SITE_LANGUAGES].sort());
    expect(englishKeys.length).toBe(25);
    for (const code of SITE_LANGUAGES) {
      const messages: Record<string, string> = SIGN_IN_MESSAGES[code];
      expect(Object.keys(messages).sort(), code).toEqual(englishKeys);
      for (const key of englishKeys) expect(messages[key]?.trim(), `${code}.${key}`).not.toBe('');
    }
  });

  it('hold messages that parse as ICU and take the arguments of English', () => {
    for (const code of SITE_LANGUAGES) {
      const messages: Record<string, string> = SIGN_IN_MESSAGES[code];
      for (const key of englishKeys) {
        const same = isStructurallySame(
          parse((SIGN_IN_MESSAGES.en as Record<string, string>)[key] ?? ''),
          parse(messages[key] ?? ''),
        );
        expect(same.success, `${code}.${key}: ${same.error?.message ?? ''}`).toBe(true);
      }
    }
  });

  it('are translated: no language but English reuses the English title or error messages', () => {
    for (const code of SITE_LANGUAGES.filter((c) => c !== 'en')) {
      for (const key of ['title', 'errorWrongPassword', 'errorInvalidEmail', 'continueToEditor'] as const) {
        expect(SIGN_IN_MESSAGES[code][key], `${code}.${key}`).not.toBe(SIGN_IN_MESSAGES.en[key]);
      }
    }
  });

  it('fill their arguments in Latin digits, and refuse to leave one unfilled', () => {
    expect(signInText('fr', 'errorPasswordShort', { min: 8 })).toBe(
      'Le mot de passe doit contenir au moins 8 caractères.',
    );
    expect(signInText('ar', 'passwordHint', { min: 8 })).toContain('8');
    expect(signInText('de', 'signedInAs', { name: 'Ada' })).toBe('Sie sind als Ada angemeldet.');
    // The page's script fills the name itself, so the page hands it the message with `{name}` kept.
    expect(signInText('en', 'signedInAs', { name: '{name}' })).toBe('You are signed in as {name}.');
    expect(() => signInText('en', 'signedInAs')).toThrow(
      /^sign-in message 'signedInAs' \(en\): .*"name" was not provided/,
    );
  });
});
