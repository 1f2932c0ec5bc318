/**
 * Reading and setting attributes of an SVG document's root element in its text, before resvg parses it:
 * the size to draw at (what an <img> of that size does to the file) and the colour `currentColor` means.
 */
import { svgRootStart } from '../shared/media/svg-root.ts';

const ROOT_TAG = /^<svg((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)(\s*\/?>)/;

const escapeAttr = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const attrPattern = (name: string): RegExp => new RegExp(`(\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);

function rootTag(text: string): { start: number; whole: string; attrs: string; end: string } | undefined {
  const start = svgRootStart(text);
  if (start === undefined) return undefined;
  const tag = ROOT_TAG.exec(text.slice(start, start + 64 * 1024));
  if (tag === null) return undefined;
  return { start, whole: tag[0], attrs: tag[1] ?? '', end: tag[2] ?? '' };
}

/** The root's attribute `name` as written (entities not decoded), or undefined. */
export function rootAttribute(text: string, name: string): string | undefined {
  const tag = rootTag(text);
  const found = tag === undefined ? null : attrPattern(name).exec(tag.attrs);
  return found === null ? undefined : (found[2] ?? found[3]);
}

/** `text` with the root's attributes `values` set: replaced where the root has them, added where not. */
export function withRootAttributes(text: string, values: Readonly<Record<string, string>>): string {
  const tag = rootTag(text);
  if (tag === undefined) return text;
  let attrs = tag.attrs;
  for (const [name, value] of Object.entries(values)) {
    const attr = `${name}="${escapeAttr(value)}"`;
    const pattern = attrPattern(name);
    attrs = pattern.test(attrs)
      ? attrs.replace(pattern, (_, space: string) => `${space}${attr}`)
      : `${attrs} ${attr}`;
  }
  return `${text.slice(0, tag.start)}<svg${attrs}${tag.end}${text.slice(tag.start + tag.whole.length)}`;
}
