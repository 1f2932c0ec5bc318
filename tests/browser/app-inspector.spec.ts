import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { showEditing, showPreview } from './stage-view.ts';
import { chooseOption, setColour, setSlider } from './controls-helpers.ts';
import type { Locator, Page } from '@playwright/test';

/**
 * The inspector, driven as a creator would: a project with a shape, a text, an image, a path shape and
 * a line is put into IndexedDB and opened; layers are selected by clicking them on the editing canvas; each edit
 * is checked on the canvas or preview pixels and in the autosaved record, then undone.
 */

const PROJECT_ID = 'inspect1';
const DB = 'clipwright-projects';

test.use({ viewport: { width: 1600, height: 1100 } });

interface StoredRecord {
  layout: string;
  project: {
    layout: string;
    clips: Array<{
      bgColor: string;
      transition: { name: string; duration: number; params: Record<string, unknown> };
      layers: Array<{ id: string; start: number; stop?: number; property: Record<string, unknown> }>;
    }>;
  };
}

/** A blue 400×300 PNG as a data URL: an image layer without a server round trip. */
async function bluePng(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const canvas = new OffscreenCanvas(400, 300);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#0000ff';
    ctx.fillRect(0, 0, 400, 300);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(blob);
    });
  });
}

function projectJson(imageUrl: string, extraLayers: unknown[] = []) {
  return {
    layout: 'landscape',
    clips: [
      {
        id: 'sceneone',
        bgColor: '#ffffff',
        speech: { type: 'duration', duration: 5 },
        layers: [
          {
            id: 'rect0001',
            type: 'object',
            property: { type: 'rect', left: 100, top: 100, width: 300, height: 300, fill: '#ff0000' },
          },
          {
            id: 'text0001',
            type: 'object',
            property: {
              type: 'textbox',
              left: 600,
              top: 100,
              width: 400,
              text: 'Hello',
              fontSize: 80,
              fill: '#000000',
            },
          },
          {
            id: 'imag0001',
            type: 'object',
            property: {
              type: 'CustomImage',
              left: 1200,
              top: 100,
              width: 400,
              height: 300,
              _staticUrl: imageUrl,
            },
          },
          {
            id: 'path0001',
            type: 'object',
            property: {
              type: 'CustomPath',
              shape: 'diamond',
              left: 100,
              top: 600,
              width: 300,
              height: 300,
              fill: '#00aa00',
            },
          },
          {
            id: 'line0001',
            type: 'object',
            property: {
              type: 'CustomLine',
              left: 600,
              top: 700,
              x1: 20,
              y1: 50,
              x2: 320,
              y2: 50,
              stroke: 'red',
              strokeWidth: 10,
            },
          },
          ...extraLayers,
        ],
      },
      { id: 'scenetwo', bgColor: '#ffffff', speech: { type: 'duration', duration: 3 } },
    ],
  };
}

/** Writes the project record the way ProjectDb (dexie schema `id, updatedAt, name`, version 1 → IDB 10) keeps it. */
async function seed(page: Page, extraLayers: unknown[] = []): Promise<void> {
  await page.goto('/#/');
  const record = {
    id: PROJECT_ID,
    name: 'Inspector test',
    layout: 'landscape',
    createdAt: Date.now(),
    updatedAt: Date.now(),
    project: projectJson(await bluePng(page), extraLayers),
  };
  await page.evaluate(
    async ({ db: name, record }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name, 10);
        request.onupgradeneeded = () => {
          const store = request.result.createObjectStore('projects', { keyPath: 'id' });
          store.createIndex('updatedAt', 'updatedAt');
          store.createIndex('name', 'name');
        };
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('projects', 'readwrite');
        tx.objectStore('projects').put(record);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { db: DB, record },
  );
}

async function stored(page: Page): Promise<StoredRecord> {
  return page.evaluate(
    async ({ db: name, id }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const record = await new Promise<unknown>((resolve, reject) => {
        const get = db.transaction('projects').objectStore('projects').get(id);
        get.onsuccess = () => resolve(get.result);
        get.onerror = () => reject(get.error);
      });
      db.close();
      return record as StoredRecord;
    },
    { db: DB, id: PROJECT_ID },
  );
}

const layerOf = (record: StoredRecord, id: string) =>
  record.project.clips[0]!.layers.find((l) => l.id === id)!;
const propOf = async (page: Page, id: string, field: string) =>
  layerOf(await stored(page), id).property[field];

/** RGBA of the pixel at (x, y) CSS pixels of an element's screenshot (decoded in the page). */
async function pixel(page: Page, target: Locator, x: number, y: number): Promise<number[]> {
  const png = (await target.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, x, y }) => {
      const blob = await (await fetch(`data:image/png;base64,${png}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      return [...ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data];
    },
    { png, x, y },
  );
}

const near = (actual: number[], expected: number[], tolerance = 40) =>
  expected.every((value, i) => Math.abs((actual[i] ?? -999) - value) <= tolerance);

const editCanvas = (page: Page) => page.locator('.cw-edit-slot .upper-canvas');
const previewCanvas = (page: Page) => page.locator('.cw-preview-slot canvas');
const inspector = (page: Page) => page.getByRole('region', { name: 'Inspector' });

/** The editing canvas pixel at model point (mx, my). */
async function canvasPixel(page: Page, mx: number, my: number): Promise<number[]> {
  await showEditing(page);
  const box = (await editCanvas(page).boundingBox())!;
  const zoom = box.width / 1920;
  return pixel(page, editCanvas(page), mx * zoom, my * zoom);
}

/** The preview pixel at model point (mx, my). */
async function previewPixel(page: Page, mx: number, my: number): Promise<number[]> {
  await showPreview(page);
  const box = (await previewCanvas(page).boundingBox())!;
  return pixel(page, previewCanvas(page), (mx * box.width) / 1920, (my * box.height) / 1080);
}

/**
 * The model point at the centre of the pixels of colour `rgb` inside the model box (x0, y0)–(x1, y1) of the
 * editing canvas: where to click a thin object (a line) without knowing how its view lays out its points.
 */
async function findColour(
  page: Page,
  box: [number, number, number, number],
  rgb: number[],
): Promise<[number, number]> {
  const bounds = (await editCanvas(page).boundingBox())!;
  const zoom = bounds.width / 1920;
  await showEditing(page);
  const png = (await editCanvas(page).screenshot()).toString('base64');
  const found = await page.evaluate(
    async ({ png, area, rgb }) => {
      const blob = await (await fetch(`data:image/png;base64,${png}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const [x0, y0, x1, y1] = area.map(Math.round) as [number, number, number, number];
      const data = ctx.getImageData(x0, y0, x1 - x0, y1 - y0).data;
      let sx = 0;
      let sy = 0;
      let n = 0;
      for (let y = 0; y < y1 - y0; y++)
        for (let x = 0; x < x1 - x0; x++) {
          const i = (y * (x1 - x0) + x) * 4;
          if (rgb.every((v, c) => Math.abs((data[i + c] ?? 0) - v) < 30)) {
            sx += x;
            sy += y;
            n++;
          }
        }
      return n === 0 ? null : [x0 + sx / n, y0 + sy / n];
    },
    { png, area: box.map((v) => v * zoom), rgb },
  );
  if (found === null) throw new Error(`no pixel of ${rgb.join(',')} in model box ${box.join(',')}`);
  return [found[0]! / zoom, found[1]! / zoom];
}

/** Clicks model point (mx, my) on the editing canvas and waits for the inspector to show that layer. */
async function selectLayer(page: Page, id: string, mx: number, my: number): Promise<void> {
  const box = (await editCanvas(page).boundingBox())!;
  const zoom = box.width / 1920;
  await page.mouse.click(box.x + mx * zoom, box.y + my * zoom);
  await expect(inspector(page).locator(`[data-layer-id="${id}"]`)).toBeVisible();
}

async function open(page: Page, extraLayers: unknown[] = []): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await seed(page, extraLayers);
  await page.goto(`/#/project/${PROJECT_ID}`);
  await expect(inspector(page)).toBeVisible();
  // The first start of the editor loads fonts and the worker: give it time.
  await expect(editCanvas(page)).toBeVisible({ timeout: 30_000 });
  // The canvas has drawn the scene: the red rectangle is there.
  await expect.poll(() => canvasPixel(page, 250, 250), { timeout: 30_000 }).toEqual([255, 0, 0, 255]);
  return errors;
}

const undo = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true }).click();

/** Types into a labelled text field of the inspector and presses Enter. */
async function typeField(page: Page, label: string, value: string): Promise<void> {
  const field = inspector(page).getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
}

test('shape fields change the canvas, the preview and the saved project; undo reverts each', async ({
  page,
}) => {
  const errors = await open(page);
  await selectLayer(page, 'rect0001', 250, 250);
  await expect(inspector(page).locator('[data-kind="shape"]')).toBeVisible();

  await setColour(inspector(page), 'Fill colour', '#00ff00');
  await expect.poll(() => propOf(page, 'rect0001', 'fill')).toBe('#00ff00');
  await expect.poll(() => canvasPixel(page, 250, 250)).toEqual([0, 255, 0, 255]);
  await expect.poll(async () => near(await previewPixel(page, 250, 250), [0, 255, 0])).toBe(true);
  await undo(page);
  await expect.poll(() => propOf(page, 'rect0001', 'fill')).toBe('#ff0000');
  await expect.poll(() => canvasPixel(page, 250, 250)).toEqual([255, 0, 0, 255]);

  await typeField(page, 'X', '150');
  await expect.poll(() => propOf(page, 'rect0001', 'left')).toBe(150);
  // The rectangle now covers x 150–450: model x 420 is red, 120 the white background (at a height clear of
  // the selection's handles).
  await expect.poll(() => canvasPixel(page, 420, 320)).toEqual([255, 0, 0, 255]);
  await expect.poll(async () => near(await canvasPixel(page, 120, 320), [255, 255, 255])).toBe(true);
  await undo(page);
  await expect.poll(() => propOf(page, 'rect0001', 'left')).toBe(100);

  await typeField(page, 'Width', '600');
  await expect.poll(() => propOf(page, 'rect0001', 'scaleX')).toBe(2);
  await undo(page);
  await expect.poll(() => propOf(page, 'rect0001', 'scaleX')).toBe(1);

  await typeField(page, 'Corner radius X', '40');
  await expect.poll(() => propOf(page, 'rect0001', 'rx')).toBe(40);
  await undo(page);
  await expect.poll(() => propOf(page, 'rect0001', 'rx')).not.toBe(40);

  await typeField(page, 'Appears at (s)', '1.5');
  await expect.poll(async () => layerOf(await stored(page), 'rect0001').start).toBe(1.5);
  await undo(page);
  await expect.poll(async () => layerOf(await stored(page), 'rect0001').start).toBe(0);

  // The swatch opens the colour picker: its two sliders are named and move with the keyboard, a run of moves
  // is one undo step, Escape closes it and gives the focus back to the swatch.
  const swatch = inspector(page).getByRole('button', { name: 'Colour picker: Fill colour', exact: true });
  await swatch.click();
  await expect(page.getByRole('slider', { name: 'Saturation and brightness' })).toBeVisible();
  const hue = page.getByRole('slider', { name: 'Hue', exact: true });
  await hue.focus();
  for (let i = 0; i < 5; i++) await hue.press('ArrowRight');
  await expect.poll(() => propOf(page, 'rect0001', 'fill')).toMatch(/^#[0-9a-f]{6}$/);
  expect(await propOf(page, 'rect0001', 'fill')).not.toBe('#ff0000');
  await page.keyboard.press('Escape');
  await expect(hue).toBeHidden();
  await expect(swatch).toBeFocused();
  await undo(page);
  await expect.poll(() => propOf(page, 'rect0001', 'fill')).toBe('#ff0000');

  // The opacity slider steps with the keyboard and shows its value; the run of steps is one undo step.
  const opacity = inspector(page).getByRole('slider', { name: 'Opacity', exact: true });
  await setSlider(opacity, 0.5);
  await expect.poll(() => propOf(page, 'rect0001', 'opacity')).toBe(0.5);
  await expect(inspector(page).locator(`output[for="${await opacity.getAttribute('id')}"]`)).toHaveText(
    '0.5',
  );
  await undo(page);
  await expect.poll(() => propOf(page, 'rect0001', 'opacity')).toBe(1);
  expect(errors).toEqual([]);
});

test('a group of fields folds by its title, stays folded for the next layer and after a reload, and opens again', async ({
  page,
}) => {
  const errors = await open(page);
  await selectLayer(page, 'rect0001', 250, 250);
  const geometry = inspector(page).getByRole('button', { name: 'Position and size' });
  const x = inspector(page).getByLabel('X', { exact: true });
  await expect(geometry).toHaveAttribute('aria-expanded', 'true');
  await expect(x).toBeVisible();
  await geometry.click();
  await expect(geometry).toHaveAttribute('aria-expanded', 'false');
  await expect(x).toBeHidden();
  // The kind's own fields below it are still open.
  await expect(inspector(page).getByLabel('Fill colour', { exact: true })).toBeVisible();

  // Another layer: its position and size are folded too.
  await selectLayer(page, 'text0001', 800, 150);
  await expect(inspector(page).getByRole('button', { name: 'Position and size' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(x).toBeHidden();

  // After a reload as well; a click opens it and the fields work as before.
  await page.reload();
  await expect(editCanvas(page)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => canvasPixel(page, 250, 250), { timeout: 30_000 }).toEqual([255, 0, 0, 255]);
  await selectLayer(page, 'rect0001', 250, 250);
  await expect(geometry).toHaveAttribute('aria-expanded', 'false');
  await geometry.click();
  await expect(x).toBeVisible();
  await typeField(page, 'X', '150');
  await expect.poll(() => propOf(page, 'rect0001', 'left')).toBe(150);
  expect(errors).toEqual([]);
});

test('an invalid value shows a message naming the field and the value, and changes nothing', async ({
  page,
}) => {
  const errors = await open(page);
  await selectLayer(page, 'rect0001', 250, 250);
  const before = await stored(page);
  const undoButton = page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undoButton).toBeDisabled();

  await typeField(page, 'Width', 'abc');
  await expect(inspector(page).getByRole('alert')).toHaveText(
    'Width: “abc” is not a number. Nothing was changed.',
  );
  await typeField(page, 'Width', '0.2');
  await expect(inspector(page).getByRole('alert')).toHaveText(
    'Width: 0.2 is less than the minimum 1. Nothing was changed.',
  );
  await typeField(page, 'Dash pattern', '10, -5');
  await expect(inspector(page).getByRole('alert').last()).toHaveText(
    'Dash pattern: “10, -5” is not a list of numbers ≥ 0 such as 10, 5. Nothing was changed.',
  );
  await expect(inspector(page).getByLabel('Width', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // The model is as it was: nothing to undo, the record unchanged.
  await expect(undoButton).toBeDisabled();
  expect((await stored(page)).project).toEqual(before.project);
  // Escape puts the model's value back and clears the message.
  await inspector(page).getByLabel('Width', { exact: true }).press('Escape');
  await expect(inspector(page).getByLabel('Width', { exact: true })).toHaveValue('300');
  expect(errors).toEqual([]);
});

test('text, path shape and line fields are saved and undone', async ({ page }) => {
  const errors = await open(page);
  await selectLayer(page, 'text0001', 700, 140);
  await expect(inspector(page).locator('[data-kind="text"]')).toBeVisible();
  await typeField(page, 'Font size', '120');
  await expect.poll(() => propOf(page, 'text0001', 'fontSize')).toBe(120);
  await inspector(page).getByLabel('Text', { exact: true }).fill('Bonjour');
  await expect.poll(() => propOf(page, 'text0001', 'text')).toBe('Bonjour');
  await inspector(page).getByLabel('Underline').check();
  await expect.poll(() => propOf(page, 'text0001', 'underline')).toBe(true);
  await chooseOption(inspector(page), 'Direction', 'Right to left');
  await expect.poll(() => propOf(page, 'text0001', 'direction')).toBe('rtl');
  await chooseOption(inspector(page), 'Font', 'Open Sans');
  await expect.poll(() => propOf(page, 'text0001', 'fontFamily')).toBe('Open Sans');
  for (let i = 0; i < 5; i++) await undo(page);
  await expect.poll(() => propOf(page, 'text0001', 'fontSize')).toBe(80);
  expect(await propOf(page, 'text0001', 'text')).toBe('Hello');
  expect(await propOf(page, 'text0001', 'underline')).toBe(false);

  await selectLayer(page, 'path0001', 250, 750);
  await expect(inspector(page).locator('[data-kind="path"]')).toBeVisible();
  await typeField(page, 'Corner radius', '20');
  await expect.poll(() => propOf(page, 'path0001', 'cornerRadius')).toBe(20);
  await undo(page);
  await expect.poll(() => propOf(page, 'path0001', 'cornerRadius')).toBe(0);

  const [lx, ly] = await findColour(page, [550, 650, 1100, 900], [255, 0, 0]);
  await selectLayer(page, 'line0001', lx, ly);
  await expect(inspector(page).locator('[data-kind="line"]')).toBeVisible();
  await typeField(page, 'Stroke width', '20');
  await expect.poll(() => propOf(page, 'line0001', 'strokeWidth')).toBe(20);
  await setColour(inspector(page), 'Stroke colour', '#0000ff');
  await expect.poll(() => propOf(page, 'line0001', 'stroke')).toBe('#0000ff');
  await undo(page);
  await undo(page);
  await expect.poll(() => propOf(page, 'line0001', 'strokeWidth')).toBe(10);
  expect(errors).toEqual([]);
});

test('image crop: start and cancel leaves it; start and confirm clips it; undo removes the crop', async ({
  page,
}) => {
  const errors = await open(page);
  await selectLayer(page, 'imag0001', 1400, 250);
  await expect(inspector(page).locator('[data-kind="image"]')).toBeVisible();
  const before = layerOf(await stored(page), 'imag0001').property;
  // Uncropped, the image fills its box to the corner.
  await expect.poll(async () => near(await canvasPixel(page, 1240, 130), [0, 0, 255])).toBe(true);
  await chooseOption(inspector(page), 'Crop shape', 'Circle');

  await inspector(page).getByRole('button', { name: 'Start crop' }).click();
  await expect(inspector(page).getByRole('button', { name: 'Confirm crop' })).toBeVisible();
  await inspector(page).getByRole('button', { name: 'Cancel crop' }).click();
  await expect(inspector(page).getByRole('button', { name: 'Start crop' })).toBeVisible();
  expect(layerOf(await stored(page), 'imag0001').property).toEqual(before);

  await inspector(page).getByRole('button', { name: 'Start crop' }).click();
  await inspector(page).getByRole('button', { name: 'Confirm crop' }).click();
  await expect.poll(() => propOf(page, 'imag0001', '_cropType')).toBe('circle');
  expect(await propOf(page, 'imag0001', 'clipPath')).toBeDefined();
  // A circle crop leaves the image's corner empty on the canvas (white background shows); the point lies
  // outside the ellipse and clear of the selection's corner handle at any stage size.
  await expect.poll(async () => near(await canvasPixel(page, 1240, 130), [255, 255, 255])).toBe(true);
  await undo(page);
  await expect.poll(() => propOf(page, 'imag0001', '_cropType')).toBe(before._cropType);

  await chooseOption(inspector(page), 'Fit', 'Contain');
  await expect.poll(() => propOf(page, 'imag0001', 'stretch')).toBe('contain');
  await undo(page);
  await expect.poll(() => propOf(page, 'imag0001', 'stretch')).toBe('cover');
  expect(errors).toEqual([]);
});

test('scene background colour changes the preview; a transition with a changed param is saved', async ({
  page,
}) => {
  const errors = await open(page);
  await inspector(page).getByRole('tab', { name: 'Scene' }).click();
  await expect.poll(async () => near(await previewPixel(page, 1800, 1000), [255, 255, 255])).toBe(true);
  await setColour(inspector(page), 'Background colour', '#0000ff');
  await expect.poll(async () => near(await previewPixel(page, 1800, 1000), [0, 0, 255])).toBe(true);
  await expect.poll(async () => (await stored(page)).project.clips[0]!.bgColor).toBe('#0000ff');
  await undo(page);
  await expect.poll(async () => near(await previewPixel(page, 1800, 1000), [255, 255, 255])).toBe(true);

  const picker = inspector(page).locator('.cw-transition-picker');
  await picker.getByLabel('Search transitions').fill('grid');
  const option = picker.getByRole('option', { name: 'Grid Flip' });
  await expect(picker.getByRole('option')).toHaveCount(1);
  // The thumbnail under the pointer plays the transition (drawn by the shared WebGL canvas).
  await option.hover();
  await expect(option.locator('canvas')).toHaveAttribute('data-animated', 'true');
  await option.click();
  await expect.poll(async () => (await stored(page)).project.clips[0]!.transition.name).toBe('GridFlip');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await typeField(page, 'size.x', '6');
  await expect
    .poll(async () => (await stored(page)).project.clips[0]!.transition.params.size)
    .toEqual([6, 4]);
  await typeField(page, 'Duration (s)', '1');
  await expect.poll(async () => (await stored(page)).project.clips[0]!.transition.duration).toBe(1);
  await typeField(page, 'size.y', '2.5');
  await expect(inspector(page).getByRole('alert')).toHaveText(
    'size.y: 2.5 is not a whole number. Nothing was changed.',
  );

  await undo(page);
  await expect.poll(async () => (await stored(page)).project.clips[0]!.transition.duration).toBe(0.5);
  await undo(page);
  await expect
    .poll(async () => (await stored(page)).project.clips[0]!.transition.params.size)
    .toEqual([4, 4]);
  await undo(page);
  await expect.poll(async () => (await stored(page)).project.clips[0]!.transition.name).toBe('none');
  expect(errors).toEqual([]);
});

test('switching the format to portrait re-creates the canvases at the new size; undo goes back', async ({
  page,
}) => {
  const errors = await open(page);
  const landscape = (await previewCanvas(page).boundingBox())!;
  expect(landscape.height / landscape.width).toBeCloseTo(1080 / 1920, 2);
  await inspector(page).getByRole('tab', { name: 'Project' }).click();
  await chooseOption(inspector(page), 'Format', 'Portrait (9:16)');
  await expect.poll(async () => (await stored(page)).project.layout).toBe('portrait');
  await expect
    .poll(async () => {
      const box = await previewCanvas(page).boundingBox();
      return box === null ? 0 : Math.round((box.height / box.width) * 100) / 100;
    })
    .toBe(Math.round((1920 / 1080) * 100) / 100);
  await expect
    .poll(async () => {
      const box = await editCanvas(page).boundingBox();
      return box !== null && box.height > box.width;
    })
    .toBe(true);
  // The layers stayed where they were: the red rectangle is still at model (250, 250).
  await expect.poll(() => canvasPixel(page, 250, 250)).toEqual([255, 0, 0, 255]);
  await undo(page);
  await expect.poll(async () => (await stored(page)).project.layout).toBe('landscape');
  await expect
    .poll(async () => {
      const box = await previewCanvas(page).boundingBox();
      return box === null ? 0 : Math.round((box.height / box.width) * 100) / 100;
    })
    .toBe(Math.round((1080 / 1920) * 100) / 100);
  expect(errors).toEqual([]);
});

/** A 600×800 PNG data URL of quadrants red, green / blue, yellow: an avatar presenter without the server. */
async function quadrantPng(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const canvas = new OffscreenCanvas(600, 800);
    const ctx = canvas.getContext('2d')!;
    ['#ff0000', '#00ff00', '#0000ff', '#ffff00'].forEach((colour, i) => {
      ctx.fillStyle = colour;
      ctx.fillRect((i % 2) * 300, Math.floor(i / 2) * 400, 300, 400);
    });
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(blob);
    });
  });
}

/** Page point of model point (mx, my) on the editing canvas. */
async function onCanvas(page: Page, mx: number, my: number): Promise<{ x: number; y: number }> {
  const box = (await editCanvas(page).boundingBox())!;
  const zoom = box.width / 1920;
  return { x: box.x + mx * zoom, y: box.y + my * zoom };
}

test('avatar crop: start shows it in half body, cancel restores it, confirm stores the crop; undo', async ({
  page,
}) => {
  // Seeded after the page is open (the data URL is made in the page): a circle avatar 300×400 at
  // (1300, 600) whose 600×800 presenter covers its halfbody frame exactly (r = 0.5).
  await page.goto('/#/');
  const presenter = await quadrantPng(page);
  const framed = { angle: 0, scaleX: 1, scaleY: 1, stroke: '', strokeWidth: 0, strokeDashArray: null };
  const errors = await open(page, [
    {
      id: 'avat0001',
      type: 'avatar',
      property: {
        type: 'Avatar',
        avatarType: 'circle',
        _avatarInfo: { id: 9, type: 2, static_url: presenter },
        left: 1300,
        top: 600,
        width: 300,
        height: 400,
        imageWidth: 600,
        imageHeight: 800,
        shapes: {
          circle: { ...framed, bgColor: '#e6e0ff' },
          square: { ...framed, bgColor: 'rgba(0,0,0,0)' },
          halfbody: { ...framed, bgColor: 'rgba(0,0,0,0)' },
          voice: { left: null, top: null, angle: 0, scaleX: 1, scaleY: 1, transparent: false },
        },
      },
    },
  ]);
  await selectLayer(page, 'avat0001', 1450, 800);
  await expect(inspector(page).locator('[data-kind="avatar"]')).toBeVisible();
  const before = layerOf(await stored(page), 'avat0001').property;
  // The circle leaves the frame's corner empty (white scene). Points are kept off the selection's controls.
  expect(near(await canvasPixel(page, 1320, 680), [255, 255, 255])).toBe(true);

  // Start: the whole presenter shows in the frame (corner red); cancel: the circle is back, nothing saved.
  await expect(inspector(page).getByText('Cropping shows the avatar in half body.')).toBeVisible();
  await inspector(page).getByRole('button', { name: 'Start crop' }).click();
  await expect.poll(async () => near(await canvasPixel(page, 1320, 680), [255, 0, 0])).toBe(true);
  await inspector(page).getByRole('button', { name: 'Cancel crop' }).click();
  await expect(inspector(page).getByRole('button', { name: 'Start crop' })).toBeVisible();
  expect(layerOf(await stored(page), 'avat0001').property).toEqual(before);

  // Start again and drag the box's bottom-right corner to the frame's centre: the red quadrant.
  await inspector(page).getByRole('button', { name: 'Start crop' }).click();
  await expect.poll(async () => near(await canvasPixel(page, 1320, 680), [255, 0, 0])).toBe(true);
  const from = await onCanvas(page, 1600, 1000);
  const to = await onCanvas(page, 1450, 800);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
  await inspector(page).getByRole('button', { name: 'Confirm crop' }).click();
  await expect.poll(() => propOf(page, 'avat0001', 'avatarType')).toBe('halfbody');
  const cropped = layerOf(await stored(page), 'avat0001').property;
  expect(cropped.cropX).toBe(0);
  expect(cropped.cropY).toBe(0);
  expect(cropped.cropWidth as number).toBeCloseTo(300, -1);
  expect(cropped.cropHeight as number).toBeCloseTo(400, -1);
  expect(cropped.width as number).toBeCloseTo(150, -1);
  expect(cropped.height as number).toBeCloseTo(200, -1);
  expect(cropped).toMatchObject({ left: 1300, top: 600 });
  // The red quadrant stays where it was; below and right of it the scene shows (canvas and preview). A click
  // on the empty scene first: the selected avatar's controls cover much of its small frame.
  const empty = await onCanvas(page, 1000, 1000);
  await page.mouse.click(empty.x, empty.y);
  await expect.poll(async () => near(await canvasPixel(page, 1340, 700), [255, 0, 0])).toBe(true);
  await expect.poll(async () => near(await canvasPixel(page, 1550, 950), [255, 255, 255])).toBe(true);
  await expect.poll(async () => near(await previewPixel(page, 1340, 700), [255, 0, 0])).toBe(true);
  await expect.poll(async () => near(await previewPixel(page, 1550, 950), [255, 255, 255])).toBe(true);

  // One undo step: the circle avatar as it was.
  await undo(page);
  await expect.poll(() => propOf(page, 'avat0001', 'avatarType')).toBe('circle');
  expect(layerOf(await stored(page), 'avat0001').property).toEqual(before);
  expect(errors).toEqual([]);
});

test('talking avatar: lip sync turns off and on, the face box is typed in % and reset; refusals name the field', async ({
  page,
}) => {
  await page.goto('/#/');
  const presenter = await quadrantPng(page);
  const errors = await open(page, [
    {
      id: 'avat0002',
      type: 'avatar',
      property: {
        type: 'Avatar',
        avatarType: 'halfbody',
        _avatarInfo: { id: 9, type: 1, static_url: presenter },
        left: 1300,
        top: 600,
        width: 300,
        height: 400,
        imageWidth: 600,
        imageHeight: 800,
        shapes: { halfbody: { scaleX: 1, scaleY: 1 } },
      },
    },
  ]);
  await selectLayer(page, 'avat0002', 1450, 800);
  const lipSync = inspector(page).getByRole('checkbox', { name: 'Lip sync' });
  await expect(lipSync).toBeChecked();
  await lipSync.uncheck();
  await expect.poll(() => propOf(page, 'avat0002', 'lipSync')).toBe(false);
  await lipSync.check();
  await expect.poll(() => propOf(page, 'avat0002', 'lipSync')).toBe(true);

  // A photo without a face from the library: a portrait's usual face, 30 % from the left.
  await expect(inspector(page).getByLabel('Face left (%)', { exact: true })).toHaveValue('30');
  await expect(inspector(page).getByRole('button', { name: 'Reset face' })).toBeDisabled();
  await typeField(page, 'Face left (%)', '40');
  await expect
    .poll(() => propOf(page, 'avat0002', 'faceBox'))
    .toEqual({ x: 0.4, y: 0.14, width: 0.4, height: 0.34 });
  await typeField(page, 'Face width (%)', '70');
  await expect(inspector(page).getByRole('alert')).toHaveText(
    'faceBox.width: 0.7 does not fit the image: it must be > 0 and at most 0.6',
  );
  expect(await propOf(page, 'avat0002', 'faceBox')).toEqual({ x: 0.4, y: 0.14, width: 0.4, height: 0.34 });
  await inspector(page).getByRole('button', { name: 'Reset face' }).click();
  await expect.poll(() => propOf(page, 'avat0002', 'faceBox')).toBeUndefined();
  await expect(inspector(page).getByLabel('Face left (%)', { exact: true })).toHaveValue('30');
  // Undo brings the typed box back.
  await undo(page);
  await expect
    .poll(() => propOf(page, 'avat0002', 'faceBox'))
    .toEqual({ x: 0.4, y: 0.14, width: 0.4, height: 0.34 });
  expect(errors).toEqual([]);
});

const DEMO = { email: 'demo@clipwright.local', password: 'clipwright-demo' };
const STOCK = 'src/server/demo/stock-videos/files';

test('replace video: the file is read in the page, uploaded, and becomes the layer source; undo', async ({
  page,
}) => {
  // Signed in as the demo user (the upload needs the API); the first video is uploaded by the test.
  const answer = await (await page.request.post('/api/user/sign-in', { data: DEMO })).json();
  expect(answer.code).toBe(200);
  const baseURL = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'access_token', value: answer.data.access_token, url: baseURL },
    { name: 'refresh_token', value: answer.data.refresh_token, url: baseURL },
  ]);
  const first = await (
    await page.request.post('/ai/source/upload', {
      headers: { Authorization: `Bearer ${answer.data.access_token}` },
      multipart: {
        file: {
          name: 'ocean.mp4',
          mimeType: 'video/mp4',
          buffer: readFileSync(`${STOCK}/ocean-waves-640x360.mp4`),
        },
        kind: 'video',
        origin: 'web',
      },
    })
  ).json();
  expect(first.code).toBe(200);
  const errors = await open(page, [
    {
      id: 'vide0001',
      type: 'video',
      property: {
        type: 'CustomVideo',
        left: 1300,
        top: 600,
        width: 320,
        height: 180,
        _staticUrl: first.data.static_url,
        _urlkey: first.data.key,
        _start: 1,
        _end: 3,
        _duration: 8,
      },
    },
  ]);
  await selectLayer(page, 'vide0001', 1460, 690);
  await expect(inspector(page).locator('[data-kind="video"]')).toBeVisible();
  const before = layerOf(await stored(page), 'vide0001').property;
  const input = inspector(page).getByLabel('Replace video', { exact: true });

  // A file this browser cannot read is refused before anything is sent, naming it.
  await input.setInputFiles({
    name: 'broken.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('not a video'),
  });
  await expect(inspector(page).getByRole('alert')).toContainText(
    'broken.mp4: this browser cannot read the video (code',
  );
  expect(layerOf(await stored(page), 'vide0001').property).toEqual(before);

  // A real one: uploaded, then the layer shows it in the same box, trimmed to its whole length.
  await input.setInputFiles({
    name: 'city.mp4',
    mimeType: 'video/mp4',
    buffer: readFileSync(`${STOCK}/city-lights-bokeh-640x360.mp4`),
  });
  await expect.poll(() => propOf(page, 'vide0001', '_urlkey'), { timeout: 20_000 }).not.toBe(first.data.key);
  const replaced = layerOf(await stored(page), 'vide0001').property;
  expect(replaced._urlkey).toMatch(/video\/.*\.mp4$/);
  expect(replaced._staticUrl).not.toBe(first.data.static_url);
  expect(replaced._duration as number).toBeCloseTo(8, 0);
  expect(replaced._end).toBe(replaced._duration);
  expect(replaced._start).toBe(0);
  expect(replaced).toMatchObject({ left: 1300, top: 600, width: 320, height: 180 });
  await expect(inspector(page).getByRole('alert')).toHaveCount(0);
  // The new video's own first frame shows on the canvas (a warm bokeh picture, not the empty scene).
  await expect.poll(async () => near(await canvasPixel(page, 1460, 690), [255, 255, 255], 10)).toBe(false);

  await undo(page);
  await expect.poll(() => propOf(page, 'vide0001', '_urlkey')).toBe(first.data.key);
  expect(layerOf(await stored(page), 'vide0001').property).toEqual(before);
  expect(errors).toEqual([]);
});
