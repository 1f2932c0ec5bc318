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

/** How subtitles are drawn. */
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
};
