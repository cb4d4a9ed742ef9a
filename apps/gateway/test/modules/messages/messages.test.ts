import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, openWalletHarness, operator, walletMember, type WalletMember } from '../../support/wallet';
import { eq } from 'drizzle-orm';
import { memberMessages } from '../../../src/db/member-schema';
import { startExclusion } from '../../../src/modules/protection/exclude';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`messageV2 on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const send = (account: string | null, title: string, content = '<p>Hello</p>') =>
      operator(h.app, 'POST', '/api/operator/messages', { merchantCode: 'FORTUNA', account, title, content });
    const list = async (member: WalletMember, query = '') => (await call(h.app, member, 'GET', `/api/messages${query}`)).json().value;
    const unread = async (member: WalletMember) => (await call(h.app, member, 'GET', '/api/messages/unread-count')).json().value.count;
    const remove = (member: WalletMember, id: number) =>
      h.app.inject({ method: 'DELETE', url: `/api/messages?id=${id}`, headers: { authorization: `Bearer ${member.token}` }, remoteAddress: member.ip });

    it('delivers a message with sanitised HTML, newest first, counted unread until read', async () => {
      const member = await walletMember(h.app);
      expect((await send(member.account, 'First')).json().value).toEqual({ sent: 1 });
      h.clock.advance(1000);
      const evil = '<p onclick="steal()">Win<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="e()"></p>';
      expect((await send(member.account, 'Second', evil)).statusCode).toBe(200);
      expect(await unread(member)).toBe(2);
      const page = await list(member);
      expect(page).toMatchObject({ pageNo: 1, pageSize: 8, total: 2, totalPages: 1, unread: 2 });
      expect(page.rows.map((m: { title: string }) => m.title)).toEqual(['Second', 'First']);
      const html = page.rows[0].content as string;
      expect(html).toContain('Win');
      expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);

      const read = (await call(h.app, member, 'POST', '/api/messages/read', { id: page.rows[0].id })).json().value;
      expect(read).toEqual({ updated: 1, unread: 1 });
      // Reading it again changes nothing.
      expect((await call(h.app, member, 'POST', '/api/messages/read', { id: page.rows[0].id })).json().value).toEqual({ updated: 0, unread: 1 });
      expect((await list(member, '?filter=unread')).rows.map((m: { title: string }) => m.title)).toEqual(['First']);
      expect((await list(member, '?filter=read')).rows[0]).toMatchObject({ title: 'Second', read: true });
      expect((await call(h.app, member, 'POST', '/api/messages/read', { all: true })).json().value).toEqual({ updated: 1, unread: 0 });
    });

    it('pages 8 messages at a time', async () => {
      const member = await walletMember(h.app);
      for (let i = 1; i <= 9; i++) {
        await send(member.account, `M${i}`);
        h.clock.advance(1000);
      }
      await member.relogin();
      const first = await list(member);
      expect(first).toMatchObject({ total: 9, totalPages: 2 });
      expect(first.rows).toHaveLength(8);
      expect((await list(member, '?pageNo=2')).rows.map((m: { title: string }) => m.title)).toEqual(['M1']);
    });

    it('deletes only the member own message, once, and the unread count follows', async () => {
      const member = await walletMember(h.app);
      const other = await walletMember(h.app);
      await send(member.account, 'Mine');
      await send(other.account, 'Theirs');
      const mine = (await list(member)).rows[0].id as number;
      const theirs = (await list(other)).rows[0].id as number;
      expect((await remove(member, theirs)).json().value).toEqual({ deleted: false, unread: 1 });
      expect(await unread(other)).toBe(1);
      expect((await remove(member, mine)).json().value).toEqual({ deleted: true, unread: 0 });
      expect((await remove(member, mine)).json().value).toEqual({ deleted: false, unread: 0 });
      expect((await list(member)).total).toBe(0);
    });

    it('broadcasts to every member of the merchant except trial accounts, and gives trial accounts no inbox', async () => {
      const member = await walletMember(h.app);
      const trial = await walletMember(h.app, { type: 4 });
      const sent = (await send(null, 'Everyone')).json().value.sent as number;
      expect(sent).toBeGreaterThanOrEqual(1);
      expect((await list(member)).rows.some((m: { title: string }) => m.title === 'Everyone')).toBe(true);
      expect(await unread(trial)).toBe(0);
      expect((await call(h.app, trial, 'GET', '/api/messages')).json().code).toBe('TRIAL_BLOCKED');
      expect((await send(trial.account, 'x')).json().code).toBe('TRIAL_BLOCKED');
    });

    it('leaves people in cool-off or self-exclusion out of a broadcast (issue 11: no marketing)', async () => {
      const excluded = await walletMember(h.app);
      const other = await walletMember(h.app);
      const week = new Date(h.clock.now().getTime() + 7 * 24 * 3600_000);
      await startExclusion(h.app.db, await excluded.row(), 'cool_off', h.clock.now(), week);
      await send(null, 'Weekend offer');
      expect((await list(other)).rows.some((m: { title: string }) => m.title === 'Weekend offer')).toBe(true);
      const rows = await h.app.db.select().from(memberMessages).where(eq(memberMessages.memberId, excluded.id));
      expect(rows.map((row) => row.title)).not.toContain('Weekend offer');
    });

    it('refuses a read without id or all, an unknown account, and a caller without the operator token', async () => {
      const member = await walletMember(h.app);
      expect((await call(h.app, member, 'POST', '/api/messages/read', {})).json().code).toBe('VALIDATION_FAILED');
      expect((await send('nobody-here', 'x')).json().code).toBe('NOT_FOUND');
      const stranger = await h.app.inject({ method: 'POST', url: '/api/operator/messages', payload: { merchantCode: 'FORTUNA', account: null, title: 't', content: 'c' } });
      expect(stranger.statusCode).toBe(401);
    });
  });
}
