/**
 * The last step of loading a project, for fast seeks: once its media have loaded, every clip with new
 * layers has its still layers rasterised at the preview's scale, and its transition compiled, one clip at a
 * time between frames. The first frame of a clip — a seek into it, its transition — then pays only for
 * decoding its video (measured: a seek into a clip never shown took up to 245 ms, one into a shown clip
 * about half of that).
 */
import type { Project } from '../../shared/model/project.ts';
import type { Scene } from '../../shared/model/scene.ts';
import { layerShown } from '../../shared/timeline/conversation-avatars.ts';
import type { TransitionBlender } from '../transitions/index.ts';
import type { LayerPainters } from './layer-painters.ts';
import { recordStage } from '../stats/stages.ts';

/** What one clip needs warmed: its new still layers and the transition out of it (none for the last). */
export interface ClipWarmUp {
  scene: Scene;
  layers: Scene['layers'];
  transition: string | undefined;
  /** Whether a transition window shows this clip (into it or out of it): it is drawn at the blend's size too. */
  inTransition: boolean;
}

/**
 * The clips to warm, in timeline order: layers with new painters (`fresh`) that are drawn from a cached
 * image (videos are decoded per frame: nothing to keep), and every clip's transition.
 */
export function warmUpPlan(project: Project, fresh: ReadonlySet<string>): ClipWarmUp[] {
  const { clips } = project;
  const transitionOut = (i: number): string | undefined => {
    const scene = clips[i];
    return scene !== undefined && i < clips.length - 1 && scene.transition.name !== 'none'
      ? scene.transition.name
      : undefined;
  };
  return clips
    .map((scene, i) => ({
      scene,
      layers: scene.layers.filter(
        (layer) => fresh.has(layer.id) && layer.property.type !== 'CustomVideo' && layerShown(layer, scene),
      ),
      transition: transitionOut(i),
      inTransition: transitionOut(i) !== undefined || transitionOut(i - 1) !== undefined,
    }))
    .filter((clip) => clip.layers.length > 0 || clip.transition !== undefined);
}

/**
 * Warms one clip at the preview's scale, and at `blendScale` (the scale transition windows draw scenes at)
 * when a window shows it. Failures are left to the frames that draw the clip: they report them.
 */
export async function warmClip(
  clip: ClipWarmUp,
  painters: LayerPainters,
  scale: number,
  blendScale: number,
  blender: () => TransitionBlender,
): Promise<void> {
  const started = performance.now();
  const scales = clip.inTransition && blendScale !== scale ? [scale, blendScale] : [scale];
  for (const s of scales) {
    await Promise.all(
      clip.layers.map((layer) =>
        painters.paint(layer, { scale: s, clipTime: layer.start, layerTime: 0 }).catch(() => null),
      ),
    );
  }
  if (clip.transition !== undefined) {
    try {
      blender().prepare(clip.transition);
    } catch {
      // An unknown or broken transition is reported by the frames of its window.
    }
  }
  recordStage('warm.clip', performance.now() - started);
}
