/**
 * Accessibility of the app: on the projects page and in the editor (a layer selected; every
 * inspector tab, every library tab, the speech editor, the shortcut sheet, the transition and animation
 * pickers open) every interactive element has an accessible name and can take the focus; Tab walks through
 * every major region of the editor, and whatever has the focus shows it. axe-core checks the main screens
 * against WCAG 2 A and AA (names, roles, ARIA use, colour contrast), in English and in Arabic.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from './axe-check.ts';
import { createProject, openTemplate, signIn, waitForLibrary } from './app-e2e-helpers.ts';

test.use({ viewport: { width: 1600, height: 1000 } });

const INTERACTIVE = [
  'button',
  'a[href]',
  'input',
  'select',
  'textarea',
  '[role=button]',
  '[role=tab]',
  '[role=option]',
  '[role=slider]',
  '[role=listbox]',
  '[tabindex]:not([tabindex^="-"])',
].join(', ');

interface Offender {
  selector: string;
  problem: string;
}

/**
 * The interactive elements under `root` without an accessible name, or that cannot take the focus (hidden,
 * or focus() does not land on them). Disabled controls are skipped: they are not interactive now.
 */
function offenders(root: Locator): Promise<{ found: Offender[]; checked: number }> {
  return root.locator(INTERACTIVE).evaluateAll((elements) => {
    const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    /** A small accessible-name computation: the sources that this app uses, in the order of the spec. */
    const accessibleName = (el: HTMLElement): string => {
      const label = el.getAttribute('aria-label')?.trim();
      if (label) return label;
      const labelledBy = el.getAttribute('aria-labelledby');
      if (labelledBy) {
        const joined = labelledBy
          .split(/\s+/)
          .map((id) => text(document.getElementById(id)))
          .join(' ')
          .trim();
        if (joined) return joined;
      }
      if (el.id) {
        const forLabel = text(document.querySelector(`label[for="${CSS.escape(el.id)}"]`));
        if (forLabel) return forLabel;
      }
      const wrapping = text(el.closest('label'));
      if (wrapping) return wrapping;
      const title = el.getAttribute('title')?.trim();
      if (title) return title;
      const formControl = el.matches('input, select, textarea');
      if (!formControl) {
        const content = text(el);
        if (content) return content;
        const alt = [...el.querySelectorAll('img[alt]')].map((img) => img.getAttribute('alt')).join(' ');
        if (alt.trim()) return alt.trim();
      }
      if (el.matches('input[type=button], input[type=submit]')) return (el as HTMLInputElement).value;
      return el.getAttribute('alt')?.trim() ?? '';
    };
    const selectorOf = (el: Element): string => {
      const parts: string[] = [];
      for (
        let node: Element | null = el;
        node && node !== document.body && parts.length < 4;
        node = node.parentElement
      ) {
        let part = node.tagName.toLowerCase();
        if (node.id) part += `#${node.id}`;
        const classes = [...node.classList].slice(0, 2);
        if (classes.length > 0) part += `.${classes.join('.')}`;
        const attrs = ['role', 'type', 'aria-label', 'name'].flatMap((a) =>
          node!.hasAttribute(a) ? [`[${a}="${node!.getAttribute(a)}"]`] : [],
        );
        parts.unshift(part + attrs.join(''));
      }
      return parts.join(' > ');
    };
    const found: Offender[] = [];
    const before = document.activeElement as HTMLElement | null;
    for (const node of elements) {
      const el = node as HTMLElement;
      if (el.matches(':disabled, [aria-disabled=true]')) continue;
      // Not presented to anyone (hidden on purpose, like a file input opened by a visible button, or the
      // content of a closed disclosure or dialog, checked when it is open).
      if (
        el.closest(
          '[hidden], [aria-hidden=true], [inert], details:not([open]) > :not(summary), dialog:not([open])',
        )
      )
        continue;
      if (accessibleName(el) === '') found.push({ selector: selectorOf(el), problem: 'no accessible name' });
      const box = el.getBoundingClientRect();
      const visible =
        el.checkVisibility({ opacityProperty: false, visibilityProperty: true }) &&
        box.width * box.height > 0;
      if (!visible) {
        found.push({ selector: selectorOf(el), problem: 'not visible' });
        continue;
      }
      // A listbox may keep the focus on its options (roving tabindex, WAI-ARIA listbox pattern).
      const targets = el.matches('[role=listbox]')
        ? [el, ...el.querySelectorAll<HTMLElement>('[role=option]')]
        : [el];
      const focusable = targets.some((target) => {
        target.focus({ preventScroll: true });
        return document.activeElement === target;
      });
      if (!focusable) found.push({ selector: selectorOf(el), problem: 'cannot take the focus' });
    }
    before?.focus({ preventScroll: true });
    return { found, checked: elements.length };
  });
}

async function expectNamedAndFocusable(root: Locator, where: string): Promise<void> {
  const { found, checked } = await offenders(root);
  console.log(`a11y: ${checked} interactive elements ${where}`);
  expect(checked, `interactive elements ${where}`).toBeGreaterThan(0);
  expect(
    found.map((o) => `${o.problem}: ${o.selector}`),
    `offenders ${where}`,
  ).toEqual([]);
}

/** Where the focused element lives: the editor's major regions. */
function focusedRegion(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (el === null || el === document.body) return null;
    const regions: Array<[string, string]> = [
      ['player', '.cw-player'],
      ['stage', '.cw-stage'],
      ['library', '.cw-area-library'],
      ['scenes', '.cw-scenes'],
      ['layers', '.cw-layers, [aria-label="Layers"]'],
      ['speech', '.cw-speech'],
      ['inspector', '.cw-inspector'],
      ['timeline', '.cw-timeline'],
      ['top bar', '.cw-topbar'],
    ];
    const region = regions.find(([, selector]) => el.closest(selector) !== null)?.[0] ?? 'elsewhere';
    const style = getComputedStyle(el);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadowed = style.boxShadow !== 'none';
    const label = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}[${
      el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30)
    }]`;
    return { region, visibleFocus: outlined || shadowed, label };
  });
}

test('the projects page: every control named and focusable', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible();
  await expectNamedAndFocusable(page.locator('body'), 'on the empty projects page');
  await expectAxeClean(page, 'on the empty projects page');
  // With a project listed, and its rename field open.
  await createProject(page);
  await page.getByRole('button', { name: 'Projects', exact: true }).click();
  await expect(page.locator('.cw-project-card')).toHaveCount(1);
  await expectNamedAndFocusable(page.locator('body'), 'on the projects page with a project');
  await expectAxeClean(page, 'on the projects page with a project');
  await page.locator('.cw-project-card').getByRole('button', { name: 'Rename' }).click();
  await expectNamedAndFocusable(page.locator('body'), 'while renaming');
  expect(errors).toEqual([]);
});

test('the editor: every control named and focusable in every panel state; Tab visits every region', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await waitForLibrary(page, await signIn(page));
  await createProject(page);
  const body = page.locator('body');
  const library = page.getByRole('region', { name: 'Library' });
  const inspector = page.getByRole('region', { name: 'Inspector' });

  // A text and a rectangle; the rectangle stays selected.
  await library.getByRole('tab', { name: 'Text', exact: true }).click();
  await library.getByRole('button', { name: 'Add Title', exact: true }).click();
  await library.getByRole('tab', { name: 'Shapes', exact: true }).click();
  await library.getByRole('button', { name: 'Add Rectangle', exact: true }).click();
  await expect(inspector.locator('[data-kind="shape"]')).toBeVisible();

  for (const tab of ['Avatars', 'Videos', 'Images', 'Icons', 'Stickers', 'Text', 'Shapes']) {
    await library.getByRole('tab', { name: tab, exact: true }).click();
    await expect(library.locator('[role=status]')).toHaveCount(0, { timeout: 30_000 });
    await expectNamedAndFocusable(body, `with the ${tab} library tab`);
  }

  // The layer tab with the animation picker open.
  await inspector.getByRole('button', { name: /^Animation/ }).click();
  await expect(page.getByRole('region', { name: 'Animation', exact: true })).toBeVisible();
  await expectNamedAndFocusable(body, 'with the layer inspector and the animation picker');
  await expectAxeClean(page, 'in the editor with a layer selected and the animation picker');
  // The scene tab (with the transition picker and the speech editor) and the project tab.
  await inspector.getByRole('tab', { name: 'Scene' }).click();
  await expect(inspector.locator('.cw-transition-picker')).toBeVisible();
  await expectNamedAndFocusable(body, 'with the scene inspector and the transition picker');
  await expectAxeClean(page, 'in the editor with the scene inspector');
  await inspector.getByRole('tab', { name: 'Project' }).click();
  await expectNamedAndFocusable(body, 'with the project inspector');
  // The speech editor in each of its modes.
  const speech = page.locator('.cw-speech');
  const modes = speech.getByRole('radio');
  for (let i = 0; i < (await modes.count()); i++) {
    await modes.nth(i).check();
    await expectNamedAndFocusable(speech, `in speech mode “${(await modes.nth(i).textContent()) ?? i}”`);
  }
  // The shortcut sheet.
  await page.getByRole('button', { name: 'Shortcuts' }).click();
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await expectNamedAndFocusable(sheet, 'in the shortcut sheet');
  await expectAxeClean(page, 'with the shortcut sheet open');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // Tab from the top of the page: focus reaches every region, and always shows.
  await inspector.getByRole('tab', { name: 'Layer' }).click();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const seen = new Set<string>();
  const hidden: string[] = [];
  let first: string | undefined;
  let tabs = 0;
  for (let i = 0; i < 600; i++) {
    await page.keyboard.press('Tab');
    tabs++;
    const focus = await focusedRegion(page);
    if (focus === null) continue;
    if (first === undefined) first = focus.label;
    else if (focus.label === first && seen.size > 3) break;
    seen.add(focus.region);
    if (!focus.visibleFocus) hidden.push(`${focus.region} ${focus.label}`);
  }
  console.log(`a11y: tab walk ${tabs} presses, regions ${[...seen].join(', ')}`);
  expect([...seen].sort()).toEqual(
    expect.arrayContaining(['inspector', 'library', 'player', 'scenes', 'stage', 'timeline']),
  );
  expect(hidden, 'focused elements without a visible focus indicator').toEqual([]);
  expect(errors).toEqual([]);
});

test('axe finds nothing in a template while playing, in the export dialog, in Arabic and in the dark theme', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await waitForLibrary(page, await signIn(page));
  await openTemplate(page, /Product launch/);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.locator('.cw-stage')).toHaveAttribute('data-view', 'playback');
  await expectAxeClean(page, 'in a template while playing');
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAxeClean(page, 'in the export dialog');
  await page.keyboard.press('Escape');
  await page.goto(page.url().replace('lang=en', 'lang=ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.cw-edit-slot canvas.upper-canvas')).toBeVisible({ timeout: 60_000 });
  await expectAxeClean(page, 'in the Arabic editor');
  // The dark theme follows the system setting; its colours must meet the same contrast.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor))
    .toBe('rgb(18, 19, 24)');
  await expectAxeClean(page, 'in the dark editor');
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible();
  await expectAxeClean(page, 'on the dark projects page');
});
