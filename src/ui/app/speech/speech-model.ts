/**
 * Pure rules of the speech editor: which of the five editor modes a speech is in, how
 * a mode switch keeps what the other modes hold, and which edits make generated audio stale. A speech object
 * carries every type's section, so switching type loses nothing; the one field types share is `duration`
 * (the audio's length for a generated speech, the fixed length for type duration), so each is kept aside
 * while the other type is in use.
 */
import type { ApiVoice } from '../../../shared/api/voices.ts';
import { DURATIONS, SPEECH_ESTIMATE } from '../../../shared/constants.ts';
import type { Speech } from '../../../shared/model/speech.ts';
import type { SpeechVoice } from '../../../shared/model/voice.ts';
import { hasAudio, withoutAudio } from '../../../shared/speech/cached-audio.ts';
import { SIGNATURE_FIELD } from '../../speech/scene-speech.ts';
import { speechSignature, type SpeechInput } from '../../speech/requests.ts';

/** The editor's five choices: default and cloned are both speech type default (a cloned voice's voiceType). */
export const SPEECH_MODES = ['default', 'cloned', 'upload', 'duration', 'conversation'] as const;
export type SpeechMode = (typeof SPEECH_MODES)[number];

/** Where a generated speech's audio length waits while another type is used. */
export const AUDIO_DURATION_FIELD = '_audioDuration';
/** Where a duration speech's fixed length waits while another type is used. */
export const FIXED_DURATION_FIELD = '_fixedDuration';
/** A new duration speech lasts this long (scenes without speech get 5 s). */
export const DEFAULT_FIXED_SECONDS = 5;

type Loose = Record<string, unknown>;

export function isClonedVoice(property: SpeechVoice): boolean {
  return property.voiceType === 'clone';
}

export function speechMode(speech: Speech): SpeechMode {
  if (speech.type === 'default') return isClonedVoice(speech.property) ? 'cloned' : 'default';
  return speech.type;
}

/** The voice settings of a list voice: what generation and the duration estimate read. */
export function speechVoiceOf(voice: ApiVoice): SpeechVoice {
  const cloned = voice.voiceType === 'clone';
  return {
    voice: { id: voice.id, name: voice.name },
    ...(cloned ? { voiceType: 'clone', model: String(voice.id) } : {}),
    tts_config: { ...voice.tts_config },
    gender: voice.gender,
  };
}

/** No voice chosen yet, in the family a mode needs. */
export function emptyVoice(cloned: boolean, gender: number): SpeechVoice {
  return { voice: null, ...(cloned ? { voiceType: 'clone' } : {}), tts_config: {}, gender };
}

function inputOf(speech: Pick<Speech, 'text' | 'property' | 'speed' | 'pitch'>): SpeechInput {
  return { text: speech.text, property: speech.property, speed: speech.speed, pitch: speech.pitch };
}

/** The speech without its generated audio, subtitles, mouth shapes and the note of what they were made from. */
function dropAudio<T extends object>(owner: T): T {
  const rest = { ...withoutAudio(owner as T & { resourceInfo?: undefined }) } as Loose;
  delete rest[SIGNATURE_FIELD];
  delete rest[AUDIO_DURATION_FIELD];
  return rest as T;
}

/**
 * Switches the editor mode. `voice` is the voice a mode that needs a different voice family starts with
 * (a default voice for default, the newest cloned voice for cloned); without one the voice is left unchosen.
 */
export function switchSpeechMode(speech: Speech, mode: SpeechMode, voice?: SpeechVoice): Speech {
  if (speechMode(speech) === mode) return speech;
  const loose = { ...speech } as Speech & Loose;
  // Leaving a type: keep its own use of `duration` aside.
  if (speech.type === 'duration') loose[FIXED_DURATION_FIELD] = speech.duration;
  if (speech.type === 'default' && hasAudio(speech.resourceInfo))
    loose[AUDIO_DURATION_FIELD] = speech.duration;
  switch (mode) {
    case 'default':
    case 'cloned': {
      const cloned = mode === 'cloned';
      let next: Speech = { ...loose, type: 'default' };
      if (isClonedVoice(speech.property) !== cloned) {
        next = dropAudio({ ...next, property: voice ?? emptyVoice(cloned, speech.property.gender) });
      }
      const audioDuration = (next as Loose)[AUDIO_DURATION_FIELD];
      if (hasAudio(next.resourceInfo) && typeof audioDuration === 'number') {
        next = { ...next, duration: audioDuration };
      } else if (hasAudio(next.resourceInfo)) {
        // Audio whose length was not kept cannot give the clip its length: generate it again.
        next = dropAudio(next);
      }
      return next;
    }
    case 'duration': {
      const kept = loose[FIXED_DURATION_FIELD];
      const current = speech.duration > 0 ? speech.duration : DEFAULT_FIXED_SECONDS;
      return { ...loose, type: 'duration', duration: typeof kept === 'number' && kept > 0 ? kept : current };
    }
    case 'upload':
      return { ...loose, type: 'upload' };
    case 'conversation':
      return { ...loose, type: 'conversation' };
  }
}

export type DefaultSpeechPatch = Partial<Pick<Speech, 'text' | 'property' | 'speed' | 'pitch' | 'volume'>>;

/**
 * A script or voice edit of a default speech. When what the audio was made from changes (text, voice,
 * speed, pitch — not volume, which applies at playback), the audio, subtitles and mouth shapes go: they no longer match,
 * and the clip falls back to the live estimate until Generate runs again.
 */
export function patchDefaultSpeech(speech: Speech, patch: DefaultSpeechPatch): Speech {
  const next = { ...speech, ...patch };
  if (speechSignature(inputOf(next)) === speechSignature(inputOf(speech))) return next;
  return hasAudio(speech.resourceInfo) || SIGNATURE_FIELD in speech ? dropAudio(next) : next;
}

/**
 * The fixed duration typed by the user, or an error naming the field and the value: a number of seconds
 * above 0, at most the longest video.
 */
export function parseFixedDuration(input: string): { seconds: number } | { error: string } {
  const seconds = Number(input.trim());
  if (input.trim() === '' || !Number.isFinite(seconds))
    return { error: `duration '${input}': must be a number of seconds` };
  if (seconds <= 0) return { error: `duration ${seconds}: must be greater than 0` };
  if (seconds > DURATIONS.maxVideoSeconds)
    return { error: `duration ${seconds}: must be at most ${DURATIONS.maxVideoSeconds} s` };
  return { seconds: Math.round(seconds * 1000) / 1000 };
}

/** Inserts `marker` in place of the selection [start, end); returns the text and where the caret goes. */
export function insertAtSelection(
  text: string,
  start: number,
  end: number,
  marker: string,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.max(from, Math.min(Math.max(start, end), text.length));
  return { text: text.slice(0, from) + marker + text.slice(to), caret: from + marker.length };
}

/** The pause marker for `seconds` of silence (`<#S#>`). */
export function pauseMarker(seconds: number): string {
  if (!(Number.isFinite(seconds) && seconds > 0))
    throw new RangeError(`pause seconds ${seconds}: must be a number greater than 0`);
  return `<#${Math.round(seconds * 100) / 100}#>`;
}

/**
 * The generated speech applied to the speech as it is now. Generation is asynchronous: the user may have
 * kept typing. Audio is taken only where the current inputs are those it was made from; undefined when
 * nothing generated still matches (the result is stale and dropped).
 */
export function mergeGeneratedSpeech(current: Speech, before: Speech, generated: Speech): Speech | undefined {
  if (current.type !== before.type) return undefined;
  if (current.type === 'default') {
    if (speechSignature(inputOf(current)) !== speechSignature(inputOf(before))) return undefined;
    return {
      ...current,
      resourceInfo: generated.resourceInfo,
      subtitles: generated.subtitles,
      visemes: generated.visemes,
      duration: generated.duration,
      [SIGNATURE_FIELD]: (generated as Loose)[SIGNATURE_FIELD],
    } as Speech;
  }
  if (current.type !== 'conversation') return undefined;
  let taken = 0;
  const contents = current.contents.map((item, i) => {
    const was = before.contents[i];
    const made = generated.contents[i];
    if (was === undefined || made === undefined || !hasAudio(made.resourceInfo)) return item;
    const same =
      itemSignature(item, current.roles[item._roleIndex]) ===
      itemSignature(was, before.roles[was._roleIndex]);
    if (!same) return item;
    taken++;
    return {
      ...item,
      resourceInfo: made.resourceInfo,
      subtitles: made.subtitles,
      visemes: made.visemes,
      duration: made.duration,
      [SIGNATURE_FIELD]: (made as Loose)[SIGNATURE_FIELD],
    };
  });
  return taken === 0 ? undefined : placeConversationSubtitles({ ...current, contents });
}

function itemSignature(
  item: Speech['contents'][number],
  role: Speech['roles'][number] | undefined,
): string | undefined {
  if (role === undefined) return undefined;
  return speechSignature({ text: item.text, property: role.property, speed: role.speed, pitch: role.pitch });
}

/**
 * Moves each conversation item's subtitles to where the item now starts (delays or earlier items may have
 * changed since they were made): same timing as speechDuration and the audio cues.
 */
export function placeConversationSubtitles(speech: Speech): Speech {
  let at = 0;
  const contents = speech.contents.map((item, index) => {
    if (index > 0)
      at += SPEECH_ESTIMATE.conversationPauseSeconds + SPEECH_ESTIMATE.conversationIntervalSeconds;
    at += item.delay;
    const placed =
      item.subtitles === undefined
        ? item
        : {
            ...item,
            subtitles: item.subtitles.map((s) => ({ ...s, audio_offset: Math.round(at * 1000) / 1000 })),
          };
    at += item.duration;
    return placed;
  });
  return { ...speech, contents };
}
