/**
 * Black and white columns over a whole 1920×1080 canvas: detail that a transition blended smaller than its
 * output and scaled up loses (renderer and export tests).
 */

/** The SVG of columns `width` px wide, black first, with crisp edges. */
export function stripesSvg(width: number): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"><defs>' +
    `<pattern id="s" width="${2 * width}" height="8" patternUnits="userSpaceOnUse">` +
    `<rect width="${width}" height="8" fill="#000" shape-rendering="crispEdges"/></pattern>` +
    '</defs><rect width="1920" height="1080" fill="#fff"/><rect width="1920" height="1080" fill="url(#s)"/></svg>'
  );
}

/** An image layer covering the whole landscape canvas with the picture at `url`. */
export function fullCanvasImage(url: string, extra: Record<string, unknown> = {}) {
  return {
    type: 'object',
    property: { type: 'CustomImage', left: 0, top: 0, width: 1920, height: 1080, _staticUrl: url, ...extra },
  };
}
