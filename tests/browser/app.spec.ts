import { expect, test } from '@playwright/test';

test('npm start serves the app, which opens on the projects page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { name: 'Clipwright', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible();
  // A new machine has no projects yet; the three formats are offered.
  await expect(page.getByText('No projects yet.')).toBeVisible();
  for (const format of ['Landscape', 'Portrait', 'Square'])
    await expect(
      page.getByRole('group', { name: 'Choose a format' }).getByRole('button', { name: format }),
    ).toBeEnabled();
  expect(errors).toEqual([]);
});

test('the local API answers {code, data}', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ code: 200, data: { ok: true } });
});
