import { LANGUAGE_CODE_MAP } from '../constants.ts';

/** Site language codes that differ from the voice list's: jp → ja, kr → ko, se → sv. */
export function voiceLanguage(siteLanguage: string): string {
  const code = siteLanguage.trim().toLowerCase();
  return LANGUAGE_CODE_MAP[code] ?? code;
}

/** Whether a voice's `lan` (e.g. 'en', 'en-US', 'ja-JP') is in the given voice language. */
export function voiceSpeaks(voiceLan: string, language: string): boolean {
  const lan = voiceLan.toLowerCase();
  const wanted = language.toLowerCase();
  return lan === wanted || lan.startsWith(`${wanted}-`) || lan.startsWith(`${wanted}_`);
}
