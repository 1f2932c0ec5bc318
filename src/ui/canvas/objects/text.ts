/**
 * Text box (SPEC §3, §9): Fabric's Textbox with the worker's options (same fonts, loaded first with
 * ensurePageFonts, or the text wraps differently), plus the editing settings of SPEC §9: minimum width 20,
 * cursor blink 1000 ms, cursor width 2.
 */
import { Textbox } from 'fabric';
import { textboxOptions, textFontNames } from '../../../canvas/text-options.ts';
import { TEXT } from '../../../shared/constants.ts';
import type { TextProperty } from '../../../shared/model/layer.ts';
import { ensurePageFonts } from '../../fonts/index.ts';

export async function textView(p: TextProperty): Promise<Textbox> {
  await ensurePageFonts(textFontNames(p), p.text);
  return new Textbox(p.text, {
    ...textboxOptions(p),
    minWidth: TEXT.minWidth,
    cursorDelay: TEXT.cursorBlinkMs,
    cursorWidth: TEXT.cursorWidth,
  });
}
