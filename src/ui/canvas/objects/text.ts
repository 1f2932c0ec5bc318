/**
 * Text box: Fabric's Textbox with the worker's options (same fonts, loaded first with
 * ensurePageFonts, or the text wraps differently), plus the editing settings: minimum width 20,
 * cursor blink 1000 ms, cursor width 2, and the product's triple click (text-editing.ts) in place of the
 * browser's own click counting.
 */
import { Textbox, util } from 'fabric';
import type { TPointerEvent, TPointerEventInfo } from 'fabric';
import { textboxOptions, textFontNames } from '../../../canvas/text-options.ts';
import { TEXT } from '../../../shared/constants.ts';
import type { TextProperty } from '../../../shared/model/layer.ts';
import { ensurePageFonts } from '../../fonts/index.ts';
import { isTripleClick } from '../text-editing.ts';

export class EditingTextbox extends Textbox {
  private clicks: number[] = [];

  override initBehavior(): void {
    super.initBehavior();
    this.on('mousedown', (event) => this.countClick(event));
  }

  /** The browser's triple click (its own interval) is replaced by the product's (500 ms between clicks). */
  override tripleClickHandler(): void {}

  /**
   * Fabric measures a click from the left edge even in right-to-left text, where the text starts at the right
   * edge: an RTL click is measured from the right edge, against the same character bounds Fabric draws the
   * cursor with (their distance from the line's start).
   */
  override getSelectionStartFromPointer(e: TPointerEvent): number {
    if (this.direction !== 'rtl' || this.canvas === undefined) return super.getSelectionStartFromPointer(e);
    const local = this.canvas.getScenePoint(e).transform(util.invertTransform(this.calcTransformMatrix()));
    const fromStart = this.width / 2 - local.x;
    const y = local.y + this.height / 2;
    let top = 0;
    let index = 0;
    let line = 0;
    for (let i = 0; i < this._textLines.length && top <= y; i++) {
      top += this.getHeightOfLine(i);
      line = i;
      if (i > 0) index += (this._textLines[i - 1]?.length ?? 0) + this.missingNewlineOffset(i - 1);
    }
    let edge = Math.abs(this._getLineLeftOffset(line));
    const bounds = this.__charBounds[line] ?? [];
    const length = this._textLines[line]?.length ?? 0;
    for (let j = 0; j < length; j++) {
      const next = edge + (bounds[j]?.kernedWidth ?? 0);
      if (fromStart <= next) {
        if (Math.abs(fromStart - next) <= Math.abs(fromStart - edge)) index++;
        break;
      }
      edge = next;
      index++;
    }
    return Math.min(index, this._text.length);
  }

  private countClick({ e }: TPointerEventInfo): void {
    this.clicks = [...this.clicks.slice(-2), e.timeStamp];
    if (!this.isEditing || !isTripleClick(this.clicks)) return;
    this.clicks = [];
    this.selectLine(this.getSelectionStartFromPointer(e));
    this.renderCursorOrSelection();
  }
}

export async function textView(p: TextProperty): Promise<EditingTextbox> {
  await ensurePageFonts(textFontNames(p), p.text);
  // Fabric edits its styles object in place: it gets a copy, or editing would change the project itself.
  const box = new EditingTextbox(p.text, {
    ...textboxOptions(p),
    styles: structuredClone(p.styles) as Textbox['styles'],
    minWidth: TEXT.minWidth,
  });
  box.cursorDelay = TEXT.cursorBlinkMs;
  box.cursorWidth = TEXT.cursorWidth;
  return box;
}
