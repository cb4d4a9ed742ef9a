import { expect, test } from '@playwright/test';

test('a route needing login redirects /lottery to /login when there is no token', async ({ page }) => {
  await page.goto('/lottery');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('an unknown deep link is served the SPA, not a 404', async ({ page }) => {
  const response = await page.goto('/some/unknown/deep/link?x=1');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await expect(page.getByTestId('app-header')).toBeVisible();
});

test('a language switch to PT changes the texts and survives a reload', async ({ page }) => {
  await page.goto('/some/unknown/page');
  await page.getByTestId('language-select').selectOption('PT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});
