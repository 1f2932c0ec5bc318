/**
 * The editor end to end, as a new user would: create a project on the projects page, add one
 * layer of every kind from the library panel, edit each one (inspector or canvas), add and reorder scenes,
 * undo every step back to the empty project and redo every step, reload and find everything as it was, switch
 * to Arabic (the layout mirrors), and play the preview to the end. Every state is read back from what
 * autosave wrote to IndexedDB.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createProject,
  readSaved,
  settledSave,
  signIn,
  waitForLibrary,
  type Saved,
} from './app-e2e-helpers.ts';
import { chooseOption, setColour } from './controls-helpers.ts';

test.use({ viewport: { width: 1600, height: 1000 } });

/** RGBA of the editing canvas (its drawn layer, without selection handles) at model point (mx, my). */
function canvasPixel(page: Page, mx: number, my: number): Promise<number[]> {
  return page.evaluate(
    ([x, y]) => {
      const canvas = document.querySelector<HTMLCanvasElement>('.cw-edit-slot canvas.lower-canvas')!;
      const scale = canvas.width / 1920;
      return [
        ...canvas.getContext('2d')!.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data,
      ];
    },
    [mx, my] as const,
  );
}

const near = (actual: number[], expected: number[], tolerance = 12) =>
  expected.every((value, i) => Math.abs((actual[i] ?? -999) - value) <= tolerance);

const hex = (colour: string): number[] => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));

interface Step {
  /** What the step did, for failure messages. */
  name: string;
  before: Saved;
  after: Saved;
}

test('a new user builds a video: every layer kind, edits, scenes, undo/redo all, reload, Arabic, play', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await waitForLibrary(page, await signIn(page));

  // 1. A new landscape project from the projects page.
  const id = await createProject(page);
  const empty = await readSaved(page, id);
  expect(empty.project.clips).toHaveLength(1);
  expect(empty.project.clips[0]!.layers).toEqual([]);

  const library = page.getByRole('region', { name: 'Library' });
  const inspector = page.getByRole('region', { name: 'Inspector' });
  const undoButton = page.getByRole('button', { name: 'Undo', exact: true });
  const redoButton = page.getByRole('button', { name: 'Redo', exact: true });
  const steps: Step[] = [];
  const layerIds = new Map<string, string>();
  const layerOf = (saved: Saved, name: string) =>
    saved.project.clips.flatMap((c) => c.layers).find((l) => l.id === layerIds.get(name));

  /** Runs one user action that must be exactly one undo step, then waits until autosave wrote it. */
  async function step(
    name: string,
    action: () => Promise<void>,
    check: (saved: Saved) => void,
  ): Promise<void> {
    const before = await settledSave(page, id);
    await action();
    await expect
      .poll(
        async () => {
          const saved = await readSaved(page, id);
          try {
            check(saved);
            return JSON.stringify(saved) !== JSON.stringify(before);
          } catch {
            return false;
          }
        },
        { message: `step “${name}” reached the saved project`, timeout: 20_000 },
      )
      .toBe(true);
    const after = await settledSave(page, id);
    check(after);
    steps.push({ name, before, after });
  }

  /** Inserts a library item with a click: the new layer is saved and selected, the inspector shows it. */
  async function insert(name: string, tab: string, tile: (panel: Locator) => Locator): Promise<void> {
    await library.getByRole('tab', { name: tab, exact: true }).click();
    const button = tile(library);
    const count = layerIds.size;
    await expect(button).toBeVisible({ timeout: 30_000 });
    await step(
      `insert ${name}`,
      () => button.click(),
      (saved) => {
        const layers = saved.project.clips[0]!.layers;
        expect(layers).toHaveLength(count + 1);
        const added = layers.at(-1)!;
        expect(saved.selection?.layerId).toBe(added.id);
        layerIds.set(name, added.id);
      },
    );
    await expect(inspector.locator(`[data-layer-id="${layerIds.get(name)}"]`)).toBeVisible();
  }

  const shape = (label: string) => (panel: Locator) =>
    panel.getByRole('button', { name: `Add ${label}`, exact: true });
  const firstStock = (panel: Locator) =>
    panel.locator('[role=tabpanel] section[aria-label="Stock"] li button').first();
  const firstTile = (panel: Locator) => panel.locator('[role=tabpanel] > ul li button').first();
  const firstAvatar = (panel: Locator) => panel.locator('[role=tabpanel] .cw-lib-avatars li button').first();

  /** Types a value into a labelled inspector field and commits it with Enter (one undo step). */
  async function typeField(layer: string, label: string, value: string, check: (saved: Saved) => void) {
    const field = inspector.getByLabel(label, { exact: true });
    await step(
      `${layer}: ${label} = ${value}`,
      async () => {
        await field.fill(value);
        await field.press('Enter');
      },
      check,
    );
  }
  async function colourField(layer: string, label: string, value: string, check: (saved: Saved) => void) {
    await step(`${layer}: ${label} = ${value}`, () => setColour(inspector, label, value), check);
  }
  const prop = (saved: Saved, name: string, field: string) => layerOf(saved, name)?.property[field];

  // 2. Shapes. The rectangle is moved on the canvas with the mouse.
  await insert('rectangle', 'Shapes', shape('Rectangle'));
  const rectFill = String(prop(steps.at(-1)!.after, 'rectangle', 'fill'));
  await expect.poll(() => canvasPixel(page, 960, 540), { timeout: 20_000 }).toEqual([...hex(rectFill), 255]);
  const upper = page.locator('.cw-edit-slot canvas.upper-canvas');
  await step(
    'rectangle: dragged 500 to the right on the canvas',
    async () => {
      const box = (await upper.boundingBox())!;
      const zoom = box.width / 1920;
      const [x, y] = [box.x + 960 * zoom, box.y + 540 * zoom];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 250 * zoom, y, { steps: 5 });
      await page.mouse.move(x + 500 * zoom, y, { steps: 5 });
      await page.mouse.up();
    },
    (saved) => expect(Math.abs(Number(prop(saved, 'rectangle', 'left')) - 1310)).toBeLessThanOrEqual(3),
  );
  await expect.poll(() => canvasPixel(page, 1460, 540)).toEqual([...hex(rectFill), 255]);

  await insert('triangle', 'Shapes', shape('Triangle'));
  await colourField('triangle', 'Fill colour', '#0000ff', (saved) =>
    expect(prop(saved, 'triangle', 'fill')).toBe('#0000ff'),
  );
  await expect.poll(() => canvasPixel(page, 960, 600)).toEqual([0, 0, 255, 255]);

  await insert('circle', 'Shapes', shape('Circle'));
  const circleFill = String(prop(steps.at(-1)!.after, 'circle', 'fill'));
  await expect.poll(() => canvasPixel(page, 1070, 520)).toEqual([...hex(circleFill), 255]);
  await typeField('circle', 'Width', '200', (saved) =>
    expect(Number(prop(saved, 'circle', 'scaleX')) * 300).toBeCloseTo(200, 3),
  );
  // The smaller circle no longer reaches (1070, 520): the scene's background shows there.
  await expect.poll(async () => near(await canvasPixel(page, 1070, 520), [255, 255, 255])).toBe(true);

  await insert('line', 'Shapes', shape('Line'));
  await colourField('line', 'Stroke colour', '#00aa00', (saved) =>
    expect(prop(saved, 'line', 'stroke')).toBe('#00aa00'),
  );
  await insert('arrow', 'Shapes', shape('Arrow'));
  await typeField('arrow', 'Stroke width', '24', (saved) =>
    expect(prop(saved, 'arrow', 'strokeWidth')).toBe(24),
  );
  await insert('double arrow', 'Shapes', shape('Double arrow'));
  await typeField('double arrow', 'Y', '900', (saved) =>
    expect(prop(saved, 'double arrow', 'top')).toBe(900),
  );

  await insert('heart', 'Shapes', shape('Heart'));
  await colourField('heart', 'Fill colour', '#ff00ff', (saved) =>
    expect(prop(saved, 'heart', 'fill')).toBe('#ff00ff'),
  );
  await expect.poll(() => canvasPixel(page, 960, 560)).toEqual([255, 0, 255, 255]);
  await insert('star', 'Shapes', shape('Five-pointed star'));
  await typeField('star', 'Rotation (°)', '45', (saved) => expect(prop(saved, 'star', 'angle')).toBe(45));

  // 3. Text presets.
  await insert('title', 'Text', shape('Title'));
  await step(
    'title: text = Launch day',
    () => inspector.getByLabel('Text', { exact: true }).fill('Launch day'),
    (saved) => expect(prop(saved, 'title', 'text')).toBe('Launch day'),
  );
  await insert('subtitle', 'Text', shape('Subtitle'));
  await typeField('subtitle', 'Font size', '64', (saved) =>
    expect(prop(saved, 'subtitle', 'fontSize')).toBe(64),
  );
  await insert('paragraph', 'Text', shape('Paragraph'));
  await colourField('paragraph', 'Fill colour', '#aa0000', (saved) =>
    expect(prop(saved, 'paragraph', 'fill')).toBe('#aa0000'),
  );

  // 4. Media and the rest of the library.
  await insert('image', 'Images', firstStock);
  await typeField('image', 'X', '40', (saved) => expect(prop(saved, 'image', 'left')).toBe(40));
  await insert('video', 'Videos', firstStock);
  await typeField('video', 'Y', '20', (saved) => expect(prop(saved, 'video', 'top')).toBe(20));
  await insert('icon', 'Icons', firstTile);
  await colourField('icon', 'Icon colour', '#ff8800', (saved) =>
    expect(prop(saved, 'icon', 'fill')).toBe('#ff8800'),
  );
  await insert('sticker', 'Stickers', firstTile);
  const stickerWidth = Number(prop(steps.at(-1)!.after, 'sticker', 'width'));
  await typeField('sticker', 'Width', '250', (saved) =>
    expect(Number(prop(saved, 'sticker', 'scaleX')) * stickerWidth).toBeCloseTo(250, 3),
  );
  await insert('avatar', 'Avatars', firstAvatar);
  await typeField('avatar', 'X', '1500', (saved) => expect(prop(saved, 'avatar', 'left')).toBe(1500));
  expect(layerIds.size).toBe(16);

  // 5. Scenes: two new ones, then the first (with every layer) dragged to the end.
  const sceneOptions = page.getByRole('listbox', { name: 'Scenes' }).getByRole('option');
  const sceneIds = (saved: Saved) => saved.project.clips.map((c) => c.id);
  await step(
    'add scene 2',
    () => page.getByRole('button', { name: 'Add scene' }).click(),
    (saved) => expect(saved.project.clips).toHaveLength(2),
  );
  await step(
    'add scene 3',
    () => page.getByRole('button', { name: 'Add scene' }).click(),
    (saved) => expect(saved.project.clips).toHaveLength(3),
  );
  const [first, second, third] = sceneIds(steps.at(-1)!.after);
  await step(
    'drag scene 1 after scene 3',
    async () => {
      const target = sceneOptions.nth(2);
      const box = (await target.boundingBox())!;
      await sceneOptions.nth(0).dragTo(target, { targetPosition: { x: box.width / 2, y: box.height - 4 } });
    },
    (saved) => expect(sceneIds(saved)).toEqual([second, third, first]),
  );
  await expect(sceneOptions.nth(2)).toHaveAttribute('aria-selected', 'true');
  expect(steps.at(-1)!.after.project.clips[2]!.layers).toHaveLength(16);

  // 6. Undo every step back to the empty project, checking each state; then redo every step.
  const count = steps.length;
  expect(count).toBe(16 * 2 + 3);
  for (let k = count - 1; k >= 0; k--) {
    const { name, before } = steps[k]!;
    await expect(undoButton).toHaveAttribute('title', /.+/);
    await undoButton.click();
    await expect
      .poll(async () => readSaved(page, id), { message: `undo of “${name}” restores the state before it` })
      .toEqual(before);
  }
  await expect(undoButton).toBeDisabled();
  expect((await readSaved(page, id)).project).toEqual(empty.project);
  for (const { name, after } of steps) {
    await redoButton.click();
    await expect
      .poll(async () => readSaved(page, id), { message: `redo of “${name}” restores the state after it` })
      .toEqual(after);
  }
  await expect(redoButton).toBeDisabled();

  // 7. The heart selected in the layer panel (a selection, not an undo step); a reload finds everything as it
  // was: the same saved JSON, scene and selection.
  const heartId = layerIds.get('heart')!;
  await page.getByRole('region', { name: 'Layers' }).locator(`[data-layer-select="${heartId}"]`).click();
  await expect(inspector.locator(`[data-layer-id="${heartId}"]`)).toBeVisible();
  const final = await settledSave(page, id);
  expect(final).toEqual({ ...steps.at(-1)!.after, selection: { sceneIndex: 2, layerId: heartId } });
  await page.reload();
  await expect(page.locator('.cw-edit-slot canvas.upper-canvas')).toBeVisible({ timeout: 60_000 });
  expect(await readSaved(page, id)).toEqual(final);
  await expect(sceneOptions.nth(final.selection!.sceneIndex)).toHaveAttribute('aria-selected', 'true');
  await expect(inspector.locator(`[data-layer-id="${final.selection!.layerId}"]`)).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Scenes' }).getByRole('option')).toHaveCount(3);
  await page.waitForTimeout(1000);
  expect(await readSaved(page, id), 'opening the project changes nothing').toEqual(final);

  // 8. Arabic: right to left, the library panel moves to the right of the stage.
  const libraryArea = page.locator('.cw-area-library');
  const stageArea = page.locator('.cw-area-stage');
  const ltrLibrary = (await libraryArea.boundingBox())!;
  const ltrStage = (await stageArea.boundingBox())!;
  expect(ltrLibrary.x + ltrLibrary.width).toBeLessThanOrEqual(ltrStage.x);
  await chooseOption(page, 'Language', 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect
    .poll(async () => {
      const lib = (await libraryArea.boundingBox())!;
      const stage = (await stageArea.boundingBox())!;
      return lib.x >= stage.x + stage.width;
    })
    .toBe(true);
  const rtlLibrary = (await libraryArea.boundingBox())!;
  const viewport = page.viewportSize()!;
  // Mirrored: as far from the right edge as it was from the left.
  expect(Math.abs(viewport.width - (rtlLibrary.x + rtlLibrary.width) - ltrLibrary.x)).toBeLessThanOrEqual(20);

  // 9. The preview plays to the end.
  const player = page.locator('.cw-player');
  const state = player.locator('.cw-player-state');
  const time = player.locator('.cw-player-time');
  await expect(state).toHaveAttribute('data-state', /paused|ended/, { timeout: 60_000 });
  const total = ((await time.textContent()) ?? '').split('/')[1]!.trim();
  expect(total).not.toMatch(/^0+:0+\.0$/);
  await player.locator('.cw-play').click();
  await expect(state).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
  await expect(state).toHaveAttribute('data-state', 'ended', { timeout: 120_000 });
  await expect(time).toHaveText(`${total} / ${total}`);
  expect(errors).toEqual([]);
});
