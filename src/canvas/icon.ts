/**
 * Icon: an SVG file drawn in its box (xMidYMid meet unless the file asks otherwise) and stretched with it by
 * the layer's scale, recoloured with `fill` when `fillNeeded`. resvg rasterises the file at the size the box
 * takes on the output, in device pixels, and the raster is drawn 1:1 from a small cache per (file, colour,
 * size) (icon-rasters.ts), so the editing canvas and the worker draw the same pixels and neither rasterises
 * the same icon twice.
 */
import type { IconProperty } from '../shared/model/layer.ts';
import type { Draw2D } from './draw2d.ts';
import { iconRaster } from './icon-rasters.ts';
import type { SvgIcon } from './svg-icon.ts';
import { rasterSvg } from './svg-raster.ts';
import type { Size } from './svg-raster.ts';

/** What drawing an icon needs of a 2D context: its transform tells how many device pixels a unit covers. */
export type IconContext = Draw2D & Pick<OffscreenCanvasRenderingContext2D, 'getTransform'>;

/** Past this many pixels an icon is rasterised smaller and scaled up (a 4K frame is 8.3 Mpx). */
const MAX_RASTER_PIXELS = 16_000_000;

/**
 * The raster size for a box shown at `width` × `height` device pixels: whole pixels, rounded up, and within
 * the pixel bound. The size bucket is one device pixel on purpose: a raster drawn 1:1 keeps edges as sharp
 * as the browser's own SVG drawing, where buckets 1/64 apart (a raster up to 1.6% larger, scaled down) made
 * up to ten times as many pixels differ from Chromium's drawing (a 203 px Lucide icon: 0.06% → 0.6%). The
 * editing canvas, whose sizes change while the user resizes or zooms, shows a stand-in meanwhile instead of
 * rasterising every size (icon-rasters.ts).
 */
export function rasterSize(width: number, height: number): Size {
  const shrink = Math.min(1, Math.sqrt(MAX_RASTER_PIXELS / Math.max(1e-9, width * height)));
  const whole = (v: number) => Math.max(1, Math.ceil(v * shrink - 1e-3));
  return { width: whole(width), height: whole(height) };
}

/**
 * Draws the icon in the layer's box (centred on the origin, model units). `redraw`, from the editing canvas,
 * lets a raster of another size stand in while the size changes, and is called when the exact one is made.
 */
export function drawIcon(ctx: IconContext, icon: SvgIcon, p: IconProperty, redraw?: () => void): void {
  if (!(p.width > 0 && p.height > 0)) return;
  const colour = typeof p.fill === 'string' && p.fill !== '' ? p.fill : '#000000';
  const m = ctx.getTransform();
  const size = rasterSize(p.width * Math.hypot(m.a, m.b), p.height * Math.hypot(m.c, m.d));
  const box = { width: p.width, height: p.height };
  const variant = `${icon.key}|${colour}|${p.fillNeeded ? 'recolour' : 'own'}|${box.width}x${box.height}`;
  const key = `${variant}|${size.width}x${size.height}`;
  const raster = iconRaster(variant, key, () => rasterSvg(icon, box, size, colour, p.fillNeeded), redraw);
  ctx.drawImage(raster, -p.width / 2, -p.height / 2, p.width, p.height);
}
