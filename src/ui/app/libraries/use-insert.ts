/**
 * Inserting a new layer into the selected scene as one undo step, selecting it (the contract:
 * `store.apply('Add …', insertLayer(...), { select: { layerId } })`).
 */
import { useCallback } from 'react';
import type { Layer } from '../../../shared/model/layer.ts';
import { insertLayer } from '../../../shared/project/edits/layers.ts';
import type { NewLayerTarget } from '../../../shared/project/new-layer/common.ts';
import { useEditorStore } from '../../store/use-editor.ts';

/** Builds a layer for a target (a new-layer factory with the item's data bound). */
export type LayerBuilder = (target: NewLayerTarget) => Layer;

/** Inserts the built layer (at a canvas point, else the centre); the new layer's id, none without a scene. */
export type InsertLayer = (
  label: string,
  build: LayerBuilder,
  at?: { x: number; y: number },
) => string | undefined;

export function useInsertLayer(): InsertLayer {
  const store = useEditorStore();
  return useCallback(
    (label, build, at) => {
      const { project, selection } = store.getState();
      const scene = project.clips[selection.sceneIndex];
      if (scene === undefined) return undefined;
      const layer = build({ layout: project.layout, scene, at });
      store.apply(label, (p) => insertLayer(p, selection.sceneIndex, layer), {
        select: { layerId: layer.id },
      });
      return layer.id;
    },
    [store],
  );
}
