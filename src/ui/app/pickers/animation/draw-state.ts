/**
 * Draws a layer snapshot with an animated state (src/shared/animation/state.ts says what each field means) on
 * the picker's preview canvas, the way the preview renderer composites layers: scale and rotation about the
 * box centre, translation, the wipe clip, the content transform, opacity, blur, brightness and glow.
 */
import type { AnimatedState } from '../../../../shared/animation/state.ts';
import type { Box } from '../../../../shared/animation/types.ts';

export function drawAnimated(
  ctx: CanvasRenderingContext2D,
  image: CanvasImageSource,
  box: Box,
  state: AnimatedState,
  scale: number,
): void {
  if (!state.visible || state.opacity <= 0) return;
  const w = box.width * scale;
  const h = box.height * scale;
  if (!(w > 0 && h > 0)) return;
  ctx.save();
  ctx.translate(
    (box.left + box.width / 2 + state.translateX) * scale,
    (box.top + box.height / 2 + state.translateY) * scale,
  );
  ctx.rotate((state.rotation * Math.PI) / 180);
  ctx.scale(state.scaleX, state.scaleY);
  const { top, right, bottom, left } = state.clip;
  if (
    top > 0 ||
    right > 0 ||
    bottom > 0 ||
    left > 0 ||
    state.content.scale !== 1 ||
    state.content.x !== 0 ||
    state.content.y !== 0
  ) {
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
  ctx.drawImage(image, -w / 2, -h / 2, w, h);
  if (state.glow > 0) {
    ctx.globalCompositeOperation = 'lighter';
    ctx.globalAlpha = Math.min(1, state.opacity) * Math.min(1, state.glow);
    ctx.filter = `blur(${(12 * scale).toFixed(2)}px)`;
    ctx.drawImage(image, -w / 2, -h / 2, w, h);
  }
  ctx.restore();
}
