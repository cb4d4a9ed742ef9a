import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { findLayoutProblems } from '@platform/shared/e2e-layout';

/**
 * Issue 21 §1-2: the agent centre on every screen. The demo agent opens every page of the centre
 * at 360×740 and 390×844 with real taps (a full-screen sheet whose menu is a page of its own, with
 * a back button on every page) and at 1440×900 (a popup with the menu beside the page), in English
 * and Portuguese. Every page must open (not blank), show no raw i18n key, and have no element wider
 * than the screen or than the scrolling box it sits in; no menu label may be clipped.
 */
const AGENT = { account: 'agent01', password: 'Agent1234' };
const CENTRE = '[data-testid="agentCentreModal"]';
/** The records shown in the menu only with a dividend or daily salary contract: opened by their URL. */
const CONTRACT_PAGES = ['dividendRecord', 'dailyWages'];
/** The spec's menu less those two. */
const MIN_MENU_PAGES = 11;

const LANGUAGES = ['EN', 'PT'] as const;
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

/** Chooses the language before the app boots, through the keys the app reads (libs/shared/i18n LANGUAGE_STORAGE_KEYS). */
async function useLanguage(page: Page, code: string) {
  await page.addInitScript((lang) => {
    localStorage.setItem('lang', lang);
    localStorage.setItem('hisLang', lang);
    // The after-login announcement popup is not what this spec is about.
    sessionStorage.setItem('publicModalClosed', '1');
  }, code);
}

async function logInAsAgent(page: Page, tap: boolean) {
  await page.goto('/login');
  const popup = page.getByTestId('loginPopupModal');
  await popup.getByTestId('login-username').fill(AGENT.account);
  await popup.getByTestId('login-password').fill(AGENT.password);
  const submit = popup.getByTestId('login-submit');
  await (tap ? submit.tap() : submit.click());
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token')), { timeout: 15_000 }).toBeTruthy();
}

/** Waits until the page has loaded something to show: no spinner, and a heading of its own. */
async function expectPageShown(centre: Locator, where: string) {
  const content = centre.getByTestId('agent-centre');
  await expect(content.getByTestId('spinner'), `${where}: still loading`).toHaveCount(0, { timeout: 15_000 });
  await expect(content.getByRole('heading', { level: 2 }).first(), `${where}: blank page`).toBeVisible();
  expect((await content.innerText()).trim().length, `${where}: blank page`).toBeGreaterThan(20);
}

async function expectNoLayoutProblems(page: Page, where: string) {
  const problems = await findLayoutProblems(page, { root: CENTRE });
  expect(problems, `${where}: ${JSON.stringify(problems.slice(0, 5))}`).toEqual([]);
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(pageOverflow, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Menu labels wrap instead of being cut: no item's text is wider or taller than its button. */
async function expectWholeLabels(menu: Locator, where: string) {
  const clipped = await menu.locator('button[data-testid^="ac-"]').evaluateAll((buttons) =>
    buttons.filter((b) => b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1).map((b) => b.textContent),
  );
  expect(clipped, `${where}: clipped menu labels`).toEqual([]);
}

async function menuPages(menu: Locator): Promise<string[]> {
  const ids = await menu.locator('button[data-testid^="ac-"]').evaluateAll((buttons) =>
    buttons.map((button) => (button.getAttribute('data-testid') ?? '').replace(/^ac-/, '')),
  );
  expect(ids.length).toBeGreaterThanOrEqual(MIN_MENU_PAGES);
  return ids;
}

test.describe('agent centre on phones and desktop (issue 21 §1-2)', () => {
  // Up to 13 pages per run, each checked element by element, on a machine other journeys share.
  test.describe.configure({ timeout: 360_000 });

  for (const phone of PHONES) {
    test.describe(`${phone.width}×${phone.height}`, () => {
      test.use({ viewport: phone, hasTouch: true, isMobile: true });
      for (const language of LANGUAGES) {
        test(`${language}: a full-screen sheet; every page opens from the menu page and goes back to it, and fits`, async ({ page }) => {
          await useLanguage(page, language);
          await logInAsAgent(page, true);
          await page.goto('/?agentCenter=menu');
          const centre = page.getByTestId('agentCentreModal');
          const menu = centre.getByTestId('agent-centre-menu');
          await expect(menu).toBeVisible({ timeout: 15_000 });
          const box = await centre.boundingBox();
          expect(box?.width, 'the sheet fills the screen').toBe(phone.width);
          expect(box?.height, 'the sheet fills the screen').toBe(phone.height);
          await expectWholeLabels(menu, `${language} menu`);
          await expectNoLayoutProblems(page, `${language} menu`);

          for (const id of await menuPages(menu)) {
            const where = `${language} ${phone.width} ${id}`;
            await menu.getByTestId(`ac-${id}`).tap();
            await expect(menu).toBeHidden();
            await expectPageShown(centre, where);
            await expectNoLayoutProblems(page, where);
            await centre.getByTestId('ac-back').tap();
            await expect(menu.getByTestId(`ac-${id}`)).toBeFocused();
          }
          for (const id of CONTRACT_PAGES) {
            await page.goto(`/?agentCenter=${id}`);
            await expectPageShown(centre, `${language} ${phone.width} ${id}`);
            await expectNoLayoutProblems(page, `${language} ${phone.width} ${id}`);
          }
        });
      }
    });
  }

  for (const language of LANGUAGES) {
    test(`1440×900 ${language}: a popup with the menu beside every page, whole labels, nothing cut`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await useLanguage(page, language);
      await logInAsAgent(page, false);
      await page.goto('/?agentCenter=teamOverview');
      const centre = page.getByTestId('agentCentreModal');
      const menu = centre.getByTestId('agent-centre-menu');
      await expect(menu).toBeVisible({ timeout: 15_000 });
      const box = await centre.boundingBox();
      expect(box?.width, 'a popup, not a sheet').toBeLessThan(1440);
      await expectWholeLabels(menu, `${language} desktop menu`);
      for (const id of await menuPages(menu)) {
        const where = `${language} 1440 ${id}`;
        await menu.getByTestId(`ac-${id}`).click();
        await expect(menu.getByTestId(`ac-${id}`)).toHaveAttribute('aria-current', 'page');
        await expectPageShown(centre, where);
        await expectNoLayoutProblems(page, where);
      }
      for (const id of CONTRACT_PAGES) {
        await page.goto(`/?agentCenter=${id}`);
        await expectPageShown(centre, `${language} 1440 ${id}`);
        await expectNoLayoutProblems(page, `${language} 1440 ${id}`);
      }
    });
  }
});
