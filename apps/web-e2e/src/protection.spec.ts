import type { Page } from '@playwright/test';
import { accountTest as test, expect } from './support/fixtures';
import { PLAYER_PASSWORD, registerFreshPlayer } from './support/player';
import { loginWithPassword } from './support/auth-ui';
import { TINY_PNG } from './support/wallet-operator';

const receipt = { name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG };

async function responsibleGaming(page: Page) {
  await page.goto('/?memberCenter=responsibleGaming');
  const centre = page.getByTestId('memberCentreModal');
  await expect(centre.getByTestId('limit-form')).toBeVisible({ timeout: 20_000 });
  return centre;
}

test.describe('player protection (issue 11)', () => {
  test('a deposit over the daily deposit limit is refused with its message; one within it goes through', async ({ page }) => {
    test.slow();
    await registerFreshPlayer(page, 'dlim');
    const centre = await responsibleGaming(page);
    await centre.getByTestId('limit-value').fill('100');
    await centre.getByTestId('limit-submit').click();
    await expect(centre.getByTestId('limit-saved')).toHaveText('Saved: your limit applies now.');

    await page.goto('/?memberCenter=depositv2');
    const deposit = page.getByTestId('memberCentreModal');
    await expect(deposit.getByTestId('deposit-page')).toBeVisible();
    await deposit.getByTestId('deposit-amount').fill('150.00');
    await deposit.getByTestId('deposit-receipt-input').setInputFiles(receipt);
    await expect(deposit.getByTestId('deposit-receipt-item')).toHaveText(/receipt\.png/);
    await deposit.getByTestId('deposit-submit').click();
    await expect(deposit.getByTestId('deposit-error')).toHaveText('This deposit would go over your deposit limit');

    await deposit.getByTestId('deposit-amount').fill('80.00');
    await deposit.getByTestId('deposit-submit').click();
    await expect(deposit.getByTestId('deposit-pending')).toContainText('80.00');
  });

  test('a cool-off ends the session at once, and the next login is refused with the cool-off message', async ({ page }) => {
    test.slow();
    const account = await registerFreshPlayer(page, 'cool');
    const centre = await responsibleGaming(page);
    const coolOff = centre.getByTestId('cool_off-section');
    await coolOff.getByTestId('cool_off-start').click();
    await expect(coolOff.getByTestId('cool_off-warning')).toBeVisible();
    await coolOff.getByTestId('cool_off-understood').click();
    await coolOff.getByTestId('cool_off-password').fill(PLAYER_PASSWORD);
    await coolOff.getByTestId('cool_off-submit').click();
    await expect(centre.getByTestId('cool_off-done-message')).toBeVisible();
    await centre.getByTestId('cool_off-logout').click();
    await expect(page.getByTestId('header-login')).toBeVisible();

    await loginWithPassword(page, account, PLAYER_PASSWORD);
    await expect(page.getByTestId('loginPopupModal').getByTestId('login-error')).toContainText('cool-off break');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeFalsy();
  });
});
