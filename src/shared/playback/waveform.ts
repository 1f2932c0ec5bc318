/**
 * A sound's waveform as the timeline draws it: for each column of a cue's block, the loudest sample the
 * column hears (0..1), following the cue's offset, speed and loop, so a trimmed, sped-up or looping sound
 * shows exactly the part that plays. Pure: the page hands in the decoded samples.
 */
import type { AudioCue } from './audio-cues.ts';

export interface Samples {
  /** One channel's samples (or a mix), -1..1. */
  data: Float32Array;
  sampleRate: number;
}

/** The source time (s) heard at project time `t` of the cue, looping where the cue loops. */
export function sourceTimeAt(cue: Pick<AudioCue, 'start' | 'offset' | 'rate' | 'loop'>, t: number): number {
  const time = cue.offset + (t - cue.start) * cue.rate;
  const loop = cue.loop;
  if (loop === undefined || time < loop.end) return time;
  const length = loop.end - loop.start;
  return length > 0 ? loop.start + ((time - loop.start) % length) : loop.start;
}

/** The peak (0..1) of each of `columns` equal slices of the cue's time on the timeline. */
export function cuePeaks(
  samples: Samples,
  cue: Pick<AudioCue, 'start' | 'end' | 'offset' | 'rate' | 'loop'>,
  columns: number,
): number[] {
  const span = cue.end - cue.start;
  if (!(columns > 0) || !(span > 0)) return [];
  const step = span / columns;
  return Array.from({ length: Math.floor(columns) }, (_, i) => {
    const from = Math.floor(sourceTimeAt(cue, cue.start + i * step) * samples.sampleRate);
    // A column covers `step` seconds of project time: rate × step of the source (at least one sample).
    const count = Math.max(1, Math.ceil(step * cue.rate * samples.sampleRate));
    let peak = 0;
    for (let s = Math.max(0, from); s < Math.min(samples.data.length, from + count); s++) {
      const value = Math.abs(samples.data[s] ?? 0);
      if (value > peak) peak = value;
    }
    return Math.min(1, peak);
  });
}
