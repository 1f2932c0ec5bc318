/**
 * Scene edits: pure functions from a project to a new project. The editor store applies them as
 * undo steps and settles durations afterwards (refreshConfig), so these only move data around.
 */
import { DURATIONS, type Layout } from '../../constants.ts';
import { createId, type ClipId, type LayerId, type RandomSource } from '../../ids.ts';
import type { Project } from '../../model/project.ts';
import type { Scene } from '../../model/scene.ts';
import { normalizeProject, sumDurations } from '../../normalize/project.ts';
import { cloneJson } from '../../normalize/repair.ts';
import { EditError } from './errors.ts';

/** The project with new clips and the total recomputed. */
export function withClips(project: Project, clips: readonly Scene[]): Project {
  return { ...project, clips: [...clips], totalDuration: sumDurations(clips) };
}

function checkIndex(project: Project, index: number, field: string, allowEnd = false): void {
  const max = allowEnd ? project.clips.length : project.clips.length - 1;
  if (!Number.isInteger(index) || index < 0 || index > max)
    throw new EditError(field, index, `must be a scene index from 0 to ${max}`);
}

/** A blank scene with the defaults normalisation gives a new scene (colours, speech, transition, styles). */
export function blankScene(layout: Layout, random: RandomSource = Math.random): Scene {
  const scene = normalizeProject({ layout, clips: [{}] }, { random }).clips[0];
  if (scene === undefined) throw new Error('blankScene: normalisation dropped the new scene');
  return scene;
}

/** Inserts `scene` at `index` (default: at the end). */
export function insertScene(project: Project, scene: Scene, index = project.clips.length): Project {
  checkIndex(project, index, 'index', true);
  const clips = [...project.clips];
  clips.splice(index, 0, scene);
  return withClips(project, clips);
}

/** A copy of a scene with fresh ids for it and each of its layers (ids stay unique in the project). */
export function copyScene(scene: Scene, random: RandomSource = Math.random): Scene {
  const copy = cloneJson(scene) as Scene;
  copy.id = createId<ClipId>(random);
  copy.layers = copy.layers.map((layer) => ({ ...layer, id: createId<LayerId>(random) }));
  return copy;
}

/** Puts a copy of scene `index` right after it. */
export function duplicateScene(project: Project, index: number, random: RandomSource = Math.random): Project {
  checkIndex(project, index, 'index');
  return insertScene(project, copyScene(project.clips[index] as Scene, random), index + 1);
}

/** Removes scene `index`; a project keeps at least one scene. */
export function deleteScene(project: Project, index: number): Project {
  checkIndex(project, index, 'index');
  if (project.clips.length === 1)
    throw new EditError('index', index, 'is the only scene; a project keeps one');
  return withClips(
    project,
    project.clips.filter((_, i) => i !== index),
  );
}

/** Moves scene `from` to position `to` (the positions of the other scenes shift). */
export function moveScene(project: Project, from: number, to: number): Project {
  checkIndex(project, from, 'from');
  checkIndex(project, to, 'to');
  if (from === to) return project;
  const clips = [...project.clips];
  const [moved] = clips.splice(from, 1);
  clips.splice(to, 0, moved as Scene);
  return withClips(project, clips);
}

/** Scene fields other than its layers and id, replaced by `patch`. */
export type ScenePatch = Partial<Omit<Scene, 'id' | 'layers'>>;

export function updateScene(project: Project, index: number, patch: ScenePatch): Project {
  checkIndex(project, index, 'index');
  const clips = project.clips.map((scene, i) => (i === index ? ({ ...scene, ...patch } as Scene) : scene));
  return withClips(project, clips);
}

/** The shortest a scene of fixed length may be trimmed to (s); the longest is the longest video. */
export const MIN_SCENE_SECONDS = 0.1;

/**
 * Sets the length of scene `index` to `seconds` (to the hundredth, within MIN_SCENE_SECONDS and the longest
 * video). Only a scene of fixed length can be trimmed: any other lasts as long as its speech, and the store's
 * settling would undo a length set by hand.
 */
export function trimScene(project: Project, index: number, seconds: number): Project {
  checkIndex(project, index, 'index');
  const scene = project.clips[index] as Scene;
  if (scene.speech.type !== 'duration')
    throw new EditError(
      'index',
      index,
      `is a scene whose length follows its speech (type '${scene.speech.type}'); give it a fixed duration to trim it`,
    );
  if (!Number.isFinite(seconds)) throw new EditError('seconds', seconds, 'must be a number of seconds');
  const rounded = Math.round(seconds * 100) / 100;
  const length = Math.min(DURATIONS.maxVideoSeconds, Math.max(MIN_SCENE_SECONDS, rounded));
  if (length === scene.speech.duration && length === scene.duration) return project;
  return updateScene(project, index, { speech: { ...scene.speech, duration: length }, duration: length });
}
