/**
 * The axis-aligned box a layer covers on the canvas at rest (model units), which the animation functions
 * move and scale: the outline of its rotated, scaled box around its centre. Lines, which have no height,
 * get their stroke's thickness. Pure.
 */
import type { Box } from '../../../../shared/animation/types.ts';
import type { LayerProperty } from '../../../../shared/model/layer.ts';
import { boxCenter } from '../../../../shared/model/geometry.ts';

export function layerBox(p: LayerProperty): Box {
  const thickness = 'strokeWidth' in p && typeof p.strokeWidth === 'number' ? p.strokeWidth : 1;
  const width = Math.max(Math.abs(p.width * p.scaleX), 1);
  const height = Math.max(Math.abs(p.height * p.scaleY), thickness, 1);
  const rad = (p.angle * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  const outerW = width * cos + height * sin;
  const outerH = width * sin + height * cos;
  const centre = boxCenter(p);
  return { left: centre.x - outerW / 2, top: centre.y - outerH / 2, width: outerW, height: outerH };
}

/** Time in the looping preview: the window plays, then a pause showing nothing, then again. */
export function loopTime(elapsedMs: number, windowMs: number, pauseMs: number): number {
  if (!(windowMs > 0)) throw new RangeError(`windowMs: ${windowMs} must be positive`);
  const period = windowMs + Math.max(0, pauseMs);
  return ((elapsedMs % period) + period) % period;
}

/** The preview's window: the layer's own (stop − start), kept between 1 s and 6 s so that it loops briskly. */
export function previewWindowMs(start: number, stop: number | undefined, clipDuration: number): number {
  const seconds = (stop ?? clipDuration) - start;
  return Math.round(Math.min(6, Math.max(1, Number.isFinite(seconds) ? seconds : 1)) * 1000);
}
