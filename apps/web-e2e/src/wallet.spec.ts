import { accountTest as test, expect } from './support/fixtures';
import { PLAYER_PASSWORD, registerFreshPlayer } from './support/player';
import { TINY_PNG, approvePendingDeposit, creditPlayer, payRequestedWithdrawal } from './support/wallet-operator';
import type { Page } from '@playwright/test';

const receipt = { name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG };

async function openMemberCentre(page: Page, pageName: string) {
  await page.goto(`/?memberCenter=${pageName}`);
  const centre = page.getByTestId('memberCentreModal');
  await expect(centre).toBeVisible();
  return centre;
}

async function setWithdrawPassword(page: Page) {
  const form = page.getByTestId('set-withdraw-password');
  await form.getByTestId('wp-login-password').fill(PLAYER_PASSWORD);
  await form.getByTestId('wp-new').fill('Withdraw123');
  await form.getByTestId('wp-confirm').fill('Withdraw123');
  await form.getByTestId('wp-submit').click();
  await expect(page.getByTestId('withdraw-form')).toBeVisible();
}

async function requestWithdrawal(page: Page, amount: string) {
  await page.getByTestId('withdraw-amount').fill(amount);
  await page.getByTestId('withdraw-address').fill('Demo Bank 0001-99');
  await page.getByTestId('withdraw-password').fill('Withdraw123');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-requested')).toBeVisible();
}

/** Closing the popup drops ?memberCenter, so the header (behind the modal) is usable again. */
async function closeMemberCentre(page: Page) {
  await page.getByTestId('memberCentreModal').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('memberCentreModal')).toHaveCount(0);
  await expect(page).not.toHaveURL(/memberCenter/);
}

/** The withdrawal list refetches when the page is opened again (money screens are never stale). */
async function reopenWithdraw(page: Page) {
  await page.getByTestId('mc-transactionHistory').click();
  await page.getByTestId('mc-withdraw').click();
}

test.describe('wallet and cashier (spec §1, §4 "Withdrawal", §7 "Wallet")', () => {
  test('a bank deposit with an uploaded receipt is credited once the operator approves it', async ({ page, request }) => {
    const account = await registerFreshPlayer(page, 'dep');
    await expect(page.getByTestId('balance-amount')).toHaveText(/0\.00$/);

    await page.getByTestId('header-deposit').click();
    const centre = page.getByTestId('memberCentreModal');
    await expect(centre.getByTestId('deposit-page')).toBeVisible({ timeout: 15_000 });
    await expect(centre.getByTestId('bank-details')).toContainText('Demo Bank');
    await centre.getByTestId('deposit-amount').fill('150.25');
    await centre.getByTestId('deposit-receipt-input').setInputFiles(receipt);
    await expect(centre.getByTestId('deposit-receipt-item')).toHaveText(/receipt\.png/);
    await centre.getByTestId('deposit-submit').click();
    await expect(centre.getByTestId('deposit-pending')).toContainText('150.25');

    await approvePendingDeposit(request, account);
    await closeMemberCentre(page);
    // No refresh click: the live-event socket pushes the change and the header refetches.
    await expect(page.getByTestId('balance-amount')).toHaveText(/150\.25$/);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Account record' }).click();
    const row = centre.getByTestId('history-row').first();
    await expect(row.getByTestId('history-row-type')).toHaveText('Deposit');
    await expect(row.getByTestId('history-row-status')).toHaveText('Approved');
  });

  test('a refused fake image never uploads, and the header hides the balance on request', async ({ page }) => {
    await registerFreshPlayer(page, 'img');
    const centre = await openMemberCentre(page, 'depositv2');
    await centre.getByTestId('deposit-receipt-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') });
    await expect(centre.getByTestId('deposit-receipt-error')).toHaveText('Only png or jpg images can be uploaded');
    await closeMemberCentre(page);
    await page.getByTestId('balance-toggle').click();
    await expect(page.getByTestId('balance-amount')).toHaveText('****');
  });

  test('withdraw, operator payout and confirmed receipt; then a second payout disputed with proof', async ({ page, request }) => {
    const account = await registerFreshPlayer(page, 'wd');
    await creditPlayer(request, account, 500_00);
    const centre = await openMemberCentre(page, 'withdraw');
    await setWithdrawPassword(page);
    await expect(centre.getByTestId('withdraw-available')).toContainText('500.00');

    await requestWithdrawal(page, '100');
    await expect(centre.getByTestId('withdrawal-status').first()).toHaveText('Requested');
    await payRequestedWithdrawal(request, account);
    await reopenWithdraw(page);
    await expect(centre.getByTestId('withdrawal-status').first()).toHaveText('Paid out');
    await centre.getByTestId('mark-received').click();
    await expect(centre.getByTestId('withdrawal-status').first()).toHaveText('Received');

    await requestWithdrawal(page, '50');
    await payRequestedWithdrawal(request, account);
    await reopenWithdraw(page);
    await centre.getByTestId('mark-not-received').click();
    await centre.getByTestId('proof-submit').click();
    await expect(centre.getByText('Please upload at least one image as proof')).toBeVisible();
    await centre.getByTestId('proof-input').setInputFiles([receipt, { ...receipt, name: 'statement.png' }]);
    await expect(centre.getByTestId('proof-item')).toHaveCount(2);
    await centre.getByTestId('proof-submit').click();
    await expect(centre.getByTestId('withdrawal-status').first()).toHaveText('Not received');
    // 500 - 100 received - 50 disputed (still paid out until the operator refunds it).
    await expect(centre.getByTestId('withdraw-available')).toContainText('350.00');
  });

  test('a payout the player does not answer is auto-confirmed after the window', async ({ page, request }) => {
    // The journey gateway runs with WITHDRAWAL_AUTO_CONFIRM_MINUTES=1 and the job every 5 s.
    test.setTimeout(150_000);
    const account = await registerFreshPlayer(page, 'auto');
    await creditPlayer(request, account, 200_00);
    const centre = await openMemberCentre(page, 'withdraw');
    await setWithdrawPassword(page);
    await requestWithdrawal(page, '80');
    await payRequestedWithdrawal(request, account);
    await reopenWithdraw(page);
    await expect(centre.getByTestId('withdrawal-status').first()).toHaveText('Paid out');
    await expect(async () => {
      await reopenWithdraw(page);
      await expect(centre.getByTestId('withdrawal-status').first()).toHaveText('Received (auto-confirmed)', { timeout: 2_000 });
    }).toPass({ timeout: 100_000, intervals: [5_000] });
    await expect(centre.getByTestId('mark-received')).toHaveCount(0);
  });

  test('a guest asking for the member centre is asked to log in', async ({ page }) => {
    await page.goto('/?memberCenter=withdraw');
    await expect(page.getByTestId('loginPopupModal')).toBeVisible();
    await expect(page.getByTestId('memberCentreModal')).toHaveCount(0);
  });
});
