import type { Locator, Page } from '@playwright/test';
import { accountTest as test, closeAnnouncementsInTheWay, expect } from './support/fixtures';
import { expectLoggedInAs, loginWithPassword } from './support/auth-ui';
import { PLAYER_PASSWORD } from './support/player';
import { uniqueUsername } from './support/unique';
import { creditPlayer } from './support/wallet-operator';

/** The agent centre popup on one of its pages, opened by its URL parameter. */
async function agentCentre(page: Page, name: string): Promise<Locator> {
  await page.goto(`/?agentCenter=${name}`);
  const centre = page.getByTestId('agentCentreModal');
  await expect(centre).toBeVisible({ timeout: 15_000 });
  return centre;
}

/** An account the register centre created must change its password at its first login (firstTimeLogin). */
async function firstLogin(page: Page, account: string, password: string): Promise<void> {
  await loginWithPassword(page, account, password);
  const change = page.getByTestId('changePassModal');
  await expect(change).toBeVisible({ timeout: 15_000 });
  await change.getByTestId('change-new').fill('Changed123');
  await change.getByTestId('change-confirm').fill('Changed123');
  await change.getByTestId('change-submit').click();
  // The change rotates the session: leave the page only once the new token is in.
  await expect(change).toBeHidden({ timeout: 15_000 });
  await expectLoggedInAs(page, account);
}

/** Offers a daily salary at `ratePercent` from the contracts page of the agent centre. */
async function offerDailySalary(centre: Locator, account: string, ratePercent: string): Promise<void> {
  const offer = centre.getByTestId('offer-contract');
  await offer.getByTestId('offer-account').fill(account);
  await offer.getByTestId('offer-kind').selectOption('daily_salary');
  await offer.getByTestId('tier-rate').fill(ratePercent);
  await offer.getByTestId('offer-submit').click();
  await expect(offer.getByTestId('offer-done')).toContainText(account);
}

test.describe('agent salary (spec §9: real-time salary every 5 minutes; 10 s in this test config)', () => {
  test('an agent offers a real-time salary contract, the downline accepts and bets, both see the payout, and a lower rate ends the downline\'s own contract', async ({ page, browser, request }) => {
    // Two browsers, two first logins, a round and up to a minute for the payout job: about 100 s on
    // a quiet machine. A clean-clone run at load average 29 (a second build and Lighthouse beside
    // it) reached the income report at 165 s and ran out of a 180 s budget, so the budget is sized
    // for a busy machine: a hang detector, not a speed check.
    test.setTimeout(360_000);
    // The agent pays the salary from its own main wallet.
    await creditPlayer(request, 'agent01', 1_000_00);
    await loginWithPassword(page, 'agent01', 'Agent1234');
    await expectLoggedInAs(page, 'agent01');

    const downline = uniqueUsername('sal');
    let centre = await agentCentre(page, 'registerCentre');
    await centre.getByTestId('downline-username').fill(downline);
    await centre.getByTestId('downline-password').fill(PLAYER_PASSWORD);
    await centre.getByTestId('downline-confirm').fill(PLAYER_PASSWORD);
    await centre.getByTestId('downline-sub-agent').click();
    await centre.getByTestId('downline-submit').click();
    await expect(centre.getByTestId('register-centre-done')).toContainText(downline);

    // 10 % of the team's turnover whenever it bet at all (P&L threshold far below any loss).
    await centre.getByTestId('ac-contracts').click();
    const offer = centre.getByTestId('offer-contract');
    await offer.getByTestId('offer-account').fill(downline);
    await offer.getByTestId('offer-kind').selectOption('realtime_salary');
    await offer.getByTestId('tier-pnl').fill('-100000');
    await offer.getByTestId('tier-rate').fill('10');
    await offer.getByTestId('offer-submit').click();
    await expect(offer.getByTestId('offer-done')).toContainText(downline);
    await expect(centre.getByTestId('contracts-offered').getByTestId('contract-row').first()).toContainText(downline);

    // The downline, in a browser of its own, accepts the new request.
    const downContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${Date.now() % 200}.${(Date.now() >> 8) % 250}` } });
    const down = await downContext.newPage();
    await closeAnnouncementsInTheWay(down);
    await firstLogin(down, downline, PLAYER_PASSWORD);
    const downCentre = await agentCentre(down, 'contracts');
    const received = downCentre.getByTestId('contracts-received').getByTestId('contract-row').first();
    await expect(received).toContainText('Real-time salary');
    await expect(received).toContainText('agent01');
    await received.getByTestId('contract-accept').click();
    await expect(received).toHaveAttribute('data-status', 'active');

    // The downline plays an in-house round of 10.00.
    await creditPlayer(request, downline, 100_00);
    await down.goto('/inHouse');
    await expect(down.getByTestId('balance-amount')).toHaveText(/100\.00$/);
    await down.locator('[data-testid="game-tile"][data-game-code="PGE_DICE"]').getByTestId('game-play').click();
    const game = down.getByTestId('inHouseGame');
    await game.getByTestId('round-bet').fill('10.00');
    await game.getByTestId('round-pick').selectOption('HIGH');
    await game.getByTestId('round-play').click();
    await expect(game.getByTestId('round-balance')).toHaveText(/\d/);

    // Within a period or two the job pays 10 % of 10.00; the downline sees it received.
    const records = await agentCentre(down, 'realtimeSalary');
    await expect(async () => {
      await records.getByTestId('ac-teamOverview').click();
      await records.getByTestId('ac-realtimeSalary').click();
      await expect(records.getByTestId('payout-records-row')).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    const row = records.getByTestId('payout-records-row');
    await expect(row).toContainText('agent01');
    await expect(row).toContainText('10.00%');
    await expect(row).toContainText('1.00');

    // The agent sees the same payout on its side, as paid to the downline, and in its income report.
    centre = await agentCentre(page, 'realtimeSalary');
    await centre.getByRole('tab', { name: 'Paid to downlines' }).click();
    const paid = centre.getByTestId('payout-records-row');
    await expect(paid).toHaveCount(1);
    await expect(paid).toContainText(downline);
    await expect(paid).toContainText('1.00');
    await centre.getByTestId('ac-myIncome').click();
    // Net income first (issue 21 §2), with the merchant's currency symbol: "-R$1.00".
    await expect(centre.getByTestId('report-total-net')).toContainText(/-\D*1\.00/);
    await expect(centre.getByTestId('my-income-row').first()).toContainText(/-\D*1\.00/);

    // The lower-rate rule (spec §4): the downline offers its own new member a daily salary at 5 %;
    // when it accepts the agent's daily salary at 2 %, it is warned and that contract ends.
    const leaf = uniqueUsername('leaf');
    const subCentre = await agentCentre(down, 'registerCentre');
    await subCentre.getByTestId('downline-username').fill(leaf);
    await subCentre.getByTestId('downline-password').fill(PLAYER_PASSWORD);
    await subCentre.getByTestId('downline-confirm').fill(PLAYER_PASSWORD);
    await subCentre.getByTestId('downline-submit').click();
    await expect(subCentre.getByTestId('register-centre-done')).toContainText(leaf);
    await subCentre.getByTestId('ac-contracts').click();
    await offerDailySalary(subCentre, leaf, '5');

    await centre.getByTestId('ac-contracts').click();
    await offerDailySalary(centre, downline, '2');

    await subCentre.getByTestId('ac-teamOverview').click();
    await subCentre.getByTestId('ac-contracts').click();
    const lower = subCentre.getByTestId('contracts-received').locator('[data-testid="contract-row"][data-status="offered"]', { hasText: 'Daily salary' });
    await lower.getByTestId('contract-accept').click();
    const warning = subCentre.getByTestId('contract-warning');
    await expect(warning).toContainText('lower than contracts you gave your downlines');
    await expect(warning).toContainText(`${leaf}: Daily salary at 5.00%`);
    await warning.getByTestId('contract-confirm').click();
    await expect(warning).toBeHidden();
    const ended = subCentre.getByTestId('contracts-offered').getByTestId('contract-row').filter({ hasText: leaf });
    await expect(ended).toHaveAttribute('data-status', 'terminated');
    await expect(subCentre.getByTestId('contracts-received').getByTestId('contract-row').filter({ hasText: 'Daily salary' }).first()).toHaveAttribute('data-status', 'active');
    await downContext.close();
  });
});
