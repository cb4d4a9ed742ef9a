import { expect, test } from '@playwright/test';
import { E2E_GATEWAY_PORT } from './support/e2e-env';

/** Each brand is served on its own domain; *.localhost reaches 127.0.0.1 in Chromium. */
const brandUrl = (id: string, path = '/') => `http://${id}.localhost:${E2E_GATEWAY_PORT}${path}`;

async function primaryColour(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.querySelector('[data-testid="app-header"]') as Element).backgroundColor);
}

test.describe('white-label brands', () => {
  test('the default brand offers username login only, in its own primary colour', async ({ page }) => {
    await page.goto(brandUrl('default', '/login'));
    const popup = page.getByTestId('loginPopupModal');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('tab')).toHaveCount(0);
    await expect(popup.getByTestId('username-login-form')).toBeVisible();
    await expect(popup.getByTestId('sms-login-form')).toHaveCount(0);
    await expect(popup.getByTestId('free-play')).toBeVisible();
    expect(await primaryColour(page)).toBe('rgb(11, 110, 79)');
  });

  test('the SMS-first brand offers SMS login only, without free play, in its own colour', async ({ page }) => {
    await page.goto(brandUrl('lucky', '/login'));
    const popup = page.getByTestId('loginPopupModal');
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('sms-login-form')).toBeVisible();
    await expect(popup.getByTestId('username-login-form')).toHaveCount(0);
    await expect(popup.getByTestId('free-play')).toHaveCount(0);
    await expect(page.getByTestId('brand-name')).toHaveText('Lucky Star');
    expect(await primaryColour(page)).toBe('rgb(194, 24, 91)');
  });

  test('the agent brand shows its own name and theme', async ({ page }) => {
    await page.goto(brandUrl('royal'));
    await expect(page.getByTestId('home-page')).toBeVisible();
    const colour = await primaryColour(page);
    expect(colour).toBe('rgb(212, 175, 55)');
  });
});
