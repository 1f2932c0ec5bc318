/**
 * The icon rasters of this thread: made on demand and cached per (file, colour, recolour, size), with, for
 * the editing canvas, a stand-in while a view's size changes. The page repaints its layers from the model on
 * every frame, which the cache makes free while a size stays; but a resize or a zoom asks for a new size on
 * every frame, and a rich emoji takes resvg tens of milliseconds. The view then shows the raster of the size
 * it had, scaled, and gets the exact one once its size has held still for a moment.
 */
import { RasterCache } from './raster-cache.ts';

/** About 100 MB of rasters at most: a few full-frame icons, or hundreds of small ones. */
const rasters = new RasterCache<OffscreenCanvas>(64, 24_000_000);
/** The key of the last raster made of each variant (file, colour, recolour). */
const latest = new Map<string, string>();
/** Per view (its redraw callback): the exact raster it waits for. */
const waiting = new Map<() => void, { key: string; timer: ReturnType<typeof setTimeout> }>();
const SETTLE_MS = 150;

function make(variant: string, key: string, raster: () => OffscreenCanvas): OffscreenCanvas {
  const made = rasters.get(key, raster);
  latest.delete(variant);
  latest.set(variant, key);
  if (latest.size > 256) latest.delete(latest.keys().next().value as string);
  return made;
}

function stopWaiting(redraw: (() => void) | undefined): void {
  if (redraw === undefined) return;
  clearTimeout(waiting.get(redraw)?.timer);
  waiting.delete(redraw);
}

/** Makes the raster under `key` once the view has asked for it, and no other size, during SETTLE_MS. */
function waitFor(variant: string, key: string, raster: () => OffscreenCanvas, redraw: () => void): void {
  if (waiting.get(redraw)?.key === key) return;
  stopWaiting(redraw);
  const timer = setTimeout(() => {
    waiting.delete(redraw);
    make(variant, key, raster);
    redraw();
  }, SETTLE_MS);
  waiting.set(redraw, { key, timer });
}

/**
 * The raster under `key` (one size of `variant`), made now if needed. With `redraw` (the editing canvas), a
 * size not made yet is stood in for by the variant's last raster until the size holds still; then the exact
 * raster is made and `redraw` called. Without it (the worker, whose frames must be exact), it is made now.
 */
export function iconRaster(
  variant: string,
  key: string,
  raster: () => OffscreenCanvas,
  redraw?: () => void,
): OffscreenCanvas {
  const previous = latest.get(variant);
  const standIn = previous === undefined ? undefined : rasters.peek(previous);
  if (rasters.peek(key) !== undefined || redraw === undefined || standIn === undefined) {
    stopWaiting(redraw);
    return make(variant, key, raster);
  }
  waitFor(variant, key, raster, redraw);
  return standIn;
}

/** Whether a view still waits for its exact raster (tests let the editing canvas settle first). */
export function iconRastersWaiting(): boolean {
  return waiting.size > 0;
}
