import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectLoggedInAs, loginWithPassword } from './support/auth-ui';
import { expectNoSeriousViolations } from './support/axe';

/** The bet that earns the journey's points: 600.00 of turnover is 600 points at the default rule (1 per 1.00). */
const BET = 600_00;

test.describe('points mall (spec §7 "Points")', () => {
  test('demo01 earns points on a real bet, redeems a reward with the password, sees it in process, and converts points', async ({ page }) => {
    await loginWithPassword(page, 'demo01', 'Demo1234');
    await expectLoggedInAs(page, 'demo01');

    // A real bet through the in-house game's call, with the session the login made.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const round = await page.request.post('/api/games/in-house/rounds', {
      headers: { authorization: `Bearer ${token}` },
      data: { roundId: randomUUID(), gameCode: 'PGE_SLOT3', bet: BET },
    });
    expect(round.ok(), await round.text()).toBe(true);

    await page.goto('/pointMall');
    const balance = page.getByTestId('points-balance');
    await expect(balance).toBeVisible({ timeout: 15_000 });
    const before = Number(await balance.textContent());
    expect(before).toBeGreaterThanOrEqual(600);
    await expectNoSeriousViolations(page, 'points mall');

    const reward = page.getByTestId('rewards-grid').getByRole('listitem').filter({ hasText: 'Cash reward 5.00' });
    await reward.getByRole('button', { name: 'Redeem' }).click();
    const dialog = page.getByTestId('redeem-dialog');
    await dialog.getByLabel('Login password').fill('Demo1234');
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect(dialog.getByTestId('redeem-done')).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(balance).toHaveText(String(before - 500));

    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const newest = page.getByTestId('redeem-records').locator('tbody tr').first();
    await expect(newest).toContainText('Cash reward 5.00');
    await expect(newest).toContainText('500');
    await expect(newest).toContainText('In process');

    await page.getByRole('tab', { name: 'Convert points' }).click();
    await page.getByLabel('Points to convert').fill('100');
    await page.getByTestId('convert-form').getByLabel('Login password').fill('Demo1234');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByTestId('convert-done')).toContainText('100 points converted');
    await expect(balance).toHaveText(String(before - 600));
  });

  test('a visitor is asked to log in; the sponsor page lists the brand sponsorships', async ({ page }) => {
    await page.goto('/pointMall');
    await expect(page.getByTestId('point-mall-login')).toBeVisible();
    await page.goto('/sponsor');
    await expect(page.getByTestId('sponsor-list')).toContainText('City Marathon');
  });
});
