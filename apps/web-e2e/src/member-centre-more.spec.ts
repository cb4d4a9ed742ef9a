import type { APIRequestContext } from '@playwright/test';
import { accountTest as test, expect } from './support/fixtures';
import { DEFAULT_MERCHANT, E2E_OPERATOR_TOKEN } from './support/e2e-env';
import { registerFreshPlayer } from './support/player';
import { uniqueUsername } from './support/unique';
import { TINY_PNG } from './support/wallet-operator';

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
    await expect(centre.getByText('No data')).toBeVisible();
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
    await expect(centre.getByTestId('profit-total')).toHaveText('25.00');
    await centre.getByRole('tab', { name: 'Choose dates' }).click();
    await centre.getByTestId('profit-from').fill('2030-01-05');
    await centre.getByTestId('profit-to').fill('2030-01-01');
    await centre.getByTestId('profit-apply').click();
    await expect(centre.getByTestId('profit-range-error')).toHaveText('The start date must not be after the end date');
  });

  test('the missions page shows today’s missions and the leaderboard', async ({ page }) => {
    await registerFreshPlayer(page, 'msn');
    await page.goto('/?memberCenter=missionLeaderboard');
    const centre = page.getByTestId('memberCentreModal');
    await expect(centre.getByTestId('mission')).toHaveCount(3, BOOT);
    await expect(centre.getByTestId('mc-badge-missionLeaderboard')).toContainText('3');
  });
});
