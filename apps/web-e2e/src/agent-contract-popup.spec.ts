import { accountTest as test, closeAnnouncementsInTheWay, expect } from './support/fixtures';
import { loginWithPassword } from './support/auth-ui';
import { PLAYER_PASSWORD } from './support/player';
import { uniqueUsername } from './support/unique';

// The default brand has the agent policy (AGENTPOLICY3) on: consolidated contract info loads after login.

test.describe('agent contract popup and announcements (spec §2: the contract popup appears only when logged in)', () => {
  test('a plain member with a pending offer gets the contract popup after login and accepts; agents read their announcements', async ({ page, browser }) => {
    test.setTimeout(120_000);

    // Agent-page mode: /agentHome asks a guest to log in as an agent, then opens the agent centre.
    await page.goto('/agentHome');
    const login = page.getByTestId('loginPopupModal');
    await expect(login).toBeVisible({ timeout: 15_000 });
    await login.getByTestId('login-username').fill('agent01');
    await login.getByTestId('login-password').fill('Agent1234');
    await login.getByTestId('login-submit').click();
    const centre = page.getByTestId('agentCentreModal');
    await expect(centre).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/agentHome\?agentCenter=teamOverview$/);

    // The announcement page, first in the menu, shows the seeded notice to agents, its HTML rendered.
    await expect(centre.getByTestId('ac-announcement')).toBeVisible();
    await centre.getByTestId('ac-announcement').click();
    const notices = centre.getByTestId('agent-announcements');
    const notice = notices.getByTestId('agent-announcement').filter({ hasText: 'Agent policy: salary contracts' });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await notice.locator('summary').click();
    await expect(notice.getByTestId('agent-announcement-body').locator('b')).toHaveText('salary contracts');

    // A plain member (not an agent) registered by the agent, offered a daily salary.
    const member = uniqueUsername('cpop');
    await centre.getByTestId('ac-registerCentre').click();
    await centre.getByTestId('downline-username').fill(member);
    await centre.getByTestId('downline-password').fill(PLAYER_PASSWORD);
    await centre.getByTestId('downline-confirm').fill(PLAYER_PASSWORD);
    await centre.getByTestId('downline-submit').click();
    await expect(centre.getByTestId('register-centre-done')).toContainText(member);
    await centre.getByTestId('ac-contracts').click();
    const offer = centre.getByTestId('offer-contract');
    await offer.getByTestId('offer-account').fill(member);
    await offer.getByTestId('offer-kind').selectOption('daily_salary');
    await offer.getByTestId('tier-rate').fill('3');
    await offer.getByTestId('offer-submit').click();
    await expect(offer.getByTestId('offer-done')).toContainText(member);

    // The member logs in (first login: a forced password change), and the popup opens by itself.
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.19.${Date.now() % 200}.${(Date.now() >> 8) % 250}` } });
    const down = await context.newPage();
    await closeAnnouncementsInTheWay(down);
    await loginWithPassword(down, member, PLAYER_PASSWORD);
    const change = down.getByTestId('changePassModal');
    await expect(change).toBeVisible({ timeout: 15_000 });
    // Another popup is open: the contract popup waits for it.
    await expect(down.getByTestId('contractModal')).toHaveCount(0);
    await change.getByTestId('change-new').fill('Changed123');
    await change.getByTestId('change-confirm').fill('Changed123');
    await change.getByTestId('change-submit').click();
    await expect(change).toBeHidden({ timeout: 15_000 });

    const popup = down.getByTestId('contractModal');
    await expect(popup).toBeVisible({ timeout: 15_000 });
    // A plain member answers offers; the offer form is for agents.
    await expect(popup.getByTestId('offer-contract')).toHaveCount(0);
    const received = popup.getByTestId('contracts-received').getByTestId('contract-row').first();
    await expect(received).toContainText('Daily salary');
    await expect(received).toContainText('agent01');
    await received.getByTestId('contract-accept').click();
    await expect(received).toHaveAttribute('data-status', 'active');
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await expect(popup).toBeHidden();

    // Nothing waits any more: a reload does not open it again.
    await down.reload();
    await expect(down.getByTestId('member-account')).toHaveText(member, { timeout: 15_000 });
    await expect(down.getByTestId('contractModal')).toHaveCount(0);

    // The member is no agent: /agentHome says so.
    await down.goto('/agentHome');
    await expect(down.getByTestId('agent-home-not-agent')).toBeVisible({ timeout: 15_000 });
    await context.close();
  });
});
