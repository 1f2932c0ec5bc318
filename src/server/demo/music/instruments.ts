import type { Random } from '../../../shared/animation/random.ts';

/**
 * Instruments of the demo music: each adds one note into a mono float buffer at a start sample. Notes may
 * run past the buffer's end; the caller gives the buffer room for tails and folds them back (loops).
 */
export type Instrument = (out: Float32Array, start: number, note: Note) => void;

export interface Note {
  /** MIDI note number (69 = A4, 440 Hz); ignored by drums. */
  pitch: number;
  /** Seconds the key is held. */
  length: number;
  velocity: number;
}

/** 32 kHz: ample for background music, and a third less MP3 encoding than 44.1 kHz. */
export const SAMPLE_RATE = 32000;
const TAU = Math.PI * 2;
export const frequencyOf = (pitch: number): number => 440 * 2 ** ((pitch - 69) / 12);

/** The sample range [from, to) of `out` a note starting at `start` and lasting `count` samples covers. */
function span(out: Float32Array, start: number, count: number): [number, number] {
  return [Math.max(0, start), Math.min(out.length, start + count)];
}

/** Attack–release envelope: rises over `attack`, holds until `length`, falls over `release`. */
function envelope(t: number, length: number, attack: number, release: number): number {
  if (t < attack) return t / attack;
  if (t < length) return 1;
  return Math.max(0, 1 - (t - length) / release);
}

/**
 * One cycle of a soft, band-limited saw (six harmonics, gently rolled off), as a table: a pad voice reads it
 * with a phase increment instead of summing sines per sample, which is ~20 times cheaper.
 */
const TABLE_SIZE = 4096;
const SOFT_SAW = (() => {
  const table = new Float32Array(TABLE_SIZE + 1);
  for (let i = 0; i <= TABLE_SIZE; i++) {
    const x = i / TABLE_SIZE;
    let v = 0;
    for (let h = 1; h <= 6; h++) v += Math.sin(TAU * h * x + h) / (h * h * 0.8 + h * 0.2);
    table[i] = v / 2;
  }
  return table;
})();

function readTable(phase: number): number {
  const position = (phase - Math.floor(phase)) * TABLE_SIZE;
  const i = Math.floor(position);
  return SOFT_SAW[i]! + (SOFT_SAW[i + 1]! - SOFT_SAW[i]!) * (position - i);
}

/** A pad: three slightly detuned soft-saw voices under an attack–release envelope. */
export function padWith(attack: number, release: number): Instrument {
  const detune = [0.997, 1, 1.003];
  return (out, start, { pitch, length, velocity }) => {
    const increments = detune.map((d) => (frequencyOf(pitch) * d) / SAMPLE_RATE);
    const [from, to] = span(out, start, Math.ceil((length + release) * SAMPLE_RATE));
    for (let i = from; i < to; i++) {
      const n = i - start;
      const v =
        readTable(increments[0]! * n) +
        readTable(increments[1]! * n + 0.3) +
        readTable(increments[2]! * n + 0.6);
      out[i]! += (v / 3) * velocity * envelope(n / SAMPLE_RATE, length, attack, release);
    }
  };
}

/** A warm pad with a slow attack and a long release. */
export const pad = padWith(0.45, 0.9);
/** Short synth chords (stabs). */
export const stab = padWith(0.01, 0.15);

/** An electric-piano bell: two-operator FM whose brightness fades with the note. */
export const bell: Instrument = (out, start, { pitch, length, velocity }) => {
  const f = frequencyOf(pitch);
  const [from, to] = span(out, start, Math.ceil(Math.max(length, 1.2) * SAMPLE_RATE));
  for (let i = from; i < to; i++) {
    const t = (i - start) / SAMPLE_RATE;
    const index = 2.2 * Math.exp(-t * 4);
    const decay = Math.exp(-t * 2.6) * Math.min(1, t / 0.004);
    out[i]! += Math.sin(TAU * f * t + index * Math.sin(TAU * f * 2 * t)) * decay * velocity;
  }
};

/**
 * A plucked string (Karplus–Strong): a burst of seeded noise circulating in a delay line one period long,
 * softened a little on every pass.
 */
export function pluck(random: Random): Instrument {
  return (out, start, { pitch, length, velocity }) => {
    const period = Math.max(2, Math.round(SAMPLE_RATE / frequencyOf(pitch)));
    const line = Float32Array.from({ length: period }, () => random() * 2 - 1);
    const count = Math.ceil(Math.max(length, 0.8) * SAMPLE_RATE);
    let previous = 0;
    for (let i = 0; i < count && start + i < out.length; i++) {
      const j = i % period;
      const value = line[j]!;
      line[j] = 0.996 * 0.5 * (value + previous);
      previous = value;
      if (start + i >= 0) out[start + i]! += value * velocity * 0.6;
    }
  };
}

/** A round bass: a sine with a touch of second harmonic and a short pluck at the start. */
export const bass: Instrument = (out, start, { pitch, length, velocity }) => {
  const f = frequencyOf(pitch);
  const [from, to] = span(out, start, Math.ceil((length + 0.12) * SAMPLE_RATE));
  for (let i = from; i < to; i++) {
    const t = (i - start) / SAMPLE_RATE;
    const body = Math.sin(TAU * f * t) + 0.3 * Math.sin(TAU * 2 * f * t) * Math.exp(-t * 8);
    out[i]! += body * velocity * envelope(t, length, 0.008, 0.12);
  }
};

/** A kick drum: a sine sweeping from 140 Hz down to 45 Hz with a fast decay. */
export const kick: Instrument = (out, start, { velocity }) => {
  const [from, to] = span(out, start, Math.ceil(0.45 * SAMPLE_RATE));
  for (let i = from; i < to; i++) {
    const t = (i - start) / SAMPLE_RATE;
    const phase = TAU * (45 * t + ((140 - 45) / 30) * (1 - Math.exp(-30 * t)));
    out[i]! += Math.sin(phase) * Math.exp(-t * 9) * velocity;
  }
};

/** Noise drums (hi-hat, clap): seeded white noise, high-passed by a first difference, with a decay. */
export function noiseHit(random: Random, decay: number, brightness: number): Instrument {
  return (out, start, { velocity }) => {
    let previous = 0;
    const [from, to] = span(out, start, Math.ceil((5 / decay) * SAMPLE_RATE));
    for (let i = from; i < to; i++) {
      const noise = random() * 2 - 1;
      const high = noise - previous * (1 - brightness);
      previous = noise;
      out[i]! += high * Math.exp((-(i - start) / SAMPLE_RATE) * decay) * velocity;
    }
  };
}
