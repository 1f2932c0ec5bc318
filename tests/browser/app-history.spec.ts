/**
 * The account's trash on the projects page and a project's history in the editor, driven as a creator
 * would: a deleted project shows in the Trash and Restore brings it back into the list; two saved edits,
 * then History restores the older one, and Undo brings the newer one back. Both views pass axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './app-e2e-helpers.ts';

/** Ids and names unique to this run: the demo account keeps every spec's projects. */
const stamp = Date.now().toString(36);

/** Signs up a new account for this spec alone (its trash starts empty) and hands its session to the page. */
async function signUp(page: Page): Promise<void> {
  const account = {
    email: `history-${stamp}@clipwright.local`,
    password: 'history-test-pw',
    name: 'History',
  };
  const answer = await (await page.request.post('/api/user/sign-up', { data: account })).json();
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'access_token', value: answer.data.access_token, url },
    { name: 'refresh_token', value: answer.data.refresh_token, url },
  ]);
}

/** Stores a one-scene white project under `id` in this browser (the projects page creates the database). */
async function seedProject(page: Page, id: string, name: string): Promise<void> {
  await page.goto('/?lang=en');
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some((d) => d.name === 'clipwright-projects'),
  );
  await page.evaluate(
    ([projectId, projectName]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('clipwright-projects');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('projects', 'readwrite');
          const now = Date.now();
          tx.objectStore('projects').put({
            id: projectId,
            name: projectName,
            layout: 'landscape',
            createdAt: now,
            updatedAt: now,
            project: {
              layout: 'landscape',
              clips: [
                { id: 'sceneone', bgColor: '#ffffff', speech: { type: 'duration', duration: 3 }, layers: [] },
              ],
            },
          });
          tx.oncomplete = () => (db.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    [id, name] as const,
  );
}

/** The server's copy of `id`: its revision and first scene's background. */
function serverCopy(page: Page, id: string): Promise<{ revision: number; bg: string } | null> {
  return page.evaluate(async (projectId) => {
    const token = /(?:^|; )access_token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const answer = await (
      await fetch(`/api/projects/${projectId}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    return answer.code === 200
      ? { revision: answer.data.revision as number, bg: answer.data.project.clips[0].bgColor as string }
      : null;
  }, id);
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const found = violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${v.help}`),
  );
  expect(found, `axe violations ${where}`).toEqual([]);
}

/** The editing canvas's colour near its top-start corner, as `#rrggbb` (the scene's background there). */
function stageColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.cw-edit-slot canvas.lower-canvas')!;
    const [r, g, b] = canvas.getContext('2d')!.getImageData(4, 4, 1, 1).data;
    return `#${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
  });
}

const card = (page: Page, name: string) =>
  page.locator('.cw-project-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const syncStatus = (page: Page) => page.locator('.cw-sync-status');
const backgroundField = (page: Page) =>
  page.getByRole('region', { name: 'Inspector' }).getByLabel('Background colour', { exact: true });

test('a deleted project goes to the Trash, and Restore brings it back into the list', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signUp(page);
  const id = `trash-${stamp}`;
  const name = `Trash test ${stamp}`;
  await seedProject(page, id, name);
  await page.reload();
  // The page's sync sends the new project up.
  await expect(page.getByText('Your projects from every device are here')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await serverCopy(page, id))?.revision, { timeout: 30_000 }).toBe(1);

  // The trash starts empty.
  const trashButton = page.getByRole('button', { name: 'Trash', exact: true });
  await trashButton.click();
  await expect(trashButton).toHaveAttribute('aria-expanded', 'true');
  const trash = page.getByRole('region', { name: 'Trash' });
  await expect(trash.getByText('The trash is empty.')).toBeVisible();

  // Deleting says where it goes; the open trash lists it with its dates.
  await card(page, name).getByRole('button', { name: 'Delete' }).click();
  await card(page, name)
    .getByRole('group', { name: 'Delete' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(card(page, name)).toHaveCount(0);
  await expect(page.getByText(`“${name}” was deleted from this device and moved to the Trash`)).toBeVisible();
  const row = trash.getByRole('listitem', { name });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText(/Deleted .* · deleted for good on /);
  await expectAxeClean(page, 'on the projects page with the trash open');

  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(trash.getByText(`“${name}” is back in your projects.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(card(page, name)).toHaveCount(1);
  await card(page, name).getByRole('button', { name: 'Open' }).click();
  await expect(page.locator('.cw-edit-slot canvas.upper-canvas')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(syncStatus(page)).toHaveAttribute('data-status', 'synced', { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('History restores an earlier revision as one undo step; Undo brings the newer one back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page);
  const id = `history-${stamp}`;
  await seedProject(page, id, `History test ${stamp}`);
  await page.goto(`/?lang=en#/project/${id}`);
  await expect(page.locator('.cw-edit-slot canvas.upper-canvas')).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await serverCopy(page, id))?.revision, { timeout: 30_000 }).toBe(1);

  // Two edits, each saved to the account.
  await page.getByRole('region', { name: 'Inspector' }).getByRole('tab', { name: 'Scene' }).click();
  for (const [bg, revision] of [
    ['#ff0000', 2],
    ['#00ff00', 3],
  ] as const) {
    await backgroundField(page).fill(bg);
    await expect.poll(() => serverCopy(page, id), { timeout: 30_000 }).toEqual({ revision, bg });
    await expect(syncStatus(page)).toHaveAttribute('data-status', 'synced');
  }

  await page.getByRole('button', { name: 'History', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Earlier versions of this project' });
  await expect(dialog).toBeVisible();
  const rows = dialog.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  expect(await rows.locator('th').allTextContents()).toEqual(['2', '1']);
  await expect(rows.first()).toContainText(`History test ${stamp}`);
  await expect(rows.first()).toContainText('kB');
  await expectAxeClean(page, 'in the history dialog');

  // Restoring revision 2 (red) makes it revision 4, here and on the server.
  await dialog.getByRole('button', { name: 'Restore revision 2' }).click();
  await expect(dialog).toBeHidden();
  await expect(backgroundField(page)).toHaveValue('#ff0000');
  await expect.poll(() => stageColour(page)).toBe('#ff0000');
  await expect.poll(() => serverCopy(page, id)).toEqual({ revision: 4, bg: '#ff0000' });
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toHaveAttribute('title', 'Restore revision 2');
  await expect(page.getByRole('button', { name: 'History', exact: true })).toBeFocused();

  // Undo brings green back, and it is saved on top.
  await undo.click();
  await expect(backgroundField(page)).toHaveValue('#00ff00');
  await expect.poll(() => stageColour(page)).toBe('#00ff00');
  await expect.poll(() => serverCopy(page, id), { timeout: 30_000 }).toEqual({ revision: 5, bg: '#00ff00' });
  expect(errors).toEqual([]);
});
