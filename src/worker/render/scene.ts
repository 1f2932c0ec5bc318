/**
 * Draws one scene at one local time: background, then every layer in z-order
 * (index 0 at the bottom) that is visible at that time, its cached image transformed by its animated state
 * (src/shared/animation), then the subtitle of the current speech.
 */
import { evaluateLayerAnimation } from '../../shared/animation/index.ts';
import type { Scene } from '../../shared/model/scene.ts';
import { sceneSubtitles, subtitleAt } from '../../shared/speech/subtitle-at.ts';
import { isLayerVisible } from '../../shared/timeline/visibility.ts';
import { layerShown } from '../../shared/timeline/conversation-avatars.ts';
import type { LayerPainters } from './layer-painters.ts';
import { drawLayerImage } from '../../canvas/animated-layer.ts';
import { backgroundPicture } from './background.ts';
import { drawSceneBackground } from '../../canvas/background.ts';
import { drawSubtitle } from './subtitles.ts';
import { recordStage } from '../stats/stages.ts';

export interface SceneFrameTarget {
  ctx: OffscreenCanvasRenderingContext2D;
  /** Output pixels per project pixel. */
  scale: number;
  projectWidth: number;
  projectHeight: number;
  /**
   * Layers drawn differently from what the project asks (a video that cannot be decoded shown as its cover
   * image), as 'layer id: reason'. Playback shows them without a word; an export decides (exporter.ts).
   */
  fallbacks?: string[];
}

/**
 * Conversation avatars (linked to a role) show only when the scene's speech is a conversation. The
 * rule lives in src/shared (the editing canvas follows it too); prefetch.ts takes it from here.
 */
export { layerShown };

export async function drawScene(
  target: SceneFrameTarget,
  scene: Scene,
  localTime: number,
  painters: LayerPainters,
  missing: string[],
): Promise<void> {
  const { ctx, scale, projectWidth, projectHeight } = target;
  const width = projectWidth * scale;
  const height = projectHeight * scale;
  // The background's frame decodes while the layers paint (a background video is a decoder of its own).
  const bgStarted = performance.now();
  const background = painters
    .background(scene)
    .then((source) => backgroundPicture(scene.bgMedia, source, localTime, width, height))
    .catch((error: unknown) => {
      missing.push(`clip ${scene.id} background: ${String(error)}`);
      return undefined;
    })
    .finally(() => recordStage('scene.background', performance.now() - bgStarted));

  // Paint every visible layer (media decode in parallel), then composite in z-order over the background.
  const visible = scene.layers.filter(
    (l) => layerShown(l, scene) && isLayerVisible(l, scene.duration, localTime),
  );
  const paintStarted = performance.now();
  const images = await Promise.all(
    visible.map(async (layer) => {
      try {
        return await painters.paint(layer, {
          scale,
          clipTime: localTime,
          layerTime: localTime - layer.start,
          onFallback: (reason) => target.fallbacks?.push(`layer ${layer.id}: ${reason}`),
        });
      } catch (error) {
        missing.push(`layer ${layer.id}: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    }),
  );
  recordStage('scene.paint', performance.now() - paintStarted);
  const picture = await background;
  try {
    drawSceneBackground(ctx, scene.bgColor, scene.bgMedia, picture, width, height, scale);
  } catch (error) {
    missing.push(`clip ${scene.id} background: ${String(error)}`);
  }
  const compositeStarted = performance.now();
  visible.forEach((layer, i) => {
    const image = images[i];
    if (image == null) return;
    const windowMs = ((layer.stop ?? scene.duration) - layer.start) * 1000;
    try {
      const state = evaluateLayerAnimation(
        layer.animation,
        layer.animations,
        (localTime - layer.start) * 1000,
        {
          durationMs: windowMs,
          box: image.box,
          canvas: { width: projectWidth, height: projectHeight },
        },
      );
      drawLayerImage(ctx, image, state, scale);
    } catch (error) {
      missing.push(`layer ${layer.id} animation: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  recordStage('scene.composite', performance.now() - compositeStarted);
  const subtitle = subtitleAt(sceneSubtitles(scene.speech), localTime);
  if (subtitle !== undefined) {
    try {
      await painters.hub.fonts.ensure([scene.subtitleStyle.fontFamily], subtitle.text);
      drawSubtitle(ctx, subtitle.text, scene.subtitleStyle, projectWidth, projectHeight, scale);
    } catch (error) {
      missing.push(`clip ${scene.id} subtitle: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
