/**
 * One SVG icon rasterised by resvg, as RGBA and as a canvas to draw from. The file is fitted into the
 * layer's box as an <img> of the box's size shows it (its viewBox, xMidYMid meet unless the file says
 * otherwise), and that box is drawn onto the pixels asked for: the same picture at the resolution it is shown
 * at, stretched as the box is when the layer's scale differs between x and y.
 */
import { Resvg } from '@resvg/resvg-wasm';
import { svgRootStart } from '../shared/media/svg-root.ts';
import type { SvgIcon } from './svg-icon.ts';
import { RESVG_OPTIONS } from './svg-icon.ts';
import { withRootAttributes } from './svg-root-attributes.ts';

export interface Size {
  width: number;
  height: number;
}

export interface Rgba {
  width: number;
  height: number;
  /** Straight (not premultiplied) RGBA, as ImageData holds it. */
  data: Uint8ClampedArray<ArrayBuffer>;
}

/** resvg's pixels are premultiplied by alpha; ImageData's are not. */
function unpremultiply(pixels: Uint8Array): Uint8ClampedArray<ArrayBuffer> {
  const out = new Uint8ClampedArray(pixels.length);
  for (let i = 0; i < pixels.length; i += 4) {
    const a = pixels[i + 3] ?? 0;
    if (a === 0) continue;
    const k = 255 / a;
    out[i] = (pixels[i] ?? 0) * k;
    out[i + 1] = (pixels[i + 1] ?? 0) * k;
    out[i + 2] = (pixels[i + 2] ?? 0) * k;
    out[i + 3] = a;
  }
  return out;
}

/**
 * The document to render: the file sized to the box (model units), nested in an outer <svg> that maps the
 * box onto the pixels. Its prolog stays in front (a DOCTYPE may declare what the file uses).
 */
function placed(icon: SvgIcon, box: Size, pixels: Size, colour: string): string {
  const sized = withRootAttributes(icon.text, {
    x: '0',
    y: '0',
    width: String(box.width),
    height: String(box.height),
    viewBox: icon.viewBox,
    color: colour,
  });
  const start = svgRootStart(sized) ?? 0;
  const outer =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels.width}" height="${pixels.height}" ` +
    `viewBox="0 0 ${box.width} ${box.height}" preserveAspectRatio="none">`;
  return `${sized.slice(0, start)}${outer}${sized.slice(start)}</svg>`;
}

/**
 * The icon fitted in `box` (model units) and drawn on `pixels`, `currentColor` being `colour` (resvg must
 * be started).
 */
export function renderSvgRgba(icon: SvgIcon, box: Size, pixels: Size, colour: string): Rgba {
  const tree = new Resvg(placed(icon, box, pixels, colour), RESVG_OPTIONS);
  try {
    const image = tree.render();
    try {
      return { width: image.width, height: image.height, data: unpremultiply(image.pixels) };
    } finally {
      image.free();
    }
  } finally {
    tree.free();
  }
}

/**
 * The icon rasterised into a canvas. With `recolour` (a layer with fillNeeded) the picture is then painted
 * over in `colour` with 'source-in': every pixel keeps its coverage and takes the colour. That is what
 * recolouring meant before (every painted fill and stroke in the layer's colour, 'none' staying empty), and
 * doing it on the rendered picture keeps multi-part icons right where rewriting fills in the SVG text would
 * not: fills set through <style> classes, inherited from <use>d <defs> or given as gradients are all covered,
 * and the shapes inside masks keep their own luminance, so what a mask hides stays hidden.
 */
export function rasterSvg(
  icon: SvgIcon,
  box: Size,
  pixels: Size,
  colour: string,
  recolour: boolean,
): OffscreenCanvas {
  const rgba = renderSvgRgba(icon, box, pixels, colour);
  const canvas = new OffscreenCanvas(rgba.width, rgba.height);
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('icon: no 2D context for the SVG raster');
  ctx.putImageData(new ImageData(rgba.data, rgba.width, rgba.height), 0, 0);
  if (recolour) {
    ctx.globalCompositeOperation = 'source-in';
    ctx.fillStyle = colour;
    ctx.fillRect(0, 0, rgba.width, rgba.height);
  }
  return canvas;
}
