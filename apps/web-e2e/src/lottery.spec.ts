import { accountTest as test, expect } from './support/fixtures';
import { registerFreshPlayer } from './support/player';
import { creditPlayer } from './support/wallet-operator';

/** Spec §3 "Roulette colours" (0–27), spelled as in the spec. */
const ROULETTE: Record<string, string> = {
  gray: '0 13 14 27',
  blue: '2 5 8 11 17 20 23 26',
  green: '1 4 7 10 16 19 22 25',
  red: '3 6 9 12 15 18 21 24',
};
const rouletteColour = (n: number) => Object.keys(ROULETTE).find((colour) => ROULETTE[colour]!.split(' ').map(Number).includes(n));

/**
 * The lottery against the real gateway with 10-second fast periods (playwright.config.ts): bet on
 * the running PC28 period, see it drawn in the spec's colours, settled in my bets and in the
 * header balance through the live socket, and verify the draw.
 */
test.describe('lottery (spec §2 /seaLottery, §3 ball colours, §7 "Lottery")', () => {
  test('a bet on a fast game is drawn, settled into the balance and my bets, and verifiable', async ({ page, request }) => {
    test.setTimeout(90_000);
    const account = await registerFreshPlayer(page, 'lot');
    await creditPlayer(request, account, 100_00);

    await page.goto('/seaLottery');
    await expect(page.getByTestId('lottery-screen')).toBeVisible();
    await expect(page.getByTestId('balance-amount')).toHaveText(/100\.00$/);
    await expect(page.getByTestId('lottery-game-PC28')).toContainText('Period PC28-');
    await page.getByTestId('lottery-play-PC28').click();

    const betting = page.getByTestId('lottery-betting');
    await betting.getByTestId('bet-type-BIG').click();
    await betting.getByTestId('stake-input').fill('10');
    await betting.getByTestId('add-to-slip').click();
    await expect(betting.getByTestId('slip-total-stake')).toHaveText(/10\.00$/);
    await expect(betting.getByTestId('slip-potential-win')).toHaveText(/19\.50$/);

    // Submit with at least 3 s left before the cut-off, so the click cannot race it.
    const timer = betting.getByTestId('betting-countdown');
    await expect
      .poll(async () => Number(/00:(\d\d)/.exec((await timer.textContent()) ?? '')?.[1] ?? 0), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(3);
    await betting.getByTestId('slip-submit').click();
    const placed = betting.getByTestId('slip-placed');
    await expect(placed).toBeVisible();
    const periodId = /period (PC28-\d+)/.exec((await placed.textContent()) ?? '')?.[1];
    expect(periodId).toBeTruthy();
    await expect(page.getByTestId('balance-amount')).toHaveText(/90\.00$/);

    // The draw arrives over the socket: the results list shows it without a reload.
    await page.getByTestId('tab-results').click();
    const draw = page.getByTestId(`draw-${periodId}`);
    await expect(draw).toBeVisible({ timeout: 30_000 });
    const balls = draw.getByRole('img');
    await expect(balls).toHaveCount(4);
    const values = (await balls.allTextContents()).map(Number);
    const [a, b, c, sum] = values as [number, number, number, number];
    expect(sum).toBe(a + b + c);
    for (let i = 0; i < 4; i++) await expect(balls.nth(i)).toHaveAttribute('data-colour', rouletteColour(values[i]!)!);
    const href = await page.getByTestId(`verify-${periodId}`).getAttribute('href');
    expect(href).toBe(`/api/lottery/verify/page?periodId=${periodId}`);

    // Settled once: BIG (14–27) pays 1.95, so the balance is 90.00 + 19.50 or stays 90.00.
    const won = sum >= 14;
    await page.getByTestId('tab-bets').click();
    const row = page.locator('[data-testid^="bet-row-"]').filter({ hasText: periodId! });
    await expect(row).toHaveAttribute('data-status', won ? 'won' : 'lost', { timeout: 20_000 });
    await expect(row).toContainText(won ? 'Won' : 'Lost');
    await expect(page.getByTestId('balance-amount')).toHaveText(won ? /109\.50$/ : /90\.00$/);

    // Verify the draw: its page recomputes the outcome from the revealed seed.
    await page.goto(href!);
    await expect(page.locator('#period')).toHaveText(periodId!);
    await expect(page.locator('#commitment-check')).toHaveText('yes');
    await expect(page.locator('#outcome-check')).toHaveText('yes');
  });

  test('at 375 px the lobby and the betting view fit the screen and work from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await registerFreshPlayer(page, 'lotm');
    for (const path of ['/lottery', '/seaLottery', '/vnLottery']) {
      await page.goto(path);
      await expect(page.getByTestId('lottery-panel-lobby').locator('[data-testid^="lottery-game-"]').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.getByTestId('lottery-play-SIX_BALL').focus();
    await page.keyboard.press('Enter');
    const betting = page.getByTestId('lottery-betting');
    await betting.getByTestId('bet-type-NUMBER').focus();
    await page.keyboard.press('Enter');
    await expect(betting.getByTestId('bet-type-NUMBER')).toHaveAttribute('aria-pressed', 'true');
    await betting.getByTestId('pick-7').focus();
    await page.keyboard.press('Space');
    await expect(betting.getByTestId('pick-7')).toHaveAttribute('aria-pressed', 'true');
    await betting.getByTestId('add-to-slip').focus();
    await page.keyboard.press('Enter');
    await expect(betting.getByTestId('slip-potential-win')).toHaveText(/470\.00$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
