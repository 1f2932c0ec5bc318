import { expect, test } from '@playwright/test';

test('npm start serves the page, which loads the shared project model', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Clipwright' })).toBeVisible();
  // The page normalised a new one-scene project: landscape 1920×1080, 5 s (a duration speech of 5 s).
  await expect(page.getByTestId('model-status')).toHaveText('New project: 1 scene, 1920×1080, 5 s');
  expect(errors).toEqual([]);
});

test('the local API answers {code, data}', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ code: 200, data: { ok: true } });
});
