import { z } from 'zod';
import { finite, loose } from './common.ts';

export const TextStyleEntrySchema = loose({
  fontSize: finite,
  fontWeight: z.union([z.string(), finite]),
  fontFamily: z.string(),
  underline: z.boolean(),
  fontStyle: z.string(),
  opacity: finite,
  align: z.string(),
});
/** Per-scene text styles for the title, subtitle and paragraph presets. */
export const TextStyleSchema = loose({
  title: TextStyleEntrySchema,
  subtitle: TextStyleEntrySchema,
  paragraph: TextStyleEntrySchema,
});
export type TextStyleEntry = z.infer<typeof TextStyleEntrySchema>;
export type TextStyle = z.infer<typeof TextStyleSchema>;

/** How the words of a caption move: 'none' is the static line; the others follow the spoken word. */
export const CAPTION_ANIMATIONS = ['none', 'highlight', 'pop', 'karaoke'] as const;
export type CaptionAnimation = (typeof CAPTION_ANIMATIONS)[number];
/** Characters per line of a paged caption (a full-width CJK character counts as two). */
export const CAPTION_CHARS = { min: 12, max: 60 } as const;

/**
 * How subtitles are drawn. The caption fields (animation to safeMargin) pace and animate the words; their
 * defaults draw the static line older projects have always shown.
 */
export const SubtitleStyleSchema = loose({
  fontFamily: z.string(),
  fontSize: finite,
  color: z.string(),
  strokeColor: z.string(),
  strokeWidth: finite,
  fontWeight: z.union([z.string(), finite]),
  fontStyle: z.string(),
  underline: z.boolean(),
  linethrough: z.boolean(),
  opacity: finite,
  textShadow: z.string(),
  shadowColor: z.string(),
  textTransform: z.string(),
  position: z.enum(['bottom', 'top', 'middle']),
  bottom: finite,
  top: finite,
  backgroundColor: z.string(),
  textAlign: z.string(),
  animation: z.enum(CAPTION_ANIMATIONS),
  /** The spoken word's colour (highlight, pop) or the fill's (karaoke). */
  highlightColor: z.string(),
  /** A rounded box behind the spoken word, in highlightBoxColor. */
  highlightBox: z.boolean(),
  highlightBoxColor: z.string(),
  /** Lines per page of an animated caption. */
  maxLines: z.union([z.literal(1), z.literal(2)]),
  maxCharsPerLine: finite,
  /** Keep the caption out of the format's platform band (see captionSafeInset). */
  safeMargin: z.boolean(),
});
export type SubtitleStyle = z.infer<typeof SubtitleStyleSchema>;

export const DEFAULT_SUBTITLE_STYLE: SubtitleStyle = {
  fontFamily: 'Roboto',
  fontSize: 48,
  color: '#ffffff',
  strokeColor: '#000000',
  strokeWidth: 0,
  fontWeight: 'normal',
  fontStyle: 'normal',
  underline: false,
  linethrough: false,
  opacity: 1,
  textShadow: 'middle',
  shadowColor: 'rgba(0,0,0,0.5)',
  textTransform: 'none',
  position: 'bottom',
  bottom: 50,
  top: 50,
  backgroundColor: 'transparent',
  textAlign: 'center',
  animation: 'none',
  highlightColor: '#ffd60a',
  highlightBox: false,
  highlightBoxColor: '#7c3aed',
  maxLines: 2,
  maxCharsPerLine: 42,
  safeMargin: false,
};
