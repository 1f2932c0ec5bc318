/** The inspector's strings in the 11 site languages (one file per language under strings/). */
import type { StringTable } from '../../../shared/i18n/table.ts';
import { AR } from './strings/ar.ts';
import { DE } from './strings/de.ts';
import { EN, type InspectorKey } from './strings/en.ts';
import { ES } from './strings/es.ts';
import { FR } from './strings/fr.ts';
import { IT } from './strings/it.ts';
import { JP } from './strings/jp.ts';
import { KR } from './strings/kr.ts';
import { NL } from './strings/nl.ts';
import { PT } from './strings/pt.ts';
import { TW } from './strings/tw.ts';

export type { InspectorKey };

export const INSPECTOR_STRINGS: StringTable<InspectorKey> = {
  en: EN,
  fr: FR,
  ar: AR,
  jp: JP,
  de: DE,
  it: IT,
  pt: PT,
  es: ES,
  tw: TW,
  kr: KR,
  nl: NL,
};
