import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expectLoggedInAs, loginWithPassword } from './support/auth-ui';
import { E2E_OPERATOR_TOKEN, E2E_SUPPORT_STAFF } from './support/e2e-env';
import { accountTest as test, expect } from './support/fixtures';

/** A page opened by navigation boots the whole app first; on a busy machine that outlasts the 5 s default. */
const BOOT = { timeout: 20_000 };

type Conversation = { id: number; account: string; unread: number; lastMessage: { text: string } | null };

/**
 * The staff side through the gateway's automation API (SUPPORT_STAFF: a named token per script or
 * bot). People answer from the back office (apps/backoffice-e2e/src/support-chat.spec.ts); the
 * player SPA has no console any more.
 */
function automation(request: APIRequestContext, token: string = E2E_SUPPORT_STAFF.token) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: (url: string) => request.get(url, { headers }),
    post: (url: string, data: object) => request.post(url, { headers, data }),
  };
}

test.describe('live chat answered by support (spec §2 "a chat room", §7 "Live chat")', () => {
  test.slow();

  test('demo01 asks, support answers, the answer arrives live and the history survives a reload', async ({ page, request }) => {
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

    // Support's automation (alice's own SUPPORT_STAFF token) finds the question, unread, and answers it.
    const staff = automation(request);
    expect((await (await staff.get('/api/operator/chat/me')).json()).value).toEqual({ name: E2E_SUPPORT_STAFF.name });
    const list = async () => ((await (await staff.get('/api/operator/chat/conversations')).json()).value.conversations as Conversation[]);
    await expect.poll(async () => (await list()).find((item) => item.lastMessage?.text === question)?.account, BOOT).toBe('demo01');
    const conversation = (await list()).find((item) => item.lastMessage?.text === question)!;
    expect(conversation.unread).toBeGreaterThan(0);
    const reply = await staff.post('/api/operator/chat/reply', { conversationId: conversation.id, text: answer, clientId: randomUUID() });
    expect(reply.status()).toBe(200);

    // The player sees the reply live, signed by the member of staff who wrote it, then again after a reload (kept history).
    const answered = log.getByTestId('chat-message').filter({ hasText: answer });
    await expect(answered).toHaveAttribute('data-sender', 'staff', BOOT);
    await expect(answered).toContainText(`Support · ${E2E_SUPPORT_STAFF.name}`);
    await page.reload();
    const reopened = page.getByTestId('chatRoomModal').getByRole('log', { name: 'Chat messages' });
    for (const text of [question, answer]) await expect(reopened.getByText(text)).toBeVisible(BOOT);
    await expect(reopened.getByTestId('chat-message').filter({ hasText: answer })).toContainText(`Support · ${E2E_SUPPORT_STAFF.name}`);

    // An unknown token answers nothing, and the operator's master token is no staff identity either.
    for (const token of ['not-a-staff-token-0123456789abcdef', E2E_OPERATOR_TOKEN]) {
      expect((await automation(request, token).get('/api/operator/chat/conversations')).status()).toBe(401);
    }
  });

  test('the player site has no support console any more: it moved to the back office', async ({ page }) => {
    await page.goto('/support-console');
    await expect(page.getByTestId('not-found-page')).toBeVisible(BOOT);
  });
});
