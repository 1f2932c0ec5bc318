/**
 * Layer edits: pure functions from a project to a new project, finding layers by id. Layers are
 * drawn in list order, so the list index is the z-order (0 at the back).
 */
import { createId, type LayerId, type RandomSource } from '../../ids.ts';
import type { Layer, LayerProperty } from '../../model/layer.ts';
import type { Project } from '../../model/project.ts';
import type { Scene } from '../../model/scene.ts';
import { roundTime } from '../../normalize/scene.ts';
import { cloneJson } from '../../normalize/repair.ts';
import { EditError } from './errors.ts';
import { withClips } from './scenes.ts';

export interface LayerLocation {
  sceneIndex: number;
  layerIndex: number;
  layer: Layer;
}

export function findLayer(project: Project, layerId: string): LayerLocation | undefined {
  for (let sceneIndex = 0; sceneIndex < project.clips.length; sceneIndex++) {
    const layers = (project.clips[sceneIndex] as Scene).layers;
    const layerIndex = layers.findIndex((layer) => layer.id === layerId);
    if (layerIndex >= 0) return { sceneIndex, layerIndex, layer: layers[layerIndex] as Layer };
  }
  return undefined;
}

function locate(project: Project, layerId: string): LayerLocation {
  const found = findLayer(project, layerId);
  if (found === undefined) throw new EditError('layerId', layerId, 'no layer has this id');
  return found;
}

/** The project with scene `sceneIndex`'s layer list replaced. */
function withLayers(project: Project, sceneIndex: number, layers: Layer[]): Project {
  return withClips(
    project,
    project.clips.map((scene, i) => (i === sceneIndex ? { ...scene, layers } : scene)),
  );
}

/** Adds `layer` to scene `sceneIndex` at `index` (default: on top). Its id must be new to the project. */
export function insertLayer(project: Project, sceneIndex: number, layer: Layer, index?: number): Project {
  const scene = project.clips[sceneIndex];
  if (scene === undefined) throw new EditError('sceneIndex', sceneIndex, 'no scene has this index');
  if (findLayer(project, layer.id) !== undefined)
    throw new EditError('layer.id', layer.id, 'is already used in the project');
  const layers = [...scene.layers];
  const at = index ?? layers.length;
  if (!Number.isInteger(at) || at < 0 || at > layers.length)
    throw new EditError('index', at, `must be from 0 to ${layers.length}`);
  layers.splice(at, 0, layer);
  return withLayers(project, sceneIndex, layers);
}

/** Replaces fields of the layer (not its id or property: see updateLayerProperty). */
export type LayerPatch = Partial<Omit<Layer, 'id' | 'property'>>;

function mapLayer(project: Project, layerId: string, change: (layer: Layer) => Layer): Project {
  const { sceneIndex, layerIndex } = locate(project, layerId);
  const layers = [...(project.clips[sceneIndex] as Scene).layers];
  layers[layerIndex] = change(layers[layerIndex] as Layer);
  return withLayers(project, sceneIndex, layers);
}

export function updateLayer(project: Project, layerId: string, patch: LayerPatch): Project {
  if (Object.keys(patch).length === 0) return project;
  return mapLayer(project, layerId, (layer) => ({ ...layer, ...patch }) as Layer);
}

/** Replaces property fields of the layer (the canvas and the inspector edit these). Its kind cannot change. */
export function updateLayerProperty(
  project: Project,
  layerId: string,
  patch: Readonly<Record<string, unknown>>,
): Project {
  if (Object.keys(patch).length === 0) return project;
  return mapLayer(project, layerId, (layer) => {
    if (patch.type !== undefined && patch.type !== layer.property.type)
      throw new EditError('property.type', patch.type, `cannot change a ${layer.property.type} layer's kind`);
    return { ...layer, property: { ...layer.property, ...patch } as LayerProperty } as Layer;
  });
}

export function deleteLayer(project: Project, layerId: string): Project {
  const { sceneIndex, layerIndex } = locate(project, layerId);
  const layers = (project.clips[sceneIndex] as Scene).layers.filter((_, i) => i !== layerIndex);
  return withLayers(project, sceneIndex, layers);
}

/** A copy of a layer with a fresh id, moved by `offset` units right and down so both can be seen. */
export function copyLayer(layer: Layer, random: RandomSource = Math.random, offset = 20): Layer {
  const copy = cloneJson(layer) as Layer;
  copy.id = createId<LayerId>(random);
  copy.property = { ...copy.property, left: copy.property.left + offset, top: copy.property.top + offset };
  return copy;
}

/** Puts a copy of the layer just above it; returns the project and the copy's id. */
export function duplicateLayer(
  project: Project,
  layerId: string,
  random: RandomSource = Math.random,
): { project: Project; layerId: LayerId } {
  const { sceneIndex, layerIndex, layer } = locate(project, layerId);
  const copy = copyLayer(layer, random);
  return { project: insertLayer(project, sceneIndex, copy, layerIndex + 1), layerId: copy.id as LayerId };
}

/** Moves the layer to z-position `to` within its scene (0 = back). */
export function moveLayer(project: Project, layerId: string, to: number): Project {
  const { sceneIndex, layerIndex } = locate(project, layerId);
  const layers = [...(project.clips[sceneIndex] as Scene).layers];
  if (!Number.isInteger(to) || to < 0 || to >= layers.length)
    throw new EditError('to', to, `must be from 0 to ${layers.length - 1}`);
  if (to === layerIndex) return project;
  const [moved] = layers.splice(layerIndex, 1);
  layers.splice(to, 0, moved as Layer);
  return withLayers(project, sceneIndex, layers);
}

/** Moves the layer by (dx, dy) model units, unless its movement is locked on that axis. */
export function nudgeLayer(project: Project, layerId: string, dx: number, dy: number): Project {
  const { layer } = locate(project, layerId);
  const patch: Record<string, number> = {};
  if (dx !== 0 && !layer.lockMovementX) patch.left = layer.property.left + dx;
  if (dy !== 0 && !layer.lockMovementY) patch.top = layer.property.top + dy;
  return updateLayerProperty(project, layerId, patch);
}

/** The shortest time a layer can be shown when its bars are dragged (seconds). */
export const MIN_LAYER_SPAN = 0.1;

/**
 * The layer's window within its clip, clamped: a start at or beyond the clip's duration
 * becomes one second before the end (never below 0); a stop at or beyond the duration is dropped (the layer
 * stays until the clip ends); a stop is at least MIN_LAYER_SPAN after the start.
 */
export function clampLayerWindow(
  start: number,
  stop: number | undefined,
  clipDuration: number,
): { start: number; stop: number | undefined } {
  let s = Math.max(0, Number.isFinite(start) ? start : 0);
  if (s >= clipDuration) s = Math.max(0, clipDuration - 1);
  let e = stop !== undefined && Number.isFinite(stop) ? stop : undefined;
  if (e !== undefined && e >= clipDuration) e = undefined;
  if (e !== undefined) e = Math.max(e, s + MIN_LAYER_SPAN);
  if (e !== undefined && e >= clipDuration) e = undefined;
  return { start: roundTime(s), stop: e === undefined ? undefined : roundTime(e) };
}

/** Sets the layer's start and stop (seconds from its clip's start) with the clamping of clampLayerWindow. */
export function setLayerWindow(
  project: Project,
  layerId: string,
  start: number,
  stop: number | undefined,
): Project {
  const { sceneIndex } = locate(project, layerId);
  const window = clampLayerWindow(start, stop, (project.clips[sceneIndex] as Scene).duration);
  return mapLayer(project, layerId, (layer) => {
    const next = { ...layer, start: window.start } as Layer;
    if (window.stop === undefined) delete next.stop;
    else next.stop = window.stop;
    return next;
  });
}
