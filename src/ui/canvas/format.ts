/** Format sizes and fitting the format into the on-screen viewport. Pure. */
import { CANVAS_SIZES } from '../../shared/constants.ts';
import type { Layout } from '../../shared/constants.ts';

export interface Size {
  width: number;
  height: number;
}

/** The model size of a layout: 1920×1080, 1080×1920 or 1080×1080. */
export function formatSize(layout: Layout): Size {
  const size = CANVAS_SIZES[layout] as Size | undefined;
  if (size === undefined)
    throw new RangeError(`layout '${String(layout)}' is not landscape, portrait or square`);
  return { width: size.width, height: size.height };
}

/**
 * The zoom that shows the whole format inside the viewport (contain), and the canvas element size in pixels
 * (rounded down, at least 1: the preview has no retina scaling).
 */
export function fitFormat(format: Size, viewport: Size): { zoom: number; width: number; height: number } {
  if (!(viewport.width > 0 && viewport.height > 0)) {
    throw new RangeError(
      `viewport ${viewport.width}×${viewport.height} must have a positive width and height`,
    );
  }
  const zoom = Math.min(viewport.width / format.width, viewport.height / format.height);
  return {
    zoom,
    width: Math.max(1, Math.floor(format.width * zoom)),
    height: Math.max(1, Math.floor(format.height * zoom)),
  };
}
