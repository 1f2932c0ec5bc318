import type { Layer } from '../model/layer.ts';
import type { Project } from '../model/project.ts';
import type { Scene } from '../model/scene.ts';

/** A layer is shown from its start until its stop (or the clip's end); hidden before and after. */
export function isLayerVisible(
  layer: Pick<Layer, 'start' | 'stop'>,
  clipDuration: number,
  localTime: number,
): boolean {
  const stop = layer.stop ?? clipDuration;
  return localTime >= layer.start && localTime < stop;
}

/** Seconds from the project's start at which each clip starts. */
export function clipStartTimes(project: Pick<Project, 'clips'>): number[] {
  let start = 0;
  return project.clips.map((clip) => {
    const at = start;
    start += clip.duration;
    return at;
  });
}

/** How far before a clip's end its last frame is taken (seconds; well under a millisecond). */
export const LAST_FRAME_OFFSET = 1e-6;

export type FrameScenes =
  | { kind: 'empty' }
  | { kind: 'scene'; index: number; scene: Scene; localTime: number }
  | {
      kind: 'transition';
      from: { index: number; scene: Scene; localTime: number };
      to: { index: number; scene: Scene; localTime: number };
      /** 0 at the start of the transition window, 1 at its end. */
      progress: number;
    };

/**
 * Which scene, or which two scenes, a project shows at time t: a clip's
 * transition begins when the remaining time in it is no more than the transition duration; the outgoing
 * scene keeps playing and the incoming one is drawn at its local time 0. Times past the end show the last
 * frame of the last clip.
 */
export function scenesAt(project: Pick<Project, 'clips'>, t: number): FrameScenes {
  const { clips } = project;
  if (clips.length === 0) return { kind: 'empty' };
  const starts = clipStartTimes(project);
  let index = clips.length - 1;
  for (let i = 0; i < clips.length; i++) {
    const clip = clips[i] as Scene;
    if (t < (starts[i] as number) + clip.duration) {
      index = i;
      break;
    }
  }
  const scene = clips[index] as Scene;
  // At or past the project's end, the last frame: just before the last clip's end, where its layers are
  // still shown (a layer is hidden from its stop on, and a clip's end is every open layer's stop).
  const localTime = Math.max(0, Math.min(t - (starts[index] as number), scene.duration - LAST_FRAME_OFFSET));
  const next = clips[index + 1];
  const window = Math.min(scene.transition.duration, scene.duration);
  const remaining = scene.duration - localTime;
  if (next !== undefined && scene.transition.name !== 'none' && window > 0 && remaining <= window) {
    return {
      kind: 'transition',
      from: { index, scene, localTime },
      to: { index: index + 1, scene: next, localTime: 0 },
      progress: Math.min(1, Math.max(0, 1 - remaining / window)),
    };
  }
  return { kind: 'scene', index, scene, localTime };
}

/** Start time (seconds) of scene `index` on the project timeline. */
export function sceneStart(project: Pick<Project, 'clips'>, index: number): number {
  return project.clips.slice(0, Math.max(0, index)).reduce((sum, clip) => sum + clip.duration, 0);
}

/**
 * The scene on screen at `time`: during a transition the outgoing one, past the end the last one (0 for a
 * project without scenes).
 */
export function sceneIndexAt(project: Pick<Project, 'clips'>, time: number): number {
  const frame = scenesAt(project, time);
  switch (frame.kind) {
    case 'empty':
      return 0;
    case 'scene':
      return frame.index;
    case 'transition':
      return frame.from.index;
  }
}
