import { accountTest as test, expect } from './support/fixtures';
import { latestCode } from './support/outbox';
import { uniqueMobile } from './support/unique';
import { E2E_GATEWAY_PORT } from './support/e2e-env';

const lucky = (path: string) => `http://lucky.localhost:${E2E_GATEWAY_PORT}${path}`;

test.describe('accounts on the SMS-first brand', () => {
  test('registers by mobile with an SMS code, then logs in by SMS with the countdown', async ({ page, request }) => {
    const mobile = uniqueMobile();
    await page.goto(lucky('/register'));
    const register = page.getByTestId('registerModal');
    await register.getByTestId('registerMobile-mobile').fill(mobile);
    let sentAt = Date.now() - 1000;
    await register.getByTestId('registerMobile-send-code').click();
    await expect(register.getByTestId('registerMobile-send-code')).toHaveText(/\d+ s/);
    await expect(register.getByTestId('registerMobile-send-code')).toBeDisabled();
    await register.getByTestId('registerMobile-verificationCode').fill(await latestCode(request, mobile, sentAt));
    await register.getByTestId('age-confirm').check();
    await register.getByTestId('register-submit').click();
    await expect(page.getByTestId('header-account')).toBeVisible({ timeout: 15_000 });

    await page.getByTestId('logout').click();
    await page.goto(lucky('/login'));
    const login = page.getByTestId('loginPopupModal');
    await login.getByTestId('sms-login-mobile').fill(mobile);
    sentAt = Date.now() - 1000;
    const send = login.getByTestId('sms-login-send');
    await send.click();
    await expect(send).toHaveText(/\d+ s/);
    await expect(send).toBeDisabled();
    // 60 seconds per expired minute; the gateway's codes last 5 minutes.
    const first = Number((await send.textContent())?.replace(/\D/g, ''));
    expect(first).toBeGreaterThan(290);
    expect(first).toBeLessThanOrEqual(300);
    await expect.poll(async () => Number((await send.textContent())?.replace(/\D/g, ''))).toBeLessThan(first);
    await login.getByTestId('sms-login-code').fill(await latestCode(request, mobile, sentAt));
    await login.getByTestId('sms-login-submit').click();
    await expect(page.getByTestId('header-account')).toBeVisible({ timeout: 15_000 });
  });
});
