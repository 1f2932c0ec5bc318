import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The editor's scene list, layer panel, timeline and player, driven as a user would: a project is
 * seeded into IndexedDB (the app's own database), the editor opened at `#/project/<id>`, and every edit read
 * back from the autosaved record, then undone with the top bar's Undo.
 */

interface StoredLayer {
  id: string;
  start: number;
  stop?: number;
  property: { type: string; fill?: string; visible: boolean; text?: string };
  lockMovementX: boolean;
  lockMovementY: boolean;
  lockRotation: boolean;
  lockScalingFlip: boolean;
  lockScalingX: boolean;
  lockScalingY: boolean;
}
interface StoredScene {
  id: string;
  duration: number;
  layers: StoredLayer[];
}
interface StoredRecord {
  project: { clips: StoredScene[] };
  selection?: { sceneIndex: number; layerId: string | null };
}

const rect = (id: string, fill: string) => ({
  id,
  type: 'object',
  property: { type: 'rect', left: 0, top: 0, width: 1920, height: 1080, fill },
});
const text = (id: string, words: string) => ({
  id,
  type: 'object',
  property: { type: 'textbox', text: words, left: 200, top: 200, width: 800, fontSize: 120, fill: '#ffffff' },
});
const scene = (seconds: number, layers: unknown[]) => ({
  bgColor: '#ffffff',
  duration: seconds,
  speech: { type: 'duration', duration: seconds },
  transition: { name: 'fade', displayName: 'Fade', duration: 0.5, params: {} },
  layers,
});
/** Scene 1: red with "Hello" on top, 3 s. Scene 2: blue, 2 s. */
const PROJECT = {
  layout: 'landscape',
  clips: [
    scene(3, [rect('rectred1', '#ff0000'), text('text0001', 'Hello')]),
    scene(2, [rect('rectblu1', '#0000ff')]),
  ],
};

/** Writes a project record into the app's Dexie database (`clipwright-projects`, Dexie version 1 = IDB 10). */
async function seed(page: Page, id: string): Promise<void> {
  await page.evaluate(
    async ({ id, project }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('clipwright-projects', 10);
        request.onupgradeneeded = () => {
          const store = request.result.createObjectStore('projects', { keyPath: 'id' });
          store.createIndex('updatedAt', 'updatedAt');
          store.createIndex('name', 'name');
        };
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('projects', 'readwrite');
        const now = Date.now();
        tx.objectStore('projects').put({
          id,
          name: 'Timeline test',
          layout: 'landscape',
          createdAt: now,
          updatedAt: now,
          project,
        });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('seeding failed'));
      });
      db.close();
    },
    { id, project: PROJECT },
  );
}

/** The autosaved record, read straight from IndexedDB. */
function stored(page: Page, id: string): Promise<StoredRecord> {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('clipwright-projects');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
    });
    const record = await new Promise<StoredRecord>((resolve, reject) => {
      const request = db.transaction('projects').objectStore('projects').get(id);
      request.onsuccess = () => resolve(request.result as StoredRecord);
      request.onerror = () => reject(request.error ?? new Error('get failed'));
    });
    db.close();
    return record;
  }, id);
}

/** Polls the stored record until `pick` of it equals `expected` (autosave writes after each change). */
async function expectStored<T>(page: Page, id: string, pick: (r: StoredRecord) => T, expected: T) {
  await expect.poll(async () => pick(await stored(page, id)), { timeout: 10_000 }).toEqual(expected);
}

test.use({ viewport: { width: 1600, height: 1000 } });

let counter = 0;
async function openEditor(page: Page): Promise<{ id: string; errors: string[] }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const id = `tl-${Date.now()}-${counter++}`;
  await page.goto('/?lang=en');
  await seed(page, id);
  await page.goto(`/?lang=en#/project/${id}`);
  await expect(page.getByRole('listbox', { name: 'Scenes' })).toBeVisible({ timeout: 30_000 });
  return { id, errors };
}

const undo = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true }).click();
const scenes = (page: Page) => page.getByRole('listbox', { name: 'Scenes' }).getByRole('option');
const sceneLabels = (page: Page) =>
  scenes(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
const clipDurations = (r: StoredRecord) => r.project.clips.map((c) => c.duration);
const fills = (r: StoredRecord) => r.project.clips.map((c) => c.layers[0]?.property.fill ?? null);

test('scenes: thumbnails, add, duplicate, delete, reorder by mouse and keyboard, each undone', async ({
  page,
}) => {
  const { id, errors } = await openEditor(page);
  await expect(scenes(page)).toHaveCount(2);
  expect(await sceneLabels(page)).toEqual(['Scene 1, 3.0 s', 'Scene 2, 2.0 s']);

  // Thumbnails are frame grabs: an image that decoded to a real size.
  for (const n of [1, 2]) {
    const img = page.getByRole('img', { name: `Preview of scene ${n}` });
    await expect(img).toBeVisible({ timeout: 30_000 });
    expect(await img.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => img.evaluate((e) => (e as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await img.evaluate((e) => (e as HTMLImageElement).naturalHeight)).toBeGreaterThan(0);
  }

  // Add: a blank scene after the selected (first) one, and it is selected.
  await page.getByRole('button', { name: 'Add scene' }).click();
  await expect(scenes(page)).toHaveCount(3);
  await expect(scenes(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expectStored(page, id, (r) => r.project.clips.length, 3);
  await expectStored(page, id, (r) => fills(r)[1], null);
  await undo(page);
  await expect(scenes(page)).toHaveCount(2);
  await expectStored(page, id, fills, ['#ff0000', '#0000ff']);

  // Duplicate the second scene: a copy with new ids after it.
  await scenes(page).nth(1).click();
  await expect(scenes(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Duplicate scene' }).click();
  await expect(scenes(page)).toHaveCount(3);
  await expectStored(page, id, fills, ['#ff0000', '#0000ff', '#0000ff']);
  const dup = await stored(page, id);
  expect(dup.project.clips[2]?.id).not.toBe(dup.project.clips[1]?.id);
  await undo(page);
  await expectStored(page, id, fills, ['#ff0000', '#0000ff']);

  // Delete: refused (with a message) for the last scene only.
  await scenes(page).nth(0).click();
  await page.getByRole('button', { name: 'Delete scene' }).click();
  await expect(scenes(page)).toHaveCount(1);
  await expectStored(page, id, fills, ['#0000ff']);
  await page.getByRole('button', { name: 'Delete scene' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'the last scene cannot be deleted' })).toBeVisible();
  await expect(scenes(page)).toHaveCount(1);
  await undo(page);
  await expect(scenes(page)).toHaveCount(2);
  await expectStored(page, id, fills, ['#ff0000', '#0000ff']);

  // Keyboard: Alt+ArrowDown moves the selected scene down; focus stays on it.
  await scenes(page).nth(0).click();
  await scenes(page).nth(0).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expectStored(page, id, fills, ['#0000ff', '#ff0000']);
  expect(await sceneLabels(page)).toEqual(['Scene 1, 2.0 s', 'Scene 2, 3.0 s']);
  await expect(scenes(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(scenes(page).nth(1)).toBeFocused();
  await page.keyboard.press('Alt+ArrowUp');
  await expectStored(page, id, fills, ['#ff0000', '#0000ff']);
  // The strip runs along the dock: ArrowRight shows the next scene, Alt+ArrowLeft moves it earlier.
  await page.keyboard.press('ArrowRight');
  await expect(scenes(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Alt+ArrowLeft');
  await expectStored(page, id, fills, ['#0000ff', '#ff0000']);
  await expect(scenes(page).nth(0)).toBeFocused();
  await undo(page);
  await expectStored(page, id, fills, ['#ff0000', '#0000ff']);
  await undo(page);
  await expectStored(page, id, fills, ['#0000ff', '#ff0000']);
  await undo(page);
  await expectStored(page, id, fills, ['#ff0000', '#0000ff']);

  // Move buttons.
  await scenes(page).nth(0).click();
  await page.getByRole('button', { name: 'Move scene later' }).click();
  await expectStored(page, id, clipDurations, [2, 3]);
  await undo(page);
  await expectStored(page, id, clipDurations, [3, 2]);

  // Mouse: drag the first scene onto the later half of the second (the strip runs along the dock).
  const second = scenes(page).nth(1);
  const box = await second.boundingBox();
  if (box === null) throw new Error('no second scene on screen');
  await scenes(page)
    .nth(0)
    .dragTo(second, { targetPosition: { x: box.width - 4, y: box.height / 2 } });
  await expectStored(page, id, fills, ['#0000ff', '#ff0000']);
  expect(await sceneLabels(page)).toEqual(['Scene 1, 2.0 s', 'Scene 2, 3.0 s']);
  await undo(page);
  await expectStored(page, id, fills, ['#ff0000', '#0000ff']);
  expect(errors).toEqual([]);
});

test('layers: select, lock, hide, z-order by keyboard, buttons and drag, delete, each undone', async ({
  page,
}) => {
  const { id, errors } = await openEditor(page);
  const panel = page.getByRole('region', { name: 'Layers' });
  const rows = panel.getByRole('listitem');
  const rowNames = () => panel.locator('.cw-layer-name').allTextContents();
  const zOrder = (r: StoredRecord) => r.project.clips[0]?.layers.map((l) => l.id);
  const textLayer = (r: StoredRecord) => r.project.clips[0]?.layers.find((l) => l.id === 'text0001');
  // Front first: the text is drawn on top of the rectangle.
  await expect(rows).toHaveCount(2);
  expect(await rowNames()).toEqual(['Hello', 'Shape']);

  await panel.getByRole('button', { name: 'Hello', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Hello', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectStored(page, id, (r) => r.selection?.layerId, 'text0001');

  const lock = panel.getByRole('button', { name: 'Lock Hello' });
  await lock.click();
  await expect(lock).toHaveAttribute('aria-pressed', 'true');
  const locks = (r: StoredRecord) => {
    const l = textLayer(r);
    return (
      l && [
        l.lockMovementX,
        l.lockMovementY,
        l.lockRotation,
        l.lockScalingFlip,
        l.lockScalingX,
        l.lockScalingY,
      ]
    );
  };
  await expectStored(page, id, locks, [true, true, true, true, true, true]);
  await undo(page);
  await expectStored(page, id, locks, [false, false, false, false, false, false]);
  await expect(lock).toHaveAttribute('aria-pressed', 'false');

  // The scene's thumbnail is grabbed again when the scene changes (the old URL replaced).
  const thumb = page.getByRole('img', { name: 'Preview of scene 1' });
  await expect(thumb).toHaveAttribute('src', /^blob:/, { timeout: 30_000 });
  const before = await thumb.getAttribute('src');
  const hide = panel.getByRole('button', { name: 'Hide Hello' });
  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await expectStored(page, id, (r) => textLayer(r)?.property.visible, false);
  await expect(thumb).not.toHaveAttribute('src', before ?? '', { timeout: 15_000 });
  await expect.poll(() => thumb.evaluate((e) => (e as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await undo(page);
  await expectStored(page, id, (r) => textLayer(r)?.property.visible, true);

  // Keyboard: Alt+ArrowDown sends the layer backward.
  await panel.getByRole('button', { name: 'Hello', exact: true }).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expectStored(page, id, zOrder, ['text0001', 'rectred1']);
  expect(await rowNames()).toEqual(['Shape', 'Hello']);
  await expect(panel.getByRole('button', { name: 'Hello', exact: true })).toBeFocused();
  await undo(page);
  await expectStored(page, id, zOrder, ['rectred1', 'text0001']);

  await panel.getByRole('button', { name: 'Bring Shape forward' }).click();
  await expectStored(page, id, zOrder, ['text0001', 'rectred1']);
  await undo(page);
  await expectStored(page, id, zOrder, ['rectred1', 'text0001']);

  // Mouse: drag the rectangle's row above the text's row.
  const target = rows.nth(0);
  await rows.nth(1).dragTo(target, { targetPosition: { x: 10, y: 3 } });
  await expectStored(page, id, zOrder, ['text0001', 'rectred1']);
  expect(await rowNames()).toEqual(['Shape', 'Hello']);
  await undo(page);
  await expectStored(page, id, zOrder, ['rectred1', 'text0001']);

  await panel.getByRole('button', { name: 'Delete Hello' }).click();
  await expect(rows).toHaveCount(1);
  await expectStored(page, id, zOrder, ['rectred1']);
  await undo(page);
  await expectStored(page, id, zOrder, ['rectred1', 'text0001']);
  await expect(rows).toHaveCount(2);
  expect(errors).toEqual([]);
});

/** Drags with the mouse from the centre of `from` by `dx` pixels, in small steps. */
async function dragBy(page: Page, from: Locator, dx: number): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const box = await from.boundingBox();
  if (box === null) throw new Error('nothing to drag on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

test('timeline: layer bars dragged within the clamping rules, keyboard nudges, one undo step per drag', async ({
  page,
}) => {
  const { id, errors } = await openEditor(page);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const windowOf = (r: StoredRecord) => {
    const l = r.project.clips[0]?.layers.find((x) => x.id === 'text0001');
    return l && { start: l.start, stop: l.stop ?? null };
  };
  // Clips laid out by duration at 60 px/s, the transition marked.
  const clip1 = timeline.getByRole('button', { name: 'Scene 1, 3.0 s' });
  const clip2 = timeline.getByRole('button', { name: 'Scene 2, 2.0 s' });
  expect((await clip1.boundingBox())?.width).toBeCloseTo(180, 0);
  expect((await clip2.boundingBox())?.width).toBeCloseTo(120, 0);
  await expect(timeline.getByRole('img', { name: 'Transition into scene 2: Fade' })).toBeVisible();

  const end = timeline.getByRole('slider', { name: 'End of Hello' });
  const start = timeline.getByRole('slider', { name: 'Start of Hello' });
  const body = timeline.getByRole('slider', { name: 'Hello', exact: true });

  // The end handle 60 px (1 s) to the left: the layer now stops at 2 s.
  await dragBy(page, end, -60);
  await expectStored(page, id, windowOf, { start: 0, stop: 2 });
  // Moving the whole bar 2 s to the right: the span (2 s) is kept inside the 3 s clip, so it reaches the
  // end — and a stop at the clip's end is dropped.
  await dragBy(page, body, 120);
  await expectStored(page, id, windowOf, { start: 1, stop: null });
  // The start dragged far past the end stops 0.1 s before it.
  await dragBy(page, start, 400);
  await expectStored(page, id, windowOf, { start: 2.9, stop: null });
  // Each drag was one undo step.
  await undo(page);
  await expectStored(page, id, windowOf, { start: 1, stop: null });
  await undo(page);
  await expectStored(page, id, windowOf, { start: 0, stop: 2 });

  // Keyboard: arrows move the focused bar by 0.1 s; presses in a row are one undo step.
  await body.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expectStored(page, id, windowOf, { start: 0.2, stop: 2.2 });
  await end.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expectStored(page, id, windowOf, { start: 0.2, stop: null });
  await undo(page);
  await expectStored(page, id, windowOf, { start: 0.2, stop: 2.2 });
  await undo(page);
  await expectStored(page, id, windowOf, { start: 0, stop: 2 });
  await undo(page);
  await expectStored(page, id, windowOf, { start: 0, stop: null });
  expect(errors).toEqual([]);
});

test('timeline: a dragged edge snaps to the playhead with its guide shown; Alt or the Snap button turn it off', async ({
  page,
}) => {
  const { id, errors } = await openEditor(page);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const stopOf = (r: StoredRecord) =>
    r.project.clips[0]?.layers.find((x) => x.id === 'text0001')?.stop ?? null;
  // The playhead to 2 s: a click on the ruler 120 px (60 px/s) from its start.
  const ruler = timeline.getByRole('slider', { name: /Time ruler/ });
  await ruler.scrollIntoViewIfNeeded();
  const rulerBox = (await ruler.boundingBox())!;
  await page.mouse.click(rulerBox.x + 120, rulerBox.y + rulerBox.height / 2);
  await expect(timeline.locator('.cw-tl-playhead')).toHaveAttribute('data-time', '2');

  // The end of Hello (at the clip's end, 3 s) dragged 56 px left would stop at 2.07 s: within 8 px of the
  // playhead, it lands on 2 s exactly, and the guide marks the playhead while the pointer is down.
  const end = timeline.getByRole('slider', { name: 'End of Hello' });
  const box = (await end.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const dragEnd = async (dx: number, hold?: () => Promise<void>) => {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps: 6 });
    await hold?.();
    await page.mouse.up();
  };
  const guide = timeline.locator('.cw-tl-snap-guide');
  await dragEnd(-56, async () => {
    await expect(guide).toHaveAttribute('data-time', '2');
  });
  await expect(guide).toHaveCount(0);
  await expectStored(page, id, stopOf, 2);
  await undo(page);
  await expectStored(page, id, stopOf, null);

  // With Alt held the same drag moves freely.
  await page.keyboard.down('Alt');
  await dragEnd(-56, async () => {
    await expect(guide).toHaveCount(0);
  });
  await page.keyboard.up('Alt');
  await expectStored(page, id, stopOf, 2.07);
  await undo(page);
  await expectStored(page, id, stopOf, null);

  // The Snap button turns it off for every drag.
  const snap = page.getByRole('button', { name: 'Snap' });
  await expect(snap).toHaveAttribute('aria-pressed', 'true');
  await snap.click();
  await expect(snap).toHaveAttribute('aria-pressed', 'false');
  await dragEnd(-56);
  await expectStored(page, id, stopOf, 2.07);
  expect(errors).toEqual([]);
});

test('player and ruler: scrubbing seeks the preview, play and pause', async ({ page }) => {
  const { errors } = await openEditor(page);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const player = page.getByRole('region', { name: 'Player' });
  const time = player.locator('.cw-player-time');
  const state = player.locator('.cw-player-state');
  await expect(state).toHaveText('Paused', { timeout: 30_000 });
  await expect(time).toHaveText('00:00.0 / 00:05.0');

  // Click on the ruler at 1.5 s (60 px/s from its start edge).
  const ruler = timeline.getByRole('slider', { name: /Time ruler/ });
  await ruler.scrollIntoViewIfNeeded();
  const box = await ruler.boundingBox();
  if (box === null) throw new Error('no ruler on screen');
  await page.mouse.click(box.x + 90, box.y + box.height / 2);
  await expect(time).toHaveText('00:01.5 / 00:05.0');
  await expect(timeline.locator('.cw-tl-playhead')).toHaveAttribute('data-time', '1.5');

  // Drag along the ruler into the second scene: the preview follows and shows scene 2.
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 150, box.y + box.height / 2, { steps: 12 });
  await page.mouse.move(box.x + 240, box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(time).toHaveText('00:04.0 / 00:05.0');
  await expect(scenes(page).nth(1)).toHaveAttribute('aria-selected', 'true');

  // The scrubber seeks too.
  await player.getByRole('slider', { name: 'Position' }).fill('0.5');
  await expect(time).toHaveText('00:00.5 / 00:05.0');
  await expect(scenes(page).nth(0)).toHaveAttribute('aria-selected', 'true');

  // Play, then pause: the label switches and time moves on.
  await player.getByRole('button', { name: 'Play' }).click();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(state).toHaveText('Playing', { timeout: 15_000 });
  await page.waitForTimeout(800);
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(state).toHaveText('Paused');
  await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();
  const shown = (await time.textContent()) ?? '';
  const seconds = Number(shown.slice(3, 7));
  expect(seconds).toBeGreaterThan(0.5);
  // Play to the end.
  await player.getByRole('button', { name: 'Play' }).click();
  await expect(state).toHaveText('Ended', { timeout: 20_000 });
  await expect(time).toHaveText('00:05.0 / 00:05.0');
  await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('in Arabic (?lang=ar) the player reads the current time left of the total, as in English', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const id = `tl-ar-${Date.now()}`;
  await page.goto('/?lang=en');
  await seed(page, id);
  await page.goto(`/?lang=ar#/project/${id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The Arabic catalogue names the player region; the readout keeps its left-to-right order.
  const player = page.getByRole('region', { name: 'المشغّل' });
  await expect(player.locator('.cw-player-state')).toHaveText('متوقف مؤقتًا', { timeout: 30_000 });
  await expect(player.locator('.cw-player-time')).toHaveText('00:00.0 / 00:05.0');
  const current = (await player.locator('.cw-player-current').boundingBox())!;
  const total = (await player.locator('.cw-player-total').boundingBox())!;
  expect(current.x + current.width).toBeLessThan(total.x);
  expect(errors).toEqual([]);
});
