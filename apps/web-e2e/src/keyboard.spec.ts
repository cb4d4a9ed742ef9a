import type { Page } from '@playwright/test';
import { expectLoggedInAs } from './support/auth-ui';
import { test, expect } from './support/fixtures';
import { activate, tabTo, typeInto } from './support/keyboard';
import { PLAYER_PASSWORD } from './support/player';
import { skipAnnouncementPopup } from './support/shell';
import { uniqueUsername } from './support/unique';
import { creditPlayer } from './support/wallet-operator';

/** Registers through the register popup with key presses only; returns the new account. */
async function registerByKeyboard(page: Page, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await page.goto('/');
  await activate(page, page.getByTestId('header-register'));
  const popup = page.getByTestId('registerModal');
  await expect(popup).toBeVisible();
  await typeInto(page, popup.getByTestId('register-username'), username);
  await typeInto(page, popup.getByTestId('register-password'), PLAYER_PASSWORD);
  await typeInto(page, popup.getByTestId('register-confirmPassword'), PLAYER_PASSWORD);
  await activate(page, popup.getByTestId('age-confirm'), 'Space');
  await expect(popup.getByTestId('age-confirm')).toBeChecked();
  await activate(page, popup.getByTestId('register-submit'));
  await expectLoggedInAs(page, username);
  return username;
}

test.describe('keyboard-only journeys (WCAG 2.1.1: Tab, Enter, Space and arrows only)', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    // The announcement popup is its own journey; here it would only add presses.
    await skipAnnouncementPopup(page);
  });

  test('logs in from the header form', async ({ page }) => {
    await page.goto('/');
    await typeInto(page, page.getByTestId('header-username'), 'demo01');
    await typeInto(page, page.getByTestId('header-password'), 'Demo1234');
    await page.keyboard.press('Enter');
    await expectLoggedInAs(page, 'demo01');
  });

  test('registers a new account through the register popup', async ({ page }) => {
    await registerByKeyboard(page, 'kbreg');
  });

  test('launches an in-house game and plays a round', async ({ page, request }) => {
    const account = await registerByKeyboard(page, 'kbgame');
    await creditPlayer(request, account, 50_00);
    await page.goto('/inHouse');
    await typeInto(page, page.getByTestId('game-search'), 'Dice');
    const dice = page.locator('[data-testid="game-tile"][data-game-code="PGE_DICE"]');
    await activate(page, dice.getByTestId('game-play'));
    const popup = page.getByTestId('inHouseGame');
    await expect(popup).toBeVisible();
    await typeInto(page, popup.getByTestId('round-bet'), '1.00');
    const pick = popup.getByTestId('round-pick');
    await tabTo(page, pick);
    const before = await pick.inputValue();
    await page.keyboard.press('ArrowDown');
    await expect(pick).not.toHaveValue(before);
    await activate(page, popup.getByTestId('round-play'));
    await expect(popup.getByTestId('round-balance')).toHaveText(/^\d+\.\d\d$/);
  });

  test('places a lottery bet', async ({ page, request }) => {
    const account = await registerByKeyboard(page, 'kblot');
    await creditPlayer(request, account, 100_00);
    await page.goto('/seaLottery');
    await expect(page.getByTestId('lottery-screen')).toBeVisible();
    await activate(page, page.getByTestId('lottery-play-PC28'));
    const betting = page.getByTestId('lottery-betting');
    await activate(page, betting.getByTestId('bet-type-BIG'));
    await typeInto(page, betting.getByTestId('stake-input'), '10');
    await activate(page, betting.getByTestId('add-to-slip'));
    await expect(betting.getByTestId('slip-total-stake')).toHaveText(/10\.00$/);
    const submit = betting.getByTestId('slip-submit');
    await tabTo(page, submit);
    // Periods last 10 s in e2e: press Enter with at least 3 s left before the cut-off.
    const timer = betting.getByTestId('betting-countdown');
    await expect
      .poll(async () => Number(/00:(\d\d)/.exec((await timer.textContent()) ?? '')?.[1] ?? 0), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Enter');
    await expect(betting.getByTestId('slip-placed')).toBeVisible();
    await expect(page.getByTestId('balance-amount')).toHaveText(/90\.00$/);
  });

  test('sets a withdraw password and requests a withdrawal', async ({ page, request }) => {
    const account = await registerByKeyboard(page, 'kbwd');
    await creditPlayer(request, account, 100_00);
    await page.goto('/?memberCenter=withdraw');
    const centre = page.getByTestId('memberCentreModal');
    await expect(centre.getByTestId('set-withdraw-password')).toBeVisible();
    await typeInto(page, centre.getByTestId('wp-login-password'), PLAYER_PASSWORD);
    await typeInto(page, centre.getByTestId('wp-new'), 'Withdraw123');
    await typeInto(page, centre.getByTestId('wp-confirm'), 'Withdraw123');
    await activate(page, centre.getByTestId('wp-submit'));
    await expect(centre.getByTestId('withdraw-form')).toBeVisible();
    await typeInto(page, centre.getByTestId('withdraw-amount'), '25');
    await typeInto(page, centre.getByTestId('withdraw-address'), 'Demo Bank 0001-99');
    await typeInto(page, centre.getByTestId('withdraw-password'), 'Withdraw123');
    await activate(page, centre.getByTestId('withdraw-submit'));
    await expect(centre.getByTestId('withdraw-requested')).toBeVisible();
  });

  test('sets a daily deposit limit on the responsible gaming page; a raise waits 24 hours', async ({ page }) => {
    await registerByKeyboard(page, 'kblim');
    await page.goto('/?memberCenter=responsibleGaming');
    const centre = page.getByTestId('memberCentreModal');
    const daily = centre.getByTestId('limit-deposit-day');
    await expect(daily.getByTestId('limit-current')).toHaveText('No limit');
    await typeInto(page, centre.getByTestId('limit-value'), '50');
    await activate(page, centre.getByTestId('limit-submit'));
    await expect(centre.getByTestId('limit-saved')).toHaveText('Saved: your limit applies now.');
    await expect(daily.getByTestId('limit-current')).toHaveText('R$50.00');

    await typeInto(page, centre.getByTestId('limit-value'), '80');
    await activate(page, centre.getByTestId('limit-submit'));
    await expect(centre.getByTestId('limit-saved')).toContainText('the change applies from');
    await expect(daily.getByTestId('limit-current')).toHaveText('R$50.00');
    await expect(daily.getByTestId('limit-pending')).toContainText('80.00 from');
  });
});
