/**
 * Mouth shapes for audio that comes without them (an uploaded voice): read from its loudness. The sound is cut
 * in 10 ms frames; each frame's loudness (RMS of the mono mix) against the voice's own loud level (the 90th
 * percentile of its frames above the silence floor) picks `rest` when quiet, `E` (half open) at a medium
 * level and `AI` (wide open) when loud; runs shorter than 60 ms join the shape before them, so the mouth does
 * not flutter. The result is a track like a generated speech's, from 0 to the audio's end without gaps. Pure.
 */
import type { Viseme, VisemeCue } from './visemes.ts';

/** The length of one loudness frame (seconds). */
export const LOUDNESS_FRAME_SECONDS = 0.01;

/** RMS below this (about −46 dBFS) is silence whatever the voice's level. */
const SILENCE_FLOOR = 0.005;
/** Frames at or above these fractions of the loud level are half open (E) and wide open (AI). */
const HALF_OPEN = 0.2;
const WIDE_OPEN = 0.55;
/** A shape held for less than this (seconds) joins the one before it. */
const SHORTEST = 0.06;

/** RMS of the mono mix of `channels` in frames of `frameSeconds`; a last partial frame counts. */
export function loudnessEnvelope(
  channels: readonly Float32Array[],
  sampleRate: number,
  frameSeconds: number = LOUDNESS_FRAME_SECONDS,
): Float32Array {
  if (!(Number.isFinite(sampleRate) && sampleRate > 0))
    throw new RangeError(`sampleRate: ${sampleRate} is not a rate in samples per second > 0`);
  if (!(Number.isFinite(frameSeconds) && frameSeconds > 0))
    throw new RangeError(`frameSeconds: ${frameSeconds} is not a length in seconds > 0`);
  const length = Math.min(...channels.map((c) => c.length));
  if (channels.length === 0 || length === 0) return new Float32Array(0);
  const size = Math.max(1, Math.round(frameSeconds * sampleRate));
  const frames = Math.ceil(length / size);
  const envelope = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    const end = Math.min(length, (f + 1) * size);
    let sum = 0;
    for (let i = f * size; i < end; i++) {
      let mix = 0;
      for (const channel of channels) mix += channel[i] as number;
      mix /= channels.length;
      sum += mix * mix;
    }
    envelope[f] = Math.sqrt(sum / (end - f * size));
  }
  return envelope;
}

/** The voice's loud level: the 90th percentile of the frames above the silence floor (0 when all is silent). */
function loudLevel(envelope: ArrayLike<number>): number {
  const voiced = Array.from(envelope)
    .filter((v) => v >= SILENCE_FLOOR)
    .sort((a, b) => a - b);
  if (voiced.length === 0) return 0;
  return voiced[Math.min(voiced.length - 1, Math.floor(voiced.length * 0.9))] as number;
}

const round = (seconds: number): number => Math.round(seconds * 1000) / 1000;

/** The mouth shapes of an envelope of `frameSeconds` frames (see the file's comment). */
export function loudnessVisemes(
  envelope: ArrayLike<number>,
  frameSeconds: number = LOUDNESS_FRAME_SECONDS,
): VisemeCue[] {
  if (!(Number.isFinite(frameSeconds) && frameSeconds > 0))
    throw new RangeError(`frameSeconds: ${frameSeconds} is not a length in seconds > 0`);
  if (envelope.length === 0) return [];
  const loud = loudLevel(envelope);
  const shapeOf = (value: number): Viseme =>
    loud === 0 || value < SILENCE_FLOOR || value < HALF_OPEN * loud
      ? 'rest'
      : value < WIDE_OPEN * loud
        ? 'E'
        : 'AI';
  // Runs of one shape, in frames.
  const runs: Array<{ viseme: Viseme; frames: number }> = [];
  for (let f = 0; f < envelope.length; f++) {
    const viseme = shapeOf(envelope[f] as number);
    const last = runs[runs.length - 1];
    if (last?.viseme === viseme) last.frames++;
    else runs.push({ viseme, frames: 1 });
  }
  // Short runs join the run before them (the first joins the next); neighbours of one shape then merge.
  const shortest = Math.round(SHORTEST / frameSeconds);
  const kept: Array<{ viseme: Viseme; frames: number }> = [];
  let carried = 0;
  for (const run of runs) {
    const last = kept[kept.length - 1];
    if (run.frames < shortest && last !== undefined) last.frames += run.frames;
    else if (run.frames < shortest) carried += run.frames;
    else if (last?.viseme === run.viseme) last.frames += run.frames;
    else {
      kept.push({ viseme: run.viseme, frames: run.frames + carried });
      carried = 0;
    }
  }
  // Every run short (a very short sound): one rest.
  if (kept.length === 0) kept.push({ viseme: 'rest', frames: carried });
  const cues: VisemeCue[] = [];
  let at = 0;
  for (const run of kept) {
    cues.push({
      viseme: run.viseme,
      start: round(at * frameSeconds),
      end: round((at + run.frames) * frameSeconds),
    });
    at += run.frames;
  }
  return cues;
}
