import { renderAsync, Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';

/**
 * Our SVGs draw no text, so system fonts are never loaded: loading them costs ~4 ms per render and would make
 * the output depend on the machine.
 */
const options = (width?: number): ResvgRenderOptions => ({
  font: { loadSystemFonts: false },
  ...(width !== undefined ? { fitTo: { mode: 'width', value: width } } : {}),
});

/** Renders an SVG to a PNG (resvg's encoder uses adaptive row filters, which suits gradients). */
export function svgToPng(svg: string, width?: number): Buffer {
  return new Resvg(svg, options(width)).render().asPng();
}

export interface Rgba {
  width: number;
  height: number;
  /** Straight (not premultiplied) RGBA, row-major. */
  pixels: Buffer;
}

/**
 * Renders an SVG on the libuv thread pool (the event loop stays free) and returns straight RGBA. resvg hands
 * out premultiplied pixels; copying those into a PNG unchanged would darken every soft edge.
 */
export async function svgToRgba(svg: string, width?: number): Promise<Rgba> {
  const image = await renderAsync(svg, options(width));
  const pixels = image.pixels;
  for (let i = 3; i < pixels.length; i += 4) {
    const alpha = pixels[i]!;
    if (alpha === 0 || alpha === 255) continue;
    for (let c = i - 3; c < i; c++) pixels[c] = Math.min(255, Math.round((pixels[c]! * 255) / alpha));
  }
  return { width: image.width, height: image.height, pixels };
}
