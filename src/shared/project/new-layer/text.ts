/**
 * New text layers from the scene's text styles (title 120 bold, subtitle 90,
 * paragraph 48): a text box of the preset's font, size, weight, style, underline, opacity and
 * alignment, one line high, as wide as fits the canvas (the box wraps longer text).
 */
import { CANVAS_SIZES, TEXT } from '../../constants.ts';
import type { Layer } from '../../model/layer.ts';
import { TEXT_ALIGNS, TEXT_DIRECTIONS } from '../../model/layer.ts';
import { centredPlacement, newLayer, round, type NewLayerTarget } from './common.ts';

export const TEXT_PRESETS = ['title', 'subtitle', 'paragraph'] as const;
export type TextPreset = (typeof TEXT_PRESETS)[number];

/** Share of the canvas width a new text box takes: titles span most of it, paragraphs a readable column. */
const WIDTH_SHARE: Readonly<Record<TextPreset, number>> = { title: 0.8, subtitle: 0.7, paragraph: 0.6 };

/** Default text colour (what normalisation gives a text box without fill). */
export const NEW_TEXT_FILL = '#000000';

/** `direction` 'rtl' for right-to-left text (the Arabic site's presets). */
export function newTextLayer(
  preset: TextPreset,
  text: string,
  target: NewLayerTarget,
  direction: (typeof TEXT_DIRECTIONS)[number] = 'ltr',
): Layer {
  if (!TEXT_PRESETS.includes(preset))
    throw new RangeError(`preset: '${String(preset)}' is not one of ${TEXT_PRESETS.join(', ')}`);
  if (!TEXT_DIRECTIONS.includes(direction))
    throw new RangeError(`direction: '${String(direction)}' is not ltr or rtl`);
  const style = target.scene.textStyle[preset];
  const width = Math.max(TEXT.minWidth, round(CANVAS_SIZES[target.layout].width * WIDTH_SHARE[preset]));
  const height = round(style.fontSize * TEXT.lineHeight);
  const textAlign = (TEXT_ALIGNS as readonly string[]).includes(style.align)
    ? (style.align as (typeof TEXT_ALIGNS)[number])
    : 'left';
  return newLayer(
    {
      type: 'textbox',
      ...centredPlacement(target, width, height),
      opacity: style.opacity,
      text,
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      fontStyle: style.fontStyle,
      underline: style.underline,
      overline: false,
      linethrough: false,
      textAlign,
      lineHeight: TEXT.lineHeight,
      charSpacing: 0,
      styles: {},
      direction,
      fill: NEW_TEXT_FILL,
    },
    target,
  );
}
