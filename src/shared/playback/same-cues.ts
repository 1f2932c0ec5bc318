/**
 * Whether two cue lists play the same sounds at the same times: the editor reloads the preview's audio only
 * when they differ. Compared field by field (an edit runs this; serialising both lists cost more).
 */
import type { AudioCue } from './audio-cues.ts';

const sameRange = (a: AudioCue['loop'], b: AudioCue['loop']): boolean =>
  a === b || (a !== undefined && b !== undefined && Object.is(a.start, b.start) && Object.is(a.end, b.end));

function sameCue(a: AudioCue, b: AudioCue): boolean {
  return (
    a.kind === b.kind &&
    a.id === b.id &&
    a.ref.url === b.ref.url &&
    a.ref.key === b.ref.key &&
    Object.is(a.start, b.start) &&
    Object.is(a.end, b.end) &&
    Object.is(a.offset, b.offset) &&
    Object.is(a.rate, b.rate) &&
    sameRange(a.loop, b.loop) &&
    Object.is(a.gain, b.gain) &&
    Object.is(a.fadeIn, b.fadeIn) &&
    Object.is(a.fadeOut, b.fadeOut)
  );
}

export function sameCues(a: readonly AudioCue[], b: readonly AudioCue[]): boolean {
  return a.length === b.length && a.every((cue, i) => sameCue(cue, b[i] as AudioCue));
}
