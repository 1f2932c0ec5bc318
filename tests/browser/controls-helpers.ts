/**
 * Driving the studio's shared controls (common/controls) as a user does: a select is a combobox whose list
 * opens on a click and whose option is clicked by its name; a slider's thumb is stepped with the keyboard; a
 * colour is typed as its hex code. A string label or option name matches exactly, a RegExp as it says.
 */
import { expect, type Locator, type Page } from '@playwright/test';

type Scope = Page | Locator;

const exact = (name: string | RegExp) => typeof name === 'string';
/** Option names without the bidi isolates that keep numbers left to right in an Arabic page. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '').trim();

export function combobox(scope: Scope, label: string | RegExp): Locator {
  return scope.getByRole('combobox', { name: label, exact: exact(label) });
}

/**
 * Clicks the select open; answers its trigger by id (while the list is open Radix hides the rest of the page
 * from assistive technology, the trigger included, so it is no longer found by its role) and its list, which
 * is portalled out of the scope (to the body, or to the dialog around the select).
 */
async function openList(combo: Locator): Promise<{ trigger: Locator; list: Locator }> {
  const trigger = combo.page().locator(`[id="${await combo.getAttribute('id')}"]`);
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const list = trigger
    .page()
    .locator(`[role="listbox"][id="${await trigger.getAttribute('aria-controls')}"]`);
  await expect(list).toBeVisible();
  return { trigger, list };
}

/** Opens the select named `label` under `scope` and clicks the option named `option`; the list closes. */
export async function chooseOption(
  scope: Scope,
  label: string | RegExp,
  option: string | RegExp,
): Promise<void> {
  const { trigger, list } = await openList(combobox(scope, label));
  await list.getByRole('option', { name: option, exact: exact(option) }).click();
  await expect(list).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
}

/** The names of the select's options in their order (the list is opened, read and closed with Escape). */
export async function optionNames(scope: Scope, label: string | RegExp): Promise<string[]> {
  const { trigger, list } = await openList(combobox(scope, label));
  const names = (await list.getByRole('option').allTextContents()).map(plain);
  await trigger.page().keyboard.press('Escape');
  await expect(list).toBeHidden();
  return names;
}

/** Expects the select to show `text` as its chosen option. */
export async function expectChosen(scope: Scope, label: string | RegExp, text: string): Promise<void> {
  await expect.poll(async () => plain((await combobox(scope, label).textContent()) ?? '')).toBe(text);
}

/**
 * Moves a slider's thumb to `value` with the keyboard: Home, then ArrowUp (up raises a slider in either
 * direction of the page); the first step tells the step size. Quick key presses, so the edit coalesces into
 * one undo step as a drag does.
 */
export async function setSlider(slider: Locator, value: number): Promise<void> {
  const now = async () => Number(await slider.getAttribute('aria-valuenow'));
  await slider.focus();
  await slider.press('Home');
  const min = await now();
  if (value === min) return;
  await slider.press('ArrowUp');
  const step = (await now()) - min;
  const steps = Math.round((value - min) / step) - 1;
  for (let i = 0; i < Math.floor(steps / 10); i++) await slider.press('PageUp');
  for (let i = 0; i < steps % 10; i++) await slider.press('ArrowUp');
  await expect.poll(now).toBeCloseTo(value, 6);
}

/** Types `hex` into the colour field named `label` and commits it with Enter. */
export async function setColour(scope: Scope, label: string, hex: string): Promise<void> {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  await field.fill(hex);
  await field.press('Enter');
}
