/**
 * An SVG file shown as an image layer (a creator's logo): workers cannot decode SVG (createImageBitmap
 * rejects it and there is no <img>), so it is drawn by resvg, the renderer icons use, into a bitmap. The
 * bitmap is made large enough to stay sharp when the layer is shown big (the longest side at least
 * SVG_IMAGE_MIN_SIDE pixels, at most SVG_IMAGE_MAX_SIDE), since an image layer's bitmap is made once, not
 * per drawn size as an icon's raster is.
 */
import { svgRootStart } from '../../shared/media/svg-root.ts';
import { loadSvgIcon } from '../../canvas/svg-icon.ts';
import { rasterSvg } from '../../canvas/svg-raster.ts';

export const SVG_IMAGE_MIN_SIDE = 2048;
export const SVG_IMAGE_MAX_SIDE = 4096;

/** Whether the fetched file is SVG: by its type, or by its text when the type says nothing. */
export async function isSvgBlob(blob: Blob): Promise<boolean> {
  if (blob.type === 'image/svg+xml') return true;
  if (blob.type !== '' && blob.type !== 'application/octet-stream' && blob.type !== 'text/xml') return false;
  const head = await blob.slice(0, 64 * 1024).text();
  return svgRootStart(head) !== undefined;
}

/** The pixel size an SVG of `width` × `height` (its own units) is rasterised at. */
export function svgImagePixels(width: number, height: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  const side = Math.min(SVG_IMAGE_MAX_SIDE, Math.max(SVG_IMAGE_MIN_SIDE, longest));
  const k = side / longest;
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

/**
 * The size an SVG bitmap stands for: the file's own size, as the page's <img> of it has, so that the layer's
 * crop and fit (in source pixels) mean the same on the editing canvas and in the renderer.
 */
const ownSizes = new WeakMap<ImageBitmap, { width: number; height: number }>();

/** A bitmap's size as a source: an SVG's own size, any other bitmap's pixel size. */
export function sourceSize(bitmap: ImageBitmap): { width: number; height: number } {
  return ownSizes.get(bitmap) ?? bitmap;
}

/** The SVG at `url` (already fetched as `blob`) as a bitmap; errors name the file. */
export async function svgImageBitmap(blob: Blob, url: string): Promise<ImageBitmap> {
  const icon = await loadSvgIcon(await blob.text(), `image ${url}`);
  const box = { width: icon.width, height: icon.height };
  const raster = rasterSvg(icon, box, svgImagePixels(icon.width, icon.height), '#000000', false);
  const bitmap = await createImageBitmap(raster);
  ownSizes.set(bitmap, box);
  return bitmap;
}
