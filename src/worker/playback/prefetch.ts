/**
 * Pre-decoding for playback: the next clip's media are opened and decoded before its transition
 * begins, so the first blended frames do not wait for a decoder to start. Each clip is warmed once per play.
 */
import type { Project } from '../../shared/model/project.ts';
import { clipStartTimes, isLayerVisible } from '../../shared/timeline/visibility.ts';
import type { LayerPainters } from '../render/layer-painters.ts';
import { layerShown } from '../render/scene.ts';

/** Seconds before a clip's transition (or its start) at which its media start decoding. */
export const PREROLL_SECONDS = 1.5;

export class Prefetcher {
  private readonly warmed = new Set<string>();

  constructor(
    private readonly project: Project,
    private readonly painters: LayerPainters,
    private readonly scale: number,
  ) {}

  /** Warms every clip that starts showing within PREROLL_SECONDS after t. */
  at(t: number): void {
    const starts = clipStartTimes(this.project);
    this.project.clips.forEach((scene, i) => {
      if (i === 0 || this.warmed.has(scene.id)) return;
      const prev = this.project.clips[i - 1];
      const start = starts[i] ?? 0;
      const transition =
        prev !== undefined && prev.transition.name !== 'none'
          ? Math.min(prev.transition.duration, prev.duration)
          : 0;
      const showsAt = start - transition;
      if (t < showsAt - PREROLL_SECONDS || t >= start) return;
      this.warmed.add(scene.id);
      // The incoming scene is drawn at its local time 0 during the transition.
      void this.painters.background(scene).catch(() => {});
      for (const layer of scene.layers) {
        if (!layerShown(layer, scene) || !isLayerVisible(layer, scene.duration, 0)) continue;
        void this.painters
          .paint(layer, { scale: this.scale, clipTime: 0, layerTime: -layer.start })
          .catch(() => {});
      }
    });
  }
}
