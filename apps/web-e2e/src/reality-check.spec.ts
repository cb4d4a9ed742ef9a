import { accountTest as test, expect } from './support/fixtures';
import { expectLoggedInAs } from './support/auth-ui';
import { brandUrl } from './support/brand-url';
import { PLAYER_PASSWORD } from './support/player';
import { uniqueUsername } from './support/unique';

/**
 * The reality check (issue 11). The e2e gateway runs it every 20 s on the royal brand only
 * (REALITY_CHECK_SECONDS / REALITY_CHECK_SECONDS_MERCHANTS in playwright.config.ts), instead of
 * the jurisdiction's 30 minutes.
 */
test.describe('reality check', () => {
  test('appears with the session time and net result; continue dismisses it, log out ends the session', async ({ page }) => {
    test.slow();
    const username = uniqueUsername('rc');
    await page.goto(brandUrl('royal', '/register'));
    const register = page.getByTestId('registerModal');
    await register.getByTestId('register-username').fill(username);
    await register.getByTestId('register-password').fill(PLAYER_PASSWORD);
    await register.getByTestId('register-confirmPassword').fill(PLAYER_PASSWORD);
    await register.getByTestId('register-payeeName').fill('Rita Check');
    await register.getByTestId('age-confirm').check();
    await register.getByTestId('register-submit').click();
    await expectLoggedInAs(page, username);
    // Royal offers a deposit limit at registration; not now.
    await page.getByTestId('offer-skip').click();

    const popup = page.getByTestId('realityCheckModal');
    await expect(popup).toBeVisible({ timeout: 30_000 });
    await expect(popup.getByTestId('reality-elapsed')).toHaveText('You have been playing for 0 h 0 min.');
    await expect(popup.getByTestId('reality-net')).toHaveText('So far this session you are even.');
    await expect(popup.getByTestId('reality-money')).toHaveText('Staked: R$0.00 · Won: R$0.00');
    await popup.getByTestId('reality-continue').click();
    await expect(popup).toHaveCount(0);

    // The next one comes one interval later; from it the player logs out.
    await expect(popup).toBeVisible({ timeout: 30_000 });
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    await popup.getByTestId('reality-logout').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeFalsy();
    // The session ended on the server too: its token no longer works (asked from the page: only
    // Chromium resolves *.localhost).
    const status = await page.evaluate(
      async (old) => (await fetch('/api/member/info', { headers: { authorization: `Bearer ${old}` } })).status,
      token,
    );
    expect(status).toBe(401);
  });
});
