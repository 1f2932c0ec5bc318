/**
 * The UI's message catalogues: one ICU MessageFormat file per site language under messages/, keys namespaced by
 * screen (`player.play`). English is bundled (it is the fallback for a key a translation lacks); every other
 * language is its own chunk, fetched only when a user picks it.
 */
import type { SiteLanguage } from '../../shared/constants.ts';
import en from './messages/en.json';

/** Every message key: the English catalogue defines them, so a key it lacks does not typecheck. */
export type MessageKey = keyof typeof en;
export type Messages = Readonly<Record<MessageKey, string>>;
type Translation = Readonly<Partial<Record<MessageKey, string>>>;

/** The screens' namespaces (`player`, `inspector`, …). */
export type Namespace = MessageKey extends `${infer N}.${string}` ? N : never;
/** The keys of one namespace without its prefix (`play` for `player.play`). */
export type KeyIn<N extends Namespace> = MessageKey extends infer K
  ? K extends `${N}.${infer R}`
    ? R
    : never
  : never;

/** Values put into a message's arguments. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

export const ENGLISH_MESSAGES: Messages = en;

// One import() per language so that the bundler emits one chunk per catalogue.
const TRANSLATIONS: Readonly<Record<Exclude<SiteLanguage, 'en'>, () => Promise<{ default: Translation }>>> = {
  fr: () => import('./messages/fr.json'),
  ar: () => import('./messages/ar.json'),
  jp: () => import('./messages/jp.json'),
  de: () => import('./messages/de.json'),
  it: () => import('./messages/it.json'),
  pt: () => import('./messages/pt.json'),
  es: () => import('./messages/es.json'),
  tw: () => import('./messages/tw.json'),
  kr: () => import('./messages/kr.json'),
  nl: () => import('./messages/nl.json'),
};

/** The catalogue of `lang`, English filling any key its translation lacks. */
export async function loadMessages(lang: SiteLanguage): Promise<Messages> {
  if (lang === 'en') return ENGLISH_MESSAGES;
  const translation = (await TRANSLATIONS[lang]()).default;
  return { ...ENGLISH_MESSAGES, ...translation };
}
