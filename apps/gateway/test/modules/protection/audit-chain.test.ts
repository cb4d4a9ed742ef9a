import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { appendAudit, verifyAuditChain } from '../../../src/modules/protection/audit-log';
import { auditPasswordChange } from '../../../src/modules/protection/security-audit';
import { freshIp, login, postE, type AuthHarness } from '../../support/auth';
import { backends, openPostgresInstances, postgresEnabled } from '../../support/backends';
import { OPERATOR_TOKEN } from '../../support/app';
import { call, key, openWalletHarness, operator, walletMember, WITHDRAW_PASSWORD } from '../../support/wallet';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const events = (db: Db) => rows<{ seq: string; event: string; member_id: number | null }>(db, sql`select seq, event, member_id from audit_log order by seq`);

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`audit chain on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    it('records logins, failed logins, limit changes, deposits and withdrawals as one valid chain', async () => {
      const member = await walletMember(h.app, { balance: 100_00, withdrawPassword: true });
      expect((await login(h.app, { username: member.account, password: 'Wrong-pass1' }, { ip: freshIp() })).statusCode).toBe(401);
      await call(h.app, member, 'POST', '/api/protection/limits', { kind: 'deposit', period: 'week', value: 500_00 });
      const deposit = (await call(h.app, member, 'POST', '/api/wallet/deposit', { idempotencyKey: key(), channelCode: 'BANK', amount: 20_00 })).json().value;
      expect(
        (await operator(h.app, 'POST', '/api/operator/wallet/deposits/decide', { idempotencyKey: key(), depositId: deposit.id, decision: 'approve' })).statusCode,
      ).toBe(200);
      const withdrawal = await postE(
        h.app,
        '/api/wallet/withdraw',
        { idempotencyKey: key(), withdrawPassword: WITHDRAW_PASSWORD, receivingAddress: 'Demo Bank 0001-2', amount: 30_00 },
        { token: member.token, ip: member.ip },
      );
      expect(withdrawal.statusCode, withdrawal.body).toBe(200);

      const mine = (await events(h.app.db)).filter((e) => e.member_id === member.id).map((e) => e.event);
      expect(mine).toEqual(['login', 'limit_change', 'deposit', 'withdrawal']);
      const failed = await rows<{ detail: { account: string } }>(h.app.db, sql`select detail from audit_log where event = 'login_failed'`);
      expect(failed.some((row) => row.detail.account === `FORTUNA:${member.account.toLowerCase()}`)).toBe(true);
      const verdict = await verifyAuditChain(h.app.db);
      expect(verdict).toMatchObject({ valid: true, brokenAt: null });
      expect(verdict.rows).toBe((await events(h.app.db)).length);

      const route = await h.app.inject({ method: 'GET', url: '/api/operator/audit/verify', headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
      expect(route.json().value).toEqual(verdict);
      expect((await h.app.inject({ method: 'GET', url: '/api/operator/audit/verify' })).statusCode).toBe(401);
    });

    it('refuses UPDATE, DELETE and TRUNCATE of the log in the database itself', async () => {
      await auditPasswordChange(h.app.db, { id: 7, merchantCode: 'FORTUNA' }, 'reset', h.clock.now());
      const [last] = await rows<{ event: string; detail: { via: string } }>(h.app.db, sql`select event, detail from audit_log order by seq desc limit 1`);
      expect(last).toEqual({ event: 'password_change', detail: { via: 'reset' } });
      await expect(h.app.db.execute(sql`update audit_log set detail = '{}'::jsonb`)).rejects.toThrow();
      await expect(h.app.db.execute(sql`delete from audit_log`)).rejects.toThrow();
      await expect(h.app.db.execute(sql`truncate audit_log`)).rejects.toThrow();
      expect((await verifyAuditChain(h.app.db)).valid).toBe(true);
    });

    // Last in the suite: it leaves the chain broken on purpose.
    it('catches a row edited directly in SQL, and names it', async () => {
      await appendAudit(h.app.db, { event: 'deposit', merchantCode: 'FORTUNA', memberId: 1, detail: { amount: 10_00 }, at: h.clock.now() });
      await appendAudit(h.app.db, { event: 'deposit', merchantCode: 'FORTUNA', memberId: 1, detail: { amount: 20_00 }, at: h.clock.now() });
      const [target] = await rows<{ seq: string }>(h.app.db, sql`select seq from audit_log where event = 'deposit' order by seq desc limit 1 offset 1`);
      // Someone with table rights: turns the guard off, rewrites the amount, turns it back on.
      await h.app.db.execute(sql`alter table audit_log disable trigger audit_log_no_change`);
      await h.app.db.execute(sql`update audit_log set detail = '{"amount": 99900}'::jsonb where seq = ${Number(target!.seq)}`);
      await h.app.db.execute(sql`alter table audit_log enable trigger audit_log_no_change`);
      expect(await verifyAuditChain(h.app.db)).toMatchObject({ valid: false, brokenAt: Number(target!.seq) });
    });
  });
}

describe.skipIf(!postgresEnabled)('audit chain under concurrent appends on PostgreSQL', () => {
  it('keeps one valid chain when two instances append at once', async () => {
    const instances = await openPostgresInstances(2);
    try {
      for (const instance of instances) await instance.migrate();
      const appends = Array.from({ length: 40 }, (_, i) =>
        appendAudit(instances[i % 2]!.db, { event: 'transfer', merchantCode: 'FORTUNA', memberId: null, detail: { n: i }, at: new Date() }),
      );
      await Promise.all(appends);
      const verdict = await verifyAuditChain(instances[0]!.db);
      expect(verdict).toEqual({ valid: true, rows: 40, brokenAt: null });
      const seqs = (await events(instances[1]!.db)).map((e) => Number(e.seq));
      expect(seqs).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    } finally {
      for (const instance of instances) await instance.dispose();
    }
  });
});
