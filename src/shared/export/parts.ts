/**
 * A long render split for several render workers: the picture in frame ranges that each start on a key frame
 * (a multiple of the key-frame interval, so every part opens with one and the joined file keeps the whole
 * render's key-frame rhythm), and the sound as one part of its own, mixed once for the whole video. Parts are
 * joined without re-encoding, each part's packets shifted to its first frame's time.
 */
import { keyFrameInterval, type FrameRate } from './frames.ts';

/** What one render of a split job makes. */
export type ExportPart = { kind: 'video'; fromFrame: number; toFrame: number } | { kind: 'audio' };

/** Seconds of video per part by default. */
export const DEFAULT_PART_SECONDS = 60;

/** Frame ranges [fromFrame, toFrame) covering `totalFrames`, about `partSeconds` each, on key frames. */
export function planVideoParts(
  totalFrames: number,
  rate: FrameRate,
  partSeconds = DEFAULT_PART_SECONDS,
): Array<Extract<ExportPart, { kind: 'video' }>> {
  const key = keyFrameInterval(rate);
  const perPart = Math.max(key, Math.round((partSeconds * rate.num) / rate.den / key) * key);
  const parts: Array<Extract<ExportPart, { kind: 'video' }>> = [];
  for (let from = 0; from < totalFrames; from += perPart)
    parts.push({ kind: 'video', fromFrame: from, toFrame: Math.min(totalFrames, from + perPart) });
  return parts;
}

/** A part's name in a split render's files and jobs: `v<first frame>` for the picture, `a` for the sound. */
export function partName(part: ExportPart): string {
  return part.kind === 'audio' ? 'a' : `v${part.fromFrame}`;
}

/** Whether a name is one `partName` makes. */
export const isPartName = (name: string): boolean => /^(?:v\d{1,9}|a)$/.test(name);

/** A part of a page's parallel export lasts at least this long (s): each part opens its media again. */
export const MIN_PARALLEL_PART_SECONDS = 4;

/**
 * The picture parts a page exports with `workers` export workers at once: about one part per worker (fewer,
 * longer parts open the media fewer times), at most DEFAULT_PART_SECONDS each, at least `minPartSeconds`;
 * null when the video is too short for two parts (it is exported whole).
 */
export function planParallelParts(
  totalFrames: number,
  rate: FrameRate,
  workers: number,
  minPartSeconds = MIN_PARALLEL_PART_SECONDS,
): Array<Extract<ExportPart, { kind: 'video' }>> | null {
  if (workers < 2) return null;
  const seconds = (totalFrames * rate.den) / rate.num;
  if (seconds < 2 * minPartSeconds) return null;
  const partSeconds = Math.min(DEFAULT_PART_SECONDS, Math.max(minPartSeconds, seconds / workers));
  const parts = planVideoParts(totalFrames, rate, partSeconds);
  return parts.length >= 2 ? parts : null;
}
