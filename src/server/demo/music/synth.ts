import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { SAMPLE_RATE } from './instruments.ts';
import { type TrackDefinition, trackSeconds } from './tracks.ts';

/** Room after the last bar for notes still ringing; it is folded onto the start. */
const TAIL_SECONDS = 3;

/**
 * Plays a track into 16-bit mono PCM. The tails of the last notes are added onto the beginning, so the file
 * loops without a click or a gap; then the mix is soft-clipped and normalised to -1 dBFS.
 */
export async function renderTrack(track: TrackDefinition): Promise<Int16Array> {
  const length = Math.round(trackSeconds(track) * SAMPLE_RATE);
  const mix = new Float32Array(length + TAIL_SECONDS * SAMPLE_RATE);
  const beatSeconds = 60 / track.bpm;
  for (let bar = 0; bar < track.bars; bar++) {
    const chord = track.progression[bar % track.progression.length]!;
    for (const part of track.parts) {
      for (const note of part.bar(chord, bar)) {
        const at = (bar * track.beatsPerBar + note.beat) * beatSeconds;
        part.instrument(mix, Math.round(at * SAMPLE_RATE), {
          pitch: note.pitch,
          length: note.beats * beatSeconds,
          velocity: part.gain * (note.velocity ?? 1),
        });
      }
    }
    await yieldToLoop(); // one bar is a few ms of work: let requests through
  }
  const looped = mix.subarray(0, length);
  for (let i = length; i < mix.length; i++) looped[i - length]! += mix[i]!;
  let peak = 0;
  for (let i = 0; i < length; i++) {
    looped[i] = Math.tanh(looped[i]!);
    peak = Math.max(peak, Math.abs(looped[i]!));
  }
  const scale = peak > 0 ? (10 ** (-1 / 20) * 32767) / peak : 0;
  const pcm = new Int16Array(length);
  for (let i = 0; i < length; i++) pcm[i] = Math.round(looped[i]! * scale);
  return pcm;
}
