import { accountTest as test, expect } from './support/fixtures';
import { expectLoggedInAs, logout } from './support/auth-ui';
import { PLAYER_PASSWORD, registerFreshPlayer } from './support/player';
import { nextStepTotp, totp } from './support/totp';

/** Issue 26 remember-me, through the extra check a login from an unrecognised IP needs (spec §1). */
test('remember-me after the extra-verification step: a login from a new IP that passes its check is remembered, and the next one needs no password', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const account = await registerFreshPlayer(page, 'rmv');
  // "Google verification" enrolled with the member's own session, as the security centre does.
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

  // Another browser on another IP: the password step asks for the extra check.
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.126' } });
  const other = await elsewhere.newPage();
  await other.goto('/login');
  const popup = other.getByTestId('loginPopupModal');
  await popup.getByTestId('login-username').fill(account);
  await popup.getByTestId('login-password').fill(PLAYER_PASSWORD);
  await popup.getByTestId('remember-me').check();
  await popup.getByTestId('login-submit').click();
  const verify = other.getByTestId('verifyLoginModal');
  await expect(verify).toBeVisible();
  // Nothing is remembered on the password alone.
  expect((await elsewhere.cookies()).some((c) => c.name.startsWith('rm_'))).toBe(false);

  // A TOTP code is accepted once: the enrolment spent its step, so answer with the next one.
  await verify.getByTestId('verify-answer').fill(nextStepTotp(secret, enrolledAt));
  await verify.getByTestId('verify-submit').click();
  await expectLoggedInAs(other, account);

  const cookies = await elsewhere.cookies();
  expect(cookies.find((c) => c.name.startsWith('rm_'))).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  expect(cookies.find((c) => c.name === 'lastUsername')?.value).toBe(account);
  expect(cookies.some((c) => c.value.includes(PLAYER_PASSWORD))).toBe(false);

  // The remembered login: the username is filled in, the password stays empty, and no second check is asked.
  await logout(other);
  await other.goto('/login');
  const again = other.getByTestId('loginPopupModal');
  await expect(again.getByTestId('login-username')).toHaveValue(account);
  await expect(again.getByTestId('login-password')).toHaveValue('');
  await again.getByTestId('login-submit').click();
  await expectLoggedInAs(other, account);
  await expect(verify).toBeHidden();
  await elsewhere.close();
});
