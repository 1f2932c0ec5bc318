/**
 * What an export makes, decided before a frame is drawn: container, size, frame rate, quality and range,
 * checked against the project and the account's duration limit. Pure: the dialog, the host API and the
 * export worker all resolve options here, so they refuse the same things with the same messages.
 */
import { CANVAS_SIZES, DURATIONS } from '../constants.ts';
import type { Project } from '../model/project.ts';
import { clipStartTimes } from '../timeline/visibility.ts';
import { ExportOptionError } from './errors.ts';
import { frameRate, type FrameRate } from './frames.ts';

export const EXPORT_CONTAINERS = ['mp4', 'webm'] as const;
export type ExportContainer = (typeof EXPORT_CONTAINERS)[number];

export const EXPORT_QUALITIES = ['low', 'standard', 'high'] as const;
export type ExportQuality = (typeof EXPORT_QUALITIES)[number];

/** Frame rates the dialog offers; the host API also takes the NTSC rates 23.976, 29.97 and 59.94. */
export const EXPORT_FPS = [25, 30, 60] as const;

/** The whole video, the scene being edited, or the scene at an index (0-based). */
export type ExportRange = 'all' | 'scene' | { scene: number };

/** What a layer whose media cannot be decoded does: stop the export, or show its cover image instead. */
export type MissingMediaPolicy = 'fail' | 'cover';

export type AccountTier = 'free' | 'pro';

export interface ExportOptions {
  container: ExportContainer;
  width: number;
  height: number;
  fps: number;
  quality: ExportQuality;
  range: ExportRange;
  onMissingMedia: MissingMediaPolicy;
}

/** Resolved options: everything the export worker needs, the range as project times. */
export interface ExportSettings extends ExportOptions {
  rate: FrameRate;
  /** Project seconds exported: [start, end). */
  start: number;
  end: number;
  duration: number;
  videoBitrate: number;
  audioBitrate: number;
}

/** Bits per pixel per frame of each quality preset (H.264-class; VP9 gets the same, and looks better). */
const BITS_PER_PIXEL: Readonly<Record<ExportQuality, number>> = { low: 0.05, standard: 0.1, high: 0.18 };
const AUDIO_BITRATES: Readonly<Record<ExportQuality, number>> = {
  low: 96_000,
  standard: 128_000,
  high: 192_000,
};
/** Smallest and largest side an export may have (H.264 level 5.1 tops out at 4096 px). */
const MIN_SIDE = 16;
const MAX_SIDE = 4096;

export interface SizePreset {
  width: number;
  height: number;
}

/** Rounds to the nearest even number (encoders want even sides for 4:2:0 chroma). */
const even = (n: number): number => Math.max(2, Math.round(n / 2) * 2);

/** The project's own size, then smaller presets of the same shape: 720, 480 and 360 on the short side. */
export function sizePresets(project: Pick<Project, 'layout'>): SizePreset[] {
  const { width, height } = CANVAS_SIZES[project.layout];
  const short = Math.min(width, height);
  const presets: SizePreset[] = [{ width, height }];
  for (const side of [720, 480, 360]) {
    if (side >= short) continue;
    const scale = side / short;
    presets.push({ width: even(width * scale), height: even(height * scale) });
  }
  return presets;
}

export function defaultExportOptions(project: Pick<Project, 'layout'>): ExportOptions {
  const { width, height } = CANVAS_SIZES[project.layout];
  return {
    container: 'mp4',
    width,
    height,
    fps: 30,
    quality: 'standard',
    range: 'all',
    onMissingMedia: 'fail',
  };
}

export function videoBitrate(width: number, height: number, fps: number, quality: ExportQuality): number {
  return Math.round(width * height * fps * BITS_PER_PIXEL[quality]);
}

/** Expected file size in bytes: the bitrates over the duration (a VBR encoder lands near it). */
export function estimateExportBytes(
  settings: Pick<ExportSettings, 'videoBitrate' | 'audioBitrate' | 'duration'>,
): number {
  return Math.round(((settings.videoBitrate + settings.audioBitrate) * settings.duration) / 8);
}

/** The longest video the account may export, in seconds. */
export function maxExportSeconds(tier: AccountTier): number {
  return tier === 'free' ? DURATIONS.maxVideoSecondsFreeTier : DURATIONS.maxVideoSeconds;
}

function rangeTimes(
  project: Pick<Project, 'clips'>,
  range: ExportRange,
  currentScene: number,
): { start: number; end: number } {
  const starts = clipStartTimes(project);
  const total = project.clips.reduce((sum, clip) => sum + clip.duration, 0);
  if (range === 'all') return { start: 0, end: total };
  const index = range === 'scene' ? currentScene : range.scene;
  const clip = project.clips[index];
  if (!Number.isInteger(index) || clip === undefined)
    throw new ExportOptionError(
      `range: scene ${JSON.stringify(index)} does not exist (the project has ${project.clips.length} scenes)`,
    );
  const start = starts[index] ?? 0;
  return { start, end: start + clip.duration };
}

function checkOneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new ExportOptionError(`${name}: ${JSON.stringify(value)} is not one of ${allowed.join(', ')}`);
}

function checkSize(project: Pick<Project, 'layout'>, width: unknown, height: unknown): void {
  const size = CANVAS_SIZES[project.layout];
  for (const [name, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (typeof value !== 'number' || !Number.isInteger(value))
      throw new ExportOptionError(`${name}: ${JSON.stringify(value)} is not a whole number of pixels`);
    if (value < MIN_SIDE || value > MAX_SIDE)
      throw new ExportOptionError(`${name}: ${value} is outside ${MIN_SIDE}–${MAX_SIDE} pixels`);
    if (value % 2 !== 0)
      throw new ExportOptionError(
        `${name}: ${value} is odd; video encoders need even sizes (try ${value + 1})`,
      );
  }
  const w = width as number;
  const h = height as number;
  // The frame keeps the project's shape: the height drawn at this width must round to the one asked for.
  const shaped = (w * size.height) / size.width;
  if (Math.abs(shaped - h) > 1)
    throw new ExportOptionError(
      `height: ${w}×${h} does not keep the project's ${size.width}×${size.height} shape (at width ${w} the height is ${even(shaped)})`,
    );
}

function checkDuration(duration: number, tier: AccountTier): void {
  if (!(duration > 0)) throw new ExportOptionError('range: the video is empty (0 s): add a scene first');
  if (duration > DURATIONS.maxVideoSeconds)
    throw new ExportOptionError(
      `duration: ${duration.toFixed(1)} s is over the limit of ${DURATIONS.maxVideoSeconds} s (1 hour) for a video`,
    );
  if (tier === 'free' && duration > DURATIONS.maxVideoSecondsFreeTier)
    throw new ExportOptionError(
      `duration: ${duration.toFixed(1)} s is over the free tier's limit of ${DURATIONS.maxVideoSecondsFreeTier} s (3 minutes) for a video`,
    );
}

export interface ResolveContext {
  tier: AccountTier;
  /** The scene being edited, for range 'scene'. */
  currentScene?: number;
}

/**
 * Fills in the defaults and checks every option against the project and the account; throws an
 * ExportOptionError naming the option or the limit.
 */
export function resolveExportOptions(
  project: Pick<Project, 'layout' | 'clips'>,
  options: Partial<ExportOptions>,
  context: ResolveContext,
): ExportSettings {
  if (typeof options !== 'object' || options === null)
    throw new ExportOptionError(`options: expected an object, got ${JSON.stringify(options)}`);
  const merged = { ...defaultExportOptions(project), ...stripUndefined(options) };
  const container = checkOneOf('container', merged.container, EXPORT_CONTAINERS);
  const quality = checkOneOf('quality', merged.quality, EXPORT_QUALITIES);
  const onMissingMedia = checkOneOf('onMissingMedia', merged.onMissingMedia, ['fail', 'cover'] as const);
  checkSize(project, merged.width, merged.height);
  const rate = frameRate(merged.fps);
  const range = merged.range;
  if (range !== 'all' && range !== 'scene' && (typeof range !== 'object' || range === null))
    throw new ExportOptionError(`range: ${JSON.stringify(range)} is not 'all', 'scene' or { scene: index }`);
  const { start, end } = rangeTimes(project, range, context.currentScene ?? 0);
  const duration = end - start;
  checkDuration(duration, context.tier);
  return {
    container,
    width: merged.width,
    height: merged.height,
    fps: merged.fps,
    quality,
    range,
    onMissingMedia,
    rate,
    start,
    end,
    duration,
    videoBitrate: videoBitrate(merged.width, merged.height, rate.num / rate.den, quality),
    audioBitrate: AUDIO_BITRATES[quality],
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
