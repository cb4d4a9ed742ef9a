import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { findLayoutProblems } from '@platform/shared/e2e-layout';

/**
 * Issue 21 §1: the member centre on phones. A logged-in demo member opens every page of the
 * centre with real taps at 360×740 and 390×844, in English and Portuguese, and every page must
 * open (not blank), show no raw i18n key and have no element wider than the screen or than the
 * scrolling box it sits in. At 1440 px the centre stays a popup.
 */
const DEMO = { account: 'demo01', password: 'Demo1234' };
const CENTRE = '[data-testid="memberCentreModal"]';
/** The spec's 13 menu pages plus player protection. */
const MIN_PAGES = 13;

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;
const LANGUAGES = [
  { code: 'EN', close: 'Close' },
  { code: 'PT', close: 'Fechar' },
] as const;

/** Chooses the language before the app boots, through the keys the app reads (libs/shared/i18n LANGUAGE_STORAGE_KEYS). */
async function useLanguage(page: Page, code: string) {
  await page.addInitScript((lang) => {
    localStorage.setItem('lang', lang);
    localStorage.setItem('hisLang', lang);
  }, code);
}

/** The after-login announcements (and Royal's offer) may open over the centre: close them in either language. */
async function closeAnnouncementsInTheWay(page: Page) {
  await page.addLocatorHandler(page.getByTestId('publicModal'), async (modal) => {
    await modal
      .getByTestId('publicModal-title-bar')
      .getByRole('button')
      .click({ timeout: 1_000 })
      .catch(() => undefined);
  });
}

async function logInAsDemo(page: Page, tap: boolean) {
  await page.goto('/login');
  const popup = page.getByTestId('loginPopupModal');
  await popup.getByTestId('login-username').fill(DEMO.account);
  await popup.getByTestId('login-password').fill(DEMO.password);
  const submit = popup.getByTestId('login-submit');
  await (tap ? submit.tap() : submit.click());
  await expect(page.getByTestId('member-account').first()).toHaveText(DEMO.account, { timeout: 15_000 });
}

/** Opens one page of the centre by tapping its tab and waits until it has loaded something to show. */
async function openPage(centre: Locator, id: string, tap: boolean) {
  const tab = centre.getByTestId(`mc-${id}`);
  await (tap ? tab.tap() : tab.click());
  await expect(tab).toHaveAttribute('aria-current', 'page');
  const content = centre.getByTestId('member-centre-page');
  await expect(content.getByTestId('spinner')).toHaveCount(0, { timeout: 15_000 });
  // Not blank: the page rendered text of its own (a title at least).
  await expect(content).not.toBeEmpty();
  await expect(content.getByRole('heading').first()).toBeVisible();
}

async function expectNoLayoutProblems(page: Page, where: string) {
  const problems = await findLayoutProblems(page, { root: CENTRE });
  expect(problems, `${where}: ${JSON.stringify(problems.slice(0, 5))}`).toEqual([]);
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(pageOverflow, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
}

async function menuPages(centre: Locator): Promise<string[]> {
  const ids = await centre.getByTestId('member-centre-menu').locator('button[data-testid^="mc-"]').evaluateAll((buttons) =>
    buttons.map((button) => (button.getAttribute('data-testid') ?? '').replace(/^mc-/, '')),
  );
  expect(ids.length).toBeGreaterThanOrEqual(MIN_PAGES);
  return ids;
}

test.describe('member centre on phones (issue 21 §1)', () => {
  for (const viewport of PHONES) {
    for (const language of LANGUAGES) {
      test.describe(`${viewport.width}×${viewport.height} ${language.code}`, () => {
        test.use({ viewport, hasTouch: true, isMobile: true });

        test('every page opens full screen by tap, with nothing wider than the screen and no raw key', async ({ page }) => {
          test.setTimeout(180_000);
          await useLanguage(page, language.code);
          await closeAnnouncementsInTheWay(page);
          await logInAsDemo(page, true);
          await page.goto('/?memberCenter=securityCenter');
          const centre = page.locator(CENTRE);
          await expect(centre).toBeVisible({ timeout: 15_000 });

          // A full-screen sheet, not a popup squeezed into the phone.
          const box = await centre.boundingBox();
          expect(box?.width).toBe(viewport.width);
          expect(box?.x).toBe(0);

          for (const id of await menuPages(centre)) {
            await openPage(centre, id, true);
            await expectNoLayoutProblems(page, `${viewport.width}px ${language.code} ${id}`);
          }

          // The sheet's own close button takes the player back to the page they came from.
          await centre.getByTestId('memberCentreModal-title-bar').getByRole('button', { name: language.close }).tap();
          await expect(centre).toHaveCount(0);
        });
      });
    }
  }
});

test.describe('member centre on a desktop (issue 21 §1: it stays a popup)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('opens as a 960 px popup with the menu beside the page; wallet, withdraw and profit fit; Escape closes it', async ({ page }) => {
    test.setTimeout(90_000);
    await closeAnnouncementsInTheWay(page);
    await logInAsDemo(page, false);
    await page.goto('/?memberCenter=transferFund');
    const centre = page.locator(CENTRE);
    await expect(centre).toBeVisible({ timeout: 15_000 });
    const box = await centre.boundingBox();
    expect(box?.width).toBe(960);
    const menu = await centre.getByTestId('member-centre-menu').boundingBox();
    const content = await centre.getByTestId('member-centre-page').boundingBox();
    // The menu is a column beside the page, not a strip above it.
    expect(menu && content && menu.x + menu.width <= content.x).toBe(true);

    for (const id of ['transferFund', 'withdraw', 'personalProfit']) {
      await openPage(centre, id, false);
      await expectNoLayoutProblems(page, `1440px ${id}`);
    }
    await openPage(centre, 'transferFund', false);
    // Summaries first (issue 21 §2): the total, then the main wallet.
    await expect(centre.getByTestId('wallet-total')).toBeVisible();
    await expect(centre.getByTestId('wallet-MAIN')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(centre).toHaveCount(0);
  });
});
