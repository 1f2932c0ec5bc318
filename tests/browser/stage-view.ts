/**
 * The stage shows one picture: the editing canvas, or the worker's preview after a seek or while playing.
 * Specs that read one of them bring it to the front first, as a creator would.
 */
import { expect, type Page } from '@playwright/test';

const stage = (page: Page) => page.locator('.cw-stage');

/** Seeks with the player's position slider (to `time`, 0.1 s by default): the preview takes the stage. */
export async function showPreview(page: Page, time = 0.1): Promise<void> {
  if ((await stage(page).getAttribute('data-view')) === 'playback') return;
  const position = page.getByRole('slider', { name: 'Position' });
  // Until the project has loaded the slider has no length to seek in.
  await expect(position).not.toHaveAttribute('max', '0', { timeout: 30_000 });
  await position.fill(String(time));
  await expect(stage(page)).toHaveAttribute('data-view', 'playback');
}

/** A press on the stage beside the picture: the editing canvas shows, the selection stays as it is. */
export async function showEditing(page: Page): Promise<void> {
  if ((await stage(page).getAttribute('data-view')) === 'edit') return;
  await stage(page).click({ position: { x: 2, y: 2 } });
  await expect(stage(page)).toHaveAttribute('data-view', 'edit');
}
