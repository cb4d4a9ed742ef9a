import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus, proving it is reachable by keyboard in tab order,
 * and fails after `max` presses. Focus traps (open dialogs) make the search cycle inside them.
 */
export async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${max} Tab presses: ${target}`);
}

/** Tabs to a text field and types into it, replacing what it held, with key presses only. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
  await expect(target).toHaveValue(text);
}

/** Tabs to a control and presses a key on it (Enter for buttons and links, Space for checkboxes). */
export async function activate(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}
