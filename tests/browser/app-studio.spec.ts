/**
 * The studio fits the window: opening a template shows the stage, the timeline and Export without the page
 * scrolling, at the smallest supported window and a common laptop one; the stage is one picture, the largest
 * of the project's shape that fits, where playback plays and editing happens.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createProject, openTemplate, settledSave, signIn, waitForLibrary } from './app-e2e-helpers.ts';

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
] as const;

/** Signs in and opens the Product launch template in a window of `size`. */
async function openLaunchAt(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await waitForLibrary(page, await signIn(page));
  await openTemplate(page, /Product launch/);
}

/** The element's box lies wholly inside the window. */
async function expectInWindow(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const view = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} right`).toBeLessThanOrEqual(view.width + 0.5);
  expect(box!.y + box!.height, `${what} bottom`).toBeLessThanOrEqual(view.height + 0.5);
}

const stage = (page: Page) => page.locator('.cw-stage');
const editCanvas = (page: Page) => page.locator('.cw-edit-slot canvas.upper-canvas');
const previewCanvas = (page: Page) => page.locator('canvas.cw-preview');

for (const size of SIZES) {
  test(`at ${size.width}×${size.height} a template opens with the stage, the timeline and Export in the window`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await openLaunchAt(page, size);

    const scroll = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      height: document.documentElement.scrollHeight,
    }));
    expect(scroll).toEqual(size);
    await expectInWindow(page, stage(page), 'stage');
    await expectInWindow(page, page.getByRole('region', { name: 'Timeline' }), 'timeline');
    await expectInWindow(page, page.getByRole('button', { name: 'Export', exact: true }), 'Export');
    await expectInWindow(page, page.getByRole('button', { name: 'Play', exact: true }), 'Play');

    // The picture is the largest 16:9 box inside the stage, less its margin.
    const area = (await stage(page).boundingBox())!;
    const picture = (await editCanvas(page).boundingBox())!;
    expect(picture.width / picture.height).toBeCloseTo(16 / 9, 1);
    const widthFull = area.width - 24 - picture.width < 1;
    const heightFull = area.height - 24 - picture.height < 1;
    expect(widthFull || heightFull, JSON.stringify({ area, picture })).toBe(true);
    expect(picture.width).toBeGreaterThan(size.width / 3);
  });
}

test('playing shows the playback on the stage, in the editing canvas’s place; a press on the stage edits again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openLaunchAt(page, SIZES[0]);
  await expect(stage(page)).toHaveAttribute('data-view', 'edit');
  await expect(previewCanvas(page)).toBeHidden();

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(stage(page)).toHaveAttribute('data-view', 'playback');
  await expect(previewCanvas(page)).toBeVisible();
  expect(await previewCanvas(page).boundingBox()).toEqual(await editCanvas(page).boundingBox());
  // The picture moves: two looks at the stage a moment apart differ.
  const first = await stage(page).screenshot();
  await page.waitForTimeout(700);
  expect((await stage(page).screenshot()).equals(first)).toBe(false);

  await stage(page).click({ position: { x: 2, y: 2 } });
  await expect(stage(page)).toHaveAttribute('data-view', 'edit');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(previewCanvas(page)).toBeHidden();

  // Scrubbing shows the frame at the playhead on the stage; choosing a layer turns to editing.
  await page.getByRole('slider', { name: 'Position' }).fill('2');
  await expect(stage(page)).toHaveAttribute('data-view', 'playback');
  await page.getByRole('region', { name: 'Layers' }).getByText('Try it free').click();
  await expect(stage(page)).toHaveAttribute('data-view', 'edit');
});

test('the stage follows the window: a larger window gives a larger picture, preview and canvas alike', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openLaunchAt(page, SIZES[0]);
  const small = (await editCanvas(page).boundingBox())!;
  await page.setViewportSize({ width: 1680, height: 1050 });
  await expect
    .poll(async () => (await editCanvas(page).boundingBox())!.width)
    .toBeGreaterThan(small.width + 100);
  await page.getByRole('slider', { name: 'Position' }).fill('1');
  await expect(stage(page)).toHaveAttribute('data-view', 'playback');
  await expect
    .poll(async () => (await previewCanvas(page).boundingBox())?.width)
    .toBe((await editCanvas(page).boundingBox())!.width);
  const scroll = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(scroll).toBe(1050);
});

test('trimming a scene by its end edge on the timeline changes its length; arrow keys and undo too', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(SIZES[1]);
  await signIn(page);
  const id = await createProject(page);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const clip = timeline.getByRole('button', { name: 'Scene 1, 5.0 s' });
  const edge = timeline.getByRole('slider', { name: 'Length of scene 1' });
  await expect(edge).toHaveAttribute('aria-valuenow', '5');

  // Drag the edge two seconds later: the clip's width tells how many pixels a second takes.
  const box = (await clip.boundingBox())!;
  const grip = (await edge.boundingBox())!;
  const perSecond = box.width / 5;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2 + perSecond, grip.y + grip.height / 2, { steps: 4 });
  await page.mouse.move(grip.x + grip.width / 2 + 2 * perSecond, grip.y + grip.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(timeline.getByRole('button', { name: 'Scene 1, 7.0 s' })).toBeVisible();
  await expect(page.locator('.cw-player-total')).toHaveText('00:07.0');
  expect((await settledSave(page, id)).project.clips[0]!.duration).toBeCloseTo(7, 1);

  await edge.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(edge).toHaveAttribute('aria-valuenow', /^5\.9\d?$/);
  // The two key presses make one undo step, as nudging does; undoing it gives the dragged length back.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(timeline.getByRole('button', { name: 'Scene 1, 7.0 s' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(timeline.getByRole('button', { name: 'Scene 1, 5.0 s' })).toBeVisible();
});

test('the panels resize with their splitters, by pointer or keyboard, and keep their sizes after a reload', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(SIZES[1]);
  await signIn(page);
  await createProject(page);
  const inspector = page.locator('.cw-area-inspector');
  const splitter = page.getByRole('separator', { name: 'Resize the inspector' });
  const before = (await inspector.boundingBox())!;
  const grip = (await splitter.boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x - 40, grip.y + grip.height / 2, { steps: 5 });
  await page.mouse.move(grip.x - 80, grip.y + grip.height / 2, { steps: 5 });
  await page.mouse.up();
  const wider = (await inspector.boundingBox())!;
  expect(wider.width).toBeGreaterThan(before.width + 60);

  // The dock's splitter takes the arrow keys: up gives the timeline more room.
  const dock = page.locator('.cw-area-dock');
  const dockBefore = (await dock.boundingBox())!.height;
  await page.getByRole('separator', { name: 'Resize the timeline' }).focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await dock.boundingBox())!.height).toBeGreaterThan(dockBefore + 20);
  const taller = (await dock.boundingBox())!.height;

  await page.reload();
  await expect(page.locator('.cw-edit-slot canvas.upper-canvas')).toBeVisible({ timeout: 60_000 });
  expect(Math.abs((await inspector.boundingBox())!.width - wider.width)).toBeLessThan(2);
  expect(Math.abs((await dock.boundingBox())!.height - taller)).toBeLessThan(2);
  // Still no page scroll with the new sizes.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(SIZES[1].height);
});

test('the timeline shows the music track with its waveform, drawn from the sound the preview decoded', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openLaunchAt(page, SIZES[1]);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const music = timeline.getByRole('group', { name: 'Music' }).getByRole('img');
  await expect(music.first()).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  // The template's music plays under every scene: its blocks cover the timeline from 0 s to the end.
  const clips = timeline.locator('.cw-tl-clip');
  const first = (await clips.first().boundingBox())!;
  const last = (await clips.last().boundingBox())!;
  const blocks = await music.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
  expect(Math.min(...blocks.map((b) => b.left))).toBeCloseTo(first.x, 0);
  expect(Math.max(...blocks.map((b) => b.right))).toBeCloseTo(last.x + last.width, 0);
  // A waveform, not a flat line: the canvas holds bars of different heights.
  const heights = await music.first().evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d')!;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const columns: number[] = [];
    for (let x = 0; x < canvas.width; x += 7) {
      let lit = 0;
      for (let y = 0; y < canvas.height; y++) if ((data[(y * canvas.width + x) * 4 + 3] ?? 0) > 0) lit++;
      columns.push(lit);
    }
    return columns;
  });
  expect(new Set(heights).size).toBeGreaterThan(3);
  expect(Math.max(...heights)).toBeGreaterThan(4);
  // No speech has been generated yet: the speech track is empty.
  await expect(timeline.getByRole('group', { name: 'Speech' }).getByRole('img')).toHaveCount(0);
});

test('scenes are reordered by dragging their clips along the timeline; undo puts them back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openLaunchAt(page, SIZES[1]);
  const id = /#\/project\/([a-z]{8})$/.exec(page.url())?.[1] ?? '';
  const order = async () => (await settledSave(page, id)).project.clips.map((clip) => clip.id);
  const before = await order();
  expect(before).toHaveLength(3);
  const clips = page.getByRole('region', { name: 'Timeline' }).locator('.cw-tl-clip');

  // The first clip dropped on the second half of the last one goes to the end.
  const last = (await clips.nth(2).boundingBox())!;
  await clips.nth(0).dragTo(clips.nth(2), { targetPosition: { x: last.width - 6, y: last.height / 2 } });
  await expect.poll(order).toEqual([before[1], before[2], before[0]]);
  // The moved scene is the one being edited, at its new place.
  await expect(clips.nth(2)).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(order).toEqual(before);
});
