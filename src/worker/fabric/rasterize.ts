/**
 * Rasterises one Fabric object into an image of its bounding box (non-video layers are drawn once
 * into cached bitmaps and animations transform them). Fabric draws the object with its own transform (origin,
 * angle, flips, stroke) exactly as the editing canvas does.
 */
import type { FabricObject } from 'fabric';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { createDomCanvas } from './env.ts';
import { recordStage } from '../stats/stages.ts';

/** Extra margin (canvas px) so antialiased edges and thick strokes are not cut. */
const MARGIN = 2;

export function rasterizeFabricObject(object: FabricObject, scale: number): LayerImage {
  const started = performance.now();
  object.setCoords();
  const rect = object.getBoundingRect();
  const box = {
    left: rect.left - MARGIN,
    top: rect.top - MARGIN,
    width: rect.width + 2 * MARGIN,
    height: rect.height + 2 * MARGIN,
  };
  // Fabric sets attributes on the canvas it draws on (e.g. `dir` for right-to-left text).
  const image = createDomCanvas(
    Math.max(1, Math.ceil(box.width * scale)),
    Math.max(1, Math.ceil(box.height * scale)),
  );
  const ctx = image.getContext('2d');
  if (ctx === null) throw new Error('no 2d context for a layer image');
  ctx.scale(image.width / box.width, image.height / box.height);
  ctx.translate(-box.left, -box.top);
  object.render(ctx as unknown as CanvasRenderingContext2D);
  recordStage('fabric.rasterize', performance.now() - started);
  return { image, box };
}
