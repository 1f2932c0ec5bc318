import { withoutAudio } from '../speech/cached-audio.ts';
import { CLONED_VOICE_UNUSABLE, type ClonedVoiceInfo, type SpeechVoice, type Voice } from '../model/voice.ts';
import type { Project } from '../model/project.ts';
import type { Speech } from '../model/speech.ts';
import { type Gender, MALE, normalizeGender } from './gender.ts';
import { voiceSpeaks } from './language.ts';

export interface VoiceReplacementOptions {
  /** The app voice list (`list-v3`). */
  voices: readonly Voice[];
  /** Ids of the default voices (dev 750/751, production 2364/2363; the local API has its own). */
  defaultVoiceIds: { male: number; female: number };
  /**
   * The clone-voice info of each cloned voice used, by voice id; `null` when the info call failed.
   * A cloned voice missing from this map is left alone (its info was not asked for).
   */
  clonedVoiceInfo?: ReadonlyMap<string, ClonedVoiceInfo | null>;
}

export interface VoiceReplacement {
  path: string;
  from: string;
  to: string;
  reason: 'cloned voice unusable' | 'cloned voice info failed' | 'voice no longer offered';
}

/** The default voice of a gender: its replacement id, else a free English voice of that gender, else any. */
export function defaultVoice(gender: Gender, options: VoiceReplacementOptions): Voice | undefined {
  const { voices, defaultVoiceIds } = options;
  const id = gender === MALE ? defaultVoiceIds.male : defaultVoiceIds.female;
  return (
    voices.find((voice) => voice.id === id) ??
    voices.find(
      (voice) =>
        voice.is_free === 1 && normalizeGender(voice.gender) === gender && voiceSpeaks(voice.lan, 'en'),
    ) ??
    voices.find((voice) => normalizeGender(voice.gender) === gender) ??
    voices[0]
  );
}

/** A free voice of the same gender and country, else the default voice. */
export function similarFreeVoice(
  gender: Gender,
  country: string | undefined,
  options: VoiceReplacementOptions,
): Voice | undefined {
  const sameCountry =
    country === undefined
      ? undefined
      : options.voices.find(
          (voice) =>
            voice.is_free === 1 && normalizeGender(voice.gender) === gender && voice.country_name === country,
        );
  return sameCountry ?? defaultVoice(gender, options);
}

/** The voice settings a chosen voice gives (id, name, language and country kept for later checks). */
export function voiceSettingsFor(voice: Voice, previous: SpeechVoice): SpeechVoice {
  const { voiceType: _dropped, model: _model, ref: _ref, ...rest } = previous;
  return {
    ...rest,
    voice: { id: voice.id, name: voice.name, lan: voice.lan, country_name: voice.country_name },
    ...(voice.voiceType !== undefined ? { voiceType: voice.voiceType } : {}),
    tts_config: { ...previous.tts_config, words_per_minute: voice.tts_config.words_per_minute },
    gender: normalizeGender(voice.gender),
  };
}

function replacementFor(
  settings: SpeechVoice,
  options: VoiceReplacementOptions,
): { voice: Voice; reason: VoiceReplacement['reason'] } | undefined {
  const chosen = settings.voice;
  if (chosen === null) return undefined;
  const gender = normalizeGender(settings.gender);
  if (settings.voiceType === 'clone') {
    const key = String(chosen.id);
    if (options.clonedVoiceInfo === undefined || !options.clonedVoiceInfo.has(key)) return undefined;
    const info = options.clonedVoiceInfo.get(key);
    if (info !== null && info !== undefined && info.status !== CLONED_VOICE_UNUSABLE) return undefined;
    const voice = defaultVoice(gender, options);
    const reason = info === null || info === undefined ? 'cloned voice info failed' : 'cloned voice unusable';
    return voice === undefined ? undefined : { voice, reason };
  }
  if (options.voices.some((voice) => String(voice.id) === String(chosen.id))) return undefined;
  const country = typeof chosen.country_name === 'string' ? chosen.country_name : undefined;
  const voice = similarFreeVoice(gender, country, options);
  return voice === undefined ? undefined : { voice, reason: 'voice no longer offered' };
}

function replaceInSpeech(
  speech: Speech,
  options: VoiceReplacementOptions,
  path: string,
  log: VoiceReplacement[],
): Speech {
  let next = speech;
  const own = replacementFor(speech.property, options);
  if (own !== undefined) {
    log.push({
      path: `${path}.property`,
      from: String(speech.property.voice?.id),
      to: String(own.voice.id),
      reason: own.reason,
    });
    next = withoutAudio({ ...next, property: voiceSettingsFor(own.voice, speech.property) });
  }
  const replacedRoles = new Set<number>();
  const roles = speech.roles.map((role, index) => {
    const found = replacementFor(role.property, options);
    if (found === undefined) return role;
    replacedRoles.add(index);
    log.push({
      path: `${path}.roles[${index}].property`,
      from: String(role.property.voice?.id),
      to: String(found.voice.id),
      reason: found.reason,
    });
    return {
      ...role,
      property: voiceSettingsFor(found.voice, role.property),
      gender: normalizeGender(found.voice.gender),
    };
  });
  if (replacedRoles.size > 0) {
    next = {
      ...next,
      roles,
      contents: speech.contents.map((item) =>
        replacedRoles.has(item._roleIndex) ? withoutAudio(item) : item,
      ),
    };
  }
  return next;
}

/**
 * Replaces unusable and withdrawn voices in every speech and conversation role: a cloned
 * voice whose info call failed or reports status 2 becomes the default free voice of its gender; a voice no
 * longer in the list becomes a free voice of the same gender and country, else the default voice. Replaced
 * voices lose their cached resource info, subtitles and mouth shapes.
 */
export function replaceVoices(
  project: Project,
  options: VoiceReplacementOptions,
): { project: Project; replacements: VoiceReplacement[] } {
  const replacements: VoiceReplacement[] = [];
  const clips = project.clips.map((scene, index) => {
    const speech = replaceInSpeech(scene.speech, options, `$.clips[${index}].speech`, replacements);
    return speech === scene.speech ? scene : { ...scene, speech };
  });
  return { project: replacements.length === 0 ? project : { ...project, clips }, replacements };
}
