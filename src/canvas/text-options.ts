/**
 * Text box options: Fabric's Textbox does the layout — wrapping at the box width, line height, char
 * spacing, per-character styles, underline/overline/linethrough, alignment, direction, text on a path — the
 * same on the editing canvas and in the worker, once the fonts it names are loaded on that thread.
 */
import { Path } from 'fabric';
import type { TextboxProps, TOptions } from 'fabric';
import type { TextProperty } from '../shared/model/layer.ts';
import { fabricPlacement } from './fabric-paint.ts';

/** Every font name the text uses: its own and those of per-character styles. */
export function textFontNames(p: TextProperty): string[] {
  const names = new Set<string>([p.fontFamily]);
  for (const line of Object.values(p.styles)) {
    for (const style of Object.values(line)) {
      const family = style.fontFamily;
      if (typeof family === 'string' && family !== '') names.add(family);
    }
  }
  return [...names];
}

/** The Textbox options of a text layer (its height follows from the text). */
export function textboxOptions(p: TextProperty): TOptions<TextboxProps> {
  const { height: _height, ...placement } = fabricPlacement(p);
  return {
    ...placement,
    fontFamily: p.fontFamily,
    fontSize: p.fontSize,
    fontWeight: p.fontWeight,
    fontStyle: p.fontStyle as 'normal' | 'italic' | 'oblique',
    underline: p.underline,
    overline: p.overline,
    linethrough: p.linethrough,
    textAlign: p.textAlign,
    lineHeight: p.lineHeight,
    charSpacing: p.charSpacing,
    styles: p.styles as TextboxProps['styles'],
    direction: p.direction,
    ...(p.path !== undefined && p.path !== '' ? { path: new Path(p.path, { visible: false }) } : {}),
  };
}
