/**
 * What in CSS (a `style` attribute, a <style> sheet, a presentation attribute's value) could make an SVG
 * fetch something or run something when a browser draws it: @import, url() to anything but a fragment of the
 * same document, the other functions that load images or fonts, and the old script hooks of IE and Firefox.
 * CSS escapes can spell any of these (`\75 rl(` is `url(`), so text with a backslash is refused outright:
 * icon files have no reason to use them.
 */

const FETCHING_FUNCTION =
  /(?:^|[^\w-])(?:-webkit-)?(?:image-set|image|src|cross-fade|element|expression)\s*\(/i;
const SCRIPT_HOOK = /-moz-binding|(?:^|[^\w-])behavior\s*:|javascript:/i;
const URL_START = /url\s*\(/gi;

/** Whether every url(...) in `css` points inside the document ('#id'). */
function urlsAreLocal(css: string): boolean {
  for (const match of css.matchAll(URL_START)) {
    const rest = css.slice((match.index ?? 0) + match[0].length).trimStart();
    const quote = rest[0] === '"' || rest[0] === "'" ? rest[0] : undefined;
    const body = quote === undefined ? rest : rest.slice(1);
    const end = body.indexOf(quote ?? ')');
    if (end < 0) return false;
    if (!body.slice(0, end).trim().startsWith('#')) return false;
  }
  return true;
}

/** The reason `css` is unsafe, or undefined when it is safe. */
export function cssProblem(css: string): string | undefined {
  if (css.includes('\\')) return 'a CSS escape (backslash)';
  if (/@import/i.test(css)) return '@import';
  if (!urlsAreLocal(css)) return 'url() to something outside the file';
  if (FETCHING_FUNCTION.test(css)) return 'a CSS function that loads images';
  if (SCRIPT_HOOK.test(css)) return 'a script hook';
  return undefined;
}

/** Splits a declaration list on the semicolons outside quotes and brackets, as CSS does. */
function declarations(style: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < style.length; i++) {
    const c = style[i];
    if (quote !== undefined) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      parts.push(style.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(style.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** A `style` attribute with its unsafe declarations left out ('' when none is left). */
export function safeStyleAttribute(style: string): string {
  return declarations(style)
    .filter((d) => cssProblem(d) === undefined)
    .join(';');
}
