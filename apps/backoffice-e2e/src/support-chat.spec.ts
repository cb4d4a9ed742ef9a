import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { STAFF } from './support/env';
import { playerPage, registerFreshPlayer } from './support/player';
import { navLink, signIn } from './support/staff';

test.describe('issue 22: a support user answers a chat from the back office', () => {
  // Two browsers, a registration and live pushes on a shared, busy machine: three times the default budget.
  test.slow();

  test("the player's question shows in the console, and the answer reaches the player's chat room live", async ({ page, browser }) => {
    const question = `Where is my deposit? ${randomUUID().slice(0, 8)}`;
    const answer = `It is on its way. ${randomUUID().slice(0, 8)}`;
    const player = await playerPage(browser);
    const account = await registerFreshPlayer(player, 'bochat');
    await player.getByTestId('sidebar-live-chat').click();
    const room = player.getByTestId('chatRoomModal');
    await expect(room.getByTestId('chat-room')).toBeVisible({ timeout: 20_000 });
    await expect(room.getByTestId('chat-connection')).toHaveCount(0, { timeout: 20_000 });
    const field = room.getByLabel('Message', { exact: true });
    await field.fill(question);
    await field.press('Enter');
    const log = room.getByRole('log', { name: 'Chat messages' });
    await expect(log.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();

    await signIn(page, STAFF.support);
    await navLink(page, 'Support').click();
    await page.getByTestId('support-conversations').getByRole('button', { name: new RegExp(account) }).click();
    await expect(page.getByTestId('support-messages')).toContainText(question);
    await page.getByTestId('support-reply').fill(answer);
    await page.getByTestId('support-send').click();
    await expect(page.getByTestId('support-messages')).toContainText(answer);

    // The player's room gets it over the live socket, no reload.
    await expect(log.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible({ timeout: 20_000 });
    await player.context().close();
  });
});
