/**
 * Which scenes and layers are already settled (refreshConfig has run over them). Projects are immutable
 * values, so an object seen settled once stays settled: an edit that hands back the same scene object need not
 * settle it again. A layer's settled form depends on its scene's duration (its window is clamped to it), so
 * the duration it was settled under is kept with it.
 */
import type { Layer } from '../model/layer.ts';
import type { Project } from '../model/project.ts';
import type { Scene } from '../model/scene.ts';

const scenes = new WeakSet<Scene>();
const layers = new WeakMap<Layer, number>();

/** Notes every scene and layer of a settled project (refreshConfig's result, or one settled incrementally). */
export function markSettled(project: Project): void {
  for (const scene of project.clips) markSceneSettled(scene);
}

export function markSceneSettled(scene: Scene): void {
  scenes.add(scene);
  for (const layer of scene.layers) layers.set(layer, scene.duration);
}

export function isSceneSettled(scene: Scene): boolean {
  return scenes.has(scene);
}

/** Whether `layer` was settled in a scene of this duration. */
export function isLayerSettled(layer: Layer, duration: number): boolean {
  return layers.get(layer) === duration;
}
