import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Records every CSP violation the page reports (Trusted Types ones included). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => list.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe('content security policy and Trusted Types (ASVS V14, the proof-harness issue)', () => {
  test('the app renders announcements and promotions with no CSP or Trusted Types violation', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    const modal = page.getByTestId('publicModal');
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('announcement-detail')).not.toBeEmpty();
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await page.goto('/promotions');
    await expect(page.getByTestId('promotion-detail')).not.toBeEmpty();
    expect(await violations()).toEqual([]);
  });

  test('a raw string can no longer reach innerHTML: Trusted Types are enforced', async ({ page }) => {
    await page.goto('/');
    const outcome = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<img src=x onerror=alert(1)>';
        return 'assigned';
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(outcome).toBe('TypeError');
  });
});
