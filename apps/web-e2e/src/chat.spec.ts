import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectLoggedInAs, loginWithPassword } from './support/auth-ui';
import { E2E_SUPPORT_STAFF } from './support/e2e-env';
import { accountTest as test, closeAnnouncementsInTheWay, expect } from './support/fixtures';

/** A page opened by navigation boots the whole app first; on a busy machine that outlasts the 5 s default. */
const BOOT = { timeout: 20_000 };

/** The guest announcement popup rightly opens on a fresh visit (spec §4); it is closed when it is in the way. */
async function closeAnnouncementsWhenShown(page: Page): Promise<void> {
  await closeAnnouncementsInTheWay(page);
}

test.describe('live chat with the support console (spec §2 "a chat room", §7 "Live chat")', () => {
  test.slow();

  test('demo01 asks, support answers live from the console, and the history survives a reload', async ({ page, browser }) => {
    const question = `Where is my deposit? ${randomUUID().slice(0, 8)}`;
    const answer = `It is on its way. ${randomUUID().slice(0, 8)}`;

    await loginWithPassword(page, 'demo01', 'Demo1234');
    await expectLoggedInAs(page, 'demo01');
    await page.getByTestId('sidebar-live-chat').click();
    const room = page.getByTestId('chatRoomModal');
    await expect(room.getByTestId('chat-room')).toBeVisible(BOOT);
    const field = room.getByLabel('Message', { exact: true });
    await expect(room.getByTestId('chat-send-submit')).toBeVisible();
    await expect(room.getByTestId('chat-connection')).toHaveCount(0, BOOT);
    await field.fill(question);
    await field.press('Enter');
    const log = room.getByRole('log', { name: 'Chat messages' });
    await expect(log.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();

    // Support, in a browser of its own: alice pastes her own staff token (SUPPORT_STAFF) into the console.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await closeAnnouncementsWhenShown(staff);
    await staff.goto('/support-console');
    await staff.getByLabel('Staff token').fill(E2E_SUPPORT_STAFF.token);
    await staff.getByTestId('support-console-sign-in').click();
    expect(await staff.evaluate(() => sessionStorage.getItem('supportConsoleToken'))).toBe(E2E_SUPPORT_STAFF.token);
    expect(await staff.evaluate(() => localStorage.getItem('supportConsoleToken'))).toBeNull();
    await expect(staff.getByTestId('support-console-live')).toHaveText(/Live/, BOOT);
    await expect(staff.getByTestId('support-console-me')).toHaveText(`Signed in as ${E2E_SUPPORT_STAFF.name}`);
    const conversation = staff.getByTestId('support-console-conversation').filter({ hasText: question });
    await expect(conversation).toContainText('demo01', BOOT);
    await expect(conversation.getByTestId('support-console-unread')).toHaveText(/\d+ unread/);
    await conversation.click();
    const thread = staff.getByTestId('support-console-thread');
    await expect(thread.getByRole('log').getByText(question)).toBeVisible();
    await expect(conversation.getByTestId('support-console-unread')).toHaveCount(0);

    // A message sent while the console is open arrives live, without a reload.
    const followUp = `It has been an hour. ${randomUUID().slice(0, 8)}`;
    await field.fill(followUp);
    await room.getByTestId('chat-send-submit').click();
    await expect(thread.getByRole('log').getByText(followUp)).toBeVisible();

    const reply = staff.getByLabel('Reply', { exact: true });
    await reply.fill(answer);
    await reply.press('Enter');
    await expect(thread.getByRole('log').getByText(answer)).toBeVisible();

    // The player sees the reply live, signed by the member of staff who wrote it, then again after a reload (kept history).
    const answered = log.getByTestId('chat-message').filter({ hasText: answer });
    await expect(answered).toHaveAttribute('data-sender', 'staff');
    await expect(answered).toContainText(`Support · ${E2E_SUPPORT_STAFF.name}`);
    await page.reload();
    const reopened = page.getByTestId('chatRoomModal').getByRole('log', { name: 'Chat messages' });
    for (const text of [question, followUp, answer]) await expect(reopened.getByText(text)).toBeVisible(BOOT);
    await expect(reopened.getByTestId('chat-message').filter({ hasText: answer })).toContainText(`Support · ${E2E_SUPPORT_STAFF.name}`);

    // An unknown token opens nothing: the operator's master token is no staff identity either.
    const strangerContext = await browser.newContext();
    const stranger = await strangerContext.newPage();
    await closeAnnouncementsWhenShown(stranger);
    await stranger.goto('/support-console');
    await stranger.getByLabel('Staff token').fill('not-a-staff-token-0123456789abcdef');
    await stranger.getByTestId('support-console-sign-in').click();
    await expect(stranger.getByTestId('support-console-refused')).toHaveText('This staff token was refused.', BOOT);
    await strangerContext.close();

    await staffContext.close();
  });
});
