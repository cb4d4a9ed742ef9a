import { expect, test } from '@playwright/test';
import { DEFAULT_MERCHANT } from './support/e2e-env';
import { setSystemStatus } from './support/operator';

test.describe('root rendering by system status', () => {
  test.afterEach(async ({ request }) => {
    await setSystemStatus(request, { merchantCode: DEFAULT_MERCHANT, maintenance: false, blockedIps: [] });
  });

  test('status 1 shows the maintenance page with its texts and a customer-service button', async ({
    page,
    request,
  }) => {
    await setSystemStatus(request, { merchantCode: DEFAULT_MERCHANT, maintenance: true });
    await page.goto('/');
    const maintenance = page.getByTestId('maintenance-page');
    await expect(maintenance).toBeVisible();
    await expect(maintenance.getByRole('heading')).toHaveText('Under maintenance');
    await expect(maintenance).toContainText('The site is under maintenance');
    await expect(maintenance.getByRole('button', { name: 'Customer service' })).toBeEnabled();

    await setSystemStatus(request, { merchantCode: DEFAULT_MERCHANT, maintenance: false });
    await page.reload();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('status 2 shows the IP-blocked page with the visitor IP', async ({ browser, request }) => {
    const visitorIp = '203.0.113.77';
    await setSystemStatus(request, { merchantCode: DEFAULT_MERCHANT, blockedIps: [visitorIp] });
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': visitorIp } });
    const page = await context.newPage();
    await page.goto('/');
    const blocked = page.getByTestId('ip-blocked-page');
    await expect(blocked).toBeVisible();
    await expect(blocked.getByRole('heading')).toHaveText('Access restricted');
    await expect(blocked.getByTestId('visitor-ip')).toContainText(visitorIp);
    await expect(blocked.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await context.close();
  });

  test('status 0 renders the app', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('brand-name')).toHaveText('Fortuna Play');
  });
});
