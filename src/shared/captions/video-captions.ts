/**
 * The captions of a whole video: every scene's speech subtitles moved onto the video's clock (each scene
 * starts where the previous ones end), cut at the end of their scene, with the speaking role's name for
 * conversations. What caption files are made from.
 */
import type { Project } from '../model/project.ts';
import type { ConversationRole } from '../model/speech.ts';
import { sceneSubtitles } from '../speech/subtitle-at.ts';

export interface CaptionCue {
  /** Seconds on the video's clock. */
  start: number;
  end: number;
  text: string;
  /** Who speaks (conversations). */
  speaker?: string;
}

/** How a conversation role is named in caption files: its name, else its voice's, else its number. */
export function speakerName(role: ConversationRole | undefined, index: number): string {
  const name = role?.name?.trim() || role?.property.voice?.name.trim();
  return name !== undefined && name !== '' ? name : `Speaker ${index + 1}`;
}

export function videoCaptions(project: Pick<Project, 'clips'>): CaptionCue[] {
  const cues: CaptionCue[] = [];
  let offset = 0;
  for (const scene of project.clips) {
    for (const subtitle of sceneSubtitles(scene.speech)) {
      const end = Math.min(subtitle.end, scene.duration);
      const text = subtitle.text.trim();
      if (subtitle.start >= end || text === '') continue;
      const cue: CaptionCue = { start: offset + subtitle.start, end: offset + end, text };
      if (subtitle.role !== undefined)
        cue.speaker = speakerName(scene.speech.roles[subtitle.role], subtitle.role);
      cues.push(cue);
    }
    offset += scene.duration;
  }
  return cues;
}
