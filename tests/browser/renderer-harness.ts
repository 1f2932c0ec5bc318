/**
 * Opens the renderer harness page (`harness/renderer.ts`), whose `window.harness` drives a renderer worker
 * on a preview canvas, for the specs that test the renderer directly.
 */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    harness?: unknown;
  }
}

/** Opens the page and waits for its harness; `start` then starts a renderer on a 960×540 canvas. */
export async function openRendererHarness(page: Page, start = true): Promise<void> {
  await page.goto('/harness/renderer.html');
  await page.waitForFunction(() => window.harness !== undefined);
  if (start)
    await page.evaluate(() =>
      (window.harness as { start(w: number, h: number): Promise<unknown> }).start(960, 540),
    );
}
