/**
 * resvg 0.34 (the core of @resvg/resvg-wasm 2.6.2 and of the server's @resvg/resvg-js) hides a shape that
 * has neither fill nor stroke before it places the shape's markers, so the markers go too; browsers draw
 * them. Icon sets use that to repeat a figure along a path: flag-icons' `us` and `um` draw their 50 stars as
 * markers on a `fill="none"` path. Such a shape is given a fully transparent fill instead: it paints nothing
 * either way, but resvg then keeps the shape and its markers.
 */

const MARKED_SHAPE = /<(path|line|polyline|polygon)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)(\s*\/?>)/g;
const HAS_MARKER = /\smarker(?:-start|-mid|-end)?\s*=/;
const FILL_NONE = /\sfill\s*=\s*(?:"\s*none\s*"|'\s*none\s*')/;
const FILL_OPACITY = /\sfill-opacity\s*=\s*(?:"[^"]*"|'[^']*')/;

/** `text` with `fill="none"` on shapes that carry markers replaced by a transparent fill. */
export function keepMarkersOfUnfilledShapes(text: string): string {
  if (!text.includes('marker')) return text;
  return text.replace(MARKED_SHAPE, (tag: string, name: string, attrs: string, end: string) => {
    if (!HAS_MARKER.test(attrs) || !FILL_NONE.test(attrs)) return tag;
    const rest = attrs.replace(FILL_NONE, '').replace(FILL_OPACITY, '');
    return `<${name}${rest} fill="#000" fill-opacity="0"${end}`;
  });
}
