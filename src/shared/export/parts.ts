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

/** A page exports a video whole below this length (s): starting more workers would cost more than it gains. */
export const WHOLE_BELOW_SECONDS = 8;

/** The shortest part of a page's parallel export (s): one key-frame interval, as a part opens with a key frame. */
export const MIN_PARALLEL_PART_SECONDS = 2;

/**
 * Picture workers at once at most: each holds a renderer, its decoders and an encoder (about 200 MB at
 * 1920×1080). Measured on 16 cores: 1080p exported at 2.6× real time on 4 workers, 3.9× on 9.
 */
export const MAX_EXPORT_WORKERS = 12;

/**
 * How many picture workers a machine runs at once: one per core, at most MAX_EXPORT_WORKERS, and no more
 * than the gigabytes of memory the browser reports (`navigator.deviceMemory` reports at most 8, so only small
 * machines are held back by it). On 2 cores, two workers made 1.4× the frames per second of one: a single
 * export leaves cores idle while its one worker draws.
 */
export function exportWorkersFor(cores: number, memoryGB?: number): number {
  const byMemory = memoryGB === undefined || memoryGB >= 8 ? MAX_EXPORT_WORKERS : Math.floor(memoryGB);
  return Math.max(1, Math.min(MAX_EXPORT_WORKERS, Math.floor(cores), byMemory));
}

/** Picture parts per worker, about: parts of unequal cost (a clip with more video layers) even out. */
export const PARTS_PER_WORKER = 2;

/** How a page splits a video: the workers it may use, the shortest part, and the length kept whole. */
export interface ParallelChoice {
  workers: number;
  /** Parts per worker, about (default PARTS_PER_WORKER). */
  partsPerWorker?: number;
  minPartSeconds?: number;
  wholeBelowSeconds?: number;
}

/**
 * The picture parts a page exports on `workers` export workers, taken from one queue: about PARTS_PER_WORKER
 * parts per worker, each as many whole key-frame intervals as that takes, at least `minPartSeconds` and at
 * most DEFAULT_PART_SECONDS. Parts cost unequally (a clip with three video layers takes longer than one with
 * two), so a worker that finishes a cheap part takes the next while another is still busy: measured on 16
 * cores with 4 workers, 5 parts of 4 s exported 1080p in 6.9 s where 3 parts of 6 s took 8.5 s. Null when the
 * video is exported whole (one worker, or shorter than `wholeBelowSeconds`).
 */
export function planParallelParts(
  totalFrames: number,
  rate: FrameRate,
  choice: ParallelChoice,
): Array<Extract<ExportPart, { kind: 'video' }>> | null {
  const {
    workers,
    partsPerWorker = PARTS_PER_WORKER,
    minPartSeconds = MIN_PARALLEL_PART_SECONDS,
    wholeBelowSeconds = WHOLE_BELOW_SECONDS,
  } = choice;
  if (workers < 2) return null;
  const seconds = (totalFrames * rate.den) / rate.num;
  if (seconds < wholeBelowSeconds) return null;
  const key = keyFrameInterval(rate);
  const intervals = Math.ceil(totalFrames / key);
  const secondsPerInterval = (key * rate.den) / rate.num;
  const least = Math.max(1, Math.ceil(minPartSeconds / secondsPerInterval - 1e-9));
  const most = Math.max(least, Math.floor(DEFAULT_PART_SECONDS / secondsPerInterval + 1e-9));
  const perPart = Math.min(most, Math.max(least, Math.ceil(intervals / (partsPerWorker * workers))));
  const parts: Array<Extract<ExportPart, { kind: 'video' }>> = [];
  for (let from = 0; from < totalFrames; from += perPart * key)
    parts.push({ kind: 'video', fromFrame: from, toFrame: Math.min(totalFrames, from + perPart * key) });
  return parts.length >= 2 ? parts : null;
}

/**
 * How a page exports a video with `choice`: the picture parts (null to export it whole) and the picture
 * workers that take them at once (never more than the parts).
 */
export function parallelPlan(
  totalFrames: number,
  rate: FrameRate,
  choice: ParallelChoice,
): { workers: number; parts: Array<Extract<ExportPart, { kind: 'video' }>> | null } {
  const parts = planParallelParts(totalFrames, rate, choice);
  return { workers: parts === null ? 1 : Math.min(parts.length, choice.workers), parts };
}
