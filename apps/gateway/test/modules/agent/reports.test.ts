import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, credit, openWalletHarness, walletMember, type WalletMember } from '../../support/wallet';
import { agreeContract, downlineOf, insertRounds } from './payout-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`agent reports on ${backend.name}`, () => {
    let h: AuthHarness;
    // agent -> sub (agent) -> leaf; a stranger agent with a member of its own.
    let agent: WalletMember;
    let sub: WalletMember;
    let leaf: WalletMember;
    let stranger: WalletMember;
    let strangerMember: WalletMember;
    let day: number;
    const report = (member: WalletMember, path: string, body: object) => call(h.app, member, 'POST', `/api/agent/${path}`, body);
    const value = async (member: WalletMember, path: string, body: object) => {
      const answer = await report(member, path, body);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().value;
    };

    beforeAll(async () => {
      h = await openWalletHarness(backend, { env: { AGENT_SALARY_JOB_INTERVAL_SECONDS: '0' } });
      agent = await walletMember(h.app, { type: 2 });
      await credit(h.app, agent.account, 1_000_000);
      sub = await downlineOf(h.app, agent, 1);
      leaf = await downlineOf(h.app, sub);
      stranger = await walletMember(h.app, { type: 1 });
      strangerMember = await downlineOf(h.app, stranger);
      day = h.clock.now().getTime();
      await agreeContract(h.app, agent, sub, 'daily_salary', [{ minBet: 0, pnl: -1_000_000, minActiveMembers: 1, rate: 500 }]);
      await insertRounds(h.app.db, [
        { memberId: leaf.id, bet: 10_000, win: 2_000, at: new Date(day + HOUR) },
        { memberId: leaf.id, bet: 5_000, win: 0, at: new Date(day + 2 * HOUR) },
        { memberId: sub.id, bet: 3_000, win: 9_000, at: new Date(day + 3 * HOUR) },
        { memberId: strangerMember.id, bet: 50_000, win: 0, at: new Date(day + 3 * HOUR) },
      ]);
      await h.app.db.execute(sql`insert into rebates (merchant_code, member_id, period_key, turnover, amount, breakdown, created_at)
        values ('FORTUNA', ${leaf.id}, '2030-01-01', 15000, 150, '{}'::jsonb, ${new Date(day + 4 * HOUR).toISOString()}::timestamptz)`);
      h.clock.advance(DAY + 60_000);
      await h.app.agentPayouts.run();
      // The fake clock moved a day: sessions idled out.
      for (const member of [agent, sub, leaf, stranger]) await member.relogin();
    });
    afterAll(async () => {
      await h?.close();
    });

    it("team betting lists the team's bets newest first, by scope and by account, with the totals", async () => {
      const whole = await value(agent, 'reports/team-betting', {});
      expect(whole.rows.map((r: { account: string; stake: number }) => [r.account, r.stake])).toEqual([
        [sub.account, 3_000],
        [leaf.account, 5_000],
        [leaf.account, 10_000],
      ]);
      expect(whole.summary).toEqual({ bets: 3, turnover: 18_000, payout: 11_000 });
      expect(whole.rows[0]).toMatchObject({ source: 'game', game: 'DICE', status: 'settled', payout: 9_000 });
      const direct = await value(agent, 'reports/team-betting', { scope: 'direct' });
      expect(direct.total).toBe(1);
      const one = await value(agent, 'reports/team-betting', { account: leaf.account, pageSize: 1, pageNo: 2 });
      expect(one).toMatchObject({ total: 2, totalPages: 2, pageNo: 2 });
      expect(one.rows[0].stake).toBe(10_000);
      const outside = await report(agent, 'reports/team-betting', { account: strangerMember.account });
      expect(outside.json().code).toBe('NOT_DOWNLINE');
      const none = await value(agent, 'reports/team-betting', { from: '2031-01-01', to: '2031-01-02' });
      expect(none).toMatchObject({ total: 0, rows: [] });
      const backwards = await report(agent, 'reports/team-betting', { from: '2030-01-05', to: '2030-01-01' });
      expect(backwards.json().code).toBe('VALIDATION_FAILED');
    });

    it('user loss statements sum each member, rebates included, the biggest loss first', async () => {
      const loss = await value(agent, 'reports/user-loss', {});
      expect(loss.rows).toEqual([
        { memberId: leaf.id, account: leaf.account, level: 2, turnover: 15_000, wins: 2_000, rebates: 150, profitLoss: -12_850 },
        { memberId: sub.id, account: sub.account, level: 1, turnover: 3_000, wins: 9_000, rebates: 0, profitLoss: 6_000 },
      ]);
      expect(loss.summary).toEqual({ turnover: 18_000, wins: 11_000, rebates: 150, profitLoss: -6_850 });
    });

    it('refuses the agent reports to members that are not agents', async () => {
      const plain = await report(leaf, 'reports/user-loss', {});
      expect(plain.statusCode).toBe(403);
      expect(plain.json().code).toBe('FORBIDDEN');
    });

    it('shows a paid daily wage to both sides: the records and the income report', async () => {
      // The team of sub (sub and leaf) bet 18,000 on the day; 5 % of it.
      const received = await value(sub, 'payouts', { kind: 'daily_salary' });
      expect(received.rows).toHaveLength(1);
      expect(received.rows[0]).toMatchObject({ upline: agent.account, downline: sub.account, cycle: 'daily', turnover: 18_000, rate: 500, amount: 900 });
      expect(received.summary).toEqual({ amount: 900 });
      const paid = await value(agent, 'payouts', { kind: 'daily_salary', role: 'paid' });
      expect(paid.rows.map((r: { amount: number }) => r.amount)).toEqual([900]);
      expect((await value(agent, 'payouts', { kind: 'daily_salary' })).rows).toEqual([]);
      expect((await value(sub, 'payouts', { kind: 'dividend' })).total).toBe(0);

      const income = await value(sub, 'reports/income', {});
      expect(income.totals).toEqual({ salaryReceived: 900, dividendReceived: 0, salaryPaid: 0, dividendPaid: 0, net: 900 });
      expect(income.rows[0].date).toBe(new Date(day + DAY).toISOString().slice(0, 10));
      expect((await value(agent, 'reports/income', {})).totals).toMatchObject({ salaryPaid: 900, net: -900 });
    });
  });
}
