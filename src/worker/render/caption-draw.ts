/**
 * An animated caption: the page of the entry being spoken (src/shared/captions/caption-page.ts), drawn in the
 * subtitle style with its spoken word marked:
 * - highlight: the word in the highlight colour;
 * - pop: the word in the highlight colour, growing in around its centre (page.scale);
 * - karaoke: the words filled with the highlight colour up to the spoken point, left to right (right to left
 *   in an Arabic or Hebrew line), through the lines of the page;
 * and with `highlightBox`, a rounded box in highlightBoxColor behind the word.
 *
 * Each line is drawn as one string (with canvas `direction` 'rtl' when its first letter is right to left), so
 * joined scripts keep their shaping; a word is marked by drawing the whole line again inside a clip around
 * that word (wordSpans measures words as substrings of the line). Lines wider than 90% of the frame shrink
 * the page's letters to fit.
 */
import { type WordSpan, spokenX, wordSpans } from '../../shared/captions/caption-layout.ts';
import type { CaptionLine, CaptionPage } from '../../shared/captions/caption-page.ts';
import type { SubtitleStyle } from '../../shared/model/text-style.ts';
import { captionFont, paintSubtitleText } from './subtitle-font.ts';

type Ctx = OffscreenCanvasRenderingContext2D;

/** Where a line is drawn, in output pixels. */
interface LineBox {
  line: CaptionLine;
  left: number;
  width: number;
  top: number;
  baseline: number;
  spans: WordSpan[];
  /** The span of the spoken word when it is on this line. */
  active: WordSpan | undefined;
}

export function drawAnimatedCaption(
  ctx: Ctx,
  page: CaptionPage,
  style: SubtitleStyle,
  canvasWidth: number,
  canvasHeight: number,
  scale: number,
): void {
  const W = canvasWidth * scale;
  const H = canvasHeight * scale;
  ctx.save();
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  ctx.globalAlpha = Math.min(1, Math.max(0, style.opacity));
  let size = style.fontSize * scale;
  ctx.font = captionFont(style, size);
  const widest = Math.max(...page.lines.map((line) => measure(ctx, line, line.text)));
  if (widest > W * 0.9) {
    size *= (W * 0.9) / widest;
    ctx.font = captionFont(style, size);
  }
  const lineHeight = size * 1.16;
  const blockHeight = page.lines.length * lineHeight;
  const top =
    style.position === 'top'
      ? style.top * scale
      : style.position === 'middle'
        ? (H - blockHeight) / 2
        : H - style.bottom * scale - blockHeight;
  const pad = size * 0.2 + style.strokeWidth * scale;
  const boxes = page.lines.map((line, i): LineBox => {
    const width = measure(ctx, line, line.text);
    const left =
      style.textAlign === 'left'
        ? W * 0.05
        : style.textAlign === 'right'
          ? W * 0.95 - width
          : (W - width) / 2;
    const { spans } = wordSpans(line, (text) => measure(ctx, line, text), left, pad);
    const at = line.words.findIndex((word) => word.index === page.active);
    const lineTop = top + i * lineHeight;
    const baseline = lineTop + lineHeight - (lineHeight - size) / 2 - size * 0.2;
    return { line, left, width, top: lineTop, baseline, spans, active: spans[at] };
  });
  const activeLine = boxes.findIndex((box) => box.active !== undefined);
  boxes.forEach((box, i) => {
    ctx.direction = box.line.rtl ? 'rtl' : 'ltr';
    drawLine(ctx, page, style, box, { size, lineHeight, scale, pad, W, H }, i, activeLine);
  });
  ctx.restore();
}

function measure(ctx: Ctx, line: CaptionLine, text: string): number {
  ctx.direction = line.rtl ? 'rtl' : 'ltr';
  return ctx.measureText(text).width;
}

interface Metrics {
  size: number;
  lineHeight: number;
  scale: number;
  pad: number;
  W: number;
  H: number;
}

function drawLine(
  ctx: Ctx,
  page: CaptionPage,
  style: SubtitleStyle,
  box: LineBox,
  m: Metrics,
  index: number,
  activeLine: number,
): void {
  const { size, lineHeight } = m;
  if (style.backgroundColor !== 'transparent' && style.backgroundColor !== '') {
    ctx.fillStyle = style.backgroundColor;
    ctx.fillRect(box.left - size * 0.2, box.top, box.width + size * 0.4, lineHeight);
  }
  const active = box.active;
  const popping = style.animation === 'pop' && active !== undefined;
  const marked = markedRect(page, style, box, m, index, activeLine);
  // Pop grows the word (and its box) around the middle of its place on the line.
  const grow = (draw: () => void) => {
    ctx.save();
    if (popping) {
      const x = (active.left + active.right) / 2;
      const y = box.top + lineHeight / 2;
      ctx.translate(x, y);
      ctx.scale(page.scale, page.scale);
      ctx.translate(-x, -y);
    }
    draw();
    ctx.restore();
  };
  if (style.highlightBox && active !== undefined)
    grow(() => drawWordBox(ctx, active, box.top, lineHeight, size, style.highlightBoxColor));
  // The line in the text colour outside the marked part, and in the highlight colour inside it: each part
  // drawn whole (shadow, stroke, fill) and clipped, so that they meet without a seam.
  ctx.save();
  if (marked !== undefined) {
    ctx.beginPath();
    ctx.rect(0, 0, m.W, m.H);
    ctx.rect(...marked);
    ctx.clip('evenodd');
  }
  paintText(ctx, style, box, style.color, m.scale);
  ctx.restore();
  if (marked !== undefined)
    grow(() => {
      ctx.beginPath();
      ctx.rect(...marked);
      ctx.clip();
      paintText(ctx, style, box, style.highlightColor, m.scale);
    });
  if (style.underline || style.linethrough) {
    const y = style.underline ? box.baseline + size * 0.1 : box.baseline - size * 0.3;
    ctx.fillStyle = style.color;
    ctx.fillRect(box.left, y, box.width, Math.max(1, size / 15));
  }
}

type Rect = [x: number, y: number, width: number, height: number];

/**
 * The part of a line drawn in the highlight colour: the spoken word's cell (highlight, pop) or, for karaoke,
 * the line up to the spoken point (whole lines before the spoken word's, none after). Tall enough for any
 * stroke; a word's cell reaches halfway into the spaces around it.
 */
function markedRect(
  page: CaptionPage,
  style: SubtitleStyle,
  box: LineBox,
  m: Metrics,
  index: number,
  activeLine: number,
): Rect | undefined {
  const top = box.top - m.pad;
  const height = m.lineHeight + 2 * m.pad;
  const active = box.active;
  if (style.animation !== 'karaoke')
    return active === undefined
      ? undefined
      : [active.cellLeft, top, active.cellRight - active.cellLeft, height];
  if (activeLine < 0 || index > activeLine) return undefined;
  const from = Math.min(box.left, ...box.spans.map((s) => s.cellLeft));
  const to = Math.max(box.left + box.width, ...box.spans.map((s) => s.cellRight));
  if (active === undefined) return [from, top, to - from, height];
  const x = spokenX(active, box.line.rtl, page.progress);
  return box.line.rtl ? [x, top, to - x, height] : [from, top, x - from, height];
}

/** The line's text in `colour`, with the style's shadow and stroke under it. */
function paintText(ctx: Ctx, style: SubtitleStyle, box: LineBox, colour: string, scale: number) {
  paintSubtitleText(ctx, style, box.line.text, { x: box.left, y: box.baseline, colour, scale });
}

/** A rounded box behind a word: a tenth of the letter size around its advance, as tall as the line. */
function drawWordBox(
  ctx: Ctx,
  span: WordSpan,
  top: number,
  lineHeight: number,
  size: number,
  colour: string,
) {
  const padX = size * 0.1;
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.roundRect(
    span.left - padX,
    top + lineHeight * 0.04,
    span.right - span.left + 2 * padX,
    lineHeight * 0.92,
    size * 0.22,
  );
  ctx.fill();
}
