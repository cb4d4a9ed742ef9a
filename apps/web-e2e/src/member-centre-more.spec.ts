import type { APIRequestContext } from '@playwright/test';
import { accountTest as test, expect } from './support/fixtures';
import { DEFAULT_MERCHANT, E2E_OPERATOR_TOKEN } from './support/e2e-env';
import { registerFreshPlayer } from './support/player';
import { uniqueUsername } from './support/unique';
import { TINY_PNG, creditPlayer } from './support/wallet-operator';

/** The operator's back office, called as it would be (Bearer token). */
async function operator<T>(request: APIRequestContext, method: 'POST' | 'PUT', path: string, data: object): Promise<T> {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` }, data });
  const body = (await response.json()) as { success: boolean; value: T; code?: string };
  if (!body.success) throw new Error(`${method} ${path} answered ${response.status()} ${body.code}`);
  return body.value;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
/** A page opened by navigation boots the whole app first; on a busy machine that outlasts the 5 s default. */
const BOOT = { timeout: 20_000 };

test.describe('member centre: messages, feedback, rewards and profit (spec §2, §5)', () => {
  // Each journey registers a player and boots the app more than once.
  test.slow();

  test('a platform message shows its badge, opens sanitised, is read and deleted', async ({ page, request }) => {
    const account = await registerFreshPlayer(page, 'msg');
    await operator(request, 'POST', '/api/operator/messages', {
      merchantCode: DEFAULT_MERCHANT,
      account,
      title: 'Welcome bonus',
      content: '<p>Your bonus is ready<img src="x" onerror="window.__pwned = 1"></p>',
    });
    await page.goto('/?memberCenter=messageV2');
    const centre = page.getByTestId('memberCentreModal');
    await expect(centre.getByTestId('mc-badge-messageV2')).toContainText('1', BOOT);
    await expect(page.getByTestId('user-menu')).toContainText('1 unread');
    await centre.getByRole('button', { name: /Welcome bonus/ }).click();
    await expect(centre.getByTestId('message-content')).toHaveText('Your bonus is ready');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(centre.getByTestId('messages-unread')).toHaveText('0 unread messages');
    await expect(centre.getByTestId('mc-badge-messageV2')).toHaveCount(0);
    await centre.getByRole('button', { name: 'Delete the message Welcome bonus' }).click();
    await expect(centre.getByTestId('messages-empty')).toContainText('No messages');
  });

  test('feedback between 10 and 500 words: 9 are refused, 10 are sent', async ({ page }) => {
    await registerFreshPlayer(page, 'fbk');
    await page.goto('/?memberCenter=messageV2');
    const centre = page.getByTestId('memberCentreModal');
    await expect(centre.getByTestId('messages-page')).toBeVisible(BOOT);
    await centre.getByRole('tab', { name: 'Feedback' }).click();
    await centre.getByTestId('feedback-content').fill(words(9));
    await expect(centre.getByTestId('feedback-words')).toHaveText('9 words (between 10 and 500)');
    await centre.getByTestId('feedback-submit').click();
    await expect(centre.getByTestId('feedback-content-error')).toHaveText('Feedback content must be between 10 and 500 words');
    await centre.getByTestId('feedback-content').fill(words(10));
    await centre.getByTestId('feedback-submit').click();
    await expect(centre.getByTestId('feedback-sent')).toBeVisible();
  });

  test('apply to an activity with 2 images, get it approved, claim it, and see it in bonus details and profit', async ({ page, request }) => {
    const account = await registerFreshPlayer(page, 'rwd');
    const title = `Reload ${uniqueUsername('p')}`;
    const promotion = await operator<{ id: number }>(request, 'PUT', '/api/operator/promotions', {
      merchantCode: DEFAULT_MERCHANT,
      language: 'EN',
      title,
      content: '<p>Deposit and apply</p>',
      promotionType: 'DEPOSIT',
      images: [],
      startDate: new Date(Date.now() - 60_000).toISOString(),
    });
    await page.goto('/?memberCenter=rewardCenter');
    const centre = page.getByTestId('memberCentreModal');
    const card = centre.getByTestId('activity').filter({ hasText: title });
    await expect(card.getByTestId('activity-status')).toHaveText('Join', BOOT);
    await card.getByRole('button', { name: `Apply for ${title}` }).click();
    await card.getByTestId('activity-remark').fill('Deposited 100 today');
    await card.getByTestId('activity-images-input').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: TINY_PNG },
      { name: 'b.png', mimeType: 'image/png', buffer: TINY_PNG },
    ]);
    await expect(card.getByTestId('activity-images-item')).toHaveCount(2);
    await card.getByTestId('activity-submit').click();
    await expect(card.getByTestId('activity-status')).toHaveText('Applying');

    await operator(request, 'POST', '/api/operator/rewards/decision', {
      merchantCode: DEFAULT_MERCHANT,
      account,
      promotionId: promotion.id,
      decision: 'approve',
      amount: 25_00,
    });
    await page.reload();
    await expect(card.getByTestId('activity-status')).toHaveText('Claim', BOOT);
    await expect(centre.getByTestId('mc-badge-rewardCenter')).toBeVisible();
    await card.getByTestId('activity-claim').click();
    await expect(card.getByTestId('activity-status')).toHaveText('Claimed');

    await centre.getByTestId('mc-bonusDetails').click();
    await expect(centre.getByTestId('bonus-row').first()).toContainText(title);
    await expect(centre.getByTestId('bonus-row').first()).toContainText('25.00');

    await centre.getByTestId('mc-personalProfit').click();
    await expect(centre.getByTestId('profit-page')).toBeVisible();
    await expect(centre.getByTestId('profit-total')).toHaveText('R$25.00');
    await centre.getByRole('tab', { name: 'Choose dates' }).click();
    await centre.getByTestId('profit-from').fill('2030-01-05');
    await centre.getByTestId('profit-to').fill('2030-01-01');
    await centre.getByTestId('profit-apply').click();
    await expect(centre.getByTestId('profit-range-error')).toHaveText('The start date must not be after the end date');
  });

  test('feedbackModal from the footer: too few words get the translated error, then feedback is sent', async ({ page }) => {
    await registerFreshPlayer(page, 'fbm');
    await page.getByTestId('footer-feedback').click();
    const modal = page.getByTestId('feedbackModal');
    await expect(modal).toBeVisible(BOOT);
    await expect(page).toHaveURL(/\?feedback=1$/);
    await modal.getByTestId('feedback-content').fill(words(3));
    await modal.getByTestId('feedback-submit').click();
    await expect(modal.getByTestId('feedback-content-error')).toHaveText('Feedback content must be between 10 and 500 words');
    await modal.getByTestId('feedback-content').fill(words(12));
    await modal.getByTestId('feedback-submit').click();
    await expect(modal.getByTestId('feedback-sent')).toHaveText('Thank you, your feedback was sent');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page).not.toHaveURL(/feedback=/);
  });

  test('a guest asking for feedback gets the login popup instead', async ({ page }) => {
    await page.goto('/?feedback=1');
    await expect(page.getByTestId('loginPopupModal')).toBeVisible(BOOT);
    await expect(page.getByTestId('feedbackModal')).toHaveCount(0);
  });

  test('a red envelope opens once in its popup: the amount won lands in the balance', async ({ page, request }) => {
    await registerFreshPlayer(page, 'env');
    const title = `Envelope ${uniqueUsername('p')}`;
    const promotion = await operator<{ id: number }>(request, 'PUT', '/api/operator/promotions', {
      merchantCode: DEFAULT_MERCHANT,
      language: 'EN',
      title,
      content: '<p>Open it once</p>',
      promotionType: 'RED_ENVELOPE',
      images: [],
      startDate: new Date(Date.now() - 60_000).toISOString(),
    });
    await operator(request, 'PUT', '/api/operator/rewards/settings', { merchantCode: DEFAULT_MERCHANT, promotionId: promotion.id, closesAt: null, redEnvelope: { min: 1_00, max: 9_00 } });
    await page.goto('/?memberCenter=rewardCenter');
    const centre = page.getByTestId('memberCentreModal');
    const card = centre.getByTestId('activity').filter({ hasText: title });
    await expect(card.getByTestId('activity-status')).toHaveText('Join', BOOT);
    await expect(page.getByTestId('balance-amount')).toHaveText(/(^|\D)0\.00$/);
    await card.getByRole('button', { name: `Open the red envelope of ${title}` }).click();
    const popup = page.getByTestId('redEnvelopeModal');
    await expect(popup.getByTestId('red-envelope-result')).toContainText('You won');
    // Amounts read in the merchant's currency (issue 26): "R$3.00" on the default brand.
    const amount = (await popup.getByTestId('red-envelope-amount').textContent())!.trim().replace(/^R\$/, '');
    expect(Number(amount)).toBeGreaterThanOrEqual(1);
    expect(Number(amount)).toBeLessThanOrEqual(9);
    await expect(page.getByTestId('balance-amount')).toHaveText(new RegExp(`(^|\\D)${amount.replace('.', '\\.')}$`));
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(card.getByTestId('activity-status')).toHaveText('Claimed');
    await expect(card.getByRole('button', { name: `Open the red envelope of ${title}` })).toHaveCount(0);
  });

  test('daily and weekly missions: ten bets on one draw count as one draw (issue 19), their 1,000.00 turnover completes a mission, claimed once into the wallet', async ({ page, request }) => {
    const account = await registerFreshPlayer(page, 'msn');
    await creditPlayer(request, account, 2_000_00);
    // Ten real-money SEA 4D bets of 100.00, placed through the gateway as the lottery page would.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    // Bets close 25 s before each 5-minute draw here: a refusal in that window is retried on the next period.
    await expect(async () => {
      const lobby = (await (await request.get('/api/lottery/lobby?data=SEA')).json()) as { value: { gameCode: string; current: { periodId: string } }[] };
      const sea = lobby.value.find((game) => game.gameCode === 'SEA_4D')!;
      const placed = await request.post('/api/lottery/bets', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          idempotencyKey: crypto.randomUUID(),
          gameCode: 'SEA_4D',
          periodId: sea.current.periodId,
          bets: Array.from({ length: 10 }, (_, i) => ({ betType: 'FIRST_4D', selection: String(1000 + i), stake: 100_00 })),
        },
      });
      expect(placed.ok(), await placed.text()).toBe(true);
    }).toPass({ intervals: [2_000], timeout: 45_000 });

    await page.goto('/?memberCenter=missionLeaderboard');
    const centre = page.getByTestId('memberCentreModal');
    await expect(centre.getByTestId('missions-daily').getByTestId('mission')).toHaveCount(3, BOOT);
    await expect(centre.getByTestId('missions-weekly').getByTestId('mission')).toHaveCount(3);
    // Ten slips on one draw are one draw towards the bet-count missions, so a hedge cannot complete them.
    await expect(centre.getByRole('progressbar', { name: 'Bet on 10 lottery draws: 1 of 10' })).toBeVisible();
    await expect(centre.getByRole('progressbar', { name: 'Bet on 50 lottery draws this week: 1 of 50' })).toBeVisible();
    // Only TURNOVER_1000 is done and unclaimed: the badge counts it.
    await expect(centre.getByTestId('mc-badge-missionLeaderboard')).toContainText('1');
    const mission = centre.getByTestId('mission').filter({ hasText: 'Bet 1,000.00 on the lottery' }).first();
    await mission.getByRole('button', { name: 'Claim the reward of Bet 1,000.00 on the lottery' }).click();
    await expect(mission.getByTestId('mission-claimed')).toHaveText('R$5.00 added to your wallet');
    await expect(centre.getByTestId('mc-badge-missionLeaderboard')).toHaveCount(0);
    await expect(centre.getByTestId('mission').filter({ hasText: 'Bet 1,000.00 on the lottery' }).first()).toHaveAttribute('data-state', 'claimed');
    // 2,000.00 - 1,000.00 staked + 5.00 reward.
    await expect(page.getByTestId('balance-amount')).toHaveText(/1,?005\.00$/);
  });

  test('the winners and mirror lists are linked from the footer', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('footer-winners').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Winners' })).toBeVisible(BOOT);
    await expect(page.getByTestId('winners-row').first()).toBeVisible();
    await page.goto('/');
    await page.getByTestId('footer-mirrors').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mirror sites' })).toBeVisible(BOOT);
    await expect(page.getByTestId('mirror').first()).toContainText('localhost');
  });
});
