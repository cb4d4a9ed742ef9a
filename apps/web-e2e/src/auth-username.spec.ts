import { accountTest as test, expect } from './support/fixtures';
import { expectLoggedInAs, loginWithPassword, logout } from './support/auth-ui';
import { E2E_DEFAULT_PASSWORD } from './support/e2e-env';
import { uniqueUsername } from './support/unique';

test.describe('accounts on the username brand', () => {
  test('registers by username, logs out, and logs in again', async ({ page }) => {
    const username = uniqueUsername('reg');
    await page.goto('/register');
    const popup = page.getByTestId('registerModal');
    await popup.getByTestId('register-username').fill(username);
    await popup.getByTestId('register-password').fill('Secret123');
    await popup.getByTestId('register-confirmPassword').fill('Secret123');
    await popup.getByTestId('age-confirm').check();
    await popup.getByTestId('register-submit').click();
    await expectLoggedInAs(page, username);
    await expect(page).toHaveURL(/\/$/);

    await logout(page);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).toBe('FORTUNA');

    await loginWithPassword(page, username, 'Secret123');
    await expectLoggedInAs(page, username);
  });

  test('shows the registration field errors from the brand rules', async ({ page }) => {
    await page.goto('/register');
    const popup = page.getByTestId('registerModal');
    await popup.getByTestId('register-username').fill('1bad');
    await popup.getByTestId('register-password').fill('abc');
    await popup.getByTestId('register-confirmPassword').fill('abd');
    await popup.getByTestId('register-submit').click();
    await expect(popup).toContainText('must start with a letter, then letters and digits, 6 - 16 characters');
    await expect(popup).toContainText('Incorrect confirmation input');
    await expect(popup).toContainText('Please confirm you are 18 years old');
  });

  test('a wrong password shows the captcha, and clicking the image refreshes it', async ({ page }) => {
    await loginWithPassword(page, uniqueUsername('ghost'), 'WrongPass1');
    const popup = page.getByTestId('loginPopupModal');
    await expect(popup.getByTestId('login-error')).toHaveText('Please enter the correct user information');
    const image = popup.getByTestId('captcha-image').locator('img');
    await expect(image).toBeVisible();
    const first = await image.getAttribute('src');
    await page.waitForTimeout(1100); // the refresh is throttled to once a second
    await popup.getByTestId('captcha-image').click();
    await expect.poll(() => image.getAttribute('src')).not.toBe(first);
  });

  test('the default password forces a change, after which the new one works', async ({ page }) => {
    await loginWithPassword(page, 'newbie01', E2E_DEFAULT_PASSWORD);
    const change = page.getByTestId('changePassModal');
    await expect(change).toBeVisible();
    await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expect(change.getByTestId('change-old')).toHaveCount(0);
    await change.getByTestId('change-new').fill('Changed123');
    await change.getByTestId('change-confirm').fill('Changed123');
    await change.getByTestId('change-submit').click();
    await expectLoggedInAs(page, 'newbie01');
    await logout(page);
    await loginWithPassword(page, 'newbie01', 'Changed123');
    await expectLoggedInAs(page, 'newbie01');
  });

  test("free play logs in a trial account, and 'Please Register An Account First' blocks a real game", async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('free-play').click();
    await expect(page.getByTestId('header-account')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('member-account')).toHaveText(/.+/);
    expect(await page.evaluate(() => sessionStorage.getItem('cpw'))).toBeNull();

    // A cockfight click launches its first vendor's game directly (spec §2): a real game.
    await page.getByTestId('nav-cockfight').click();
    await expect(page.getByTestId('trial-notice')).toHaveText('Please Register An Account First');
    await expect(page).toHaveURL(/\/$/);
    await page.getByTestId('trialNotice').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('trial-notice')).toHaveCount(0);
  });
});
