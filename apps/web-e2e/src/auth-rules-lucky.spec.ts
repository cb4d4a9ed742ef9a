import { accountTest as test, expect } from './support/fixtures';
import { E2E_GATEWAY_PORT } from './support/e2e-env';
import { uniqueMobile } from './support/unique';

const lucky = (path: string) => `http://lucky.localhost:${E2E_GATEWAY_PORT}${path}`;

test.describe('issue 26: spec rules of login and registration on the SMS-first brand (lucky)', () => {
  test('§2 "A method is offered only if its flag is on": the header offers no username login, and its login button opens the SMS form', async ({ page }) => {
    await page.goto(lucky('/'));
    await expect(page.getByTestId('header-login')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('header-username')).toHaveCount(0);
    await expect(page.getByTestId('header-password')).toHaveCount(0);
    await page.getByTestId('header-login-open').click();
    const popup = page.getByTestId('loginPopupModal');
    await expect(popup.getByTestId('sms-login-form')).toBeVisible();
    await expect(popup.getByTestId('username-login-form')).toHaveCount(0);
  });

  test('§5 "Error text comes from reg_pattern_{patternId}": a short verification code shows reg_pattern_6 with (min) - (max), and the mobile number is marked *', async ({ page }) => {
    await page.goto(lucky('/register'));
    const register = page.getByTestId('registerModal');
    await expect(register.locator('label[for="registerMobile-mobile"]')).toHaveText(/^\* /);
    await register.getByTestId('registerMobile-mobile').fill(uniqueMobile());
    await register.getByTestId('registerMobile-verificationCode').fill('12345');
    await register.getByTestId('age-confirm').check();
    await register.getByTestId('register-submit').click();
    await expect(register.getByTestId('register-error')).toHaveText('digits only, 6 digits');
  });
});
