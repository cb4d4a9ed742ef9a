import { expect, type Browser, type Page } from '@playwright/test';
import { BACKOFFICE_E2E_PORT } from './env';

export const PLAYER_PASSWORD = 'Secret123';

let counter = 0;

export function uniqueUsername(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`.slice(0, 16);
}

/**
 * A second page on the default brand, as a player on their own machine: its own browser context
 * (no shared cookies or storage with the staff page), the announcement popup already dismissed.
 */
export async function playerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://localhost:${BACKOFFICE_E2E_PORT}` });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('publicModalClosed', '1'));
  await page.addLocatorHandler(page.getByTestId('publicModal'), async (modal) => {
    // Generous: on a busy machine the popup's close button can take a while to take clicks.
    await modal.getByRole('button', { name: 'Close' }).first().click({ timeout: 10_000 }).catch(() => undefined);
  });
  return page;
}

export async function expectLoggedInAs(page: Page, account: string): Promise<void> {
  await expect(page.getByTestId('member-account')).toHaveText(account, { timeout: 20_000 });
}

export async function registerFreshPlayer(page: Page, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await page.goto('/register');
  const popup = page.getByTestId('registerModal');
  await popup.getByTestId('register-username').fill(username);
  await popup.getByTestId('register-password').fill(PLAYER_PASSWORD);
  await popup.getByTestId('register-confirmPassword').fill(PLAYER_PASSWORD);
  await popup.getByTestId('age-confirm').check();
  await popup.getByTestId('register-submit').click();
  await expectLoggedInAs(page, username);
  await expect(page).toHaveURL(/\/$/);
  return username;
}

export async function loginWithPassword(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  const popup = page.getByTestId('loginPopupModal');
  await popup.getByTestId('login-username').fill(username);
  await popup.getByTestId('login-password').fill(password);
  await popup.getByTestId('login-submit').click();
  await expectLoggedInAs(page, username);
}

/** The smallest valid PNG (1×1), so the gateway's magic-byte check sees a real image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A bank deposit with a receipt, left pending for the cashier. */
export async function requestDeposit(page: Page, amount: string): Promise<void> {
  await page.getByTestId('header-deposit').click();
  const centre = page.getByTestId('memberCentreModal');
  await expect(centre.getByTestId('deposit-page')).toBeVisible({ timeout: 15_000 });
  await centre.getByTestId('deposit-amount').fill(amount);
  await centre.getByTestId('deposit-receipt-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(centre.getByTestId('deposit-receipt-item')).toHaveText(/receipt\.png/);
  await centre.getByTestId('deposit-submit').click();
  await expect(centre.getByTestId('deposit-pending')).toContainText(amount);
  await centre.getByRole('button', { name: 'Close' }).first().click();
  await expect(centre).toHaveCount(0);
}
