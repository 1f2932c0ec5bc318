/**
 * Frame timing of an export as exact fractions: frame i of a num/den frames-per-second video starts at
 * i·den/num seconds. Timestamps are computed from the frame index every time, never by adding a rounded
 * frame length, so 29.97 (30000/1001) and 59.94 stay exact over an hour instead of drifting.
 */
import { ExportOptionError } from './errors.ts';

export interface FrameRate {
  num: number;
  den: number;
}

/** NTSC rates by their usual names. */
const NTSC: ReadonlyArray<readonly [number, FrameRate]> = [
  [23.976, { num: 24000, den: 1001 }],
  [29.97, { num: 30000, den: 1001 }],
  [59.94, { num: 60000, den: 1001 }],
];
const WHOLE_RATES = [24, 25, 30, 50, 60];

export function frameRate(fps: unknown): FrameRate {
  if (typeof fps === 'number') {
    if (WHOLE_RATES.includes(fps)) return { num: fps, den: 1 };
    const ntsc = NTSC.find(([name]) => Math.abs(name - fps) < 0.005);
    if (ntsc !== undefined) return ntsc[1];
  }
  throw new ExportOptionError(
    `fps: ${JSON.stringify(fps)} is not a supported frame rate (${[...WHOLE_RATES, ...NTSC.map(([n]) => n)].sort((a, b) => a - b).join(', ')})`,
  );
}

/** Frames in `duration` seconds: every frame that starts before the end. */
export function frameCount(duration: number, rate: FrameRate): number {
  return Math.max(0, Math.ceil((duration * rate.num) / rate.den - 1e-9));
}

/** Seconds from the export's start to frame `index`. */
export function frameTime(index: number, rate: FrameRate): number {
  return (index * rate.den) / rate.num;
}

/** Microseconds from the export's start to frame `index` (WebCodecs timestamps). */
export function frameTimestampUs(index: number, rate: FrameRate): number {
  return Math.round((index * 1_000_000 * rate.den) / rate.num);
}

/** Frames between key frames: one every `seconds` (2 s), at least 1. */
export function keyFrameInterval(rate: FrameRate, seconds = 2): number {
  return Math.max(1, Math.round((seconds * rate.num) / rate.den));
}
