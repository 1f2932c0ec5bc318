/**
 * What a frame's problems mean for an export. A layer that could not be drawn stops it, with a message that
 * names the scene and the layer; a video shown as its cover image stops it too, unless the creator chose
 * covers; a transition drawn as a cross-fade (no WebGL here) is kept and noted.
 */
import { LAYER_KINDS, kindOf } from '../../shared/kinds/registry.ts';
import { ExportFailedError } from '../../shared/export/errors.ts';
import type { MissingMediaPolicy } from '../../shared/export/options.ts';
import type { Project } from '../../shared/model/project.ts';

/** 'scene 2 (c7), video layer v1' for a layer id; 'layer v1' when no scene has it. */
export function describeLayer(project: Project, layerId: string): string {
  for (const [index, scene] of project.clips.entries()) {
    const layer = scene.layers.find((l) => l.id === layerId);
    if (layer !== undefined)
      return `scene ${index + 1} (${scene.id}), ${LAYER_KINDS[kindOf(layer.property.type)].noun} layer ${layerId}`;
  }
  return `layer ${layerId}`;
}

/** 'clip c7 background: …' → 'scene 2 (c7) background: …'. */
function describeClipProblem(project: Project, problem: string): string {
  const match = /^clip (\S+) (.*)$/s.exec(problem);
  if (match === null) return problem;
  const index = project.clips.findIndex((c) => c.id === match[1]);
  return index < 0 ? problem : `scene ${index + 1} (${match[1]}) ${match[2]}`;
}

export function describeProblem(project: Project, problem: string): string {
  const layer = /^layer (\S+?)( animation)?: (.*)$/s.exec(problem);
  if (layer !== null) return `${describeLayer(project, layer[1] ?? '')}${layer[2] ?? ''}: ${layer[3]}`;
  return describeClipProblem(project, problem);
}

const isTransitionProblem = (problem: string): boolean => /^clip \S+ transition '/.test(problem);

/**
 * Sorts one frame's problems: throws for what stops the export, returns the notes to keep (each described
 * once by the caller's set).
 */
export function judgeFrame(
  project: Project,
  time: number,
  missing: readonly string[],
  fallbacks: readonly string[],
  policy: MissingMediaPolicy,
): string[] {
  const notes: string[] = [];
  const fatal: string[] = [];
  for (const problem of missing) (isTransitionProblem(problem) ? notes : fatal).push(problem);
  for (const fallback of fallbacks) (policy === 'cover' ? notes : fatal).push(fallback);
  if (fatal.length > 0) {
    const what = fatal.map((p) => describeProblem(project, p)).join('; ');
    const hint =
      fallbacks.length > 0 && policy === 'fail'
        ? ' (or choose to show covers for videos that cannot be decoded)'
        : '';
    throw new ExportFailedError(`the frame at ${time.toFixed(3)} s cannot be drawn: ${what}${hint}`);
  }
  return notes.map((p) => describeProblem(project, p));
}
