import { accountTest as test, expect } from './support/fixtures';
import { expectLoggedInAs, loginWithPassword } from './support/auth-ui';
import { registerFreshPlayer } from './support/player';
import { uniqueUsername } from './support/unique';

test.describe('agent centre (spec §2 agent centre menu, §6 agents only)', () => {
  test('an agent sees the team overview, creates a downline and finds it in downline management', async ({ page }) => {
    await loginWithPassword(page, 'agent01', 'Agent1234');
    await expectLoggedInAs(page, 'agent01');
    await expect(async () => {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Agent centre' }).click({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    const centre = page.getByTestId('agentCentreModal');
    await expect(centre.getByTestId('team-overview')).toBeVisible();
    // An agent without a team sees the empty state (issue 21 §2) instead of a row of zeros.
    const direct = centre.getByTestId('overview-direct');
    const empty = centre.getByTestId('overview-empty');
    await expect(direct.or(empty)).toBeVisible();
    const before = (await empty.isVisible()) ? 0 : Number(await direct.locator('dd').textContent());

    const account = uniqueUsername('kid');
    await centre.getByTestId('ac-registerCentre').click();
    await centre.getByTestId('downline-username').fill(account);
    await centre.getByTestId('downline-password').fill('Secret123');
    await centre.getByTestId('downline-confirm').fill('Secret123');
    await centre.getByTestId('downline-submit').click();
    await expect(centre.getByTestId('register-centre-done')).toContainText(account);

    await centre.getByTestId('ac-downlineManagement').click();
    await centre.getByTestId('downline-search').fill(account);
    await expect(centre.getByTestId('downline-row')).toHaveCount(1);
    await expect(centre.getByTestId('downline-row')).toContainText(account);

    await centre.getByTestId('ac-teamOverview').click();
    await expect(centre.getByTestId('overview-direct').locator('dd')).toHaveText(String(before + 1));
  });

  test('a member who is not an agent is refused', async ({ page }) => {
    await registerFreshPlayer(page, 'notag');
    await page.goto('/?agentCenter=teamOverview');
    await expect(page.getByTestId('agent-centre-blocked')).toHaveText('You do not have permission to do that');
  });
});
