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

export function subtitleFont(style: SubtitleStyle, size: number): string {
  return `${style.fontStyle} ${String(style.fontWeight)} ${size}px "${style.fontFamily}"`;
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
