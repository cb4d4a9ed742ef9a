import { expect, test } from '@playwright/test';
import { DEFAULT_MERCHANT, STAFF } from './support/env';
import { navLink, signIn } from './support/staff';

test.describe('issue 22: the gateway, not the menu, keeps a content user out of the cashier', () => {
  test('no cashier link; the cashier address shows the refusal; the API answers 403 FORBIDDEN', async ({ page }) => {
    await signIn(page, STAFF.contentOnly);
    await expect(navLink(page, 'Content')).toBeVisible();
    await expect(navLink(page, 'Cashier')).toHaveCount(0);

    await page.goto('/backoffice/cashier');
    await expect(page.getByTestId('cashier-table')).toContainText('Your role does not allow this for this merchant.');

    const answer = await page.evaluate(async (merchant) => {
      const response = await fetch(`/api/backoffice/cashier/deposits?merchantCode=${merchant}`, { headers: { accept: 'application/json' } });
      return { status: response.status, body: (await response.json()) as { success: boolean; code?: string } };
    }, DEFAULT_MERCHANT);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('FORBIDDEN');
  });

  test('a wrong TOTP code is refused with a translated message and no session', async ({ page }) => {
    await page.goto('/backoffice/');
    await page.evaluate(() => localStorage.setItem('backoffice.lang', 'PT'));
    await page.reload();
    await page.getByLabel('Nome de utilizador').fill(STAFF.contentOnly.name);
    await page.getByLabel('Palavra-passe', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Nome, palavra-passe ou código errados.')).toBeVisible();
    await page.getByLabel('Palavra-passe', { exact: true }).fill(STAFF.contentOnly.password);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Código de autenticação').fill('000000');
    await page.getByRole('button', { name: 'Verificar e entrar' }).click();
    await expect(page.getByText('Nome, palavra-passe ou código errados.')).toBeVisible();
    const me = await page.evaluate(async () => (await fetch('/api/backoffice/session/me')).status);
    expect(me).toBe(401);
  });
});
