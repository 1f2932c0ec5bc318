/**
 * Settles an edited project incrementally: the same result as refreshConfig (speech estimates, clip
 * durations, layer windows, total), computed only for the scenes and layers the edit replaced. Scenes and
 * layers the edit left alone come back as the very same objects, so views and the worker can skip them by
 * identity.
 */
import type { Layer } from '../model/layer.ts';
import type { Project } from '../model/project.ts';
import type { Scene } from '../model/scene.ts';
import { CURRENT_SCHEMA_VERSION } from '../normalize/migrations.ts';
import { normalizeProject, sumDurations } from '../normalize/project.ts';
import { cloneJson, type Draft, RepairLog } from '../normalize/repair.ts';
import { normalizeScene } from '../normalize/scene.ts';
import { dropNoneAnimations } from '../serialize.ts';
import { refreshSpeechEstimates, speechDuration } from '../speech/duration.ts';
import { refreshConfig } from './refresh-config.ts';
import { isLayerSettled, isSceneSettled, markSceneSettled } from './settled-marks.ts';

/**
 * The edited project settled: equal to refreshConfig(project), sharing every scene and layer that was settled
 * already. Falls back to the full refreshConfig where loading would rename ids (a duplicate or missing id:
 * which copy keeps its id depends on the order of the whole project) or migrate an older schema.
 */
export function settleEdit(project: Project): Project {
  if (project.schemaVersion !== CURRENT_SCHEMA_VERSION || !idsAreSound(project))
    return refreshConfig(project);
  let changed = false;
  const clips = project.clips.map((scene) => {
    if (isSceneSettled(scene)) return scene;
    changed = true;
    return settleScene(scene);
  });
  return withSettledFields(project, changed ? clips : project.clips);
}

/** Every scene id and every layer id a non-empty string, none used twice: loading keeps them all. */
function idsAreSound(project: Project): boolean {
  const sceneIds = new Set<unknown>();
  const layerIds = new Set<unknown>();
  for (const scene of project.clips) {
    if (typeof scene.id !== 'string' || scene.id === '' || sceneIds.has(scene.id)) return false;
    sceneIds.add(scene.id);
    for (const layer of scene.layers) {
      if (typeof layer.id !== 'string' || layer.id === '' || layerIds.has(layer.id)) return false;
      layerIds.add(layer.id);
    }
  }
  return true;
}

/**
 * One scene settled as refreshConfig settles it: its speech estimates and duration, then scene
 * normalisation over its own fields and the layers not yet settled under that duration; settled layers are
 * kept as they are (normalising them again gives them back unchanged).
 */
function settleScene(scene: Scene): Scene {
  const speech = refreshSpeechEstimates(scene.speech);
  const duration = speechDuration(speech);
  const fresh = scene.layers.filter((layer) => !isLayerSettled(layer, duration));
  const draft = cloneJson({ ...scene, speech, duration, layers: fresh }) as Draft;
  dropNoneAnimations(draft);
  const context = { log: new RepairLog(), path: '$', random: Math.random, layerIds: new Set<string>() };
  const settled = normalizeScene(draft, { ...context, clipIds: new Set<string>() }) as Scene;
  // Normalisation keeps sound ids, and drops only layers it cannot draw: those stay dropped.
  const byId = new Map<string, Layer>(settled.layers.map((layer) => [layer.id, layer]));
  settled.layers = scene.layers.flatMap((layer) => {
    if (isLayerSettled(layer, duration)) return [layer];
    const normal = byId.get(layer.id);
    return normal === undefined ? [] : [normal];
  });
  markSceneSettled(settled);
  return settled;
}

/**
 * The project-level fields as loading leaves them (in the same key order), with the settled clips and their
 * total. Only the fields are normalised here: the clips are settled already.
 */
function withSettledFields(project: Project, clips: Scene[]): Project {
  const fields = Object.fromEntries(
    Object.entries(project).map(([key, value]) => [key, key === 'clips' ? [] : value]),
  );
  const head: Draft = normalizeProject(fields);
  const result: Draft = {};
  for (const [key, value] of Object.entries(head)) {
    if (key === 'clips') result.clips = clips;
    else if (key === 'totalDuration') result.totalDuration = sumDurations(clips);
    else result[key] = value;
  }
  return result as Project;
}
