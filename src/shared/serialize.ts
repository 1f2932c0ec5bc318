import type { Project } from './model/project.ts';
import { cloneJson, type Draft, isRecord } from './normalize/repair.ts';

/**
 * The project as plain JSON for saving. Animations named 'none' are removed; loading restores them
 * as defaults, so normalise → serialise → normalise gives the same JSON.
 */
export function serializeProject(project: Project): Draft {
  const json = cloneJson(project) as Draft;
  for (const scene of json.clips as Draft[]) dropNoneAnimations(scene);
  return json;
}

/** Removes, in place, the 'none' entrance and exit animations of a scene's JSON copy (see serializeProject). */
export function dropNoneAnimations(scene: Draft): void {
  for (const layer of scene.layers as Draft[]) {
    const animation = layer.animation;
    if (!isRecord(animation)) continue;
    for (const phase of ['enter', 'exit']) {
      const entry = animation[phase];
      if (isRecord(entry) && entry.name === 'none') delete animation[phase];
    }
    if (Object.keys(animation).length === 0) delete layer.animation;
  }
}
