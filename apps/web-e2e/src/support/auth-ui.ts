import { expect, type Page } from '@playwright/test';

/** Logs in through the login popup with a username and password. */
export async function loginWithPassword(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  const popup = page.getByTestId('loginPopupModal');
  await popup.getByTestId('login-username').fill(username);
  await popup.getByTestId('login-password').fill(password);
  await popup.getByTestId('login-submit').click();
}

export async function expectLoggedInAs(page: Page, account: string): Promise<void> {
  await expect(page.getByTestId('member-account')).toHaveText(account, { timeout: 15_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
}

export async function logout(page: Page): Promise<void> {
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
