import type { SiteLanguage } from '../constants.ts';

/**
 * A string table of the server-rendered sign-in pages: every site language gives every key, and the type makes a
 * missing language or key a compile error. (The editor's strings are ICU catalogues under src/ui/i18n/messages.)
 */
export type StringTable<K extends string> = { readonly [L in SiteLanguage]: Readonly<Record<K, string>> };

/** Values put into `{name}` placeholders. */
export type StringParams = Readonly<Record<string, string | number>>;

/** The placeholders a string uses, e.g. `['min']` for 'at least {min} characters'. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort();
}

/**
 * The string `key` of `table` in `lang` with its placeholders filled. A placeholder without a value is an error
 * (naming it) rather than a `{name}` left on screen.
 */
export function translate<K extends string>(
  table: StringTable<K>,
  lang: SiteLanguage,
  key: K,
  params: StringParams = {},
): string {
  return table[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`translate: no value for {${name}} in '${key}' (${lang})`);
    return String(value);
  });
}
