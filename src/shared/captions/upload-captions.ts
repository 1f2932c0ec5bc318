/**
 * Captions for an uploaded voice, from a caption file: its cues become the voice's subtitle entries (times
 * from the start of the audio), so narration recorded elsewhere is captioned like generated speech. A file
 * whose cues begin after the audio ends is for another recording, and is refused with the cue that shows it.
 */
import type { ClipId } from '../ids.ts';
import type { Project } from '../model/project.ts';
import type { SubtitleEntry } from '../model/speech.ts';
import { timestamp } from './subtitle-format.ts';
import type { CaptionCue } from './video-captions.ts';

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The subtitle entries of `cues` for audio `voiceSeconds` long (0: not measured, nothing checked). */
export function uploadCaptionEntries(cues: readonly CaptionCue[], voiceSeconds: number): SubtitleEntry[] {
  return cues.map((cue, index) => {
    if (voiceSeconds > 0 && cue.start >= voiceSeconds)
      throw new RangeError(
        `cue ${index + 1} starts at ${timestamp(cue.start, '.')}, after the end of the voice (${round(voiceSeconds)} s)`,
      );
    return { text: cue.text, start: round(cue.start), end: round(cue.end) };
  });
}

/** The project with scene `clipId`'s uploaded voice captioned by `entries` (undefined: captions removed). */
export function withUploadCaptions(
  project: Project,
  clipId: ClipId,
  entries: SubtitleEntry[] | undefined,
): Project {
  if (!project.clips.some((clip) => clip.id === clipId))
    throw new Error(`clipId: no clip '${clipId}' in the project`);
  const clips = project.clips.map((clip) => {
    if (clip.id !== clipId) return clip;
    const { subtitles: _old, ...voice } = clip.speech.uploadVoice;
    const uploadVoice = entries === undefined ? voice : { ...voice, subtitles: entries };
    return { ...clip, speech: { ...clip.speech, uploadVoice } };
  });
  return { ...project, clips };
}
