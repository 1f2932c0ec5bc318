/**
 * The export dialog's options: what it offers, what it remembers between exports (local storage, key
 * `clipwright-export-options`) and what it asks the exporter for. Stored options are read field by field: a
 * field that does not fit this project (a size of another shape, a frame rate no longer offered) falls back
 * to its default, and the others are kept.
 */
import type { Project } from '../../../shared/model/project.ts';
import {
  defaultExportOptions,
  estimateExportBytes,
  EXPORT_CONTAINERS,
  EXPORT_FPS,
  EXPORT_QUALITIES,
  resolveExportOptions,
  sizePresets,
  type AccountTier,
  type ExportOptions,
  type ExportSettings,
} from '../../../shared/export/options.ts';
import { frameCount } from '../../../shared/export/frames.ts';

export const EXPORT_OPTIONS_KEY = 'clipwright-export-options';

/** The dialog's range: the whole video or the scene being edited (its index is added at the start). */
export type DialogRange = 'all' | 'scene';

export type DialogOptions = Omit<ExportOptions, 'range'> & { range: DialogRange };

type OptionsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function defaultDialogOptions(project: Pick<Project, 'layout'>): DialogOptions {
  return { ...defaultExportOptions(project), range: 'all' };
}

/** Options from stored text (anything, even not JSON): each field kept when it fits, else its default. */
export function parseStoredOptions(
  text: string | null | undefined,
  project: Pick<Project, 'layout'>,
): DialogOptions {
  const options = defaultDialogOptions(project);
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? 'null');
  } catch {
    return options;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return options;
  const stored = raw as Record<string, unknown>;
  const oneOf = <T>(value: unknown, allowed: readonly T[]): value is T => allowed.includes(value as T);
  if (oneOf(stored.container, EXPORT_CONTAINERS)) options.container = stored.container;
  if (oneOf(stored.quality, EXPORT_QUALITIES)) options.quality = stored.quality;
  if (oneOf(stored.fps, EXPORT_FPS)) options.fps = stored.fps;
  if (oneOf(stored.range, ['all', 'scene'] as const)) options.range = stored.range;
  if (oneOf(stored.onMissingMedia, ['fail', 'cover'] as const))
    options.onMissingMedia = stored.onMissingMedia;
  const size = presetFor(project, stored.width, stored.height);
  if (size !== undefined) Object.assign(options, size);
  return options;
}

/**
 * The project's preset for a stored size: the same size, else the preset with the same short side (720p
 * chosen on a landscape project is 720p of a portrait one too), else none.
 */
function presetFor(
  project: Pick<Project, 'layout'>,
  width: unknown,
  height: unknown,
): { width: number; height: number } | undefined {
  if (typeof width !== 'number' || typeof height !== 'number') return undefined;
  const presets = sizePresets(project);
  return (
    presets.find((p) => p.width === width && p.height === height) ??
    presets.find((p) => Math.min(p.width, p.height) === Math.min(width, height))
  );
}

export function loadExportOptions(
  storage: Pick<OptionsStorage, 'getItem'> | undefined,
  project: Pick<Project, 'layout'>,
): DialogOptions {
  let text: string | null = null;
  try {
    text = storage?.getItem(EXPORT_OPTIONS_KEY) ?? null;
  } catch {
    // Storage denied (a page framed by another site): the defaults.
  }
  return parseStoredOptions(text, project);
}

export function saveExportOptions(
  storage: Pick<OptionsStorage, 'setItem'> | undefined,
  options: DialogOptions,
): void {
  try {
    storage?.setItem(EXPORT_OPTIONS_KEY, JSON.stringify(options));
  } catch {
    // Storage full or denied: the next export starts from the defaults, nothing else is lost.
  }
}

/** What the exporter is asked for: the range 'scene' becomes the index of the scene being edited. */
export function runOptionsOf(options: DialogOptions, sceneIndex: number): ExportOptions {
  return { ...options, range: options.range === 'scene' ? { scene: sceneIndex } : 'all' };
}

export type OptionsSummary =
  | { ok: true; settings: ExportSettings; bytes: number; frames: number }
  /** `duration`: seconds of the range asked for, when it exists (the limit it is over, say). */
  | { ok: false; error: string; duration: number | undefined };

/** The options checked against the project and the account, with the expected size; or why they cannot be. */
export function summarizeOptions(
  project: Pick<Project, 'layout' | 'clips'>,
  options: DialogOptions,
  context: { tier: AccountTier; sceneIndex: number },
): OptionsSummary {
  try {
    const settings = resolveExportOptions(project, runOptionsOf(options, context.sceneIndex), {
      tier: context.tier,
      currentScene: context.sceneIndex,
    });
    return {
      ok: true,
      settings,
      bytes: estimateExportBytes(settings),
      frames: frameCount(settings.duration, settings.rate),
    };
  } catch (error) {
    const clip = project.clips[context.sceneIndex];
    const duration =
      options.range === 'scene' ? clip?.duration : project.clips.reduce((sum, c) => sum + c.duration, 0);
    return { ok: false, error: (error as Error).message, duration };
  }
}
