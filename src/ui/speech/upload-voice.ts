import type { UploadResponse } from '../../shared/api/media.ts';
import { SPEC_MESSAGES, SpecError } from '../../shared/errors.ts';
import type { ClipId } from '../../shared/ids.ts';
import type { Project } from '../../shared/model/project.ts';
import type { UploadVoice, VisemeEntry } from '../../shared/model/speech.ts';
import { refreshConfig } from '../../shared/project/refresh-config.ts';

/** Fails with the fixed error message when an uploaded voice has neither a key nor a static URL. */
export function assertUploadVoiceSource(voice: UploadVoice): void {
  if (voice.key === '' && voice.staticUrl === '')
    throw new SpecError(SPEC_MESSAGES.uploadVoiceNoSource, { cause: { uploadVoice: voice } });
}

/** Where to play an uploaded voice from: its static URL, else a signed URL for its key. */
export async function uploadVoiceUrl(
  voice: UploadVoice,
  accessUrl: (key: string) => Promise<string>,
): Promise<string> {
  assertUploadVoiceSource(voice);
  return voice.staticUrl !== '' ? voice.staticUrl : accessUrl(voice.key);
}

/** What the page reads from an audio file it decodes: its length, and mouth shapes from its loudness. */
export interface AudioMeasure {
  /** Seconds. */
  duration: number;
  visemes?: VisemeEntry[];
}

/**
 * Uploads an audio file and describes it as an upload voice; `measure` gives its length in seconds and the
 * mouth shapes talking avatars make to it (the page decodes it with an AudioContext; tests pass known ones).
 */
export async function uploadAudioFile(
  upload: (file: Blob, name: string) => Promise<UploadResponse>,
  file: Blob,
  name: string,
  measure: (file: Blob) => Promise<AudioMeasure>,
): Promise<UploadVoice> {
  const [stored, measured] = await Promise.all([upload(file, name), measure(file)]);
  const { duration, visemes } = measured;
  if (!(Number.isFinite(duration) && duration >= 0))
    throw new RangeError(`duration of '${name}': must be a number of seconds ≥ 0, got ${duration}`);
  const voice: UploadVoice = { name, key: stored.key, staticUrl: stored.static_url, duration };
  return visemes === undefined || visemes.length === 0 ? voice : { ...voice, visemes };
}

/** Makes a scene speak an uploaded voice (type upload); its duration becomes the clip's (refreshConfig). */
export function useUploadedVoice(project: Project, clipId: ClipId, voice: UploadVoice): Project {
  assertUploadVoiceSource(voice);
  if (!project.clips.some((clip) => clip.id === clipId))
    throw new Error(`clipId: no clip '${clipId}' in the project`);
  const clips = project.clips.map((clip) =>
    clip.id === clipId
      ? { ...clip, speech: { ...clip.speech, type: 'upload' as const, uploadVoice: { ...voice } } }
      : clip,
  );
  return refreshConfig({ ...project, clips });
}
