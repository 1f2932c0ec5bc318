import { expect, test } from '@playwright/test';
import { SIGN_IN_MESSAGES } from '../../src/server/sites/messages.ts';

// The server of playwright.config.ts starts with --fresh data, so the demo account exists (src/server/demo).
const DEMO = { email: 'demo@clipwright.local', password: 'clipwright-demo' };
const THIRTY_DAYS = 30 * 24 * 3600;

test('the Arabic site is right to left, with its layout mirrored', async ({ page }) => {
  // A Content-Security-Policy violation (an inline script or style slipping in) shows as a console error.
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.goto('/ar/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page).toHaveTitle(SIGN_IN_MESSAGES.ar.title);
  // Mirrored: the brand sits at the right end of the bar, the language list at the left end.
  const width = page.viewportSize()!.width;
  const brand = (await page.locator('.brand').boundingBox())!;
  const languages = (await page.locator('.languages').boundingBox())!;
  expect(brand.x + brand.width).toBeGreaterThan(width - 40);
  expect(languages.x).toBeLessThan(brand.x);
  // Labels start at the right edge of the form.
  const form = (await page.locator('#sign-in-form').boundingBox())!;
  const label = (await page.getByText(SIGN_IN_MESSAGES.ar.emailLabel).first().boundingBox())!;
  expect(form.x + form.width - (label.x + label.width)).toBeLessThan(2);
  // The switcher leads to the other sites.
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(consoleErrors).toEqual([]);
});

test('signing in on /fr/ with the demo account lands on the editor with the tokens stored', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/fr/');
  await page.getByLabel(SIGN_IN_MESSAGES.fr.emailLabel).first().fill(DEMO.email);
  await page.getByLabel(SIGN_IN_MESSAGES.fr.passwordLabel).first().fill(DEMO.password);
  await page.getByRole('button', { name: SIGN_IN_MESSAGES.fr.signInButton, exact: true }).click();
  await page.waitForURL('**/editor?lang=fr');

  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  const now = Date.now() / 1000;
  for (const name of ['access_token', 'refresh_token']) {
    const cookie = cookies[name]!;
    expect(cookie.value).toMatch(name === 'access_token' ? /^cwa\./ : /^cwr\./);
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
    expect(Math.abs(cookie.expires - now - THIRTY_DAYS)).toBeLessThan(120);
  }
  const userInfo = JSON.parse((await page.evaluate(() => localStorage.getItem('user_info')))!);
  expect(userInfo).toMatchObject({ email: DEMO.email, name: 'Demo' });

  // The stored access token works for the API, and the site now offers the way back to the editor.
  const me = await page.request.get('/api/user/me', {
    headers: { Authorization: `Bearer ${cookies.access_token!.value}` },
  });
  expect((await me.json()).code).toBe(200);
  await page.goto('/fr/');
  const cont = page.getByRole('link', { name: SIGN_IN_MESSAGES.fr.continueToEditor });
  await expect(cont).toBeVisible();
  await expect(cont).toHaveAttribute('href', '/editor?lang=fr');
  expect(errors).toEqual([]);
});

test('a wrong password and an invalid email are told in French', async ({ page }) => {
  await page.goto('/fr/');
  const alert = page.locator('#sign-in-error');
  await page.getByLabel(SIGN_IN_MESSAGES.fr.emailLabel).first().fill(DEMO.email);
  await page.getByLabel(SIGN_IN_MESSAGES.fr.passwordLabel).first().fill('not-the-password');
  await page.getByRole('button', { name: SIGN_IN_MESSAGES.fr.signInButton, exact: true }).click();
  await expect(alert).toHaveText(SIGN_IN_MESSAGES.fr.errorWrongPassword);
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.getByLabel(SIGN_IN_MESSAGES.fr.passwordLabel).first()).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await page.getByLabel(SIGN_IN_MESSAGES.fr.emailLabel).first().fill('demo-at-nowhere');
  await page.getByRole('button', { name: SIGN_IN_MESSAGES.fr.signInButton, exact: true }).click();
  await expect(alert).toHaveText(SIGN_IN_MESSAGES.fr.errorInvalidEmail);
  expect(await page.context().cookies()).toEqual([]);
});

test('after five wrong passwords the page tells the pause in the words of the server', async ({
  page,
  request,
}) => {
  const email = `pause-${Date.now()}@example.com`;
  const up = await request.post('/api/user/sign-up', {
    data: { email, password: 'a long password', name: 'P' },
  });
  expect((await up.json()).code).toBe(200);
  for (let i = 0; i < 5; i++) {
    const wrong = await request.post('/api/user/sign-in', { data: { email, password: 'not-it' } });
    expect((await wrong.json()).code).toBe(400);
  }
  await page.goto('/en/');
  await page.getByLabel(SIGN_IN_MESSAGES.en.emailLabel).first().fill(email);
  await page.getByLabel(SIGN_IN_MESSAGES.en.passwordLabel).first().fill('a long password');
  await page.getByRole('button', { name: SIGN_IN_MESSAGES.en.signInButton, exact: true }).click();
  await expect(page.locator('#sign-in-error')).toHaveText(
    new RegExp(
      `^email '${email.replace(/[.]/g, '\\.')}': too many sign-in attempts .*; try again in 30 seconds`,
    ),
  );
  await expect(page).toHaveURL(/\/en\/$/);
});

test('signing up on /de/ creates the account, and a taken email is told in German', async ({ page }) => {
  await page.goto('/de/');
  await page.getByRole('button', { name: SIGN_IN_MESSAGES.de.toSignUp }).click();
  const form = page.locator('#sign-up-form');
  await form.getByLabel(SIGN_IN_MESSAGES.de.nameLabel).fill('Greta');
  await form.getByLabel(SIGN_IN_MESSAGES.de.emailLabel).fill(DEMO.email);
  await form.getByLabel(SIGN_IN_MESSAGES.de.passwordLabel).fill('short');
  await form.getByRole('button', { name: SIGN_IN_MESSAGES.de.signUpButton }).click();
  await expect(page.locator('#sign-up-error')).toHaveText(
    'Das Passwort muss mindestens 8 Zeichen lang sein.',
  );
  await form.getByLabel(SIGN_IN_MESSAGES.de.passwordLabel).fill('lange-passphrase');
  await form.getByRole('button', { name: SIGN_IN_MESSAGES.de.signUpButton }).click();
  await expect(page.locator('#sign-up-error')).toHaveText(SIGN_IN_MESSAGES.de.errorEmailTaken);

  const email = `greta-${Date.now()}@example.com`;
  await form.getByLabel(SIGN_IN_MESSAGES.de.emailLabel).fill(email);
  await form.getByRole('button', { name: SIGN_IN_MESSAGES.de.signUpButton }).click();
  await page.waitForURL('**/editor?lang=de');
  const userInfo = JSON.parse((await page.evaluate(() => localStorage.getItem('user_info')))!);
  expect(userInfo).toMatchObject({ email, name: 'Greta' });
});

test('with only a refresh token left, the site refreshes the session and offers the editor', async ({
  page,
  context,
  request,
}) => {
  const signIn = await (await request.post('/api/user/sign-in', { data: DEMO })).json();
  expect(signIn.code).toBe(200);
  await context.addCookies([
    { name: 'refresh_token', value: signIn.data.refresh_token, url: test.info().project.use.baseURL! },
  ]);
  await page.goto('/nl/');
  await expect(page.getByRole('link', { name: SIGN_IN_MESSAGES.nl.continueToEditor })).toBeVisible();
  await expect(page.locator('#signed-in-as')).toHaveText('Je bent aangemeld als Demo.');
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  // Rotation: a fresh pair replaced the old refresh token.
  expect(cookies.refresh_token).not.toBe(signIn.data.refresh_token);
  expect(cookies.access_token).toMatch(/^cwa\./);
});
