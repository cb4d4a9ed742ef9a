import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { BRANDS, brandUrl } from './support/brand-url';
import { skipAnnouncementPopup } from './support/shell';

/**
 * Issue 20 §1: every game, vendor and category has art, and a new player's page loads every picture
 * it asks for. A failed image is any image request that fails or answers 400 or more, on any host.
 */

interface FailedImage {
  url: string;
  why: string;
}

function recordFailedImages(page: Page): FailedImage[] {
  const failed: FailedImage[] = [];
  page.on('requestfailed', (request) => {
    const why = request.failure()?.errorText ?? 'failed';
    // A navigation cancels the previous page's pictures still in flight (slow under load): that is
    // the test moving on, not an image that cannot load. Every page's own images are still checked.
    if (request.resourceType() === 'image' && why !== 'net::ERR_ABORTED') failed.push({ url: request.url(), why });
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400) {
      failed.push({ url: response.url(), why: String(response.status()) });
    }
  });
  return failed;
}

/** Scrolls to the bottom a screen at a time, so every lazy picture below the fold is asked for. */
async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 40; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForLoadState('networkidle');
    if (atBottom) break;
  }
}

/** Every tile shows its picture, loaded (no letters in its place); returns how many tiles it saw. */
async function expectArtOnEveryTile(page: Page): Promise<number> {
  await expect(page.getByTestId('game-image-fallback')).toHaveCount(0);
  const tiles = page.getByTestId('game-tile');
  const count = await tiles.count();
  for (let i = 0; i < count; i++) {
    const tile = tiles.nth(i);
    // Art loads lazily: each tile is brought into view, then its picture must arrive.
    await tile.scrollIntoViewIfNeeded();
    const art = tile.locator('img[data-testid="game-art"], [data-testid="game-art"] img');
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: `art of tile ${await tile.getAttribute('data-game-code')}`,
      })
      .toBe(true);
  }
  return count;
}

for (const brand of BRANDS) {
  test.describe(`art on the ${brand.id} brand`, () => {
    test('home, each category page and promotions load every image, and every tile and menu item has art', async ({ page }) => {
      test.setTimeout(300_000);
      await skipAnnouncementPopup(page);
      const failed = recordFailedImages(page);

      await page.goto(brandUrl(brand.id, '/'));
      await expect(page.getByTestId('home-page')).toBeVisible();
      const nav = page.getByTestId('header-nav');
      // Each menu category has its own icon, drawn or the brand's own, and it loads.
      // The fixed links (home, promotions) draw first; the game categories follow
      // once the catalogue answers, so wait for them before counting.
      // A one-row header (Royal's look) keeps what fits in the bar, each with its icon, and lists
      // the rest in its "More" menu: the categories to visit are both.
      const icons = nav.locator('[data-testid^="category-icon-"]');
      const barLinks = nav.locator('a[data-testid^="nav-"]:not([data-testid^="nav-vendor-"])');
      const links = nav.locator('a[data-testid^="nav-"]:not([data-testid^="nav-vendor-"]), a[data-testid^="more-nav-"]');
      await expect.poll(() => links.count(), { timeout: 30_000 }).toBeGreaterThan(4);
      await expect.poll(async () => (await icons.count()) >= (await barLinks.count()) && (await barLinks.count()) > 0).toBe(true);
      const paths = await links.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      const categories = paths.filter((p) => p !== '/' && p !== '/promotions' && p !== '/down' && p !== '/cockfight');
      expect(categories.length).toBeGreaterThan(3);

      let tilesSeen = 0;
      for (const path of ['/', ...categories, '/promotions']) {
        await page.goto(brandUrl(brand.id, path));
        await page.waitForLoadState('networkidle');
        await scrollThrough(page);
        tilesSeen += await expectArtOnEveryTile(page);
        // The icons are CC BY 3.0: the footer credits them on every page.
        await page.getByTestId('app-footer').scrollIntoViewIfNeeded();
        await expect(page.getByTestId('footer-art-credit')).toContainText('CC BY 3.0');
        expect(failed, `failed image requests after ${path}`).toEqual([]);
      }
      expect(tilesSeen).toBeGreaterThan(20);
    });
  });
}
