/**
 * Where an SVG document's root start tag begins. The server sniffs uploads with it and the SVG renderer
 * sets the root's colour with it, so both agree on what "an SVG file" is: an optional byte-order mark,
 * XML declaration, processing instructions, comments, white space and DOCTYPE, then `<svg`.
 */

const SPACE = /\s/;

/** Index just past the prolog item starting at `i`, `i` itself when none does, or -1 when one is cut off. */
function skipPrologItem(text: string, i: number): number {
  const closeAfter = (open: string, close: string): number => {
    const end = text.indexOf(close, i + open.length);
    return end < 0 ? -1 : end + close.length;
  };
  if (text.startsWith('<?', i)) return closeAfter('<?', '?>');
  if (text.startsWith('<!--', i)) return closeAfter('<!--', '-->');
  if (text.startsWith('<!DOCTYPE', i)) {
    // An internal subset ([...]) may hold '>' in its declarations: the DOCTYPE ends at the '>' after ']'.
    const tagEnd = text.indexOf('>', i);
    const subset = text.indexOf('[', i);
    if (subset < 0 || (tagEnd >= 0 && tagEnd < subset)) return tagEnd < 0 ? -1 : tagEnd + 1;
    const subsetEnd = text.indexOf(']', subset);
    const end = subsetEnd < 0 ? -1 : text.indexOf('>', subsetEnd);
    return end < 0 ? -1 : end + 1;
  }
  return i;
}

/** Index of the root element's `<svg`, or undefined when the document's first element is something else. */
export function svgRootStart(text: string): number | undefined {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (i < text.length && SPACE.test(text.charAt(i))) i++;
    const next = skipPrologItem(text, i);
    if (next < 0) return undefined;
    if (next === i) break;
    i = next;
  }
  return /^<svg[\s/>]/.test(text.slice(i, i + 5)) ? i : undefined;
}
