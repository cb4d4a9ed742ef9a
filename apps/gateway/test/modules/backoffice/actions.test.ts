import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../../src/modules/backoffice/audit';
import { createOwner } from '../../../src/modules/backoffice/owner';
import { createMember, postE } from '../../support/auth';
import { backends } from '../../support/backends';
import { JPEG_BYTES, WITHDRAW_PASSWORD, call, key, mainBalance, walletMember, type WalletMember } from '../../support/wallet';
import { backofficeSuite } from './fixture';
import { STAFF, auditCount, bo, signIn } from './support';

const M = 'FORTUNA';
/** Cashier actions from 1,000.00 need a confirmation in these suites. */
const CONFIRM_AMOUNT = 100_000;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`issue 22: back-office actions and their audit rows on ${backend.name}`, () => {
    const h = backofficeSuite(backend, { wallet: true, env: { BACKOFFICE_CONFIRM_AMOUNT: String(CONFIRM_AMOUNT) }, signedIn: 'all' });
    const { cookies, counted } = h;
    const uploadOf = async (member: WalletMember) =>
      (await call(h.app, member, 'POST', '/api/wallet/uploads', { filename: 'receipt.jpg', contentType: 'image/jpeg', dataBase64: JPEG_BYTES.toString('base64') })).json().value.uploadId as string;
    const pendingDeposit = async (member: WalletMember, amount: number) => {
      const answer = await call(h.app, member, 'POST', '/api/wallet/deposit', { idempotencyKey: key(), channelCode: 'BANK', amount, receiptUploadId: await uploadOf(member) });
      return answer.json().value.id as number;
    };
    const requestedWithdrawal = async (member: WalletMember, amount: number) => {
      const answer = await postE(h.app, '/api/wallet/withdraw', { idempotencyKey: key(), amount, withdrawPassword: WITHDRAW_PASSWORD, receivingAddress: 'Bank 1 / 0001' }, { token: member.token, ip: member.ip });
      if (answer.statusCode !== 200) throw new Error(answer.body);
      return answer.json().value.id as number;
    };
    const latestAudit = async () => (await bo(h.app, cookies.owner, 'GET', '/api/backoffice/audit', { merchantCode: M, pageSize: 1 })).json().value.rows[0];

    it('a finance user approves a pending deposit: the balance rises, one audit row with before and after; a replay writes none', async () => {
      const member = await walletMember(h.app);
      const depositId = await pendingDeposit(member, 150_00);
      const queue = (await bo(h.app, cookies.finance, 'GET', '/api/backoffice/cashier/deposits', { merchantCode: M, account: member.account })).json().value;
      expect(queue.rows.map((r: { id: number }) => r.id)).toEqual([depositId]);
      // The receipt is served to the cashier of the member's merchant only.
      const receipt = queue.rows[0].receiptUploadId as string;
      expect((await h.app.inject({ method: 'GET', url: `/api/backoffice/cashier/uploads/${receipt}?merchantCode=${M}`, headers: { cookie: cookies.finance } })).statusCode).toBe(200);
      const idempotencyKey = randomUUID();
      const decide = () => bo(h.app, cookies.finance, 'POST', '/api/backoffice/cashier/deposits/decide', { merchantCode: M, idempotencyKey, depositId, decision: 'approve' });
      const first = await counted(decide);
      expect(first.answer.json().value).toMatchObject({ id: depositId, status: 'approved', account: member.account });
      expect(first.rows).toBe(1);
      expect(await mainBalance(h.app, member)).toBe(150_00);
      expect(await latestAudit()).toMatchObject({
        staffName: 'finn',
        action: 'cashier.deposit.approve',
        target: `deposit:${depositId}`,
        before: { status: 'pending', amount: 150_00 },
        after: { status: 'approved' },
      });
      const replay = await counted(decide);
      expect([replay.answer.statusCode, replay.rows]).toEqual([200, 0]);
      expect(await mainBalance(h.app, member)).toBe(150_00);
      // A decided deposit cannot be decided again: refused, no row.
      const again = await counted(() => bo(h.app, cookies.finance, 'POST', '/api/backoffice/cashier/deposits/decide', { merchantCode: M, idempotencyKey: randomUUID(), depositId, decision: 'reject' }));
      expect([again.answer.json().code, again.rows]).toEqual(['DEPOSIT_NOT_PENDING', 0]);
    });

    it('an amount at or above BACKOFFICE_CONFIRM_AMOUNT needs confirm: true', async () => {
      const member = await walletMember(h.app);
      const depositId = await pendingDeposit(member, CONFIRM_AMOUNT);
      const unconfirmed = await counted(() => bo(h.app, cookies.finance, 'POST', '/api/backoffice/cashier/deposits/decide', { merchantCode: M, idempotencyKey: randomUUID(), depositId, decision: 'approve' }));
      expect([unconfirmed.answer.statusCode, unconfirmed.answer.json().value, unconfirmed.rows]).toEqual([400, { confirmationRequired: true, threshold: CONFIRM_AMOUNT }, 0]);
      expect(await mainBalance(h.app, member)).toBe(0);
      const confirmed = await counted(() => bo(h.app, cookies.finance, 'POST', '/api/backoffice/cashier/deposits/decide', { merchantCode: M, idempotencyKey: randomUUID(), depositId, decision: 'approve', confirm: true }));
      expect([confirmed.answer.statusCode, confirmed.rows]).toEqual([200, 1]);
      expect(await mainBalance(h.app, member)).toBe(CONFIRM_AMOUNT);
    });

    it("another merchant's deposit is unknown to FORTUNA's cashier, and LUCKY's is not FORTUNA's staff's to decide", async () => {
      const lucky = await createMember(h.app, { account: `lucky${Date.now() % 100000}`, password: 'Secret123', merchantCode: 'LUCKY' });
      const [row] = ((await h.app.db.execute(
        sql`insert into deposits (merchant_code, member_id, channel_code, kind, amount, status, created_at) values ('LUCKY', ${lucky}, 'BANK', 'bank_transfer', 500, 'pending', now()) returning id`,
      )) as unknown as { rows: { id: number }[] }).rows;
      const asFortuna = await counted(() => bo(h.app, cookies.finance, 'POST', '/api/backoffice/cashier/deposits/decide', { merchantCode: M, idempotencyKey: randomUUID(), depositId: Number(row!.id), decision: 'approve' }));
      expect([asFortuna.answer.statusCode, asFortuna.rows]).toEqual([404, 0]);
      const asLucky = await bo(h.app, cookies.finance, 'POST', '/api/backoffice/cashier/deposits/decide', { merchantCode: 'LUCKY', idempotencyKey: randomUUID(), depositId: Number(row!.id), decision: 'approve' });
      expect(asLucky.statusCode).toBe(403);
      const player = await bo(h.app, cookies.risk, 'GET', '/api/backoffice/players/detail', { merchantCode: M, id: lucky });
      expect(player.statusCode).toBe(404);
    });

    it('withdrawals: pay one (one row), then the player disputes it and finance refunds (one row)', async () => {
      const member = await walletMember(h.app, { balance: 300_00, withdrawPassword: true });
      const withdrawalId = await requestedWithdrawal(member, 100_00);
      const pay = await counted(() => bo(h.app, cookies.finance, 'POST', '/api/backoffice/cashier/withdrawals/decide', { merchantCode: M, idempotencyKey: randomUUID(), withdrawalId, decision: 'pay' }));
      expect([pay.answer.json().value.status, pay.rows]).toEqual(['paid', 1]);
      const proof = await uploadOf(member);
      const disputed = await call(h.app, member, 'POST', '/api/wallet/withdrawals/confirm', { withdrawalId, receipt: 'not_received', proofUploadIds: [proof] });
      expect(disputed.json().value.status).toBe('not_received');
      const disputes = (await bo(h.app, cookies.finance, 'GET', '/api/backoffice/cashier/disputes', { merchantCode: M, account: member.account })).json().value;
      expect(disputes.rows).toMatchObject([{ id: withdrawalId, proofUploadIds: [proof] }]);
      const refund = await counted(() => bo(h.app, cookies.finance, 'POST', '/api/backoffice/cashier/disputes/resolve', { merchantCode: M, idempotencyKey: randomUUID(), withdrawalId, resolution: 'refund' }));
      expect([refund.answer.json().value.status, refund.rows]).toEqual(['refunded', 1]);
      expect(await mainBalance(h.app, member)).toBe(300_00);
    });

    it('a risk user locks a player: one audit row, and the player\'s next call is refused; unlock writes one more', async () => {
      const member = await walletMember(h.app);
      expect((await call(h.app, member, 'GET', '/api/wallet/balance')).statusCode).toBe(200);
      const lock = await counted(() => bo(h.app, cookies.risk, 'POST', '/api/backoffice/players/lock', { merchantCode: M, id: member.id, locked: true, reason: 'chargeback' }));
      expect([lock.answer.json().value.status, lock.rows]).toEqual(['disabled', 1]);
      expect(await latestAudit()).toMatchObject({ staffName: 'rick', action: 'player.lock', before: { status: 'active' }, after: { status: 'disabled', reason: 'chargeback' } });
      const refused = await call(h.app, member, 'GET', '/api/wallet/balance');
      expect(refused.statusCode).toBe(401);
      const unlock = await counted(() => bo(h.app, cookies.risk, 'POST', '/api/backoffice/players/lock', { merchantCode: M, id: member.id, locked: false, reason: 'cleared' }));
      expect([unlock.answer.json().value.status, unlock.rows]).toEqual(['active', 1]);
    });

    it('players: search by account, mobile, e-mail or id, paged on the server; the detail is read-only data', async () => {
      const member = await walletMember(h.app, { balance: 12_34 });
      await h.app.db.execute(sql`update members set mobile = '+5511987650000', email = 'find.me@example.com' where id = ${member.id}`);
      for (const q of [member.account.slice(2, 10), '87650000', 'FIND.ME@', String(member.id)]) {
        const page = (await bo(h.app, cookies.support, 'GET', '/api/backoffice/players', { merchantCode: M, q })).json().value;
        expect(page.rows.map((r: { id: number }) => r.id)).toContain(member.id);
      }
      const all = (await bo(h.app, cookies.support, 'GET', '/api/backoffice/players', { merchantCode: M, pageSize: 2, page: 1, sort: 'id', dir: 'asc' })).json().value;
      expect(all.rows).toHaveLength(2);
      expect(all.total).toBeGreaterThan(2);
      const detail = (await bo(h.app, cookies.support, 'GET', '/api/backoffice/players/detail', { merchantCode: M, id: member.id })).json().value;
      expect(detail.balances).toContainEqual({ wallet: 'MAIN', balance: 12_34 });
      const ledger = (await bo(h.app, cookies.finance, 'GET', '/api/backoffice/players/ledger', { merchantCode: M, id: member.id })).json().value;
      expect(ledger.rows[0]).toMatchObject({ kind: 'CREDIT', wallet: 'MAIN', amount: 12_34, balanceAfter: 12_34 });
    });

    it('notes on a player: one audit row each, listed newest first; the ledger filters by kind (the bets)', async () => {
      const member = await walletMember(h.app, { balance: 50_00 });
      await h.app.wallet.placeBet((await member.row()), { betKey: 'n1', amount: 7_00, category: 'RNG' });
      const add = await counted(() => bo(h.app, cookies.support, 'POST', '/api/backoffice/players/notes', { merchantCode: M, id: member.id, text: 'Called about a bonus' }));
      expect([add.answer.json().value.staffName, add.rows]).toEqual([STAFF.support.name, 1]);
      await bo(h.app, cookies.risk, 'POST', '/api/backoffice/players/notes', { merchantCode: M, id: member.id, text: 'Checked documents' });
      const notes = (await bo(h.app, cookies.finance, 'GET', '/api/backoffice/players/notes', { merchantCode: M, id: member.id })).json().value;
      expect(notes.rows.map((n: { body: string }) => n.body)).toEqual(['Checked documents', 'Called about a bonus']);
      const content = await counted(() => bo(h.app, cookies.content, 'POST', '/api/backoffice/players/notes', { merchantCode: M, id: member.id, text: 'x' }));
      expect([content.answer.statusCode, content.rows]).toEqual([403, 0]);
      const bets = (await bo(h.app, cookies.finance, 'GET', '/api/backoffice/players/ledger', { merchantCode: M, id: member.id, kind: 'BET' })).json().value;
      expect([bets.total, bets.rows[0].amount]).toEqual([1, -7_00]);
    });

    it('an owner switches maintenance on (one audit row with before and after) and players see it; off again', async () => {
      const on = await counted(() => bo(h.app, cookies.owner, 'POST', '/api/backoffice/system', { merchantCode: M, maintenance: true }));
      expect([on.answer.json().value.maintenance, on.rows]).toEqual([true, 1]);
      expect(await latestAudit()).toMatchObject({ action: 'system.update', before: { maintenance: false }, after: { maintenance: true } });
      const status = (await h.app.inject({ method: 'GET', url: '/api/system/status' })).json().value;
      expect(status.status).toBe(1);
      const off = await counted(() => bo(h.app, cookies.owner, 'POST', '/api/backoffice/system', { merchantCode: M, maintenance: false }));
      expect([off.answer.json().value.maintenance, off.rows]).toEqual([false, 1]);
      expect((await bo(h.app, cookies.finance, 'POST', '/api/backoffice/system', { merchantCode: M, maintenance: true })).statusCode).toBe(403);
    });

    it('a content user publishes an announcement: players see it at once, sanitised; one audit row', async () => {
      const member = await walletMember(h.app);
      const title = `Live ${randomUUID().slice(0, 8)}`;
      const publish = await counted(() =>
        bo(h.app, cookies.content, 'POST', '/api/backoffice/content/announcements', {
          merchantCode: M, type: 'H', execution: 'A', language: 'EN', title, content: '<p>Hello<script>alert(1)</script></p>', startDate: new Date(h.clock.now().getTime() - 1000).toISOString(),
        }),
      );
      expect(publish.rows).toBe(1);
      expect(publish.answer.json().value.content).toBe('<p>Hello</p>');
      const seen = (await call(h.app, member, 'GET', '/api/content/announcements?types=H&platform=W&language=EN')).json().value as { title: string; content: string }[];
      expect(seen.find((a) => a.title === title)?.content).toBe('<p>Hello</p>');
      const preview = (await bo(h.app, cookies.content, 'POST', '/api/backoffice/content/preview', { merchantCode: M, content: '<img src=x onerror=alert(1)>' })).json().value;
      expect(preview.html).not.toContain('onerror');
    });

    it('a support user answers a chat: the reply carries their name; read and close write one row each', async () => {
      const member = await walletMember(h.app);
      const conversation = (await call(h.app, member, 'POST', '/api/chat/launch', {})).json().value.conversation;
      const sent = (await call(h.app, member, 'POST', '/api/chat/messages', { conversationId: conversation.id, text: 'Where is my deposit?', clientId: randomUUID() })).json().value;
      const list = (await bo(h.app, cookies.support, 'GET', '/api/backoffice/support/conversations', { merchantCode: M })).json().value.conversations;
      expect(list.map((c: { id: number }) => c.id)).toContain(conversation.id);
      const read = await counted(() => bo(h.app, cookies.support, 'POST', '/api/backoffice/support/read', { merchantCode: M, conversationId: conversation.id, lastMessageId: sent.id }));
      expect([read.answer.json().value.unread, read.rows]).toEqual([0, 1]);
      const reply = await counted(() => bo(h.app, cookies.support, 'POST', '/api/backoffice/support/reply', { merchantCode: M, conversationId: conversation.id, text: 'On its way', clientId: randomUUID() }));
      expect([reply.answer.json().value.staffName ?? reply.answer.json().value.sender, reply.rows]).toEqual([STAFF.support.name, 1]);
      const history = (await call(h.app, member, 'GET', `/api/chat/history?conversationId=${conversation.id}`)).json().value.messages as { text: string }[];
      expect(history.map((m) => m.text)).toContain('On its way');
      // LUCKY's owner cannot reach FORTUNA's conversation even by naming LUCKY.
      expect((await bo(h.app, cookies.luckyOwner, 'GET', '/api/backoffice/support/conversation', { merchantCode: 'LUCKY', id: conversation.id })).statusCode).toBe(404);
      const close = await counted(() => bo(h.app, cookies.support, 'POST', '/api/backoffice/support/close', { merchantCode: M, conversationId: conversation.id }));
      expect([close.answer.json().value.status, close.rows]).toEqual(['closed', 1]);
    });

    it('an owner adds staff (one row, the enrolment shown once, no secret in the audit); the new staff member signs in', async () => {
      const name = `nina${Date.now() % 10000}`;
      const created = await counted(() => bo(h.app, cookies.owner, 'POST', '/api/backoffice/staff', { merchantCode: M, name, password: 'Nina-pass-00001', roles: ['finance', 'support'] }));
      expect(created.rows).toBe(1);
      const { totpUri, totpSecret, staff } = created.answer.json().value;
      expect(totpUri).toMatch(new RegExp(`^otpauth://totp/Back%20office%3A${name}\\?secret=${totpSecret}&`));
      expect(staff.grants).toEqual([{ role: 'finance', merchantCode: M }, { role: 'support', merchantCode: M }]);
      expect(JSON.stringify(await latestAudit())).not.toContain(totpSecret);
      const taken = await counted(() => bo(h.app, cookies.owner, 'POST', '/api/backoffice/staff', { merchantCode: M, name, password: 'Nina-pass-00001', roles: ['risk'] }));
      expect([taken.answer.json().code, taken.rows]).toEqual(['USERNAME_TAKEN', 0]);
      const list = (await bo(h.app, cookies.owner, 'GET', '/api/backoffice/staff', { merchantCode: M })).json().value as { name: string }[];
      expect(list.map((s) => s.name)).toContain(name);
    });

    it('the first owner by command: a generated password and TOTP enrolment, one audit row', async () => {
      const before = await auditCount(h.app);
      const owner = await createOwner(h.app.db, h.app.passwords, { name: 'founder', merchant: 'default', now: h.clock.now() });
      expect(owner).toMatchObject({ name: 'founder', merchantCode: M });
      expect(owner.password).toHaveLength(24);
      expect(owner.totpUri).toContain(`secret=${owner.totpSecret}`);
      expect(await auditCount(h.app)).toBe(before + 1);
      await expect(createOwner(h.app.db, h.app.passwords, { name: 'founder', merchant: M, now: h.clock.now() })).rejects.toThrow(/already named founder/);
    });

    it('sign-in and sign-out write one row each', async () => {
      const inRows = await counted(async () => {
        await signIn(h.app, h.clock, 'owner');
        return undefined as never;
      });
      expect(inRows.rows).toBe(1);
      const cookie = await signIn(h.app, h.clock, 'owner');
      const out = await counted(() => bo(h.app, cookie, 'POST', '/api/backoffice/session/logout'));
      expect(out.rows).toBe(1);
    });

    it('the audit screen filters and pages on the server, one merchant only', async () => {
      const page = (await bo(h.app, cookies.risk, 'GET', '/api/backoffice/audit', { merchantCode: M, action: 'cashier.deposit.approve', pageSize: 1 })).json().value;
      expect(page.rows).toHaveLength(1);
      expect(page.total).toBe(2);
      expect(page.rows[0].merchantCode).toBe(M);
      const lucky = (await bo(h.app, cookies.luckyOwner, 'GET', '/api/backoffice/audit', { merchantCode: 'LUCKY' })).json().value;
      expect(lucky.rows.every((r: { merchantCode: string }) => r.merchantCode === 'LUCKY')).toBe(true);
    });

    // Last: it breaks the chain of this suite's database on purpose.
    it('issue 22 §2: the chain verifies; a hand-edited row breaks the verification at that row', async () => {
      const verified = (await bo(h.app, cookies.risk, 'GET', '/api/backoffice/audit/verify', { merchantCode: M })).json().value;
      expect(verified.ok).toBe(true);
      expect(verified.rows).toBe(await auditCount(h.app));
      // The table refuses edits itself (migration 0026): a plain UPDATE or DELETE fails.
      await expect(h.app.db.execute(sql`update backoffice_audit set staff_name = 'someone else' where seq = 3`)).rejects.toThrow();
      await expect(h.app.db.execute(sql`delete from backoffice_audit where seq = 3`)).rejects.toThrow();
      // Someone with the table owner's rights switches the guard off and edits a row by hand.
      await h.app.db.execute(sql`alter table backoffice_audit disable trigger backoffice_audit_no_change`);
      await h.app.db.execute(sql`update backoffice_audit set after = '{"status":"rejected"}'::jsonb where seq = 3`);
      await h.app.db.execute(sql`alter table backoffice_audit enable trigger backoffice_audit_no_change`);
      expect(await verifyAuditChain(h.app.db)).toMatchObject({ ok: false, firstBrokenId: 3 });
      const broken = (await bo(h.app, cookies.risk, 'GET', '/api/backoffice/audit/verify', { merchantCode: M })).json().value;
      expect(broken).toMatchObject({ ok: false, rows: 2, firstBrokenId: 3 });
    });
  });
}
