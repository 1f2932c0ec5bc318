/**
 * Shared steps of the end-to-end and accessibility specs: sign in as the demo user, wait for the
 * server's demo library, create a project from the projects page, and read what autosave stored.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@clipwright.local', password: 'clipwright-demo' };

/** Signs in through the local API and hands the session cookies to the browser; returns the access token. */
export async function signIn(page: Page): Promise<string> {
  const answer = await (await page.request.post('/api/user/sign-in', { data: DEMO })).json();
  expect(answer.code, `sign-in answered ${JSON.stringify(answer)}`).toBe(200);
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'access_token', value: answer.data.access_token, url },
    { name: 'refresh_token', value: answer.data.refresh_token, url },
  ]);
  return answer.data.access_token as string;
}

/** Waits until the demo library (built by the server on its first start) has an item of every kind. */
export async function waitForLibrary(page: Page, token: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const body = await (
          await page.request.get('/api/library?origin=web', { headers: { Authorization: `Bearer ${token}` } })
        ).json();
        const data = body.data as Record<string, unknown[]>;
        return ['avatars', 'images', 'videos', 'icons', 'stickers'].filter((k) => data[k]?.length === 0);
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toEqual([]);
}

/** Creates a landscape project from the projects page, as a new user does; returns its id. */
export async function createProject(page: Page): Promise<string> {
  await page.goto('/?lang=en');
  await page
    .getByRole('group', { name: 'Choose a format' })
    .getByRole('button', { name: 'Landscape' })
    .click();
  await expect(page).toHaveURL(/#\/project\/[a-z]{8}$/);
  const id = /#\/project\/([a-z]{8})$/.exec(page.url())?.[1] ?? '';
  // The stage starts the preview worker and loads the fonts first: slow on a busy machine.
  await expect(page.locator('.cw-edit-slot canvas.upper-canvas')).toBeVisible({ timeout: 60_000 });
  return id;
}

/** What autosave keeps of the editor: the project (serialised JSON) and the selection. */
export interface Saved {
  project: {
    layout: string;
    clips: Array<{
      id: string;
      duration: number;
      layers: Array<{ id: string; property: Record<string, unknown> & { type: string } }>;
    }>;
  } & Record<string, unknown>;
  selection: { sceneIndex: number; layerId: string | null };
}

/** The project record as IndexedDB holds it now (read in the page, like the app's ProjectDb would). */
export function readSaved(page: Page, id: string): Promise<Saved> {
  return page.evaluate(
    (projectId) =>
      new Promise<Saved>((resolve, reject) => {
        const open = indexedDB.open('clipwright-projects');
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const get = open.result.transaction('projects').objectStore('projects').get(projectId);
          get.onerror = () => reject(get.error ?? new Error(`get ${projectId} failed`));
          get.onsuccess = () => {
            open.result.close();
            const row = get.result as { project: unknown; selection?: Saved['selection'] } | undefined;
            if (row === undefined) return reject(new Error(`project ${projectId} is not stored`));
            const project = (
              typeof row.project === 'string' ? JSON.parse(row.project) : row.project
            ) as Saved['project'];
            // A new record has no selection yet: the editor opens it on the first scene, nothing selected.
            resolve({ project, selection: row.selection ?? { sceneIndex: 0, layerId: null } });
          };
        };
      }),
    id,
  );
}

/**
 * Waits until autosave has written everything (the top bar says so and two reads agree) and returns the
 * record: the state a step starts from.
 */
export async function settledSave(page: Page, id: string): Promise<Saved> {
  let last = '';
  let status: string | null = null;
  let saved: Saved | undefined;
  let changes = 0;
  const waiting = expect
    .poll(
      async () => {
        status = await page.locator('.cw-save-status').getAttribute('data-status');
        saved = await readSaved(page, id);
        const json = JSON.stringify(saved);
        const stable = status === 'saved' && json === last;
        if (json !== last) changes++;
        last = json;
        return stable;
      },
      { timeout: 20_000, intervals: [150, 250, 250, 500] },
    )
    .toBe(true);
  await waiting.catch((error: unknown) => {
    throw new Error(
      `autosave did not settle: status ${status}, ${changes} different records seen, the last ${last}`,
      { cause: error },
    );
  });
  return saved!;
}

/**
 * Shows the projects page until `cards` (template buttons on it) are listed: the server prepares its
 * templates after the rest of the demo library, and the page lists what there is when it loads.
 */
export async function showTemplates(page: Page, cards: Locator, timeout = 90_000): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto('/?lang=en');
        await page.getByRole('heading', { name: 'Or start from a template' }).waitFor();
        await page.waitForFunction(() => !document.body.textContent?.includes('Loading templates…'));
        return cards.count();
      },
      { timeout, intervals: [1000, 2000, 3000] },
    )
    .toBeGreaterThan(0);
}

/** Opens a template from the projects page as a new user does, and waits until its media are loaded. */
export async function openTemplate(page: Page, name: RegExp): Promise<void> {
  const card = page.getByRole('button', { name }).first();
  await showTemplates(page, card);
  await card.click();
  await expect(page).toHaveURL(/#\/project\/[a-z]{8}$/);
  await expect(page.locator('.cw-edit-slot canvas.upper-canvas')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.cw-player-state')).toHaveText('Paused', { timeout: 60_000 });
}
