/**
 * The subtitle of the current speech (its subtitle style, defaults in DEFAULT_SUBTITLE_STYLE). The static
 * style ('none') draws the whole entry wrapped to 90% of the canvas width, placed at the bottom, top or
 * middle, with stroke, shadow, background box and text transform; the animated styles draw the page of the
 * entry being spoken (caption-draw.ts).
 */
import { captionEdges } from '../../shared/captions/caption-layout.ts';
import { captionPage } from '../../shared/captions/caption-page.ts';
import { isRtl, transformText } from '../../shared/captions/caption-text.ts';
import { wrapToWidth } from '../../shared/captions/caption-wrap.ts';
import type { SubtitleStyle } from '../../shared/model/text-style.ts';
import type { TimedSubtitle } from '../../shared/speech/subtitle-at.ts';
import { drawAnimatedCaption } from './caption-draw.ts';
import { captionFont, paintSubtitleText } from './subtitle-font.ts';

export function drawSubtitle(
  ctx: OffscreenCanvasRenderingContext2D,
  text: string,
  style: SubtitleStyle,
  canvasWidth: number,
  canvasHeight: number,
  scale: number,
): void {
  const size = style.fontSize * scale;
  ctx.save();
  ctx.font = captionFont(style, size);
  ctx.textBaseline = 'alphabetic';
  ctx.globalAlpha = Math.min(1, Math.max(0, style.opacity));
  const lines = wrapToWidth(
    transformText(text, style.textTransform),
    canvasWidth * scale * 0.9,
    (line) => ctx.measureText(line).width,
  );
  const lineHeight = size * 1.16;
  const blockHeight = lines.length * lineHeight;
  const W = canvasWidth * scale;
  const H = canvasHeight * scale;
  const top =
    style.position === 'top'
      ? style.top * scale
      : style.position === 'middle'
        ? (H - blockHeight) / 2
        : H - style.bottom * scale - blockHeight;
  const align = style.textAlign === 'left' || style.textAlign === 'right' ? style.textAlign : 'center';
  const x = align === 'left' ? W * 0.05 : align === 'right' ? W * 0.95 : W / 2;
  ctx.textAlign = align;
  lines.forEach((line, i) => {
    // Bidirectional text is ordered by the line's first letter, as the animated captions do.
    ctx.direction = isRtl(line) ? 'rtl' : 'ltr';
    const baseline = top + (i + 1) * lineHeight - (lineHeight - size) / 2 - size * 0.2;
    const width = ctx.measureText(line).width;
    if (style.backgroundColor !== 'transparent' && style.backgroundColor !== '') {
      const left = align === 'left' ? x : align === 'right' ? x - width : x - width / 2;
      ctx.fillStyle = style.backgroundColor;
      ctx.fillRect(left - size * 0.2, top + i * lineHeight, width + size * 0.4, lineHeight);
    }
    paintSubtitleText(ctx, style, line, { x, y: baseline, colour: style.color, scale });
    if (style.underline || style.linethrough) {
      const left = align === 'left' ? x : align === 'right' ? x - width : x - width / 2;
      const y = style.underline ? baseline + size * 0.1 : baseline - size * 0.3;
      ctx.fillRect(left, y, width, Math.max(1, size / 15));
    }
  });
  ctx.restore();
}

/**
 * The subtitle entry at `time` (seconds on the scene's clock) in `style`: the static line, or the page being
 * spoken with its word highlighted, popped or filled. With the safe margin on, the edge distances are lifted
 * out of the format's platform band (captionEdges).
 */
export function drawCaption(
  ctx: OffscreenCanvasRenderingContext2D,
  subtitle: TimedSubtitle,
  time: number,
  style: SubtitleStyle,
  canvasWidth: number,
  canvasHeight: number,
  scale: number,
): void {
  const placed = style.safeMargin ? { ...style, ...captionEdges(style, canvasWidth, canvasHeight) } : style;
  if (style.animation === 'none') {
    drawSubtitle(ctx, subtitle.text, placed, canvasWidth, canvasHeight, scale);
    return;
  }
  const page = captionPage(subtitle, time, style);
  if (page !== undefined) drawAnimatedCaption(ctx, page, placed, canvasWidth, canvasHeight, scale);
}
