import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { closeAnnouncementsInTheWay, expect, test } from './support/fixtures';
import { brandUrl, BRANDS } from './support/brand-url';
import { registerFreshPlayer } from './support/player';
import { gameMenus, putAnnouncement, skipAnnouncementPopup } from './support/shell';
import { uniqueUsername } from './support/unique';

/** The spec's language storage keys (lang, hisLang): the app starts in that language. */
async function startIn(page: Page, language: 'EN' | 'PT') {
  await page.addInitScript((code) => {
    localStorage.setItem('lang', code);
    localStorage.setItem('hisLang', code);
  }, language);
}

test.describe('issue 26 rules in the shell', () => {
  test('§2 "the hash target is scrolled to": /promotions#7 in a 1280×320 window shows promotion 7', async ({ page, request }) => {
    await skipAnnouncementPopup(page);
    const ids = ((await (await request.get('/api/content/promotions?language=EN')).json()) as { value: { id: number }[] }).value.map((p) => p.id);
    const last = ids.at(-1);
    expect(last, 'the gateway serves no promotion').toBeDefined();
    await page.setViewportSize({ width: 1280, height: 320 });
    await page.goto(`/promotions#${last}`);
    await expect(page.getByTestId(`promotion-item-${last}`)).toBeInViewport();
  });

  test('§2 "the hash target is scrolled to": following the home banner to /promotions#1', async ({ page }) => {
    await skipAnnouncementPopup(page);
    await page.setViewportSize({ width: 1280, height: 320 });
    await page.goto('/');
    // The carousel loops: the banner that links to promotion 1 is the one whose link says so.
    const banner = page.locator('[data-testid="banner-link"][href="/promotions#1"]').first();
    await expect(banner).toBeAttached();
    await banner.dispatchEvent('click');
    await expect(page).toHaveURL(/\/promotions#1$/);
    await expect(page.getByTestId('promotion-item-1')).toBeInViewport();
  });

  test('§2 "A cockfight click launches the game directly with its first vendor": a member gets the game window', async ({ page, request }) => {
    const first = (await gameMenus(request)).find((c) => c.gameCategory === 'COCKFIGHT')?.vendors[0];
    expect(first, 'the gateway serves no cockfight vendor').toBeDefined();
    await closeAnnouncementsInTheWay(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await registerFreshPlayer(page, 'cock');
    const opened = page.context().waitForEvent('page');
    await page.getByTestId('nav-cockfight').click();
    const game = await opened;
    await game.waitForURL(/\/api\/games\/vendor-sim\/play\?/);
    expect(new URL(game.url()).searchParams.toString()).toContain(first?.vassalage ?? '?');
    // The site itself stays where it was: no game list in between.
    await expect(page).toHaveURL(/\/$/);
  });

  test('§2 cockfight: a guest gets the login popup', async ({ page }) => {
    await skipAnnouncementPopup(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await page.getByTestId('nav-cockfight').click();
    await expect(page.getByTestId('loginPopupModal')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('§4 "Logged-in users get execution A (and F on first login)": a newly registered player sees the F items', async ({ page, request }) => {
    const title = `First login ${uniqueUsername('f')}`;
    await putAnnouncement(request, { title, content: '<p>Welcome aboard</p>', execution: 'F', type: 'PU' });
    const username = uniqueUsername('newf');
    await page.goto('/register');
    const popup = page.getByTestId('registerModal');
    await popup.getByTestId('register-username').fill(username);
    await popup.getByTestId('register-password').fill('Secret123');
    await popup.getByTestId('register-confirmPassword').fill('Secret123');
    await popup.getByTestId('age-confirm').check();
    await popup.getByTestId('register-submit').click();
    const announcements = page.getByTestId('publicModal');
    await expect(announcements).toBeVisible({ timeout: 15_000 });
    await expect(announcements.getByText(title).first()).toBeVisible();
  });

  test('/seamless and /description show their pages, header only, not "No data"', async ({ page }) => {
    await skipAnnouncementPopup(page);
    await page.goto('/seamless');
    await expect(page.getByTestId('seamless-lobbies').getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('data-layout', 'header-only');
    await page.goto('/description');
    await expect(page.getByTestId('description-screen').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('data-layout', 'header-only');
    await expect(page.getByText('No data', { exact: true })).toHaveCount(0);
  });

  test('localised amounts: in PT the winner board writes "ganhou R$ 1.234,50" with two decimals', async ({ page }) => {
    await startIn(page, 'PT');
    await registerFreshPlayer(page, 'ptamt');
    // The announcement popup a login opens (spec §4), closed by its Portuguese button.
    const announcements = page.getByTestId('publicModal');
    await expect(announcements).toBeVisible();
    await announcements.getByRole('button', { name: 'Fechar' }).first().click();
    await expect(announcements).toHaveCount(0);
    // The merchant's currency comes with the wallet's answer.
    await expect(page.getByTestId('balance-amount')).toHaveText(/R\$/);
    await page.getByTestId('winner-board').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('winner-board').getByTestId('winner-amount').first()).toBeVisible();
    const amounts = await page.getByTestId('winner-board').getByTestId('winner-amount').allTextContents();
    expect(amounts.length).toBeGreaterThan(0);
    for (const text of amounts) expect(text).toMatch(/^ganhou R\$\s\d{1,3}(\.\d{3})*,\d{2}$/);
  });
});

test.describe('issue 21 §3 a compact phone header', () => {
  for (const width of [360, 390]) {
    test(`is at most 64 px tall at ${width} px for a member, with sign-out and the last login in its menu`, async ({ page }) => {
      await closeAnnouncementsInTheWay(page);
      await page.setViewportSize({ width, height: 800 });
      const account = await registerFreshPlayer(page, 'phone');
      const header = page.getByTestId('app-header');
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await expect(page.getByTestId('header-deposit')).toBeVisible();
      await expect(page.getByTestId('balance-refresh')).toBeVisible();
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.getByTestId('user-menu').click();
      await expect(page.getByRole('menu')).toContainText(account);
      await expect(page.getByTestId('user-menu-signOut')).toBeVisible();
      await page.getByTestId('user-menu-signOut').click();
      await expect(page.getByTestId('header-open-login')).toBeVisible();
    });

    test(`is at most 64 px tall at ${width} px for a guest, in EN and PT`, async ({ page }) => {
      await skipAnnouncementPopup(page);
      await page.setViewportSize({ width, height: 800 });
      for (const language of ['EN', 'PT'] as const) {
        await page.goto('/');
        await page.evaluate((code) => {
          localStorage.setItem('lang', code);
          localStorage.setItem('hisLang', code);
        }, language);
        await page.reload();
        await expect(page.getByTestId('header-open-login')).toBeVisible();
        expect((await page.getByTestId('app-header').boundingBox())?.height, language).toBeLessThanOrEqual(64);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), language).toBeLessThanOrEqual(0);
      }
      await page.getByTestId('header-open-login').click();
      await expect(page.getByTestId('loginPopupModal')).toBeVisible();
    });
  }
});

test.describe('issue 21 §5 the category bar in Portuguese', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
    await startIn(page, 'PT');
  });

  for (const brand of BRANDS) {
    test(`keeps one line at 1440 px on the ${brand.id} brand, long labels cut with a tooltip`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(brandUrl(brand.id, '/'));
      const list = page.getByTestId('header-nav-list');
      await expect(list.locator('a[data-testid^="nav-"]').first()).toBeVisible();
      const tops = await list.locator(':scope > li:not([data-overflow]):not([data-hidden])').evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, 'items on more than one line').toBe(1);
      const spills = await list.locator('a[data-testid^="nav-"]:not([data-testid^="nav-vendor-"])').evaluateAll((links) =>
        links.filter((link) => link.scrollWidth > link.clientWidth + 1 || !link.getAttribute('title')).map((link) => link.textContent),
      );
      expect(spills).toEqual([]);
    });
  }

  test('collapses what does not fit into "More", which works from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    const more = page.getByTestId('nav-more');
    await expect(more).toBeVisible();
    await more.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('nav-more-menu');
    await expect(panel).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
    const inMore = await panel.getByRole('link').count();
    expect(inMore).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(more).toBeFocused();
  });
});

test('axe landmark-unique: home has no two landmarks of the same role and name', async ({ page }) => {
  await skipAnnouncementPopup(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('header-nav')).toBeVisible();
  await page.getByTestId('winner-board').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('app-footer')).toBeAttached();
  const results = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
});
