/** The letters of a subtitle: its canvas font and its shadow, shared by the static and animated captions. */
import { cssFont, type FontRequest } from '../../shared/fonts/resolve.ts';
import type { SubtitleStyle } from '../../shared/model/text-style.ts';

const SHADOWS: Record<string, { blur: number; offset: number }> = {
  none: { blur: 0, offset: 0 },
  small: { blur: 2, offset: 1 },
  middle: { blur: 4, offset: 2 },
  large: { blur: 8, offset: 4 },
};

/** The blur and offset (project pixels) of the style's shadow; an unknown name is 'middle'. */
export function subtitleShadow(style: SubtitleStyle): { blur: number; offset: number } {
  return SHADOWS[style.textShadow] ?? SHADOWS.middle ?? { blur: 0, offset: 0 };
}

/**
 * Paints `text` at (x, y) in `colour` with the style's shadow and, when it has one, its stroke beneath;
 * the shadow is switched off again after (what follows, underlines and boxes, casts none).
 */
export function paintSubtitleText(
  ctx: OffscreenCanvasRenderingContext2D,
  style: SubtitleStyle,
  text: string,
  at: { x: number; y: number; colour: string; scale: number },
): void {
  const shadow = subtitleShadow(style);
  ctx.shadowColor = style.shadowColor;
  ctx.shadowBlur = shadow.blur * at.scale;
  ctx.shadowOffsetX = shadow.offset * at.scale;
  ctx.shadowOffsetY = shadow.offset * at.scale;
  if (style.strokeWidth > 0) {
    ctx.strokeStyle = style.strokeColor;
    ctx.lineWidth = style.strokeWidth * at.scale;
    ctx.lineJoin = 'round';
    ctx.strokeText(text, at.x, at.y);
  }
  ctx.fillStyle = at.colour;
  ctx.fillText(text, at.x, at.y);
  ctx.shadowColor = 'transparent';
}

/**
 * The font of an animated caption: the style's weight and slant with the whole fallback stack (Noto for
 * Arabic, Hebrew, CJK…), whose faces the scene loads before drawing (captionFontRequest).
 */
export function captionFont(style: SubtitleStyle, size: number): string {
  return cssFont(captionFontRequest(style), size);
}

export function captionFontRequest(style: SubtitleStyle): FontRequest {
  return { name: style.fontFamily, weight: style.fontWeight, style: style.fontStyle };
}
