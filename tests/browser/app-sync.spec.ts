/**
 * Projects kept with the account, seen from two browsers as two devices of one creator: a project made on one
 * appears on the other; both edit while offline, and when they come back the second to sync is offered the
 * choice, and "keep both" loses neither version.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createProject } from './app-e2e-helpers.ts';

/** A new account for this test alone, so no other test's projects reach these devices. */
async function newAccount(browser: Browser): Promise<{ email: string; password: string }> {
  const account = {
    email: `sync-${Date.now()}-${test.info().workerIndex}@clipwright.local`,
    password: 'sync-test-password',
    name: 'Sync',
  };
  const context = await browser.newContext();
  const answer = await (await context.request.post('/api/user/sign-up', { data: account })).json();
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  await context.close();
  return account;
}

/** A browser signed in to `account`: one device. */
async function device(
  browser: Browser,
  account: { email: string; password: string },
): Promise<BrowserContext> {
  const context = await browser.newContext();
  const answer = await (await context.request.post('/api/user/sign-in', { data: account })).json();
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  const url = test.info().project.use.baseURL!;
  await context.addCookies([
    { name: 'access_token', value: answer.data.access_token, url },
    { name: 'refresh_token', value: answer.data.refresh_token, url },
  ]);
  return context;
}

const syncStatus = (page: Page) => page.locator('.cw-sync-status');

/** Gives the open project a new background colour through the scene inspector. */
async function paintBackground(page: Page, colour: string): Promise<void> {
  await page.getByRole('tab', { name: 'Scene' }).click();
  await page
    .getByRole('region', { name: 'Inspector' })
    .getByLabel('Background colour', { exact: true })
    .fill(colour);
}

/** The account's projects as the server lists them. */
async function serverProjects(
  page: Page,
): Promise<Array<{ id: string; name: string; revision: number; thumbnail_url: string | null }>> {
  return page.evaluate(async () => {
    const token = /(?:^|; )access_token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const answer = await (
      await fetch('/api/projects', { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    return answer.data.list;
  });
}

test('a project made on one device appears on the other; offline edits on both end in a choice that loses nothing', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const account = await newAccount(browser);
  const laptop = await (await device(browser, account)).newPage();
  const phone = await (await device(browser, account)).newPage();

  // Made on the laptop: saved to the account shortly after.
  const id = await createProject(laptop);
  await expect(syncStatus(laptop)).toHaveAttribute('data-status', 'synced', { timeout: 30_000 });
  await expect(syncStatus(laptop)).toHaveText(/Synced to your account at/);
  // Its thumbnail (a grab of the first frame) follows it to the account.
  await expect
    .poll(async () => (await serverProjects(laptop)).find((p) => p.id === id)?.thumbnail_url ?? null, {
      timeout: 30_000,
    })
    .toMatch(/^\/api\/projects\/.+\/thumbnail\?v=\d+$/);

  // The phone's projects page brings it in, with its thumbnail, and it opens there.
  await phone.goto('/?lang=en');
  await expect(
    phone.getByRole('status').filter({ hasText: 'Your projects from every device are here' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(phone.getByRole('heading', { name: 'Untitled project' })).toBeVisible();
  const thumb = phone.locator('.cw-project-thumb img');
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await phone.goto(`/?lang=en#/project/${id}`);
  await expect(phone.locator('.cw-edit-slot canvas.upper-canvas')).toBeVisible({ timeout: 60_000 });
  await expect(syncStatus(phone)).toHaveAttribute('data-status', 'synced', { timeout: 30_000 });

  // Both go offline and edit: each keeps its change on its own device.
  await laptop.context().setOffline(true);
  await phone.context().setOffline(true);
  await paintBackground(laptop, '#ff0000');
  await paintBackground(phone, '#0000ff');
  await expect(syncStatus(laptop)).toHaveAttribute('data-status', 'offline', { timeout: 30_000 });
  await expect(syncStatus(phone)).toHaveAttribute('data-status', 'offline', { timeout: 30_000 });
  await expect(syncStatus(phone)).toHaveText(/Offline: saved on this device, next try at/);

  // The laptop comes back first and saves; the phone then finds the server changed and is asked.
  await laptop.context().setOffline(false);
  await expect(syncStatus(laptop)).toHaveAttribute('data-status', 'synced', { timeout: 30_000 });
  await phone.context().setOffline(false);
  const dialog = phone.getByRole('dialog', { name: 'This project changed on another device' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Keep both' }).click();
  await expect(dialog).toBeHidden();
  await expect(syncStatus(phone)).toHaveAttribute('data-status', 'synced', { timeout: 30_000 });

  // The phone's blue is the newest revision of the project; the laptop's red lives on as a copy.
  const list = await serverProjects(phone);
  expect(list.map((p) => p.name).sort()).toEqual(['Untitled project', 'Untitled project (other device)']);
  const colours = await phone.evaluate(
    async (projectIds) => {
      const token = /(?:^|; )access_token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const read = async (pid: string) =>
        (
          await (
            await fetch(`/api/projects/${pid}`, { headers: { Authorization: `Bearer ${token}` } })
          ).json()
        ).data.project.clips[0].bgColor as string;
      return Promise.all(projectIds.map(read));
    },
    [id, list.find((p) => p.id !== id)!.id],
  );
  expect(colours).toEqual(['#0000ff', '#ff0000']);
});

/** Signs this browser in to `account` as the sign-in page does: the session cookies and the user kept. */
async function signInAs(page: Page, account: { email: string; password: string }): Promise<number> {
  const answer = await (await page.context().request.post('/api/user/sign-in', { data: account })).json();
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  const url = test.info().project.use.baseURL!;
  await page.context().clearCookies();
  await page.context().addCookies([
    { name: 'access_token', value: answer.data.access_token, url },
    { name: 'refresh_token', value: answer.data.refresh_token, url },
  ]);
  // Any page of the origin other than the app, so that the app first starts with the user kept.
  await page.goto('/api/projects');
  await page.evaluate((user) => localStorage.setItem('user_info', JSON.stringify(user)), answer.data.user);
  return answer.data.user.id as number;
}

const DEMO = { email: 'demo@clipwright.local', password: 'clipwright-demo' };

test('two accounts on one browser: each sees its own projects, and neither syncs the other’s', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await newAccount(browser);
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, account);
  const id = await createProject(page);
  await expect(syncStatus(page)).toHaveAttribute('data-status', 'synced', { timeout: 30_000 });

  // The demo account signs in on the same browser: the first account's project is not on its page, and
  // the page's merge does not send it to the demo account.
  await signInAs(page, DEMO);
  await page.goto('/?lang=en');
  await expect(page.locator('.cw-library-sync')).not.toHaveAttribute('data-state', 'syncing', {
    timeout: 60_000,
  });
  await expect(page.locator(`[data-project-id="${id}"]`)).toHaveCount(0);
  expect((await serverProjects(page)).map((p) => p.id)).not.toContain(id);
  await page.goto(`/?lang=en#/project/${id}`);
  await expect(page.getByText('This project is not on this computer.')).toBeVisible({ timeout: 30_000 });

  // Back to the first account: its project is there as it left it.
  await signInAs(page, account);
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { name: 'Untitled project' })).toBeVisible({ timeout: 30_000 });
});
