import type { SpeechResult, SubtitleCue } from '../../shared/api/task.ts';
import type { SubtitleEntry, VisemeEntry } from '../../shared/model/speech.ts';

/**
 * The model's subtitle entries from a task's cues; the word timings are kept on each entry (the model is
 * loose) for word highlighting. `audioOffset` is where a conversation item starts within the scene's speech.
 */
export function subtitlesFromCues(cues: readonly SubtitleCue[], audioOffset?: number): SubtitleEntry[] {
  return cues.map((cue) => ({
    text: cue.text,
    start: cue.start,
    end: cue.end,
    words: cue.words.map((word) => ({ ...word })),
    ...(audioOffset !== undefined ? { audio_offset: round(audioOffset) } : {}),
  }));
}

/** The mouth shapes of a task's result as the model keeps them (times relative to the result's audio). */
export function visemesOf(result: SpeechResult): VisemeEntry[] {
  return result.visemes.map((cue) => ({ viseme: cue.viseme, start: cue.start, end: cue.end }));
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
