/**
 * A live, looping preview of a layer's animation: a snapshot of the layer from the editing canvas,
 * drawn on a small canvas of the format's proportions and animated over the layer's window by the same pure
 * function the renderer uses (evaluateLayerAnimation) and drawn with the renderer's own compositing
 * (src/canvas/animated-layer.ts), one frame per requestAnimationFrame.
 */
import { useEffect, useRef } from 'react';
import { evaluateLayerAnimation } from '../../../../shared/animation/index.ts';
import { CANVAS_SIZES, type Layout } from '../../../../shared/constants.ts';
import type { Layer } from '../../../../shared/model/layer.ts';
import { useSession } from '../../session/context.ts';
import { drawLayerImage } from '../../../../canvas/animated-layer.ts';
import { layerBox, loopTime, previewWindowMs } from './layer-box.ts';

const PREVIEW_WIDTH = 240;
const LOOP_PAUSE_MS = 400;

/** The layer as the editing canvas shows it, or a plain block when the canvas has not built it (yet). */
function snapshotOf(
  object: { toCanvasElement(options?: object): HTMLCanvasElement } | undefined,
): CanvasImageSource {
  if (object !== undefined) {
    try {
      return object.toCanvasElement({ enableRetinaScaling: false });
    } catch (error) {
      console.warn('clipwright animation preview: no snapshot of the layer:', error);
    }
  }
  const block = document.createElement('canvas');
  block.width = block.height = 16;
  const ctx = block.getContext('2d');
  if (ctx !== null) {
    ctx.fillStyle = '#4b5ee0';
    ctx.fillRect(0, 0, 16, 16);
  }
  return block;
}

export function AnimationPreview(props: {
  layer: Layer;
  layout: Layout;
  clipDuration: number;
  background: string;
  label: string;
}) {
  const session = useSession();
  const canvas = useRef<HTMLCanvasElement>(null);
  const size = CANVAS_SIZES[props.layout];
  const height = Math.round((PREVIEW_WIDTH * size.height) / size.width);
  const { layer, clipDuration, background } = props;

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (element == null || ctx == null) return;
    const image = snapshotOf(session.editing?.objectOf(layer.id));
    const box = layerBox(layer.property);
    const windowMs = previewWindowMs(layer.start, layer.stop, clipDuration);
    const scale = PREVIEW_WIDTH / size.width;
    const started = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      const t = loopTime(now - started, windowMs, LOOP_PAUSE_MS);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalAlpha = 1;
      ctx.filter = 'none';
      ctx.globalCompositeOperation = 'source-over';
      ctx.fillStyle = background;
      ctx.fillRect(0, 0, element.width, element.height);
      try {
        const state = evaluateLayerAnimation(layer.animation, layer.animations, t, {
          durationMs: windowMs,
          box,
          canvas: { width: size.width, height: size.height },
        });
        drawLayerImage(ctx, { image, box }, state, scale);
        element.dataset.time = String(Math.round(t));
      } catch (error) {
        // An animation the renderer cannot evaluate shows the layer at rest; the reason goes to the console.
        console.warn('clipwright animation preview:', error);
        ctx.drawImage(image, box.left * scale, box.top * scale, box.width * scale, box.height * scale);
        return;
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [session, layer, clipDuration, background, size.width, size.height]);

  return (
    <canvas
      ref={canvas}
      className="cw-anim-preview"
      width={PREVIEW_WIDTH}
      height={height}
      role="img"
      aria-label={props.label}
    />
  );
}
