import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { STAFF } from './support/env';
import { playerPage, registerFreshPlayer } from './support/player';
import { navLink, signIn } from './support/staff';

test.describe('issue 22: a support user answers a chat from the back office, live', () => {
  // Two browsers, a registration and live pushes on a shared, busy machine: three times the default budget.
  test.slow();

  test("the player's question is pushed to the open console, and the answer reaches the player's chat room live", async ({ page, browser }) => {
    const question = `Where is my deposit? ${randomUUID().slice(0, 8)}`;
    const followUp = `It has been an hour. ${randomUUID().slice(0, 8)}`;
    const answer = `It is on its way. ${randomUUID().slice(0, 8)}`;

    // The console is open and live before the player writes: nothing it shows next comes from a reload or a poll.
    await signIn(page, STAFF.support);
    await navLink(page, 'Support').click();
    await expect(page.getByTestId('support-live')).toHaveAttribute('data-status', 'live', { timeout: 20_000 });

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

    // The new chat arrives in the console by itself (pushed over the back office's socket).
    const chat = page.getByTestId('support-conversations').getByRole('button', { name: new RegExp(account) });
    await expect(chat).toContainText('1 unread', { timeout: 20_000 });
    await chat.click();
    await expect(page.getByTestId('support-messages')).toContainText(question);

    // A message the player sends while the conversation is open shows live too.
    await field.fill(followUp);
    await field.press('Enter');
    await expect(page.getByTestId('support-messages')).toContainText(followUp, { timeout: 20_000 });

    await page.getByTestId('support-reply').fill(answer);
    await page.getByTestId('support-send').click();
    await expect(page.getByTestId('support-messages')).toContainText(answer);

    // The player's room gets it over the live socket, no reload, signed by the member of staff.
    const answered = log.getByTestId('chat-message').filter({ hasText: answer });
    await expect(answered).toBeVisible({ timeout: 20_000 });
    await expect(answered).toContainText(STAFF.support.name);
    await player.context().close();
  });
});
