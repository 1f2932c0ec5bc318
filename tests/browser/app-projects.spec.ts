import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { showTemplates } from './app-e2e-helpers.ts';
import { chooseOption } from './controls-helpers.ts';

/**
 * The projects page and the editor's keyboard shortcuts, driven as a creator would: the page at
 * `/`, the mouse and the keyboard, files through the browser's download and upload.
 */

interface StoredView {
  name: string;
  layout: string;
  project: {
    layout: string;
    clips: Array<{ layers: Array<{ id: string; property: { left: number; top: number } }> }>;
  };
  selection?: { sceneIndex: number; layerId: string | null };
  thumbnailType: string | null;
}

/** A stored project as IndexedDB has it (what autosave wrote), read in the page. */
function stored(page: Page, id: string): Promise<StoredView | null> {
  return page.evaluate(
    (projectId) =>
      new Promise<StoredView | null>((resolve, reject) => {
        const request = indexedDB.open('clipwright-projects');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const get = db.transaction('projects').objectStore('projects').get(projectId);
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            db.close();
            const row = get.result as (StoredView & { thumbnail?: Blob }) | undefined;
            resolve(
              row === undefined
                ? null
                : {
                    name: row.name,
                    layout: row.layout,
                    project: row.project,
                    ...(row.selection !== undefined ? { selection: row.selection } : {}),
                    thumbnailType: row.thumbnail instanceof Blob ? row.thumbnail.type : null,
                  },
            );
          };
        };
      }),
    id,
  );
}

const cards = (page: Page) => page.locator('.cw-project-card');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const cardNames = (page: Page) => page.locator('.cw-project-card h3').allTextContents();
const projectIdOf = (url: string) => /#\/project\/([a-z]{8})$/.exec(url)?.[1] ?? '';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A landscape project with a red rectangle over the whole canvas (a click anywhere selects it). */
const RECT_PROJECT = {
  layout: 'landscape',
  clips: [
    {
      bgColor: '#ffffff',
      speech: { type: 'duration', duration: 3 },
      layers: [
        {
          id: 'rectaaaa',
          type: 'object',
          property: { type: 'rect', left: 200, top: 100, width: 1500, height: 900, fill: '#ff0000' },
        },
      ],
    },
  ],
};

test('create, rename, duplicate, delete + undo, export and import projects; a reload keeps the list', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await page.goto('/?lang=en');
  await expect(page.getByText('No projects yet.')).toBeVisible();

  // New landscape project: the editor opens on it, with the default name.
  await page
    .getByRole('group', { name: 'Choose a format' })
    .getByRole('button', { name: 'Landscape' })
    .click();
  await expect(page).toHaveURL(/#\/project\/[a-z]{8}$/);
  const id = projectIdOf(page.url());
  await expect(page.getByRole('heading', { name: 'Untitled project' })).toBeVisible();
  expect(await stored(page, id)).toMatchObject({ name: 'Untitled project', layout: 'landscape' });
  // The editor saves a thumbnail of the first frame soon after opening.
  await expect
    .poll(async () => (await stored(page, id))?.thumbnailType, { timeout: 20_000 })
    .toBe('image/jpeg');

  await page.getByRole('button', { name: 'Projects', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible();
  const first = card(page, 'Untitled project');
  await expect(first).toContainText('Landscape');
  await expect(first.locator('img')).toHaveJSProperty('complete', true);
  expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Rename: an empty name is refused, Escape cancels, Enter saves.
  await first.getByRole('button', { name: 'Rename' }).click();
  const nameField = page.getByRole('textbox', { name: 'Project name' });
  await expect(nameField).toBeFocused();
  await nameField.fill('   ');
  await nameField.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('A project needs a name.');
  await nameField.fill('Not this');
  await nameField.press('Escape');
  await expect(nameField).toHaveCount(0);
  await expect(card(page, 'Untitled project')).toHaveCount(1);
  await expect(card(page, 'Untitled project').getByRole('button', { name: 'Rename' })).toBeFocused();
  await card(page, 'Untitled project').getByRole('button', { name: 'Rename' }).click();
  await nameField.fill('Launch video');
  await nameField.press('Enter');
  await expect(card(page, 'Launch video')).toHaveCount(1);
  expect((await stored(page, id))?.name).toBe('Launch video');

  // Duplicate.
  await card(page, 'Launch video').getByRole('button', { name: 'Duplicate' }).click();
  await expect(card(page, 'Launch video (copy)')).toHaveCount(1);
  expect(await cardNames(page)).toEqual(['Launch video (copy)', 'Launch video']);

  // Delete asks first; Cancel keeps it; Delete removes it; Undo brings it back exactly.
  const copy = card(page, 'Launch video (copy)');
  const copyId = (await copy.getAttribute('data-project-id')) ?? '';
  const copyBefore = await stored(page, copyId);
  await copy.getByRole('button', { name: 'Delete' }).click();
  await expect(copy).toContainText('Delete “Launch video (copy)”?');
  // The safe choice takes the focus; leaving gives it back to the Delete button.
  await expect(copy.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(copy.getByRole('button', { name: 'Delete' })).toBeFocused();
  await copy.getByRole('button', { name: 'Delete' }).click();
  await copy.getByRole('group', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Launch video (copy)')).toHaveCount(0);
  await expect(page.getByText('“Launch video (copy)” was deleted.')).toBeVisible();
  expect(await stored(page, copyId)).toBeNull();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, 'Launch video (copy)')).toHaveCount(1);
  await expect(page.getByText('“Launch video (copy)” is back.')).toBeVisible();
  expect(await stored(page, copyId)).toEqual(copyBefore);

  // "Download file" saves the project JSON; importing that file adds it again.
  const downloading = page.waitForEvent('download');
  await card(page, 'Launch video').getByRole('button', { name: 'Download file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Launch video.json');
  const file = testInfo.outputPath('Launch video.json');
  await download.saveAs(file);
  const exported = JSON.parse(await readFile(file, 'utf8'));
  expect(exported).toEqual((await stored(page, id))?.project);
  expect(exported).toMatchObject({ layout: 'landscape', clips: [{ layers: [] }] });

  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByText('“Launch video” was imported.')).toBeVisible();
  await expect(card(page, 'Launch video')).toHaveCount(2);
  const names = await cardNames(page);
  expect(names).toHaveLength(3);

  // A reload finds the list as it was.
  await page.reload();
  await expect(cards(page)).toHaveCount(3);
  expect(await cardNames(page)).toEqual(names);
  expect(errors).toEqual([]);
});

test('a malformed project file is refused with its problem named, and adds nothing', async ({ page }) => {
  const errors = watchErrors(page);
  // The message catalogues fetched: none while the page is in English (bundled), then only the one chosen.
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const lang = /\/assets\/(en|fr|ar|jp|de|it|pt|es|tw|kr|nl)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (lang !== undefined) catalogues.push(lang);
  });
  await page.goto('/?lang=en');
  await expect(page.getByText('No projects yet.')).toBeVisible();
  // Not signed in: the templates cannot be listed; the page says how to get them and still offers blank projects.
  await expect(
    page.getByText('Sign in to start from a template. You can still start a blank project.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/');
  const input = page.locator('input[type=file]');

  await input.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"clips": ['),
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('“broken.json” was not imported: the file is not valid JSON —');
  await expect(cards(page)).toHaveCount(0);

  await input.setInputFiles({
    name: 'list.json',
    mimeType: 'application/json',
    buffer: Buffer.from('[1, 2]'),
  });
  await expect(alert).toHaveText(
    '“list.json” was not imported: the file is not a Clipwright project — $: a project must be an object, got [1,2]',
  );
  await input.setInputFiles({
    name: 'noclips.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"layout":"square","clips":"none"}'),
  });
  await expect(alert).toContainText('$.clips: must be a list of scenes');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('No projects yet.')).toBeVisible();

  // A file dropped on the page is imported too, and what normalisation repaired is listed.
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    const json = JSON.stringify({ layout: '9:16', clips: [{}, 'not a scene'] });
    transfer.items.add(new File([json], 'Dropped.json', { type: 'application/json' }));
    return transfer;
  });
  await page.dispatchEvent('.cw-projects', 'dragover', { dataTransfer });
  await page.dispatchEvent('.cw-projects', 'drop', { dataTransfer });
  await expect(page.getByText('“Dropped” was imported.')).toBeVisible();
  await expect(page.getByText('Repaired while importing')).toBeVisible();
  await expect(page.getByText('$.clips[1]: "not a scene" is not a scene; removed')).toBeVisible();
  await expect(card(page, 'Dropped')).toContainText('Portrait');
  await expect(cards(page)).toHaveCount(1);

  // The page follows the language switcher; Arabic lays it out right to left.
  expect(catalogues).toEqual([]);
  await chooseOption(page, 'Language', 'العربية');
  await expect(page.getByRole('heading', { name: 'مشاريعك' })).toBeVisible();
  expect(catalogues).toEqual(['ar']);
  await expect(card(page, 'Dropped')).toContainText('عمودي');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(errors).toEqual([]);
});

test('in the editor, arrow nudges are one undo step: Ctrl+Z undoes, Shift+Ctrl+Z redoes; ? opens the sheet', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/?lang=en');
  await page.locator('input[type=file]').setInputFiles({
    name: 'Nudge.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(RECT_PROJECT)),
  });
  await card(page, 'Nudge').getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/#\/project\/[a-z]{8}$/);
  const id = projectIdOf(page.url());
  const left = async () => (await stored(page, id))?.project.clips[0]?.layers[0]?.property;

  // Select the rectangle by clicking it on the editing canvas.
  const canvas = page.locator('.cw-edit-slot canvas.upper-canvas');
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => {
      const box = await canvas.boundingBox();
      if (box !== null) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      return (await stored(page, id))?.selection?.layerId;
    })
    .toBe('rectaaaa');

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(left).toMatchObject({ left: 203, top: 110 });

  // While a form field has the focus, the keys are the field's: Ctrl+Z does not undo the nudges.
  await page.getByRole('combobox', { name: 'Language' }).focus();
  await page.keyboard.press('Control+z');
  await page.waitForTimeout(300);
  expect(await left()).toMatchObject({ left: 203, top: 110 });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  // One undo step for the whole run of nudges.
  await page.keyboard.press('Control+z');
  await expect.poll(left).toMatchObject({ left: 200, top: 100 });
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(left).toMatchObject({ left: 203, top: 110 });
  await page.keyboard.press('Control+z');
  await expect.poll(left).toMatchObject({ left: 200, top: 100 });
  await page.keyboard.press('Control+y');
  await expect.poll(left).toMatchObject({ left: 203, top: 110 });

  // Duplicate then Delete: two layers, then one again.
  await page.keyboard.press('Control+d');
  await expect.poll(async () => (await stored(page, id))?.project.clips[0]?.layers.length).toBe(2);
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await stored(page, id))?.project.clips[0]?.layers.length).toBe(1);
  // Escape deselects.
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await stored(page, id))?.selection?.layerId).toBeNull();

  // ? opens the shortcut sheet, a modal dialog; Escape closes it.
  await page.keyboard.press('Shift+?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('row', { name: /Undo/ })).toContainText('Ctrl+Z');
  await expect(sheet.getByRole('row', { name: /Redo/ })).toContainText('Ctrl+Shift+Z');
  await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
  // Focus stays in the dialog.
  await page.keyboard.press('Tab');
  await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
  // Shortcuts are off while it is open: Ctrl+Z does not undo.
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  expect((await stored(page, id))?.project.clips[0]?.layers.length).toBe(1);
  expect(errors).toEqual([]);
});

const DEMO = { email: 'demo@clipwright.local', password: 'clipwright-demo' };

test('signed in, a new project can start from a template of the library', async ({
  page,
  context,
  request,
}) => {
  const errors = watchErrors(page);
  const signIn = await (await request.post('/api/user/sign-in', { data: DEMO })).json();
  expect(signIn.code).toBe(200);
  const url = test.info().project.use.baseURL!;
  await context.addCookies([
    { name: 'access_token', value: signIn.data.access_token, url },
    { name: 'refresh_token', value: signIn.data.refresh_token, url },
  ]);
  const templates = page.getByRole('list', { name: 'Or start from a template' }).getByRole('button');
  // The server builds its demo library on first start: wait for the first template.
  await showTemplates(page, templates, 45_000);
  const title = (await templates.first().locator('.cw-template-title').textContent()) ?? '';
  expect(title).not.toBe('');
  await templates.first().click();
  await expect(page).toHaveURL(/#\/project\/[a-z]{8}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const record = await stored(page, projectIdOf(page.url()));
  expect(record?.name).toBe(title);
  expect(record?.project.clips.length).toBeGreaterThan(0);
  expect(record?.project.clips.some((clip) => clip.layers.length > 0)).toBe(true);
  expect(errors).toEqual([]);
});
