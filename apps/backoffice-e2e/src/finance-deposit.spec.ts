import { expect, test } from '@playwright/test';
import { STAFF } from './support/env';
import { playerPage, registerFreshPlayer, requestDeposit } from './support/player';
import { navLink, signIn } from './support/staff';

test.describe('issue 22: a finance user approves a deposit from the cashier', () => {
  // Two browsers, a registration and live pushes on a shared, busy machine: three times the default budget.
  test.slow();

  test('signs in with TOTP, approves the pending deposit, and the player sees the balance and the record change', async ({ page, browser }) => {
    const player = await playerPage(browser);
    const account = await registerFreshPlayer(player, 'bodep');
    await expect(player.getByTestId('balance-amount')).toHaveText(/0\.00$/, { timeout: 20_000 });
    await requestDeposit(player, '150.25');

    await signIn(page, STAFF.finance);
    await navLink(page, 'Cashier').click();
    await page.getByLabel('Account').fill(account);
    const row = page.getByTestId('cashier-table').getByTestId('data-row').filter({ hasText: account });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('150.25');
    // The receipt the player uploaded is shown to the cashier.
    await expect(row.getByRole('img')).toHaveCount(1);
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('cashier-outcome')).toContainText('approved');
    await expect(row).toHaveCount(0);

    // No reload on the player's page: the live-event socket pushes the change.
    await expect(player.getByTestId('balance-amount')).toHaveText(/150\.25$/, { timeout: 20_000 });
    await player.getByTestId('user-menu').click();
    await player.getByRole('menuitem', { name: 'Account record' }).click();
    const record = player.getByTestId('memberCentreModal').getByTestId('history-row').first();
    await expect(record.getByTestId('history-row-type')).toHaveText('Deposit');
    await expect(record.getByTestId('history-row-status')).toHaveText('Approved');
    await player.context().close();
  });
});
