import { expect, test, type Page } from '@playwright/test';
import { createProject, signIn } from './app-e2e-helpers.ts';
import { chooseOption, expectChosen, optionNames } from './controls-helpers.ts';

/**
 * The Export dialog: every way to open it (the top bar's button, Ctrl+E, a project card's Export video), the
 * settings it offers for a landscape project, the live size estimate, the remembered options, Escape; a running
 * export kept while the creator edits, then cancelled; a short export run to its end (play, download, library).
 * The files themselves are read back frame by frame in export.spec.ts.
 */

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Export video' });
const exportButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Export', exact: true });

/** A screenshot for a person to look at, when CLIPWRIGHT_SHOTS names a folder. */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.CLIPWRIGHT_SHOTS !== undefined)
    await page.screenshot({ path: `${process.env.CLIPWRIGHT_SHOTS}/${name}` }).catch(() => {});
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The estimated size in MB as the dialog shows it ("about 12.3 MB"). */
async function estimatedMb(page: Page): Promise<number> {
  const text = (await dialog(page).locator('[data-fact="size"]').textContent()) ?? '';
  const match = /([\d.,]+)\s*MB/.exec(text);
  if (match?.[1] === undefined) throw new Error(`no size in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

test('the top bar and Ctrl+E open the dialog; presets, live estimate, remembered options; Escape closes', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signIn(page);
  await createProject(page);

  // The top-bar button opens the dialog and names its shortcut.
  await expect(exportButton(page)).toHaveAttribute('aria-keyshortcuts', 'Control+E Meta+E');
  await exportButton(page).click();
  const box = dialog(page);
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('aria-modal', 'true');
  // The account's tier arrives, then Export may start.
  await expect(box.getByText(/plan: videos up to/)).toBeVisible();
  await expect(box.getByRole('button', { name: 'Export', exact: true })).toBeEnabled();

  // A landscape project offers its own size, then 720, 480 and 360 on the short side.
  expect(await optionNames(box, 'Resolution')).toEqual([
    '1920 × 1080 (project size)',
    '1280 × 720',
    '854 × 480',
    '640 × 360',
  ]);
  await expectChosen(box, 'Resolution', '1920 × 1080 (project size)');
  // The defaults: MP4, 30 fps, standard quality, the whole video, stop on undecodable media.
  await expect(box.getByRole('radio', { name: /MP4/ })).toBeChecked();
  await expectChosen(box, 'Frame rate', '30 frames per second');
  await expect(box.getByRole('radio', { name: 'Standard' })).toBeChecked();
  await expect(box.getByRole('radio', { name: 'The whole video' })).toBeChecked();
  await expect(box.getByRole('radio', { name: /Only scene 1/ })).toBeVisible();
  await expect(box.getByRole('checkbox', { name: /cover image instead of stopping/ })).not.toBeChecked();
  // A blank project is one 5 s scene: 150 frames at 30 fps.
  await expect(box.locator('[data-fact="duration"]')).toContainText('00:05');
  await expect(box.locator('[data-fact="frames"]')).toHaveText('150');

  // The estimate follows the quality (and the size) as they change.
  const standard = await estimatedMb(page);
  await box.getByRole('radio', { name: 'High' }).check();
  await expect.poll(() => estimatedMb(page)).toBeGreaterThan(standard);
  const high = await estimatedMb(page);
  await box.getByRole('radio', { name: 'Low' }).check();
  await expect.poll(() => estimatedMb(page)).toBeLessThan(standard);
  await chooseOption(box, 'Resolution', /^\u2066?1280 × 720/);
  await expect.poll(() => estimatedMb(page)).toBeLessThan(high);
  await expect(box.getByRole('alert')).toHaveCount(0);

  // Escape closes it, and the focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(exportButton(page)).toBeFocused();

  // Ctrl+E opens it again (from the page, not a field), with the options chosen last time.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Control+E');
  await expect(box).toBeVisible();
  await expectChosen(box, 'Resolution', '1280 × 720');
  await expect(box.getByRole('radio', { name: 'Low' })).toBeChecked();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('clipwright-export-options') ?? 'null')),
  ).toMatchObject({
    width: 1280,
    height: 720,
    quality: 'low',
  });
  // Tab stays inside the dialog.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await box.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await box.getByRole('button', { name: 'Close' }).click();
  await expect(box).toBeHidden();
  expect(errors).toEqual([]);
});

test('a project card’s Export video opens the editor with the dialog', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page);
  const id = await createProject(page);
  await page.getByRole('button', { name: 'Projects', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible();

  const card = page.locator(`.cw-project-card[data-project-id="${id}"]`);
  await card.getByRole('button', { name: 'Export video' }).click();
  await expect(dialog(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Untitled project', level: 1 })).toBeVisible();
  await expect(dialog(page).getByLabel('Resolution')).toBeVisible();
  // The address is the plain editor's again: a reload opens the editor without the dialog.
  await expect(page).toHaveURL(new RegExp(`#/project/${id}$`));
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await page.reload();
  await expect(page.locator('.cw-edit-slot canvas.upper-canvas')).toBeVisible({ timeout: 60_000 });
  await expect(exportButton(page)).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  expect(errors).toEqual([]);
});

/** Three 20 s scenes: long enough at 1920×1080 and 60 fps that the export is still running while we look. */
const MINUTE_PROJECT = {
  layout: 'landscape',
  clips: ['#1d3557', '#f1faee', '#a8dadc'].map((bgColor, i) => ({
    bgColor,
    duration: 20,
    speech: { type: 'duration', duration: 20 },
    layers: [
      {
        id: `rect${'abc'[i]}aaa`,
        type: 'object',
        property: { type: 'rect', left: 200 + i * 300, top: 200, width: 600, height: 400, fill: '#e63946' },
      },
    ],
  })),
};

/** Whether closing the tab would ask first (a beforeunload listener cancels the event). */
const leaveAsks = (page: Page) =>
  page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })));

test('while an export runs: Escape keeps the dialog, Hide keeps the export, leaving asks, Cancel stops it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signIn(page);
  await page.goto('/?lang=en');
  await page.locator('input[type=file]').setInputFiles({
    name: 'Minute.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(MINUTE_PROJECT)),
  });
  await expect(page.getByText('“Minute” was imported.')).toBeVisible();
  await page
    .locator('.cw-project-card')
    .filter({ has: page.getByRole('heading', { name: 'Minute', exact: true }) })
    .getByRole('button', { name: 'Export video' })
    .click();
  const box = dialog(page);
  await expect(box.getByRole('button', { name: 'Export', exact: true })).toBeEnabled({ timeout: 60_000 });
  await chooseOption(box, 'Resolution', /^\u2066?1920 × 1080/);
  await chooseOption(box, 'Frame rate', '60 frames per second');
  await box.getByRole('radio', { name: 'The whole video' }).check();
  await expect(box.locator('[data-fact="frames"]')).toHaveText('3600');
  expect(await leaveAsks(page)).toBe(false);

  await box.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(box.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await expect(box.locator('[data-fact="frames"]')).toContainText('/ 3600');
  await shot(page, 'export-running.png');
  expect(await leaveAsks(page)).toBe(true);
  // Escape does not close a running export's dialog.
  await page.keyboard.press('Escape');
  await expect(box).toBeVisible();

  // Hide: the editor is usable, the top bar shows the progress and opens the dialog again.
  await box.getByRole('button', { name: 'Hide' }).click();
  await expect(box).toBeHidden();
  const indicator = page.locator('.cw-export-indicator');
  await expect(indicator).toContainText(/Exporting \d+%/);
  const scene2 = page.locator('.cw-scene-item[data-scene-index="1"]');
  await scene2.click();
  await expect(scene2).toHaveAttribute('aria-selected', 'true');
  expect(await leaveAsks(page)).toBe(true);
  await indicator.click();
  await expect(box).toBeVisible();
  await expect(box.getByRole('button', { name: 'Cancel export' })).toBeVisible();

  // Cancel: back to the settings with a notice; leaving no longer asks.
  await box.getByRole('button', { name: 'Cancel export' }).click();
  await expect(box.getByText('Export cancelled.')).toBeVisible({ timeout: 30_000 });
  await expect(box.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
  // The scene chosen meanwhile is the one the range offers.
  await expect(box.getByRole('radio', { name: /Only scene 2/ })).toBeVisible();
  expect(await leaveAsks(page)).toBe(false);
  await expect(indicator).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** Two 1.5 s scenes: a short export that runs to its end in a few seconds. */
const SHORT_PROJECT = {
  ...MINUTE_PROJECT,
  clips: MINUTE_PROJECT.clips.slice(0, 2).map((clip) => ({
    ...clip,
    duration: 1.5,
    speech: { type: 'duration', duration: 1.5 },
  })),
};

test('an export runs to its end: the video plays in the dialog, downloads with the project name, lands in the library with a cover', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signIn(page);
  await page.goto('/?lang=en');
  await page.locator('input[type=file]').setInputFiles({
    name: 'Short clip.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(SHORT_PROJECT)),
  });
  await expect(page.getByText('“Short clip” was imported.')).toBeVisible();
  await page
    .locator('.cw-project-card')
    .filter({ has: page.getByRole('heading', { name: 'Short clip', exact: true }) })
    .getByRole('button', { name: 'Export video' })
    .click();
  const box = dialog(page);
  await expect(box.getByRole('button', { name: 'Export', exact: true })).toBeEnabled({ timeout: 60_000 });
  await chooseOption(box, 'Resolution', /^\u2066?640 × 360/);
  await chooseOption(box, 'Frame rate', '25 frames per second');
  await box.getByRole('radio', { name: 'The whole video' }).check();
  await expect(box.locator('[data-fact="frames"]')).toHaveText('75');
  await box.getByRole('button', { name: 'Export', exact: true }).click();

  await expect(box.getByText('Your video is ready.')).toBeVisible({ timeout: 120_000 });
  await expect(box.locator('[data-fact="resolution"]')).toContainText('640 × 360');
  await shot(page, 'export-done.png');
  // The dialog's player has the file: its length and size as exported.
  const player = box.locator('video');
  await expect
    .poll(() =>
      player.evaluate((video: HTMLVideoElement) => [
        video.readyState >= 1,
        video.videoWidth,
        video.videoHeight,
      ]),
    )
    .toEqual([true, 640, 360]);
  const length = await player.evaluate((video: HTMLVideoElement) => video.duration);
  expect(Math.abs(length - 3)).toBeLessThan(0.05);

  // Download saves the file under the project's name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    box.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Short clip.mp4');
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

  // The library has it: the link serves the same bytes, the uploaded videos list it with its cover.
  const link = box.locator('.cw-export-library a');
  await expect(link).toBeVisible({ timeout: 60_000 });
  const served = await page.request.get((await link.getAttribute('href'))!);
  expect(served.status()).toBe(200);
  expect((await served.body()).equals(bytes)).toBe(true);
  await box.getByRole('button', { name: 'Close' }).click();
  const panel = page.getByRole('region', { name: 'Library' });
  await panel.getByRole('tab', { name: 'Videos' }).click();
  const tile = panel
    .getByRole('region', { name: 'Uploaded' })
    .getByRole('button', { name: 'Add Short clip.mp4' });
  await expect(tile).toBeVisible();
  const coverUrl = await tile.locator('img').getAttribute('src');
  expect(coverUrl).not.toBeNull();
  const cover = await page.request.get(coverUrl!);
  expect(cover.headers()['content-type']).toMatch(/^image\/jpeg/);
  expect(errors).toEqual([]);
});
