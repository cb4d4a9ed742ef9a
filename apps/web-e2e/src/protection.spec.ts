import type { APIRequestContext, Page } from '@playwright/test';
import { accountTest as test, expect } from './support/fixtures';
import { PLAYER_PASSWORD, registerFreshPlayer } from './support/player';
import { expectLoggedInAs, loginWithPassword, logout } from './support/auth-ui';
import { brandUrl } from './support/brand-url';
import { latestCode } from './support/outbox';
import { uniqueUsername } from './support/unique';
import { TINY_PNG } from './support/wallet-operator';

const receipt = { name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG };

/** Registers on a brand's own domain; `origin` '' is the default brand at the journeys' base URL. */
async function register(page: Page, origin: string, fields: { username: string; email: string; payeeName?: string }) {
  await page.goto(`${origin}/register`);
  const popup = page.getByTestId('registerModal');
  await popup.getByTestId('register-username').fill(fields.username);
  await popup.getByTestId('register-password').fill(PLAYER_PASSWORD);
  await popup.getByTestId('register-confirmPassword').fill(PLAYER_PASSWORD);
  if (fields.payeeName) await popup.getByTestId('register-payeeName').fill(fields.payeeName);
  await popup.getByTestId('register-email').fill(fields.email);
  await popup.getByTestId('age-confirm').check();
  await popup.getByTestId('register-submit').click();
  await expectLoggedInAs(page, fields.username);
}

/** The royal brand's jurisdiction offers a deposit limit right after registration; this skips it. */
async function skipRegistrationOffer(page: Page) {
  const offer = page.getByTestId('depositLimitOfferPanel');
  await expect(offer.getByTestId('deposit-limit-offer')).toContainText('Set a deposit limit?', { timeout: 15_000 });
  await offer.getByTestId('offer-skip').click();
  await expect(offer).toHaveCount(0);
}

/**
 * Verifies the signed-in player's e-mail in the security centre: sends the code, reads it from the
 * gateway's development outbox, enters it. Only a verified contact carries an exclusion across brands.
 */
async function verifyEmail(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/?memberCenter=securityCenter');
  const centre = page.getByTestId('memberCentreModal');
  await expect(centre.getByTestId('email-verification')).toHaveText('Not verified', { timeout: 20_000 });
  const sentAt = Date.now() - 1000;
  await centre.getByTestId('verify-email-send').click();
  await expect(centre.getByTestId('verify-email-sent')).toBeVisible();
  await centre.getByLabel('Code sent to your e-mail').fill(await latestCode(request, email, sentAt));
  await centre.getByTestId('verify-email-submit').click();
  await expect(centre.getByTestId('email-verification')).toHaveText('Verified');
}

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

  test('before the first deposit a deposit limit is offered; set there, it refuses a deposit over it', async ({ page }) => {
    test.slow();
    await registerFreshPlayer(page, 'offer');
    await page.goto('/?memberCenter=depositv2');
    const deposit = page.getByTestId('memberCentreModal');
    const offer = deposit.getByTestId('deposit-limit-offer');
    await expect(offer).toContainText('Set a deposit limit?', { timeout: 20_000 });
    await offer.getByTestId('offer-period').selectOption('day');
    await offer.getByTestId('offer-amount').fill('100');
    await offer.getByTestId('offer-submit').click();
    await expect(offer).toHaveCount(0);

    await deposit.getByTestId('deposit-amount').fill('150.00');
    await deposit.getByTestId('deposit-receipt-input').setInputFiles(receipt);
    await expect(deposit.getByTestId('deposit-receipt-item')).toHaveText(/receipt\.png/);
    await deposit.getByTestId('deposit-submit').click();
    await expect(deposit.getByTestId('deposit-error')).toHaveText('This deposit would go over your deposit limit');
  });

  test('self-exclusion on one brand refuses the same person (matched by verified e-mail) at login on both brands', async ({ page, request }) => {
    test.slow();
    const email = `${uniqueUsername('sx')}@player.example`;
    const onRoyal = uniqueUsername('sxr');
    const onDefault = uniqueUsername('sxd');
    await register(page, brandUrl('royal', ''), { username: onRoyal, email, payeeName: 'Sam Player' });
    await skipRegistrationOffer(page);
    await logout(page);

    await register(page, '', { username: onDefault, email });
    await verifyEmail(page, request, email);
    const centre = await responsibleGaming(page);
    const exclusion = centre.getByTestId('self_exclusion-section');
    await exclusion.getByTestId('self_exclusion-start').click();
    await exclusion.getByTestId('self_exclusion-understood').click();
    await exclusion.getByTestId('self_exclusion-password').fill(PLAYER_PASSWORD);
    await exclusion.getByTestId('self_exclusion-submit').click();
    await expect(centre.getByTestId('self_exclusion-done-message')).toBeVisible();
    await centre.getByTestId('self_exclusion-logout').click();
    await expect(page.getByTestId('header-login')).toBeVisible();

    await loginWithPassword(page, onDefault, PLAYER_PASSWORD);
    await expect(page.getByTestId('loginPopupModal').getByTestId('login-error')).toHaveText(/self-excluded/);
    await page.goto(brandUrl('royal', '/login'));
    const royalLogin = page.getByTestId('loginPopupModal');
    await royalLogin.getByTestId('login-username').fill(onRoyal);
    await royalLogin.getByTestId('login-password').fill(PLAYER_PASSWORD);
    await royalLogin.getByTestId('login-submit').click();
    await expect(royalLogin.getByTestId('login-error')).toHaveText(/self-excluded/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeFalsy();
  });
});
