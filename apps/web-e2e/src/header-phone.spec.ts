import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { brandUrl } from './support/brand-url';

/**
 * The member's one-row phone header (issue 21 §3) side by side: on a 360 px phone in PT,
 * "R$ 10.000,00" beside "Depositar" once ran 44 px over the logo on both password brands, which
 * the layout check (widths against the viewport) cannot see. Each control must start where the
 * one before it ends, inside the screen.
 */
const ROW = ['hamburger', 'logo-home', 'balance-amount', 'balance-refresh', 'header-deposit', 'user-menu'] as const;

async function rowEdges(page: Page): Promise<{ id: string; left: number; right: number }[]> {
  return page.evaluate((ids) => {
    return ids.map((id) => {
      const box = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
      return { id, left: box ? box.left : Number.NaN, right: box ? box.right : Number.NaN };
    });
  }, ROW);
}

for (const brand of ['default', 'royal'] as const) {
  test(`${brand}: a member's phone header keeps the logo, balance, refresh, Deposit and the account apart`, async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('publicModalClosed', '1');
      // Royal offers a deposit limit once per tab (protection.spec.ts covers it): answered, as a player would.
      sessionStorage.setItem('depositLimitOfferAnswered', '1');
    });
    // The royal test gateway's reality check comes every 20 s: continue whenever it stands in the way.
    await page.addLocatorHandler(page.getByTestId('reality-continue'), (button) => button.click());
    await page.goto(brandUrl(brand, '/login'));
    const popup = page.getByTestId('loginPopupModal');
    await popup.getByTestId('login-username').fill('demo01');
    await popup.getByTestId('login-password').fill('Demo1234');
    await popup.getByTestId('login-submit').click();
    await expect(popup).toHaveCount(0);

    for (const [language, width, amount, deposit] of [
      ['PT', 360, /^R\$\s10\.000,00$/, 'Depositar'],
      ['EN', 390, /^R\$\s?10,000\.00$/, 'Deposit'],
      ['PT', 412, /^R\$\s10\.000,00$/, 'Depositar'],
    ] as const) {
      await page.evaluate((lang) => {
        localStorage.setItem('lang', lang);
        localStorage.setItem('hisLang', lang);
      }, language);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(brandUrl(brand, '/'));
      await expect(page.getByTestId('balance-amount')).toHaveText(amount);
      // Under 400 px Deposit is a "+" that keeps its name; from 400 px it reads in full.
      await expect(page.getByRole('link', { name: deposit, exact: true })).toBeVisible();
      const depositWidth = (await page.getByTestId('header-deposit').boundingBox())?.width ?? Number.NaN;
      if (width < 400) expect(depositWidth).toBeLessThanOrEqual(44);
      else expect(depositWidth).toBeGreaterThan(44);
      const edges = await rowEdges(page);
      const where = `${brand} ${language} ${width} px: ${JSON.stringify(edges)}`;
      expect(edges[0]?.left, where).toBeGreaterThanOrEqual(0);
      expect(edges.at(-1)?.right, where).toBeLessThanOrEqual(width);
      for (let i = 1; i < edges.length; i += 1) {
        expect(edges[i]?.left, where).toBeGreaterThanOrEqual(edges[i - 1]?.right ?? Number.NaN);
      }
    }
  });
}
