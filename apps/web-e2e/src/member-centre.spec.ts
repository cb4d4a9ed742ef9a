import { accountTest as test, expect } from './support/fixtures';
import { PLAYER_PASSWORD, registerFreshPlayer } from './support/player';
import { uniqueUsername } from './support/unique';

test.describe('member centre: my account and invite friends (spec §2)', () => {
  test('my account saves the profile, and an e-mail change needs the password again', async ({ page }) => {
    await registerFreshPlayer(page, 'acct');
    // The post-login announcement popup may open over the menu; the fixture closes it, then retry.
    await expect(async () => {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'My account' }).click({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    const centre = page.getByTestId('memberCentreModal');
    await expect(centre.getByTestId('security-page')).toBeVisible({ timeout: 15_000 });
    await expect(centre.getByTestId('mc-securityCenter')).toHaveAttribute('aria-current', 'page');

    await centre.getByTestId('profile-nickname').fill('Lucky Ace');
    await centre.getByTestId('profile-telegram').fill('@luckyace');
    await centre.getByTestId('profile-submit').click();
    await expect(centre.getByTestId('profile-saved')).toBeVisible();

    await centre.getByTestId('channel-email').fill('ace@example.com');
    await centre.getByTestId('channel-password').fill('WrongPass9');
    await centre.getByTestId('channels-submit').click();
    await expect(centre.getByTestId('channels-error')).toHaveText('The current password is incorrect');
    await centre.getByTestId('channel-password').fill(PLAYER_PASSWORD);
    await centre.getByTestId('channels-submit').click();
    await expect(centre.getByTestId('current-channels')).toContainText('E-mail: a***@example.com');

    await page.reload();
    await expect(centre.getByTestId('profile-nickname')).toHaveValue('Lucky Ace');
    await expect(centre.getByTestId('profile-telegram')).toHaveValue('@luckyace');
  });

  test('a friend who registers through the invitation link is counted', async ({ page, browser }) => {
    await registerFreshPlayer(page, 'host');
    await page.goto('/?memberCenter=referral');
    const centre = page.getByTestId('memberCentreModal');
    const link = await centre.getByTestId('referral-link').inputValue();
    expect(link).toMatch(/\/register\?referralCode=[A-Z0-9]{8}$/);
    await expect(centre.getByTestId('referral-invited')).toHaveText('0 friends registered with your link');

    const friendContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.19.250.1' } });
    const friend = await friendContext.newPage();
    await friend.goto(link);
    const popup = friend.getByTestId('registerModal');
    await popup.getByTestId('register-username').fill(uniqueUsername('friend'));
    await popup.getByTestId('register-password').fill(PLAYER_PASSWORD);
    await popup.getByTestId('register-confirmPassword').fill(PLAYER_PASSWORD);
    await popup.getByTestId('age-confirm').check();
    await popup.getByTestId('register-submit').click();
    await expect(friend.getByTestId('header-account')).toBeVisible({ timeout: 15_000 });
    await friendContext.close();

    await page.reload();
    await expect(centre.getByTestId('referral-invited')).toHaveText('1 friend registered with your link');
  });
});

test.describe('transfer to upline (spec §2 transferUpline)', () => {
  test("a player invited by agent01 sends money to the agent", async ({ page, request }) => {
    const { creditPlayer } = await import('./support/wallet-operator');
    await page.goto('/register?referralCode=AGENT01');
    const popup = page.getByTestId('registerModal');
    const account = uniqueUsername('down');
    await popup.getByTestId('register-username').fill(account);
    await popup.getByTestId('register-password').fill(PLAYER_PASSWORD);
    await popup.getByTestId('register-confirmPassword').fill(PLAYER_PASSWORD);
    await popup.getByTestId('age-confirm').check();
    await popup.getByTestId('register-submit').click();
    await expect(page.getByTestId('header-account')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/$/);
    await creditPlayer(request, account, 50_00);

    await page.goto('/?memberCenter=transferUpline');
    const centre = page.getByTestId('memberCentreModal');
    await centre.getByTestId('upline-amount').fill('12.5');
    await centre.getByTestId('upline-submit').click();
    await expect(centre.getByTestId('upline-done')).toHaveText('Sent R$12.50 to agent01');
  });

  test('a player without an upline gets a clear error', async ({ page }) => {
    await registerFreshPlayer(page, 'solo');
    await page.goto('/?memberCenter=transferUpline');
    const centre = page.getByTestId('memberCentreModal');
    await centre.getByTestId('upline-amount').fill('1');
    await centre.getByTestId('upline-submit').click();
    await expect(centre.getByTestId('upline-error')).toHaveText('Your account has no upline');
  });
});
