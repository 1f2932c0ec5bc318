/**
 * Input latency while playing: the page announces playback (a `benchPlayback` binding, see
 * harness/bench/measure.ts) and, while it plays, a pointer drag goes back and forth across the middle of the
 * preview, one move every 20 ms, as a user dragging a layer or the playhead would. The page times each
 * event; this side only scripts the input, the same way for every renderer.
 */
import type { Page } from 'playwright-core';
import type { Measurement } from './figures.ts';

const MOVE_EVERY_MS = 20;
/** Half the drag's width, px. */
const SWING = 120;

/** Runs `harness.measure(options)` in `page` with the scripted drag during its playback. */
export async function measureWithDrag(
  page: Page,
  options: { width: number; height: number } & Record<string, unknown>,
): Promise<Measurement> {
  const x = options.width / 2;
  const y = options.height / 2;
  let dragging: Promise<void> = Promise.resolve();
  let playing = false;
  const drag = async () => {
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 0; playing; i++) {
      await page.mouse.move(x + SWING * Math.sin(i / 8), y);
      await new Promise((resolve) => setTimeout(resolve, MOVE_EVERY_MS));
    }
    await page.mouse.up();
  };
  await page.exposeFunction('benchPlayback', (on: boolean) => {
    playing = on;
    if (on) dragging = drag().catch((error: unknown) => console.error(`bench drag: ${String(error)}`));
  });
  const result = (await page.evaluate(
    (o) => (window.harness as { measure(o: unknown): Promise<unknown> }).measure(o),
    options,
  )) as Measurement;
  playing = false;
  await dragging;
  return result;
}
