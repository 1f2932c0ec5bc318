/**
 * Turns a cue into what an AudioBufferSourceNode needs when playback starts at project time `from`: when to
 * start (project time), where in the source, for how long, and the gain ramps (fades) still ahead. Pure, so
 * fades, delays, loops and speeds are unit-tested without an AudioContext.
 */
import type { AudioCue } from './audio-cues.ts';

export interface GainPoint {
  /** Project time (s) and gain reached there (linear ramps between points). */
  time: number;
  gain: number;
}

export interface PlannedSound {
  cue: AudioCue;
  /** Project time when the source starts (≥ from). */
  when: number;
  /** Source time at `when`. */
  offset: number;
  /** Project seconds it plays. */
  duration: number;
  /** Gain envelope from `when` on; the first point is at `when`. */
  gains: GainPoint[];
}

/** The cue's gain at project time t: its volume, ramped up over fadeIn and down over fadeOut. */
export function cueGainAt(cue: AudioCue, t: number): number {
  const length = cue.end - cue.start;
  let g = cue.gain;
  if (cue.fadeIn > 0) g *= Math.min(1, Math.max(0, (t - cue.start) / Math.min(cue.fadeIn, length / 2)));
  if (cue.fadeOut > 0) g *= Math.min(1, Math.max(0, (cue.end - t) / Math.min(cue.fadeOut, length / 2)));
  return g;
}

/**
 * Source time heard at project time t. Looping wraps into the loop region; `sourceDuration` bounds an
 * open-ended loop (music loops its whole file).
 */
export function cueOffsetAt(cue: AudioCue, t: number, sourceDuration = Infinity): number {
  const advanced = cue.offset + Math.max(0, t - cue.start) * cue.rate;
  if (cue.loop === undefined) return advanced;
  const loopEnd = Math.min(cue.loop.end, sourceDuration);
  const span = loopEnd - cue.loop.start;
  if (!(span > 0) || advanced < loopEnd) return advanced;
  return cue.loop.start + ((advanced - cue.loop.start) % span);
}

export function planSound(cue: AudioCue, from: number, sourceDuration = Infinity): PlannedSound | undefined {
  if (cue.end <= from) return undefined;
  const when = Math.max(from, cue.start);
  const offset = cueOffsetAt(cue, when, sourceDuration);
  // Without a loop the source ends by itself; never schedule past it.
  const left = cue.loop === undefined ? (sourceDuration - offset) / cue.rate : Infinity;
  const duration = Math.min(cue.end - when, left);
  if (!(duration > 0)) return undefined;
  const gains: GainPoint[] = [{ time: when, gain: cueGainAt(cue, when) }];
  const length = cue.end - cue.start;
  const inEnd = cue.start + Math.min(cue.fadeIn, length / 2);
  const outStart = cue.end - Math.min(cue.fadeOut, length / 2);
  if (cue.fadeIn > 0 && inEnd > when) gains.push({ time: inEnd, gain: cueGainAt(cue, inEnd) });
  if (cue.fadeOut > 0) {
    if (outStart > when) gains.push({ time: outStart, gain: cueGainAt(cue, outStart) });
    gains.push({ time: cue.end, gain: 0 });
  }
  return { cue, when, offset, duration, gains };
}
