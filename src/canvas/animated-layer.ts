/**
 * Draws a layer's image with its animated state (src/shared/animation/state.ts says what each field
 * means): scale and rotation about the box centre, translation, a wipe clip of the layer's own box, the
 * content transform inside the box, opacity, blur, brightness and a neon glow. `scale` is output pixels per
 * canvas pixel (the preview renders at its on-screen size, grabs at 0.4). The worker composites every layer
 * with it; the animation picker previews an effect on a layer's snapshot with it, so both move alike.
 */
import type { AnimatedState } from '../shared/animation/state.ts';
import type { Box } from '../shared/animation/types.ts';
import type { Draw2D } from './draw2d.ts';

export type AnimatedContext = Draw2D &
  Pick<OffscreenCanvasRenderingContext2D, 'filter' | 'globalAlpha' | 'globalCompositeOperation'>;

export interface LayerImage {
  image: CanvasImageSource;
  /** Where the image goes at rest, canvas pixels. */
  box: Box;
}

const hasClip = (s: AnimatedState): boolean =>
  s.clip.top > 0 || s.clip.right > 0 || s.clip.bottom > 0 || s.clip.left > 0;

export function drawLayerImage(
  ctx: AnimatedContext,
  layer: LayerImage,
  state: AnimatedState,
  scale: number,
): void {
  if (!state.visible || state.opacity <= 0) return;
  const w = layer.box.width * scale;
  const h = layer.box.height * scale;
  if (!(w > 0 && h > 0)) return;
  const cx = (layer.box.left + layer.box.width / 2 + state.translateX) * scale;
  const cy = (layer.box.top + layer.box.height / 2 + state.translateY) * scale;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate((state.rotation * Math.PI) / 180);
  ctx.scale(state.scaleX, state.scaleY);
  const contentMoves = state.content.scale !== 1 || state.content.x !== 0 || state.content.y !== 0;
  if (hasClip(state) || contentMoves) {
    const { top, right, bottom, left } = state.clip;
    ctx.beginPath();
    ctx.rect(-w / 2 + left * w, -h / 2 + top * h, w * (1 - left - right), h * (1 - top - bottom));
    ctx.clip();
  }
  ctx.translate(state.content.x * scale, state.content.y * scale);
  ctx.scale(state.content.scale, state.content.scale);
  const filters: string[] = [];
  if (state.blur > 0) filters.push(`blur(${(state.blur * scale).toFixed(2)}px)`);
  if (state.brightness !== 1) filters.push(`brightness(${state.brightness.toFixed(3)})`);
  ctx.filter = filters.length > 0 ? filters.join(' ') : 'none';
  ctx.globalAlpha *= Math.min(1, state.opacity);
  ctx.drawImage(layer.image, -w / 2, -h / 2, w, h);
  if (state.glow > 0) {
    // Neon: the layer's own colours, blurred and added on top.
    ctx.globalCompositeOperation = 'lighter';
    ctx.globalAlpha = Math.min(1, state.opacity) * Math.min(1, state.glow);
    ctx.filter = `blur(${(12 * scale).toFixed(2)}px)`;
    ctx.drawImage(layer.image, -w / 2, -h / 2, w, h);
  }
  ctx.restore();
}
