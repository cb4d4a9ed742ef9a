import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { skipAnnouncementPopup } from './support/shell';

test.describe('the home page (spec §2 "Home page")', () => {
  // The journeys run with reduced motion (playwright.config.ts: it spares the 2 CI cores the
  // marquee's and carousel's endless repaints); the home page is where a player meets that motion,
  // so these run with the browser's default, as most players have it.
  test.use({ reducedMotion: 'no-preference' });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await skipAnnouncementPopup(page);
  });

  test('shows the banner carousel, notice marquee and jackpot ticker first', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-banners').getByRole('region').first()).toBeVisible();
    await expect(page.getByTestId('notice-marquee')).toBeVisible();
    const amount = Number((await page.getByTestId('jackpot-amount').textContent())?.replace(/\D/g, ''));
    expect(amount).toBeGreaterThanOrEqual(31_000_000);
  });

  test('the notice marquee scrolls by default and is a still list under reduced motion', async ({ page }) => {
    const runningAnimations = () =>
      page
        .getByTestId('notice-marquee')
        .evaluate((bar) => bar.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length);
    await page.goto('/');
    await expect(page.getByTestId('notice-marquee').getByRole('listitem').first()).toBeVisible();
    await expect.poll(runningAnimations).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(runningAnimations).toBe(0);
    await expect(page.getByTestId('notice-marquee').getByRole('listitem').first()).toBeVisible();
  });

  test('opens a banner target by its linkageType', async ({ page }) => {
    await page.goto('/');
    const links = page.getByTestId('home-banners').getByTestId('banner-link');
    await expect(links.first()).toBeAttached();
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      if (/^https?:/.test(href)) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      } else {
        expect(href.startsWith('/')).toBe(true);
      }
    }
  });

  test('shows the biggest wins, 10 on each side, sorted by amount', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('winner-board').scrollIntoViewIfNeeded();
    const left = page.getByTestId('winners-left').getByTestId('winner-row');
    await expect(left).toHaveCount(10);
    await expect(page.getByTestId('winners-right').getByTestId('winner-row')).toHaveCount(10);
    const amounts = await page
      .getByTestId('winner-board')
      .getByTestId('winner-amount')
      .evaluateAll((nodes) => nodes.map((n) => Number(n.textContent?.replace(/[^\d.]/g, '').replace(/\.(?=.*\.)/g, ''))));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  test('shows the promotions carousel, with arrows for more than 3 promotions', async ({ page, request }) => {
    const promotions = ((await (await request.get('/api/content/promotions?language=EN')).json()) as { value: unknown[] }).value;
    await page.goto('/');
    const section = page.getByTestId('home-promotions');
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('[data-testid^="promotion-card-"]').first()).toBeVisible();
    await expect(section.getByRole('button', { name: 'Next' })).toHaveCount(promotions.length > 3 ? 1 : 0);
  });

  test('fills the game tabs (13 at most) with game tiles and lists the casino vendors', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('casino-list').scrollIntoViewIfNeeded();
    const hot = page.getByTestId('game-tab-panel-hot').getByTestId('game-tile');
    await expect(hot).toHaveCount(13);
    // Hot games are cached in session storage under HOT_GAMES until a refresh is asked for (spec §4).
    expect(await page.evaluate(() => sessionStorage.getItem('HOT_GAMES'))).toContain('"language":"EN"');

    await page.getByRole('tab', { name: 'Recommended' }).click();
    const recommended = page.getByTestId('game-tab-panel-recommended').getByTestId('game-tile');
    await expect(recommended.first()).toBeVisible();
    expect(await recommended.count()).toBeLessThanOrEqual(13);

    // A guest's favourites tab asks them to log in.
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page.getByTestId('game-tab-panel-favourite')).toContainText('Log in to see your favourite games');

    const casino = page.getByTestId('casino-list');
    await expect(casino.getByTestId('casino-rng').getByTestId('vendor-SPINX')).toHaveAttribute('href', '/gameListCenter/spinx/rng');
  });

  test('a language switch to PT translates the home page and survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-select').selectOption('PT');
    // The first category stays in the bar; in PT the later ones may fold into 'More' (issue 21 §5).
    await expect(page.getByTestId('nav-hot')).not.toHaveText('Hot');
    const text = await page.getByTestId('nav-hot').textContent();
    await page.reload();
    await expect(page.getByTestId('nav-hot')).toHaveText(text ?? '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  });

  test('has no serious or critical accessibility violations, nor does the login popup', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-jackpot')).toBeVisible();
    const home = await new AxeBuilder({ page }).analyze();
    const serious = (r: typeof home) =>
      r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious(home)).toEqual([]);
    await page.goto('/login');
    await expect(page.getByTestId('loginPopupModal')).toBeVisible();
    await page.waitForTimeout(300);
    const login = await new AxeBuilder({ page }).include('[data-testid="loginPopupModal"]').analyze();
    expect(serious(login)).toEqual([]);
  });
});
