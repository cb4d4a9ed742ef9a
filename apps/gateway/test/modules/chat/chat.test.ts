import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGE_MAX_LENGTH } from '@platform/shared/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OPERATOR_TOKEN } from '../../support/app';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, openWalletHarness, walletMember, type WalletMember } from '../../support/wallet';
import { STAFF, SUPPORT_STAFF_ENV, staffCall } from './support-staff';

type Sent = { id: number; conversationId: number; sender: string; staffName: string | null; text: string; clientId: string | null };

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`live chat on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend, { env: SUPPORT_STAFF_ENV });
    });
    afterAll(async () => {
      await h?.close();
    });

    const launch = async (member: WalletMember) => {
      const response = await call(h.app, member, 'POST', '/api/chat/launch', {});
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value as { conversation: { id: number; status: string }; messages: Sent[]; hasMore: boolean };
    };
    const send = (member: WalletMember, conversationId: number, text: string, clientId = randomUUID()) =>
      call(h.app, member, 'POST', '/api/chat/messages', { conversationId, text, clientId });
    /** Sends one message a second of fake time apart, so the rate limit never interferes. */
    const sendPaced = async (member: WalletMember, conversationId: number, text: string) => {
      h.clock.advance(1000);
      const response = await send(member, conversationId, text);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value as Sent;
    };
    const staff = (method: 'GET' | 'POST', url: string, payload?: unknown) => staffCall(h.app, STAFF.ana.token, method, url, payload);

    it('lists the built-in room first, then the brand manifest customer-service links (chat model list)', async () => {
      const response = await h.app.inject({ method: 'GET', url: '/api/chat/models' });
      const { models } = response.json().value as { models: { kind: string; label?: string; url?: string }[] };
      expect(models[0]).toEqual({ kind: 'builtin' });
      const merchant = await h.app.merchantRepository.findByCode('FORTUNA');
      expect(models.slice(1)).toEqual(merchant!.resources.map((r) => ({ kind: 'external', label: r.labelNameEn, url: r.url })));
    });

    it('launch resumes the one open conversation and keeps its history, paged oldest first', async () => {
      const member = await walletMember(h.app);
      const first = await launch(member);
      expect(first).toMatchObject({ conversation: { status: 'open' }, messages: [], hasMore: false });
      const id = first.conversation.id;
      for (let i = 1; i <= 35; i++) await sendPaced(member, id, `question ${i}`);
      await member.relogin();

      const again = await launch(member);
      expect(again.conversation.id).toBe(id);
      expect(again.hasMore).toBe(true);
      expect(again.messages).toHaveLength(30);
      expect(again.messages[0]!.text).toBe('question 6');
      expect(again.messages.at(-1)!.text).toBe('question 35');

      const older = (await call(h.app, member, 'GET', `/api/chat/history?conversationId=${id}&beforeId=${again.messages[0]!.id}`)).json().value;
      expect(older.hasMore).toBe(false);
      expect(older.messages.map((m: Sent) => m.text)).toEqual([1, 2, 3, 4, 5].map((i) => `question ${i}`));
    });

    it('stores plain text as sent (never HTML-escaped or rendered), trimmed and without control characters', async () => {
      const member = await walletMember(h.app);
      const { conversation } = await launch(member);
      const sent = await sendPaced(member, conversation.id, '  <b>hi</b> & <script>x</script>\u0007\u001b  ');
      expect(sent.text).toBe('<b>hi</b> & <script>x</script>');
      // U+0000 cannot be stored at all: the contract refuses it for every call (issue 19 §5).
      const nul = await send(member, conversation.id, 'hi\u0000there');
      expect(nul.statusCode).toBe(400);
      expect(nul.json().code).toBe('VALIDATION_FAILED');
      const blank = await send(member, conversation.id, ' \u0007 ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json().code).toBe('VALIDATION_FAILED');
    });

    it('refuses a message over 1,000 characters and accepts one of exactly 1,000', async () => {
      const member = await walletMember(h.app);
      const { conversation } = await launch(member);
      const tooLong = await send(member, conversation.id, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().code).toBe('VALIDATION_FAILED');
      expect((await sendPaced(member, conversation.id, 'y'.repeat(CHAT_MESSAGE_MAX_LENGTH))).text).toHaveLength(1000);
    });

    it('rate-limits each member to a burst of 5, then 1 message a second; a resend of the same clientId costs nothing', async () => {
      const member = await walletMember(h.app);
      const other = await walletMember(h.app);
      const { conversation } = await launch(member);
      const theirs = await launch(other);
      h.clock.advance(10_000);
      for (let i = 1; i <= 5; i++) expect((await send(member, conversation.id, `burst ${i}`)).statusCode).toBe(200);
      const sixth = await send(member, conversation.id, 'burst 6');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().code).toBe('RATE_LIMITED');
      // Another member's bucket is their own.
      expect((await send(other, theirs.conversation.id, 'hello')).statusCode).toBe(200);

      h.clock.advance(999);
      expect((await send(member, conversation.id, 'too soon')).statusCode).toBe(429);
      h.clock.advance(1);
      const clientId = randomUUID();
      const refilled = await send(member, conversation.id, 'one second later', clientId);
      expect(refilled.statusCode).toBe(200);
      // The bucket is empty again, yet a resend after a lost answer gets the stored message back, once.
      const resent = await send(member, conversation.id, 'one second later', clientId);
      expect(resent.statusCode).toBe(200);
      expect(resent.json().value.id).toBe(refilled.json().value.id);
      const history = (await launch(member)).messages.filter((m) => m.text === 'one second later');
      expect(history).toHaveLength(1);
    });

    it("a member can neither read nor write another member's conversation", async () => {
      const alice = await walletMember(h.app);
      const bob = await walletMember(h.app);
      const { conversation } = await launch(alice);
      await sendPaced(alice, conversation.id, 'my secret question');
      const read = await call(h.app, bob, 'GET', `/api/chat/history?conversationId=${conversation.id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().code).toBe('NOT_FOUND');
      const write = await send(bob, conversation.id, 'intruding');
      expect(write.statusCode).toBe(404);
      expect((await launch(bob)).conversation.id).not.toBe(conversation.id);
      expect((await call(h.app, bob, 'GET', '/api/chat/history?conversationId=999999')).statusCode).toBe(404);
    });

    it('asks for a session on the member calls', async () => {
      const response = await h.app.inject({ method: 'POST', url: '/api/chat/launch', payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('NOT_LOGGED_IN');
    });

    it('refuses every staff route without a staff token: none, an unknown one, the operator token, a member session', async () => {
      const member = await walletMember(h.app);
      const routes: [string, string, object?][] = [
        ['GET', '/api/operator/chat/me'],
        ['GET', '/api/operator/chat/conversations'],
        ['GET', '/api/operator/chat/conversation?id=1'],
        ['POST', '/api/operator/chat/read', { conversationId: 1, lastMessageId: 1 }],
        ['POST', '/api/operator/chat/reply', { conversationId: 1, text: 'hi', clientId: randomUUID() }],
        ['POST', '/api/operator/chat/close', { conversationId: 1 }],
      ];
      for (const [method, url, payload] of routes) {
        // The operator token opens no console: replies made with it would have no name.
        for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${OPERATOR_TOKEN}`, `Bearer ${member.token}`, STAFF.ana.token, `Bearer ${STAFF.ana.token}x`]) {
          const response = await h.app.inject({
            method: method as 'GET' | 'POST',
            url,
            headers: authorization ? { authorization } : {},
            ...(payload ? { payload } : {}),
          });
          expect(response.statusCode, `${method} ${url} with ${authorization}`).toBe(401);
          expect(response.json().code).toBe('FORBIDDEN');
        }
      }
    });

    it('staff list open conversations with unread counts, read one, reply, mark read and close it; history is kept', async () => {
      const member = await walletMember(h.app);
      const { conversation } = await launch(member);
      const id = conversation.id;
      await sendPaced(member, id, 'where is my deposit?');
      const last = await sendPaced(member, id, 'it has been an hour');

      const listed = (await staff('GET', '/api/operator/chat/conversations?merchantCode=FORTUNA')).json().value.conversations as {
        id: number;
        account: string;
        unread: number;
        lastMessage: { sender: string; text: string };
      }[];
      const mine = listed.find((c) => c.id === id);
      expect(mine).toMatchObject({ account: member.account, unread: 2, lastMessage: { sender: 'member', text: 'it has been an hour' } });
      expect(listed[0]!.id).toBe(id);

      const opened = (await staff('GET', `/api/operator/chat/conversation?id=${id}`)).json().value;
      expect(opened.messages.map((m: Sent) => m.text)).toEqual(['where is my deposit?', 'it has been an hour']);
      expect((await staff('POST', '/api/operator/chat/read', { conversationId: id, lastMessageId: last.id })).json().value).toEqual({ unread: 0 });

      h.clock.advance(1000);
      const reply = await staff('POST', '/api/operator/chat/reply', { conversationId: id, text: 'It is on its way.', clientId: randomUUID() });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().value).toMatchObject({ sender: 'staff', staffName: STAFF.ana.name, text: 'It is on its way.', conversationId: id });
      expect((await launch(member)).messages.at(-1)).toMatchObject({ sender: 'staff', staffName: STAFF.ana.name, text: 'It is on its way.' });

      const closed = await staff('POST', '/api/operator/chat/close', { conversationId: id });
      expect(closed.json().value).toMatchObject({ id, status: 'closed' });
      const listedAfter = (await staff('GET', '/api/operator/chat/conversations')).json().value.conversations as { id: number }[];
      expect(listedAfter.some((c) => c.id === id)).toBe(false);

      // The closed conversation refuses new messages, keeps its history, and the next launch starts afresh.
      const late = await send(member, id, 'one more thing');
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('CHAT_CLOSED');
      const lateReply = await staff('POST', '/api/operator/chat/reply', { conversationId: id, text: 'bye', clientId: randomUUID() });
      expect(lateReply.json().code).toBe('CHAT_CLOSED');
      const kept = (await call(h.app, member, 'GET', `/api/chat/history?conversationId=${id}`)).json().value;
      expect(kept.messages.map((m: Sent) => m.text)).toEqual(['where is my deposit?', 'it has been an hour', 'It is on its way.']);
      const fresh = await launch(member);
      expect(fresh.conversation.id).not.toBe(id);
      expect(fresh.messages).toEqual([]);
    });

    it('tells each member of staff who they are, and records on every staff reply who sent it, in the history both sides read', async () => {
      expect((await staffCall(h.app, STAFF.ana.token, 'GET', '/api/operator/chat/me')).json().value).toEqual({ name: 'Ana' });
      expect((await staffCall(h.app, STAFF.bruno.token, 'GET', '/api/operator/chat/me')).json().value).toEqual({ name: 'bruno.s' });

      const member = await walletMember(h.app);
      const id = (await launch(member)).conversation.id;
      await sendPaced(member, id, 'hello?');
      const fromAna = await staffCall(h.app, STAFF.ana.token, 'POST', '/api/operator/chat/reply', { conversationId: id, text: 'Ana here', clientId: randomUUID() });
      // A name in the body is no identity: the strict schema refuses it, the token decides.
      const spoofed = await staffCall(h.app, STAFF.bruno.token, 'POST', '/api/operator/chat/reply', { conversationId: id, text: 'x', clientId: randomUUID(), staffName: 'Ana' });
      expect(spoofed.statusCode).toBe(400);
      const fromBruno = await staffCall(h.app, STAFF.bruno.token, 'POST', '/api/operator/chat/reply', { conversationId: id, text: 'Bruno too', clientId: randomUUID() });
      expect(fromAna.json().value).toMatchObject({ sender: 'staff', staffName: 'Ana' });
      expect(fromBruno.json().value).toMatchObject({ sender: 'staff', staffName: 'bruno.s' });

      const history = (await call(h.app, member, 'GET', `/api/chat/history?conversationId=${id}`)).json().value.messages as Sent[];
      expect(history.map((m) => [m.sender, m.staffName, m.text])).toEqual([
        ['member', null, 'hello?'],
        ['staff', 'Ana', 'Ana here'],
        ['staff', 'bruno.s', 'Bruno too'],
      ]);
      const consoleView = (await staffCall(h.app, STAFF.bruno.token, 'GET', `/api/operator/chat/conversation?id=${id}`)).json().value.messages as Sent[];
      expect(consoleView.map((m) => m.staffName)).toEqual([null, 'Ana', 'bruno.s']);
      // Stored on the row, so it outlives a restart or a change of SUPPORT_STAFF.
      const stored = (await h.app.db.execute(sql`select sender, staff_name from chat_messages where conversation_id = ${id} order by id`)) as unknown as {
        rows: { sender: string; staff_name: string | null }[];
      };
      expect(stored.rows.map((row) => row.staff_name)).toEqual([null, 'Ana', 'bruno.s']);
    });

    it('answers NOT_FOUND for a conversation that does not exist', async () => {
      expect((await staff('GET', '/api/operator/chat/conversation?id=987654')).json().code).toBe('NOT_FOUND');
      expect((await staff('POST', '/api/operator/chat/close', { conversationId: 987654 })).json().code).toBe('NOT_FOUND');
    });
  });
}
