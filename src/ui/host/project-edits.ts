/** Pure helpers over the project that the editor view needs: where scenes start, and canvas edits applied. */
import type { Project } from '../../shared/model/project.ts';

/** Start time (seconds) of scene `index` on the project timeline. */
export function sceneStart(project: Project, index: number): number {
  return project.clips.slice(0, Math.max(0, index)).reduce((sum, clip) => sum + clip.duration, 0);
}

/** The scene on screen at `time`: the last one starting at or before it (the last scene at the very end). */
export function sceneIndexAt(project: Project, time: number): number {
  let start = 0;
  for (let i = 0; i < project.clips.length; i++) {
    const duration = project.clips[i]?.duration ?? 0;
    if (time < start + duration) return i;
    start += duration;
  }
  return Math.max(0, project.clips.length - 1);
}

/**
 * The project with a canvas edit applied: the layer's property fields replaced by `patch` (the canvas
 * reports model units). The same project when no layer has that id or the patch is empty.
 */
export function applyPatch(project: Project, layerId: string, patch: Record<string, unknown>): Project {
  if (Object.keys(patch).length === 0) return project;
  let found = false;
  const clips = project.clips.map((clip) => {
    if (!clip.layers.some((layer) => layer.id === layerId)) return clip;
    found = true;
    const layers = clip.layers.map((layer) =>
      layer.id === layerId
        ? ({ ...layer, property: { ...layer.property, ...patch } } as typeof layer)
        : layer,
    );
    return { ...clip, layers };
  });
  return found ? { ...project, clips } : project;
}
