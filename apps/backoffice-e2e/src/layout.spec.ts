import { expect, test, type Page } from '@playwright/test';
import { STAFF } from './support/env';
import { BACKOFFICE_VIEWPORTS, BackofficeLayoutSweep, type BackofficeLayoutException } from './support/layout-sweep';
import { signIn } from './support/staff';

/**
 * Problems the check finds in files its owner may not change, each naming the file to fix.
 * Remove an entry once it is fixed: the check then guards the fix.
 */
const EXCEPTIONS: BackofficeLayoutException[] = [];

/** Every screen of the shell's navigation (libs/backoffice/feature-shell/src/nav-items.ts), and one player's page. */
const SCREENS = ['/dashboard', '/cashier', '/players', 'player', '/content', '/lottery', '/agents', '/support', '/audit', '/staff', '/system'] as const;

test.describe('issue 22: the back office\'s layout at 1440 and 768 px, EN and PT', () => {
  // One owner signs in once; the tests share the page. A bound for a loaded 2-core machine, not a wait.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let page: Page;
  let sweep: BackofficeLayoutSweep;
  let playerPath = '';

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    // axe runs in a page of a context of our own (browser.newContext), as in the player app's check.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    page = await context.newPage();
    await page.setViewportSize(BACKOFFICE_VIEWPORTS[0]);
    await signIn(page, STAFF.ownerLayout);
    // One player's page: the first of the demo players the list shows.
    await page.goto('/backoffice/players');
    const first = page.getByTestId('players-table').locator('a[href*="/players/"]').first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    playerPath = (await first.getAttribute('href'))?.replace(/^\/backoffice/, '') ?? '';
    expect(playerPath).toMatch(/^\/players\/\d+$/);
    sweep = new BackofficeLayoutSweep(page, EXCEPTIONS);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  for (const language of ['EN', 'PT'] as const) {
    // eslint-disable-next-line no-empty-pattern -- the tests share the page signed in once above
    test(`${language}: every screen at 1440×900 and 768×1024`, async ({}, testInfo) => {
      await sweep.useLanguage(language);
      for (const [index, screen] of SCREENS.entries()) {
        const path = screen === 'player' ? playerPath : screen;
        // Every other screen is loaded wide and narrowed, the rest the other way: both a fresh load
        // and a resize are checked at each width.
        const viewports = index % 2 === 0 ? BACKOFFICE_VIEWPORTS : [...BACKOFFICE_VIEWPORTS].reverse();
        await sweep.checkScreen(`${language} ${screen}`, path, viewports, language === 'EN');
      }
      sweep.report(testInfo, `${language} screens`);
    });
  }
});
