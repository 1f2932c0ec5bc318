/**
 * Animation edits (for the animation picker): a layer's entrance/exit effects (`layer.animation`) and its
 * preset (`layer.animations`). Choosing no preset removes the field (animation 'none' is removed
 * when saving). Pure.
 */
import type { AnimationPreset, LayerAnimation } from '../../model/animation.ts';
import type { Layer } from '../../model/layer.ts';
import type { Project } from '../../model/project.ts';
import { findLayer } from './layers.ts';
import { EditError } from './errors.ts';
import { withClips } from './scenes.ts';

function mapLayer(project: Project, layerId: string, change: (layer: Layer) => Layer): Project {
  const found = findLayer(project, layerId);
  if (found === undefined) throw new EditError('layerId', layerId, 'no layer has this id');
  return withClips(
    project,
    project.clips.map((scene, i) =>
      i !== found.sceneIndex
        ? scene
        : { ...scene, layers: scene.layers.map((l, j) => (j === found.layerIndex ? change(l) : l)) },
    ),
  );
}

/** Replaces the layer's entrance/exit effects. */
export function setLayerEffects(project: Project, layerId: string, animation: LayerAnimation): Project {
  return mapLayer(project, layerId, (layer) => ({ ...layer, animation }));
}

/** Sets the layer's preset, or removes it when `preset` is undefined or has no animations. */
export function setLayerPreset(
  project: Project,
  layerId: string,
  preset: AnimationPreset | undefined,
): Project {
  return mapLayer(project, layerId, (layer) => {
    const next = { ...layer };
    if (preset === undefined || preset.animations.length === 0) delete next.animations;
    else next.animations = preset;
    return next;
  });
}
