/**
 * What changed between two versions of a project, as the preview sends it to the worker after an edit:
 * the changed project fields and the scene list, where a scene the edit kept (the very same object) is
 * named by its index in the version the worker holds instead of being sent again. Edits keep untouched
 * scenes as the same objects (settle-edit.ts), so an edit of one layer sends one scene.
 */
import type { Project } from '../model/project.ts';
import type { Scene } from '../model/scene.ts';

export interface ProjectPatch {
  /** Project fields other than `clips` whose value changed, with their new values. */
  fields: Record<string, unknown>;
  /** Project fields the new version no longer has. */
  removed: string[];
  /** The new scene list: a scene sent whole, or the index of the same scene in the base version. */
  clips: Array<Scene | number>;
}

/** The patch that turns `base` into `next`. */
export function diffProject(base: Project, next: Project): ProjectPatch {
  const fields: Record<string, unknown> = {};
  const removed: string[] = [];
  const before: Record<string, unknown> = base;
  const after: Record<string, unknown> = next;
  for (const [key, value] of Object.entries(after))
    if (key !== 'clips' && (before[key] !== value || !(key in before))) fields[key] = value;
  for (const key of Object.keys(before)) if (!(key in after)) removed.push(key);
  const indexOf = new Map<Scene, number>(base.clips.map((scene, index) => [scene, index]));
  const clips = next.clips.map((scene) => indexOf.get(scene) ?? scene);
  return { fields, removed, clips };
}

/** `base` with `patch` applied (a new project; `base` is left as it was). */
export function applyProjectPatch(base: Project, patch: ProjectPatch): Project {
  const project: Record<string, unknown> = { ...base, ...patch.fields };
  for (const key of patch.removed) delete project[key];
  project.clips = patch.clips.map((entry) => {
    if (typeof entry !== 'number') return entry;
    const scene = base.clips[entry];
    if (scene === undefined) throw new RangeError(`project patch: the base has no scene ${entry}`);
    return scene;
  });
  return project as Project;
}
