import { DURATIONS } from '../constants.ts';
import type { ClipId } from '../ids.ts';
import type { Project } from '../model/project.ts';
import { normalizeProject } from '../normalize/project.ts';
import { serializeProject } from '../serialize.ts';
import { refreshSpeechEstimates, speechDuration } from '../speech/duration.ts';
import { markSettled } from './settled-marks.ts';

export interface DurationLimitReport {
  /** 3600 s, or 180 s on the free tier. */
  limit: number;
  totalDuration: number;
  exceeded: boolean;
  /** Clips that end beyond the limit, with the second at which each one starts. */
  clipsOverLimit: { index: number; id: ClipId; start: number; duration: number }[];
}

/** Which clips reach past the maximum video duration. */
export function checkDurationLimit(
  project: Project,
  options: { freeTier?: boolean } = {},
): DurationLimitReport {
  const limit = options.freeTier === true ? DURATIONS.maxVideoSecondsFreeTier : DURATIONS.maxVideoSeconds;
  const clipsOverLimit: DurationLimitReport['clipsOverLimit'] = [];
  let start = 0;
  project.clips.forEach((clip, index) => {
    if (start + clip.duration > limit)
      clipsOverLimit.push({ index, id: clip.id, start, duration: clip.duration });
    start += clip.duration;
  });
  return {
    limit,
    totalDuration: project.totalDuration,
    exceeded: project.totalDuration > limit,
    clipsOverLimit,
  };
}

/**
 * Recomputes durations (refresh config): speech estimates where no audio exists yet, each clip's
 * duration from its speech, layer windows against the new durations, and the total. Reports clips over the
 * maximum video duration.
 */
export function refreshConfigWithReport(
  project: Project,
  options: { freeTier?: boolean } = {},
): { project: Project; limit: DurationLimitReport } {
  const clips = project.clips.map((clip) => {
    const speech = refreshSpeechEstimates(clip.speech);
    return { ...clip, speech, duration: speechDuration(speech) };
  });
  // Loading again re-applies the window rules (starts clamped, stops dropped) and sums the total.
  const refreshed = normalizeProject(serializeProject({ ...project, clips }));
  // Its scenes and layers are settled: an edit that keeps them need not settle them again (settle-edit.ts).
  markSettled(refreshed);
  return { project: refreshed, limit: checkDurationLimit(refreshed, options) };
}

export function refreshConfig(project: Project): Project {
  return refreshConfigWithReport(project).project;
}
