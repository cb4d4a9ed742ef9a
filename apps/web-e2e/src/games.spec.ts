import { accountTest as test, expect } from './support/fixtures';
import { registerFreshPlayer } from './support/player';
import { creditPlayer } from './support/wallet-operator';
import type { Page } from '@playwright/test';

const tiles = (page: Page) =>
  page.getByTestId('game-list-centre').getByTestId('game-grid').getByTestId('game-tile');

async function openSlots(page: Page) {
  await page.goto('/rng');
  await expect(page.getByTestId('game-list-screen')).toBeVisible();
  // Spec §9: the RNG list pages at 16.
  await expect(tiles(page)).toHaveCount(16);
}

test.describe('games (spec §2 "Game tile", "Game category filters", "Game launch"; §4 favourites; §9 page sizes)', () => {
  test('browses slots 16 at a time: load more, a classification filter and search by name', async ({
    page,
  }) => {
    await registerFreshPlayer(page, 'slots');
    await openSlots(page);

    await page.getByTestId('game-load-more').click();
    await expect(tiles(page)).toHaveCount(32);

    const filters = page.getByTestId('game-filters');
    await expect(filters.getByTestId('game-filter-NEW')).toBeVisible();
    await filters.getByTestId('game-filter-VP').click();
    await expect(filters.getByTestId('game-filter-VP')).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page).first()).toHaveAttribute('data-classify', 'VP');
    const classes = await tiles(page).evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute('data-classify')),
    );
    expect(new Set(classes)).toEqual(new Set(['VP']));

    await filters.getByTestId('game-filter-ALL').click();
    const name = (await tiles(page).nth(3).getByTestId('game-name').textContent()) ?? '';
    expect(name.length).toBeGreaterThan(2);
    await page.getByTestId('game-search').fill(name);
    await expect(tiles(page).first().getByTestId('game-name')).toContainText(name);
    const names = await tiles(page).getByTestId('game-name').allTextContents();
    for (const found of names) expect(found.toLowerCase()).toContain(name.toLowerCase());
  });

  test('switching vendor resets the filter slider to All', async ({ page }) => {
    await registerFreshPlayer(page, 'vend');
    await openSlots(page);
    await page.getByTestId('game-filter-RECENT').click();
    const slider = page.getByTestId('vendor-slider');
    const second = slider.getByRole('button').nth(1);
    const vassalage = ((await second.getAttribute('data-testid')) ?? '').replace('vendor-', '');
    await second.click();
    await expect(page.getByTestId('game-filter-ALL')).toHaveAttribute('aria-pressed', 'true');
    await expect(tiles(page).first()).toHaveAttribute('data-vassalage', vassalage);
  });

  test('favourites a game, sees it under the favourites filter, and unfavourites it', async ({
    page,
  }) => {
    await registerFreshPlayer(page, 'fav');
    await openSlots(page);
    const tile = tiles(page).nth(2);
    const nodeId = await tile.getAttribute('data-node-id');
    await tile.getByTestId('game-favourite').click();
    await expect(tile.getByTestId('game-favourite')).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('game-filter-FAV').click();
    await expect(tiles(page)).toHaveCount(1);
    const favourite = tiles(page).first();
    await expect(favourite).toHaveAttribute('data-node-id', nodeId ?? '');
    await expect(favourite.getByTestId('game-favourite')).toHaveAttribute('aria-pressed', 'true');

    // Spec §4: one toggle action per second; then removal drops it from the list at once.
    await page.waitForTimeout(1100);
    await favourite.getByTestId('game-favourite').click();
    await expect(tiles(page)).toHaveCount(0);
    await expect(page.getByTestId('game-list-centre')).toContainText('No games found');

    await page.reload();
    await page.getByTestId('game-filter-FAV').click();
    await expect(page.getByTestId('game-list-centre')).toContainText('No games found');
  });

  test('plays an in-house round: the balance changes and the game shows under recent', async ({
    page,
    request,
  }) => {
    const account = await registerFreshPlayer(page, 'pge');
    await creditPlayer(request, account, 100_00);
    await page.goto('/inHouse');
    await expect(page.getByTestId('balance-amount')).toHaveText(/100\.00$/);
    const dice = page.locator('[data-testid="game-tile"][data-game-code="PGE_DICE"]');
    await dice.getByTestId('game-play').click();

    const popup = page.getByTestId('inHouseGame');
    await expect(popup).toBeVisible();
    await popup.getByTestId('round-bet').fill('2.00');
    await popup.getByTestId('round-pick').selectOption('HIGH');
    await popup.getByTestId('round-play').click();
    const balance = popup.getByTestId('round-balance');
    await expect(balance).toHaveText(/\d/);
    const after = (await balance.textContent()) ?? '';
    // Dice pays 0, 2x or 5x the bet, so the balance always moves: 98.00, 102.00 or 108.00.
    expect(['98.00', '102.00', '108.00']).toContain(after);
    await expect(page.getByTestId('balance-amount')).toHaveText(
      new RegExp(`${after.replace('.', '\\.')}$`),
    );

    await popup.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('game-filter-RECENT').click();
    await expect(tiles(page).first()).toHaveAttribute('data-game-code', 'PGE_DICE');
  });

  test('launches the simulated vendor in the game window: transfer in, play a round, return, and the header balance follows', async ({
    page,
    request,
  }) => {
    const account = await registerFreshPlayer(page, 'vsim');
    await creditPlayer(request, account, 100_00);
    await page.goto('/rng');
    await expect(page.getByTestId('balance-amount')).toHaveText(/100\.00$/);
    const game = tiles(page).first();
    await expect(game).not.toHaveAttribute('data-vassalage', 'PGE');

    // Play Now opens the game window inside the click; the signed launch URL follows the answer.
    const opened = page.context().waitForEvent('page');
    await game.getByTestId('game-play').click();
    const vendor = await opened;
    await vendor.waitForURL(/\/api\/games\/vendor-sim\/play\?/);
    // GAME_LAUNCH_ORIGIN=request: the launch URL is on the site's own origin, signature and expiry intact.
    expect(new URL(vendor.url()).origin).toBe(new URL(page.url()).origin);
    await expect(vendor.getByText('Simulated vendor', { exact: true })).toBeVisible();
    await expect(vendor.locator('#main')).toHaveText('100.00');
    await expect(vendor.locator('#vendor')).toHaveText('0.00');

    await vendor.getByLabel('Amount').fill('10.00');
    await vendor.getByRole('button', { name: 'Transfer in' }).click();
    await expect(vendor.locator('#main')).toHaveText('90.00');
    await expect(vendor.locator('#vendor')).toHaveText('10.00');
    // Moved out of MAIN into the vendor wallet: the site's header shows the main wallet.
    await expect(page.getByTestId('balance-amount')).toHaveText(/90\.00$/, { timeout: 15_000 });

    await vendor.getByRole('button', { name: /Play a round/ }).click();
    await expect(vendor.locator('#round')).toContainText('Bet 1.00');
    const round = (await vendor.locator('#round').textContent()) ?? '';
    const won = /won (\d+\.\d{2})/.exec(round)?.[1];
    expect(round).toContain('Bet 1.00');
    expect(['0.00', '2.00']).toContain(won);
    const inVendor = (10 - 1 + Number(won)).toFixed(2);
    await expect(vendor.locator('#vendor')).toHaveText(inVendor);

    await vendor.getByRole('button', { name: 'Return to the site' }).click();
    // The vendor wallet comes back to MAIN and the window returns to the site.
    await vendor.waitForURL((url) => url.pathname === '/');
    const expected = (90 + Number(inVendor)).toFixed(2);
    await expect(page.getByTestId('balance-amount')).toHaveText(new RegExp(`${expected.replace('.', '\\.')}$`), {
      timeout: 15_000,
    });
    await vendor.close();
  });

  test("the home page's game tabs use the same tiles: a recommended game favourited there shows under the Favourites tab", async ({
    page,
  }) => {
    await registerFreshPlayer(page, 'homefav');
    await page.goto('/');
    await page.getByTestId('casino-list').scrollIntoViewIfNeeded();
    await page.getByRole('tab', { name: 'Recommended' }).click();
    const recommended = page.getByTestId('game-tab-panel-recommended').getByTestId('game-tile').first();
    const nodeId = await recommended.getAttribute('data-node-id');
    await recommended.getByTestId('game-favourite').click();
    await expect(recommended.getByTestId('game-favourite')).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('tab', { name: 'Favourites' }).click();
    const favourites = page.getByTestId('game-tab-panel-favourite').getByTestId('game-tile');
    await expect(favourites).toHaveCount(1);
    await expect(favourites.first()).toHaveAttribute('data-node-id', nodeId ?? '');
    // Survives a reload: it came from the server's favourite list, not only the page's state.
    await page.reload();
    await page.getByTestId('casino-list').scrollIntoViewIfNeeded();
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page.getByTestId('game-tab-panel-favourite').getByTestId('game-tile')).toHaveCount(1);
  });

  test('a VASSALAGE tile opens the vendor game list in a popup', async ({ page }) => {
    await page.goto('/hot');
    const vendorTile = page.getByTestId('game-grid').getByTestId('game-open-vendor').first();
    await vendorTile.click();
    const popup = page.getByTestId('vendorGamesModal');
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('game-tile').first()).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
  });

  test("the vendor page (gameListCenter) lists that vendor's games only", async ({ page }) => {
    await registerFreshPlayer(page, 'vpage');
    await page.goto('/gameListCenter/spinx/rng');
    await expect(page.getByTestId('vendor-game-list-screen')).toBeVisible();
    await expect(tiles(page)).toHaveCount(16);
    const vendors = await tiles(page).evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute('data-vassalage')),
    );
    expect(new Set(vendors)).toEqual(new Set(['SPINX']));
    await expect(page.getByTestId('vendor-slider')).toHaveCount(0);
  });

  test("a guest's Play Now opens the login popup", async ({ page }) => {
    await page.goto('/rng');
    const first = tiles(page).locator('[data-testid="game-play"]').first();
    await first.click();
    await expect(page.getByTestId('loginPopupModal')).toBeVisible();
  });

  test("a trial account's Play Now gets 'Please Register An Account First'", async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('free-play').click();
    await expect(page.getByTestId('header-account')).toBeVisible({ timeout: 15_000 });
    await page.goto('/rng');
    await tiles(page).first().getByTestId('game-play').click();
    await expect(page.getByTestId('trial-notice')).toHaveText('Please Register An Account First');
    await page.getByTestId('trialNotice').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('trial-notice')).toHaveCount(0);
  });

  test("a trial account's Free Trial of an in-house game plays with play money", async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByTestId('free-play').click();
    await expect(page.getByTestId('header-account')).toBeVisible({ timeout: 15_000 });
    await page.goto('/inHouse');
    await page
      .locator('[data-testid="game-tile"][data-game-code="PGE_SLOT3"]')
      .getByTestId('game-trial')
      .click();
    const popup = page.getByTestId('inHouseGame');
    await popup.getByTestId('round-bet').fill('1.00');
    await popup.getByTestId('round-play').click();
    await expect(popup.getByTestId('round-result')).toContainText('play money');
  });
});
