/**
 * Prepares and draws one scene at one local time: background, then every layer in z-order
 * (index 0 at the bottom) that is visible at that time, its cached image transformed by its animated state
 * (src/shared/animation), then the subtitle of the current speech. Avatars move their mouths with the speech.
 */
import { evaluateLayerAnimation } from '../../shared/animation/index.ts';
import type { Layer } from '../../shared/model/layer.ts';
import type { Scene } from '../../shared/model/scene.ts';
import { avatarMouthAt } from '../../shared/avatar/mouth-track.ts';
import { sceneSubtitles, subtitleAt, type TimedSubtitle } from '../../shared/speech/subtitle-at.ts';
import { isLayerVisible } from '../../shared/timeline/visibility.ts';
import { layerShown } from '../../shared/timeline/conversation-avatars.ts';
import type { LayerPainters } from './layer-painters.ts';
import { drawLayerImage } from '../../canvas/animated-layer.ts';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { backgroundPicture } from './background.ts';
import type { BackgroundPicture } from '../../canvas/background.ts';
import { drawSceneBackground } from '../../canvas/background.ts';
import { captionFontRequest } from './subtitle-font.ts';
import { drawCaption } from './subtitles.ts';
import { recordStage } from '../stats/stages.ts';

/** How a scene is drawn: at `scale` output pixels per project pixel. */
export interface SceneTarget {
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

export interface SceneFrameTarget extends SceneTarget {
  ctx: OffscreenCanvasRenderingContext2D;
}

/**
 * A picture ready to draw: everything it shows is decoded, painted and loaded, so drawing it is synchronous.
 * The preview draws it straight onto the visible canvas: nothing can show between its first and last stroke.
 */
export type Paint = (ctx: OffscreenCanvasRenderingContext2D) => void;

/**
 * Conversation avatars (linked to a role) show only when the scene's speech is a conversation. The
 * rule lives in src/shared (the editing canvas follows it too); prefetch.ts takes it from here.
 */
export { layerShown };

/** Draws one scene at one local time into `target.ctx` (prepareScene, then its paint). */
export async function drawScene(
  target: SceneFrameTarget,
  scene: Scene,
  localTime: number,
  painters: LayerPainters,
  missing: string[],
): Promise<void> {
  const paint = await prepareScene(target, scene, localTime, painters, missing);
  paint(target.ctx);
}

/**
 * Everything one scene at one local time needs (the layers' images, the background's frame, the caption's
 * font), and the paint that draws it: background, the layers in z-order, the caption.
 */
export async function prepareScene(
  target: SceneTarget,
  scene: Scene,
  localTime: number,
  painters: LayerPainters,
  missing: string[],
): Promise<Paint> {
  const { scale, projectWidth, projectHeight } = target;
  const width = projectWidth * scale;
  const height = projectHeight * scale;
  // The background's frame decodes while the layers paint (a background video is a decoder of its own).
  const background = backgroundFrame(scene, localTime, painters, width, height, missing);

  // Paint every visible layer (media decode in parallel), then composite in z-order over the background.
  const visible = scene.layers.filter(
    (l) => layerShown(l, scene) && isLayerVisible(l, scene.duration, localTime),
  );
  const images = await paintLayers(target, scene, visible, localTime, painters, missing);
  const picture = await background;
  const subtitle = subtitleAt(sceneSubtitles(scene.speech), localTime);
  const caption =
    subtitle !== undefined && (await captionFont(scene, subtitle, painters, missing)) ? subtitle : undefined;
  return (ctx) => {
    try {
      drawSceneBackground(ctx, scene.bgColor, scene.bgMedia, picture, width, height, scale);
    } catch (error) {
      missing.push(`clip ${scene.id} background: ${String(error)}`);
    }
    compositeLayers(ctx, target, scene, localTime, visible, images, missing);
    if (caption !== undefined) drawSceneSubtitle(ctx, target, scene, caption, localTime, missing);
  };
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The background's picture at `localTime`, or undefined (noted in `missing`) when it cannot be had. */
function backgroundFrame(
  scene: Scene,
  localTime: number,
  painters: LayerPainters,
  width: number,
  height: number,
  missing: string[],
): Promise<BackgroundPicture | undefined> {
  const bgStarted = performance.now();
  return painters
    .background(scene)
    .then((source) => backgroundPicture(scene.bgMedia, source, localTime, width, height))
    .catch((error: unknown) => {
      missing.push(`clip ${scene.id} background: ${String(error)}`);
      return undefined;
    })
    .finally(() => recordStage('scene.background', performance.now() - bgStarted));
}

/**
 * Each layer's image in the same order (null for one that failed, noted in `missing`); a talking avatar is
 * painted with its mouth at this time of the scene's speech.
 */
async function paintLayers(
  target: SceneTarget,
  scene: Scene,
  layers: readonly Layer[],
  localTime: number,
  painters: LayerPainters,
  missing: string[],
): Promise<(LayerImage | null)[]> {
  const paintStarted = performance.now();
  const images = await Promise.all(
    layers.map(async (layer) => {
      try {
        const p = layer.property;
        return await painters.paint(layer, {
          scale: target.scale,
          clipTime: localTime,
          layerTime: localTime - layer.start,
          ...(p.type === 'Avatar' ? { mouth: avatarMouthAt(p, scene, localTime) } : {}),
          onFallback: (reason) => target.fallbacks?.push(`layer ${layer.id}: ${reason}`),
        });
      } catch (error) {
        missing.push(`layer ${layer.id}: ${messageOf(error)}`);
        return null;
      }
    }),
  );
  recordStage('scene.paint', performance.now() - paintStarted);
  return images;
}

/** Draws each painted layer's image as its animation has it at `localTime`, bottom layer first. */
function compositeLayers(
  ctx: OffscreenCanvasRenderingContext2D,
  target: SceneTarget,
  scene: Scene,
  localTime: number,
  layers: readonly Layer[],
  images: readonly (LayerImage | null)[],
  missing: string[],
): void {
  const { scale, projectWidth, projectHeight } = target;
  const compositeStarted = performance.now();
  layers.forEach((layer, i) => {
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
      missing.push(`layer ${layer.id} animation: ${messageOf(error)}`);
    }
  });
  recordStage('scene.composite', performance.now() - compositeStarted);
}

/** Loads the caption's font in the scene's subtitle style; false (noted in `missing`) when it cannot be had. */
async function captionFont(
  scene: Scene,
  subtitle: TimedSubtitle,
  painters: LayerPainters,
  missing: string[],
): Promise<boolean> {
  try {
    // The style's weight and slant with the fallback faces the text needs (Noto for Arabic, CJK…).
    await painters.hub.fonts.ensure([captionFontRequest(scene.subtitleStyle)], subtitle.text);
    return true;
  } catch (error) {
    missing.push(`clip ${scene.id} subtitle: ${messageOf(error)}`);
    return false;
  }
}

/** A subtitle at `localTime` in the scene's subtitle style (its font loaded by captionFont). */
function drawSceneSubtitle(
  ctx: OffscreenCanvasRenderingContext2D,
  target: SceneTarget,
  scene: Scene,
  subtitle: TimedSubtitle,
  localTime: number,
  missing: string[],
): void {
  const { scale, projectWidth, projectHeight } = target;
  try {
    drawCaption(ctx, subtitle, localTime, scene.subtitleStyle, projectWidth, projectHeight, scale);
  } catch (error) {
    missing.push(`clip ${scene.id} subtitle: ${messageOf(error)}`);
  }
}
