import { accountTest as test, expect } from './support/fixtures';
import { expectLoggedInAs, loginWithPassword } from './support/auth-ui';
import { nextStepTotp, totp } from './support/totp';
import { uniqueUsername } from './support/unique';

test('a login from a new IP asks for extra verification, passed with TOTP', async ({ page, browser }) => {
  // A bound sized for a busy machine: a registration and two logins took over 90 s together in a
  // clean-clone run with two e2e groups side by side (10 s alone).
  test.setTimeout(180_000);
  const username = uniqueUsername('totp');
  await page.goto('/register');
  const popup = page.getByTestId('registerModal');
  await popup.getByTestId('register-username').fill(username);
  await popup.getByTestId('register-password').fill('Secret123');
  await popup.getByTestId('register-confirmPassword').fill('Secret123');
  await popup.getByTestId('age-confirm').check();
  await popup.getByTestId('register-submit').click();
  await expectLoggedInAs(page, username);

  // Enrol "Google verification" with the member's own session, as the security centre does.
  const secret = await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${sessionStorage.getItem('token')}`, 'content-type': 'application/json' };
    const enrol = await fetch('/api/member/totp/enrol', { method: 'POST', headers, body: '{}' }).then((r) => r.json());
    return enrol.value.secret as string;
  });
  const enrolledAt = Date.now();
  const confirmed = await page.evaluate(async (code) => {
    const headers = { authorization: `Bearer ${sessionStorage.getItem('token')}`, 'content-type': 'application/json' };
    return fetch('/api/member/totp/confirm', { method: 'POST', headers, body: JSON.stringify({ code }) }).then((r) => r.json());
  }, totp(secret, enrolledAt));
  expect(confirmed.success).toBe(true);

  const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.200' } });
  const other = await elsewhere.newPage();
  await loginWithPassword(other, username, 'Secret123');
  const verify = other.getByTestId('verifyLoginModal');
  await expect(verify).toBeVisible();
  await verify.getByRole('tab', { name: 'Google verification' }).click();
  // A TOTP code is accepted once: the enrolment spent its step, so answer with the next one.
  await verify.getByTestId('verify-answer').fill(nextStepTotp(secret, enrolledAt));
  await verify.getByTestId('verify-submit').click();
  await expectLoggedInAs(other, username);
  await elsewhere.close();
});
