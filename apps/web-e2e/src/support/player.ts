import { expect, type Page } from '@playwright/test';
import { expectLoggedInAs } from './auth-ui';
import { uniqueUsername } from './unique';

export const PLAYER_PASSWORD = 'Secret123';

/** Registers a fresh player through the register popup, so a journey owns its whole wallet. */
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
  // Closing the register popup returns from /register to /; wait for it, so a journey's next
  // navigation is not undone by it.
  await expect(page).toHaveURL(/\/$/);
  return username;
}
