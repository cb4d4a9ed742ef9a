import { closeAnnouncementsInTheWay, expect, test } from './support/fixtures';
import { expectLoggedInAs, loginWithPassword } from './support/auth-ui';
import { E2E_GATEWAY_PORT } from './support/e2e-env';
import { SPEC_NAV_ORDER, expectedHeaderMenu, expectedLotteryPath, gameMenus, skipAnnouncementPopup, type MenuCategory } from './support/shell';

// A one-row header (Royal's look) keeps the first categories in the bar and the rest, in order, in
// its "More" menu: both count, bar first.
const headerKeys = async (page: import('@playwright/test').Page) =>
  (await page
    .getByTestId('header-nav')
    .locator('a[data-testid^="nav-"]:not([data-testid^="nav-vendor-"]), a[data-testid^="more-nav-"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')?.replace(/^(more-)?nav-/, '')))) as string[];

test.describe('header navigation (spec §2)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await skipAnnouncementPopup(page);
  });

  test('lists the categories in the spec order, from hot to promotions, hiding those without vendors', async ({ page, request }) => {
    const menus = await gameMenus(request);
    await page.goto('/');
    await expect(page.getByTestId('nav-promotions')).toBeVisible();
    await expect.poll(() => headerKeys(page)).toEqual(expectedHeaderMenu(menus, SPEC_NAV_ORDER));
    const keys = await headerKeys(page);
    expect(keys[0]).toBe('hot');
    expect(keys.at(-1)).toBe('promotions');
  });

  test("follows a brand's own order and hides a category it has no vendors for", async ({ page }) => {
    const royal = `http://royal.localhost:${E2E_GATEWAY_PORT}`;
    await page.goto(`${royal}/`);
    // *.localhost resolves in Chromium only: ask for the brand's menus from the page.
    const menus = await page.evaluate(async () => {
      const response = await fetch('/api/games/menus?device=WEB');
      return ((await response.json()) as { value: MenuCategory[] }).value;
    });
    // Promotions is the last category: in the bar, or in the one-row header's "More" menu when the bar is full.
    await expect(page.getByTestId('header-nav').locator('[data-testid="nav-promotions"], [data-testid="more-nav-promotions"]').first()).toBeAttached();
    const royalOrder = ['home', 'live', 'sports', 'hot', 'lottery', 'rng', 'inHouse', 'fish', 'pvp', 'esports', 'promotions', 'down'];
    await expect.poll(() => headerKeys(page)).toEqual(expectedHeaderMenu(menus, royalOrder));
    expect(await headerKeys(page)).not.toContain('cockfight');
  });

  test('shows a category’s vendors in a drop menu on hover and on keyboard focus', async ({ page, request }) => {
    const live = (await gameMenus(request)).find((c) => c.gameCategory === 'LIVE');
    expect(!live?.vendors.length, 'the gateway serves no live vendors').toBe(false);
    await page.goto('/');
    const menu = page.getByTestId('nav-menu-live');
    await expect(menu).toBeHidden();
    await page.getByTestId('nav-live').hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(live?.vendors.length ?? 0);
    await page.mouse.move(0, 600);
    await expect(menu).toBeHidden();
    await page.getByTestId('nav-live').focus();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('a lottery click goes to the page of the first lottery vendor’s vassalage', async ({ page, request }) => {
    const expected = expectedLotteryPath(await gameMenus(request));
    await loginWithPassword(page, 'demo01', 'Demo1234');
    await expectLoggedInAs(page, 'demo01');
    await page.getByTestId('nav-lottery').click();
    await expect(page).toHaveURL(new RegExp(`${expected}$`));
    await expect(page.getByTestId('lottery-screen')).toBeVisible();
  });

  test('a cockfight click launches its first vendor: guests are asked to log in first', async ({ page, request }) => {
    const first = (await gameMenus(request)).find((c) => c.gameCategory === 'COCKFIGHT')?.vendors[0];
    expect(!first, 'the gateway serves no cockfight vendor').toBe(false);
    await page.goto('/');
    await page.getByTestId('nav-cockfight').click();
    await expect(page.getByTestId('loginPopupModal')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a cockfight click starts the first vendor’s game in the game window for a member', async ({ page, request }) => {
    const first = (await gameMenus(request)).find((c) => c.gameCategory === 'COCKFIGHT')?.vendors[0];
    expect(!first, 'the gateway serves no cockfight vendor').toBe(false);
    await closeAnnouncementsInTheWay(page);
    const username = `cock${Date.now().toString(36)}`.slice(0, 16);
    await page.goto('/register');
    const popup = page.getByTestId('registerModal');
    await popup.getByTestId('register-username').fill(username);
    await popup.getByTestId('register-password').fill('Secret123');
    await popup.getByTestId('register-confirmPassword').fill('Secret123');
    await popup.getByTestId('age-confirm').check();
    await popup.getByTestId('register-submit').click();
    await expect(page.getByTestId('header-account')).toBeVisible({ timeout: 15_000 });
    const opened = page.context().waitForEvent('page');
    await page.getByTestId('nav-cockfight').click();
    const game = await opened;
    await game.waitForURL(/\/api\/games\/vendor-sim\/play\?/);
    await expect(page).not.toHaveURL(/gameListCenter/);
  });

  test('the user menu offers the agent centre to agents only, and sign out goes to /', async ({ page }) => {
    await loginWithPassword(page, 'agent01', 'Agent1234');
    await expectLoggedInAs(page, 'agent01');
    await page.goto('/sports');
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'My account', 'Withdraw', 'Account record', 'Betting record', 'Agent centre', 'Sign out',
    ]);
    await page.getByTestId('user-menu-signOut').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-login')).toBeVisible();
  });

  test('the right-side bar shows the app-download QR codes at 1440 px', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('right-side-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('img', { name: /QR code/ })).toHaveCount(2);
  });
});

test.describe('small screens (375 px)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await skipAnnouncementPopup(page);
  });

  test('a hamburger opens the side menu, and the right-side bar is hidden', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('header-nav')).toBeHidden();
    await expect(page.getByTestId('right-side-bar')).toHaveCount(0);
    await page.getByTestId('hamburger').click();
    const side = page.getByTestId('side-menu');
    await expect(side).toBeVisible();
    await side.getByTestId('side-nav-promotions').click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(side).toHaveCount(0);
  });

  test('the page does not scroll sideways', async ({ page }) => {
    for (const path of ['/', '/sports', '/down', '/promotions']) {
      await page.goto(path);
      await expect(page.getByTestId('app-header')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
