import { accountTest as test, expect } from './support/fixtures';
import { expectLoggedInAs, loginWithPassword, logout } from './support/auth-ui';
import { latestCode, latestMessage } from './support/outbox';
import { uniqueMobile, uniqueUsername } from './support/unique';
import type { Page } from '@playwright/test';

async function registerOnDefault(page: Page, fields: { username: string; email?: string; mobile?: string }) {
  await page.goto('/register');
  const popup = page.getByTestId('registerModal');
  await popup.getByTestId('register-username').fill(fields.username);
  await popup.getByTestId('register-password').fill('Secret123');
  await popup.getByTestId('register-confirmPassword').fill('Secret123');
  if (fields.email) await popup.getByTestId('register-email').fill(fields.email);
  if (fields.mobile) await popup.getByTestId('register-mobile').fill(fields.mobile);
  await popup.getByTestId('age-confirm').check();
  await popup.getByTestId('register-submit').click();
  await expectLoggedInAs(page, fields.username);
  await logout(page);
}

test.describe('password recovery', () => {
  test('by e-mail: in_been_out, then the e-mailed password forces a change', async ({ page, request }) => {
    const username = uniqueUsername('mail');
    const email = `${username}@player.example`;
    await registerOnDefault(page, { username, email });

    await page.goto('/login');
    await page.getByTestId('to-forget').click();
    const popup = page.getByTestId('forgetPassModal');
    await popup.getByTestId('reset-username').fill(username);
    await popup.getByTestId('reset-email').fill(email);
    await popup.getByTestId('reset-email-submit').click();
    await expect(page.getByTestId('warning-message')).toContainText('a reset link has been sent');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(popup).toHaveCount(0);

    const mail = await latestMessage(request, email);
    const temporary = mail.code ?? /password[^A-Za-z0-9]*([A-Za-z0-9]{8,})/i.exec(mail.body)?.[1];
    expect(temporary).toBeTruthy();
    await loginWithPassword(page, username, temporary ?? '');
    await expect(page.getByTestId('changePassModal')).toBeVisible();
  });

  test('by phone: an SMS code, a new password, then automatic login', async ({ page, request }) => {
    const username = uniqueUsername('tel');
    const mobile = uniqueMobile();
    await registerOnDefault(page, { username, mobile });

    await page.goto('/login');
    await page.getByTestId('to-forget').click();
    const popup = page.getByTestId('forgetPassModal');
    await popup.getByRole('tab', { name: 'By phone' }).click();
    await popup.getByTestId('reset-mobile').fill(mobile);
    const sentAt = Date.now() - 1000;
    await popup.getByTestId('reset-send-code').click();
    await expect(popup.getByTestId('reset-send-code')).toBeDisabled();
    const code = await latestCode(request, mobile, sentAt);
    await popup.getByTestId('reset-code').fill(code);
    await popup.getByTestId('reset-new-password').fill('Renewed123');
    await popup.getByTestId('reset-phone-submit').click();
    await expectLoggedInAs(page, username);
    await expect(page).toHaveURL(/\/$/);
  });
});
