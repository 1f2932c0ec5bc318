import type { ApiVoice, CloneVoiceInfoResponse } from '../../shared/api/voices.ts';
import type { ClonedVoiceInfo, Voice } from '../../shared/model/voice.ts';
import type { Project } from '../../shared/model/project.ts';
import type { SpeechVoice } from '../../shared/model/voice.ts';
import { replaceVoices, type VoiceReplacement } from '../../shared/voices/replace.ts';
import { isAbortError } from '../api/errors.ts';

export interface VoicePassOptions {
  voices: readonly ApiVoice[];
  defaultVoiceIds: { male: number; female: number };
  cloneVoiceInfo: (id: string, signal?: AbortSignal) => Promise<CloneVoiceInfoResponse>;
  signal?: AbortSignal | undefined;
  /** Why an info call failed (the voice is then replaced); aborts are not reported, they stop the pass. */
  onInfoError?: (id: string, error: unknown) => void;
}

/** Ids of the cloned voices a project's speeches and conversation roles use. */
export function clonedVoiceIds(project: Project): string[] {
  const ids = new Set<string>();
  const visit = (settings: SpeechVoice) => {
    if (settings.voiceType === 'clone' && settings.voice !== null) ids.add(String(settings.voice.id));
  };
  for (const clip of project.clips) {
    visit(clip.speech.property);
    for (const role of clip.speech.roles) visit(role.property);
  }
  return [...ids];
}

/**
 * The load-time voice pass: asks the clone-voice info of every cloned voice used (a failed
 * call counts as unusable), then applies the shared replacement rules. Replaced voices lose their cached audio
 * and subtitles; the caller refreshes durations (refreshConfig) when `replacements` is not empty.
 */
export async function replaceProjectVoices(
  project: Project,
  options: VoicePassOptions,
): Promise<{ project: Project; replacements: VoiceReplacement[] }> {
  const clonedVoiceInfo = new Map<string, ClonedVoiceInfo | null>();
  await Promise.all(
    clonedVoiceIds(project).map(async (id) => {
      try {
        const info = await options.cloneVoiceInfo(id, options.signal);
        clonedVoiceInfo.set(id, { status: info.status, voice_name: info.voice_name });
      } catch (error) {
        if (isAbortError(error)) throw error;
        options.onInfoError?.(id, error);
        clonedVoiceInfo.set(id, null);
      }
    }),
  );
  return replaceVoices(project, {
    voices: options.voices.map(toModelVoice),
    defaultVoiceIds: options.defaultVoiceIds,
    clonedVoiceInfo,
  });
}

/** An API voice as the model's (loose) Voice: plain copies, so that they carry the loose index signature. */
export function toModelVoice(voice: ApiVoice): Voice {
  return { ...voice, app_json: { ...voice.app_json }, tts_config: { ...voice.tts_config } };
}
