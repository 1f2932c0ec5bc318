/**
 * Named caption looks: each sets the same fields at once (how the words move, their colours, stroke, weight,
 * case, size and pacing); the font, position and alignment stay the creator's. `classic` is the static line
 * of the default style.
 */
import { DEFAULT_SUBTITLE_STYLE, type SubtitleStyle } from '../model/text-style.ts';

export const CAPTION_PRESET_NAMES = ['classic', 'highlight', 'pop', 'karaoke', 'boxed', 'shorts'] as const;
export type CaptionPresetName = (typeof CAPTION_PRESET_NAMES)[number];

type PresetFields = Pick<
  SubtitleStyle,
  | 'animation'
  | 'color'
  | 'highlightColor'
  | 'highlightBox'
  | 'highlightBoxColor'
  | 'strokeColor'
  | 'strokeWidth'
  | 'fontWeight'
  | 'fontSize'
  | 'textTransform'
  | 'textShadow'
  | 'backgroundColor'
  | 'maxLines'
  | 'maxCharsPerLine'
  | 'safeMargin'
>;

const D = DEFAULT_SUBTITLE_STYLE;
const CLASSIC: PresetFields = {
  animation: D.animation,
  color: D.color,
  highlightColor: D.highlightColor,
  highlightBox: D.highlightBox,
  highlightBoxColor: D.highlightBoxColor,
  strokeColor: D.strokeColor,
  strokeWidth: D.strokeWidth,
  fontWeight: D.fontWeight,
  fontSize: D.fontSize,
  textTransform: D.textTransform,
  textShadow: D.textShadow,
  backgroundColor: D.backgroundColor,
  maxLines: D.maxLines,
  maxCharsPerLine: D.maxCharsPerLine,
  safeMargin: D.safeMargin,
};
/** White bold letters with a black outline, kept in the safe area: the common base of the animated looks. */
const OUTLINED: PresetFields = {
  ...CLASSIC,
  fontWeight: 'bold',
  fontSize: 56,
  strokeColor: '#000000',
  strokeWidth: 6,
  safeMargin: true,
};

export const CAPTION_PRESETS: Readonly<Record<CaptionPresetName, PresetFields>> = {
  classic: CLASSIC,
  highlight: { ...OUTLINED, animation: 'highlight', highlightColor: '#ffd60a', maxCharsPerLine: 32 },
  pop: {
    ...OUTLINED,
    animation: 'pop',
    highlightColor: '#4ade80',
    textTransform: 'uppercase',
    maxLines: 1,
    maxCharsPerLine: 20,
  },
  karaoke: { ...OUTLINED, animation: 'karaoke', highlightColor: '#38bdf8', maxCharsPerLine: 36 },
  boxed: {
    ...OUTLINED,
    animation: 'highlight',
    color: '#ffffff',
    highlightColor: '#ffffff',
    highlightBox: true,
    highlightBoxColor: '#7c3aed',
    strokeWidth: 0,
    textShadow: 'small',
    maxCharsPerLine: 28,
  },
  shorts: {
    ...OUTLINED,
    animation: 'pop',
    highlightColor: '#facc15',
    fontSize: 72,
    strokeWidth: 10,
    textTransform: 'uppercase',
    textShadow: 'large',
    maxLines: 1,
    maxCharsPerLine: 16,
  },
};

/** The preset whose every field `style` has, if any (the first such in CAPTION_PRESET_NAMES). */
export function captionPresetOf(style: SubtitleStyle): CaptionPresetName | undefined {
  return CAPTION_PRESET_NAMES.find((name) =>
    Object.entries(CAPTION_PRESETS[name]).every(
      ([field, value]) => style[field as keyof SubtitleStyle] === value,
    ),
  );
}
