import type { AmbienceName } from './protocol.ts';
import { between, seededRandom } from './random.ts';

export const AMBIENCE_SAMPLE_RATE = 48_000;

/** Stereo ambience as planar float samples: `left` then `right`, each `durationSeconds × 48 kHz` long. */
export interface Ambience {
  left: Float32Array;
  right: Float32Array;
}

/**
 * A gentle synthesized ambience, the same every run for a seed: `surf` is brown noise that swells and brightens
 * with each wave; `rain` is a soft hiss with scattered drips. Peaks are normalised to 0.4 and the ends fade over
 * 50 ms so the track starts and stops without a click.
 */
export function synthesizeAmbience(name: AmbienceName, seed: number, durationSeconds: number): Ambience {
  const frames = Math.round(durationSeconds * AMBIENCE_SAMPLE_RATE);
  const random = seededRandom(seed);
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  if (name === 'surf') surf(left, right, random);
  else rain(left, right, random);
  normalise(left, right, 0.4);
  return { left, right };
}

function surf(left: Float32Array, right: Float32Array, random: () => number): void {
  // Per channel: brown noise (a leaky integrator of white noise) for the body, plus white noise through a one-pole
  // low-pass whose cut-off opens as a wave breaks, for the hiss of foam.
  const channels = [left, right].map((samples, index) => ({
    samples,
    brown: 0,
    foam: 0,
    offset: index * 0.35,
  }));
  for (const channel of channels) {
    for (let i = 0; i < channel.samples.length; i++) {
      const t = i / AMBIENCE_SAMPLE_RATE;
      const swell = 0.5 - 0.5 * Math.cos((2 * Math.PI * (t + channel.offset)) / 4);
      const envelope = 0.2 + 0.8 * swell * swell;
      const white = random() * 2 - 1;
      channel.brown = (channel.brown + 0.02 * white) / 1.02;
      const cutoff = 0.02 + 0.15 * swell * swell;
      channel.foam += cutoff * (white - channel.foam);
      channel.samples[i] = envelope * (channel.brown * 3 + channel.foam * 0.8);
    }
  }
}

function rain(left: Float32Array, right: Float32Array, random: () => number): void {
  // Hiss: white noise minus its own slow average (a gentle high-pass), quiet and steady.
  let averageLeft = 0;
  let averageRight = 0;
  for (let i = 0; i < left.length; i++) {
    const a = random() * 2 - 1;
    const b = random() * 2 - 1;
    averageLeft += 0.05 * (a - averageLeft);
    averageRight += 0.05 * (b - averageRight);
    left[i] = 0.08 * (a - averageLeft);
    right[i] = 0.08 * (b - averageRight);
  }
  // Drips: short decaying tones at random times, pitches and pans, about 14 a second.
  const dripCount = Math.round((left.length / AMBIENCE_SAMPLE_RATE) * 14);
  for (let d = 0; d < dripCount; d++) {
    const start = Math.floor(random() * left.length);
    const frequency = between(random, 1800, 4200);
    const amplitude = between(random, 0.05, 0.16);
    const pan = random();
    const length = Math.floor(0.04 * AMBIENCE_SAMPLE_RATE);
    for (let i = 0; i < length && start + i < left.length; i++) {
      const t = i / AMBIENCE_SAMPLE_RATE;
      const value = amplitude * Math.exp(-t * 90) * Math.sin(2 * Math.PI * frequency * t);
      left[start + i] = (left[start + i] ?? 0) + value * (1 - pan);
      right[start + i] = (right[start + i] ?? 0) + value * pan;
    }
  }
}

function normalise(left: Float32Array, right: Float32Array, peak: number): void {
  let max = 0;
  for (let i = 0; i < left.length; i++) max = Math.max(max, Math.abs(left[i] ?? 0), Math.abs(right[i] ?? 0));
  const gain = max > 0 ? peak / max : 0;
  const fade = Math.floor(0.05 * AMBIENCE_SAMPLE_RATE);
  for (let i = 0; i < left.length; i++) {
    const edge = Math.min(1, i / fade, (left.length - 1 - i) / fade);
    left[i] = (left[i] ?? 0) * gain * edge;
    right[i] = (right[i] ?? 0) * gain * edge;
  }
}
