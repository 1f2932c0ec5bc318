import type { ApiVoice } from '../../shared/api/voices.ts';
import { normalizeGender, type Gender } from '../../shared/voices/gender.ts';
import { voiceLanguage, voiceSpeaks } from '../../shared/voices/language.ts';

/** What the voice picker filters by; an absent field does not filter. */
export interface VoiceFilter {
  /** A site language (jp, kr, se are mapped) or a voice language code. */
  language?: string | undefined;
  gender?: Gender | undefined;
  /** 'free': is_free 1; 'paid': the others. */
  price?: 'free' | 'paid' | undefined;
  /** Include cloned voices (default true). */
  cloned?: boolean | undefined;
}

export function filterVoices(voices: readonly ApiVoice[], filter: VoiceFilter): ApiVoice[] {
  const language = filter.language === undefined ? undefined : voiceLanguage(filter.language);
  return voices.filter(
    (voice) =>
      (language === undefined || voiceSpeaks(voice.lan, language)) &&
      (filter.gender === undefined || normalizeGender(voice.gender) === filter.gender) &&
      (filter.price === undefined || (voice.is_free === 1) === (filter.price === 'free')) &&
      (filter.cloned !== false || voice.voiceType !== 'clone'),
  );
}

/** The languages present in a list, in first-seen order (the picker's language choices). */
export function voiceLanguages(voices: readonly ApiVoice[]): string[] {
  return [...new Set(voices.map((voice) => voice.lan))];
}
