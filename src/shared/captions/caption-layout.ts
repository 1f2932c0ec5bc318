/**
 * Where a caption sits and where its words lie on a line, as pure geometry (the renderer measures text and
 * passes the measure in).
 *
 * The safe area: social platforms draw their own buttons and text over the edges of a video, most of all at
 * the bottom of a portrait (9:16) one. With `safeMargin` on, a caption at the top or bottom keeps at least
 * the format's inset from that edge; a larger `top` / `bottom` distance in the style still wins. With it
 * off, the distance is the style's, as set. A caption in the middle is not moved.
 */
import type { SubtitleStyle } from '../model/text-style.ts';
import type { CaptionLine } from './caption-page.ts';

/** The share of the frame's height kept clear at each edge: portrait, square and landscape formats. */
export const CAPTION_SAFE_AREA = {
  portrait: { top: 0.1, bottom: 0.15 },
  square: { top: 0.08, bottom: 0.1 },
  landscape: { top: 0.05, bottom: 0.08 },
} as const;

/** The format of a frame: portrait below 0.9 width per height, landscape above 1.1, square between. */
export function captionFormat(width: number, height: number): keyof typeof CAPTION_SAFE_AREA {
  const aspect = width / height;
  return aspect < 0.9 ? 'portrait' : aspect > 1.1 ? 'landscape' : 'square';
}

/** The safe area's insets in project pixels (rounded) for a frame of `width` × `height`. */
export function captionSafeInset(width: number, height: number): { top: number; bottom: number } {
  const share = CAPTION_SAFE_AREA[captionFormat(width, height)];
  return { top: Math.round(share.top * height), bottom: Math.round(share.bottom * height) };
}

/** The distances from the top and bottom edges a caption keeps (project pixels). */
export function captionEdges(
  style: Pick<SubtitleStyle, 'top' | 'bottom' | 'safeMargin'>,
  width: number,
  height: number,
): { top: number; bottom: number } {
  if (!style.safeMargin) return { top: style.top, bottom: style.bottom };
  const inset = captionSafeInset(width, height);
  return { top: Math.max(style.top, inset.top), bottom: Math.max(style.bottom, inset.bottom) };
}

export interface WordSpan {
  /** The word's own extent (its advance), in the units of the measure. */
  left: number;
  right: number;
  /** The extent it owns for drawing: halfway into the gaps on either side, `pad` beyond the line's ends. */
  cellLeft: number;
  cellRight: number;
}

/**
 * Where each word of `line` lies when the line starts at `left`: measured as substrings of the whole line
 * (the text before the word, and through it), so that a script whose letters join (Arabic) is measured as
 * shaped. A right-to-left line puts its first word at the right. Spans are in the order of `line.words`.
 */
export function wordSpans(
  line: CaptionLine,
  measure: (text: string) => number,
  left: number,
  pad: number,
): { width: number; spans: WordSpan[] } {
  const width = measure(line.text);
  const right = left + width;
  const spans = line.words.map(({ from, to }) => {
    const before = measure(line.text.slice(0, from));
    const through = measure(line.text.slice(0, to));
    return line.rtl
      ? { left: right - through, right: right - before, cellLeft: 0, cellRight: 0 }
      : { left: left + before, right: left + through, cellLeft: 0, cellRight: 0 };
  });
  const visual = [...spans].sort((a, b) => a.left - b.left);
  visual.forEach((span, i) => {
    const previous = visual[i - 1];
    const next = visual[i + 1];
    span.cellLeft =
      previous === undefined ? Math.min(left, span.left) - pad : (previous.right + span.left) / 2;
    span.cellRight = next === undefined ? Math.max(right, span.right) + pad : (span.right + next.left) / 2;
  });
  return { width, spans };
}

/**
 * Karaoke: how far along the line the fill has come when the spoken word is `progress` of the way through.
 * An x within the span of `active`, from its start edge (left, or right for a right-to-left line).
 */
export function spokenX(span: WordSpan, rtl: boolean, progress: number): number {
  const width = span.right - span.left;
  return rtl ? span.right - width * progress : span.left + width * progress;
}
