/**
 * Wrapping the static caption line to a width. Words separated by spaces stay whole; a run of Chinese or
 * Japanese breaks between its characters, with closing punctuation kept on the line before and an opening
 * bracket on the line after (unitsOf). A word wider than the line on its own is left whole on a line of its
 * own rather than cut. A line break in the text (a caption file's cue of two lines) is kept.
 */
import { unitsOf } from './caption-text.ts';

interface Piece {
  text: string;
  /** A space comes before it (it is the first unit of a word). */
  space: boolean;
}

function piecesOf(text: string): Piece[] {
  return text
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== '')
    .flatMap((word, w) => unitsOf(word).map((unit, u) => ({ text: unit, space: w > 0 && u === 0 })));
}

/** The lines of `text`, each at most `maxWidth` wide as `measure` measures it (where a break allows). */
export function wrapToWidth(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  return text.split(/\r?\n/u).flatMap((paragraph) => wrapParagraph(paragraph, maxWidth, measure));
}

function wrapParagraph(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of piecesOf(text)) {
    const candidate = line === '' ? piece.text : line + (piece.space ? ' ' : '') + piece.text;
    if (line !== '' && measure(candidate) > maxWidth) {
      lines.push(line);
      line = piece.text;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
