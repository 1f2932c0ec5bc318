/**
 * A transition's thumbnail: still (the two sample images side by side) until it is under the pointer or has
 * the keyboard focus; then it loops the transition, drawn by the page's one shared WebGL renderer.
 */
import { useEffect, useRef } from 'react';
import { transitionEntry } from '../../../../shared/transitions/catalogue.ts';
import { drawStill, THUMB_HEIGHT, THUMB_WIDTH } from './sample-images.ts';
import { loopProgress } from './loop-progress.ts';
import { thumbnailRenderer } from './thumbnail-renderer.ts';

const NO_PARAMS: Readonly<Record<string, unknown>> = {};

export function TransitionThumb(props: {
  name: string;
  active: boolean;
  params?: Readonly<Record<string, unknown>>;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const { name, active } = props;
  const params = props.params ?? NO_PARAMS;
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (canvas === null || ctx === null || ctx === undefined) return;
    drawStill(ctx);
    canvas.dataset.animated = 'false';
    const entry = transitionEntry(name);
    if (!active || entry === undefined) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      try {
        thumbnailRenderer().draw(entry, params, loopProgress(now - start), ctx);
        canvas.dataset.animated = 'true';
        frame = requestAnimationFrame(tick);
      } catch (error) {
        // A shader this browser cannot compile (or no WebGL): the still stays, the reason is in the title.
        drawStill(ctx);
        canvas.title = (error as Error).message;
      }
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [name, active, params]);
  return (
    <canvas
      ref={ref}
      className="cw-transition-thumb"
      width={THUMB_WIDTH}
      height={THUMB_HEIGHT}
      aria-hidden="true"
    />
  );
}
