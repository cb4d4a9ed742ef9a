import { expect, test } from '@playwright/test';
import { STAFF } from './support/env';
import { playerPage, registerFreshPlayer } from './support/player';
import { navLink, signIn } from './support/staff';

test.describe('issue 22: a risk user locks a player', () => {
  // Two browsers, a registration and live pushes on a shared, busy machine: three times the default budget.
  test.slow();

  test("the lock ends the player's session: their next call is refused, and the audit chain records it and verifies", async ({ page, browser }) => {
    const player = await playerPage(browser);
    const account = await registerFreshPlayer(player, 'bolock');
    const token = await player.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    const memberInfo = () =>
      player.evaluate(async (bearer) => {
        const response = await fetch('/api/member/info', { headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' } });
        return { status: response.status, body: (await response.json()) as { success: boolean; code?: string } };
      }, token);
    expect((await memberInfo()).body.success).toBe(true);

    await signIn(page, STAFF.risk);
    await navLink(page, 'Players').click();
    await page.getByTestId('players-search').fill(account);
    await page.getByRole('link', { name: account, exact: true }).click();
    await expect(page.getByTestId('player-status')).toHaveText('Active');
    // Risk can read the player but not move money: no cashier in the menu.
    await expect(navLink(page, 'Cashier')).toHaveCount(0);
    await page.getByTestId('player-lock-toggle').click();
    await page.getByTestId('player-lock-reason').fill('Suspicious activity (e2e)');
    await page.getByTestId('playerLock-confirm').click();
    await expect(page.getByTestId('player-status')).toHaveText('Locked');

    const refused = await memberInfo();
    expect(refused.body.success).toBe(false);
    expect(refused.status).toBe(401);

    await navLink(page, 'Audit log').click();
    await expect(page.getByTestId('audit-table').getByTestId('data-row').first()).toContainText('risk');
    await page.getByTestId('audit-verify').click();
    await expect(page.getByTestId('audit-verify-result')).toContainText('The chain is intact');
    await player.context().close();
  });
});
