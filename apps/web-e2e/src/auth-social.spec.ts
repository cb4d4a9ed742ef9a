import { accountTest as test, expect } from './support/fixtures';
import { E2E_GATEWAY_PORT } from './support/e2e-env';

test('social login goes through the OpenID provider and comes back logged in', async ({ page }) => {
  await page.goto(`http://royal.localhost:${E2E_GATEWAY_PORT}/login`);
  const popup = page.getByTestId('loginPopupModal');
  await popup.getByRole('link', { name: 'Continue with Google' }).click();

  // The provider's own sign-in form (a real OIDC authorization-code flow).
  await expect(page).toHaveURL(/127\.0\.0\.1:3211\/interaction\//);
  await page.locator('input[name="login"]').fill('socialfan');
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();

  await expect(page.getByTestId('header-account')).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
});
