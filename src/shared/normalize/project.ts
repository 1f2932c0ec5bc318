import { LAYOUTS, PROJECT_BACKGROUND_AUDIO_VOLUME } from '../constants.ts';
import { ProjectFormatError } from '../errors.ts';
import type { RandomSource } from '../ids.ts';
import type { Project } from '../model/project.ts';
import { migrateProject } from './migrations.ts';
import {
  cloneJson,
  type Draft,
  describe,
  isRecord,
  readEnum,
  readNumber,
  readOptionalString,
  RepairLog,
} from './repair.ts';
import { normalizeScene } from './scene.ts';

export interface NormalizeOptions {
  /** Source of randomness for new ids (tests pass a seeded one). */
  random?: RandomSource;
}

export interface NormalizeResult {
  project: Project;
  /** What was repaired, each 'JSON path: what and how'. */
  repairs: readonly string[];
}

/** Other spellings of the layout seen in older projects. */
const LAYOUT_ALIASES: Readonly<Record<string, (typeof LAYOUTS)[number]>> = {
  '16:9': 'landscape',
  horizontal: 'landscape',
  '9:16': 'portrait',
  vertical: 'portrait',
  '1:1': 'square',
};

/**
 * Loads raw project JSON (scene normalisation on load): repairs whatever can be repaired,
 * keeps unknown fields, and returns a new project (the input is not modified). Throws ProjectFormatError
 * only when the input cannot be a project at all: not an object, or `clips` not a list.
 */
export function normalizeProjectWithReport(raw: unknown, options: NormalizeOptions = {}): NormalizeResult {
  if (!isRecord(raw)) throw new ProjectFormatError('$', `a project must be an object, got ${describe(raw)}`);
  if (!Array.isArray(raw.clips)) {
    throw new ProjectFormatError('$.clips', `must be a list of scenes, got ${describe(raw.clips)}`);
  }
  const project = cloneJson(raw) as Draft;
  const log = new RepairLog();
  const random = options.random ?? Math.random;
  migrateProject(project, log);
  if (typeof project.layout === 'string' && LAYOUT_ALIASES[project.layout] !== undefined) {
    project.layout = LAYOUT_ALIASES[project.layout];
  }
  readEnum(project, 'layout', LAYOUTS, 'landscape', log, '$');
  const layerIds = new Set<string>();
  const clipIds = new Set<string>();
  const clips = project.clips as unknown[];
  project.clips = clips.flatMap((scene, index) => {
    const path = `$.clips[${index}]`;
    if (!isRecord(scene)) {
      log.note(path, `${describe(scene)} is not a scene; removed`);
      return [];
    }
    return [normalizeScene(scene, { log, path, random, layerIds, clipIds })];
  });
  project.totalDuration = sumDurations(project.clips as Draft[]);
  readNumber(project, 'backgroundAudioVolume', PROJECT_BACKGROUND_AUDIO_VOLUME, log, '$', { min: 0, max: 1 });
  readOptionalString(project, 'audioFileStaticUrl', log, '$');
  readOptionalString(project, 'audioFilePath', log, '$');
  const bgMusicId = project.bgMusicId;
  if (bgMusicId !== undefined && typeof bgMusicId !== 'string' && typeof bgMusicId !== 'number') {
    log.note('$.bgMusicId', `${describe(bgMusicId)} is not an id; removed`);
    delete project.bgMusicId;
  }
  return { project: project as Project, repairs: log.entries };
}

export function normalizeProject(raw: unknown, options: NormalizeOptions = {}): Project {
  return normalizeProjectWithReport(raw, options).project;
}

/** The project's total duration: the sum of its clips' durations, to the millisecond. */
export function sumDurations(clips: readonly { duration?: unknown }[]): number {
  const total = clips.reduce<number>(
    (sum, clip) => sum + (typeof clip.duration === 'number' ? clip.duration : 0),
    0,
  );
  return Math.round(total * 1000) / 1000;
}
