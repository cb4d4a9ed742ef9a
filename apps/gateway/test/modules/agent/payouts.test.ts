import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../support/app';
import { FakeClock, authManifest, type AuthHarness } from '../../support/auth';
import { backends, openPostgresInstances, postgresEnabled } from '../../support/backends';
import { createBrandsFixture } from '../../support/brands';
import { call, credit, openWalletHarness, walletMember, type WalletMember } from '../../support/wallet';
import { runPayouts } from '../../../src/modules/agent/payout-job';
import { SIMULATED_PERIODS, simulateRealtimeSalary } from './payout-simulation';
import { agreeContract, downlineOf, insertRounds, mainOf, payoutTransfers, payoutsOf, selfExclude } from './payout-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NO_TIMER = { AGENT_SALARY_JOB_INTERVAL_SECONDS: '0' };
const flatTier = (rate: number, minBet = 0) => [{ minBet, pnl: -1_000_000_000, minActiveMembers: 1, rate }];

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`agent salary and dividend payouts on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend, { env: NO_TIMER });
    });
    afterAll(async () => {
      await h?.close();
    });

    /** An agent with money, a sub-agent downline and a player below it; the clock at the next UTC midnight. */
    async function team(funds = 10_000_000): Promise<{ agent: WalletMember; sub: WalletMember; player: WalletMember }> {
      const sinceMidnight = h.clock.now().getTime() % DAY;
      if (sinceMidnight > 0) h.clock.advance(DAY - sinceMidnight);
      const agent = await walletMember(h.app, { type: 2 });
      if (funds > 0) await credit(h.app, agent.account, funds);
      const sub = await downlineOf(h.app, agent, 1);
      const player = await downlineOf(h.app, sub);
      return { agent, sub, player };
    }

    it('pays daily, hourly and dividend contracts their formula for their period, upline to downline', async () => {
      const { agent, sub, player } = await team();
      const day = h.clock.now().getTime();
      const daily = await agreeContract(h.app, agent, sub, 'daily_salary', [
        { minBet: 5_000, pnl: -1_000_000, minActiveMembers: 1, rate: 150 },
        { minBet: 50_000, pnl: 0, minActiveMembers: 2, rate: 400 },
      ]);
      const hourly = await agreeContract(h.app, agent, sub, 'hourly_salary', flatTier(200, 1_000));
      const dividend = await agreeContract(h.app, agent, sub, 'dividend', [{ minBet: 0, pnl: 10_000, minActiveMembers: 1, rate: 2_000 }], 'weekly');
      await insertRounds(h.app.db, [
        { memberId: player.id, bet: 30_000, win: 0, at: new Date(day + 1 * HOUR + 5) },
        { memberId: sub.id, bet: 25_000, win: 10_000, at: new Date(day + 1 * HOUR + 60_000) },
        { memberId: player.id, bet: 500, win: 0, at: new Date(day + 5 * HOUR) },
        // The next day: another daily period, not this one.
        { memberId: player.id, bet: 8_000, win: 0, at: new Date(day + DAY + HOUR) },
      ]);
      h.clock.advance(DAY + 60_000);
      await h.app.agentPayouts.run();

      // Day 1: turnover 55,500, two active members, the team lost 45,500 >= 0: tier 2, 4 %.
      const dailyRows = await payoutsOf(h.app.db, daily);
      expect(dailyRows.map((r) => [r.turnover, r.tier_index, r.amount])).toEqual([[55_500, 1, 2_220]]);
      // Hour 01:00 holds 55,000 at 2 %; hour 05:00's 500 misses the 1,000 minimum; 24 hours settled.
      const hourlyRows = await payoutsOf(h.app.db, hourly);
      expect(hourlyRows).toHaveLength(24);
      expect(hourlyRows.filter((r) => r.amount > 0).map((r) => [r.period_key.slice(-13, -8), r.amount])).toEqual([['01:00', 1_100]]);
      // The week has not ended: no dividend yet.
      expect(await payoutsOf(h.app.db, dividend)).toEqual([]);
      expect(await mainOf(h.app.db, sub.id)).toBe(2_220 + 1_100);

      // Day by day (as the timer would) up to Monday 00:00 UTC, which ends the ISO week.
      do {
        h.clock.advance(DAY);
        await h.app.agentPayouts.run();
      } while (h.clock.now().getUTCDay() !== 1);
      const [week] = await payoutsOf(h.app.db, dividend);
      // The team lost 30,000 + 15,000 + 500 + 8,000 = 53,500 over the week; 20 % of it.
      expect(week).toMatchObject({ turnover: 63_500, amount: 10_700 });
      // Day 2 added 8,000 at 1.5 % (daily) and at 2 % (hour 01:00).
      const paid = 2_220 + 1_100 + 120 + 160 + 10_700;
      expect(await mainOf(h.app.db, sub.id)).toBe(paid);
      expect(await mainOf(h.app.db, agent.id)).toBe(10_000_000 - paid);
      expect(await payoutTransfers(h.app.db, daily)).toBe(2);
    });

    it('lets only a dividend choose its period, semi-monthly by default', async () => {
      const { agent, sub } = await team();
      const offer = (body: object) => call(h.app, agent, 'POST', '/api/agent/contracts/offer', { account: sub.account, tiers: flatTier(100), ...body });
      const salary = await offer({ kind: 'daily_salary', cycle: 'weekly' });
      expect(salary.statusCode).toBe(400);
      expect(salary.json().code).toBe('VALIDATION_FAILED');
      expect((await offer({ kind: 'dividend' })).json().value).toMatchObject({ kind: 'dividend', cycle: 'semi_monthly' });
      expect((await offer({ kind: 'realtime_salary' })).json().value).toMatchObject({ cycle: 'realtime' });
    });

    it("pays nothing on a self-excluded player's bets, even when the exclusion came after them", async () => {
      const { agent, sub, player } = await team();
      const day = h.clock.now().getTime();
      const other = await downlineOf(h.app, sub);
      const contract = await agreeContract(h.app, agent, sub, 'daily_salary', flatTier(1_000));
      await insertRounds(h.app.db, [
        { memberId: player.id, bet: 40_000, win: 0, at: new Date(day + HOUR) },
        { memberId: other.id, bet: 10_000, win: 0, at: new Date(day + 2 * HOUR) },
      ]);
      await selfExclude(h.app.db, player.id, new Date(day + 20 * HOUR));
      h.clock.advance(DAY + 60_000);
      await h.app.agentPayouts.run();
      const [row] = await payoutsOf(h.app.db, contract);
      expect(row).toMatchObject({ turnover: 10_000, amount: 1_000, excluded_members: 1 });
      expect(await mainOf(h.app.db, sub.id)).toBe(1_000);
    });

    it('leaves a period the upline cannot cover for a later run, then pays it once', async () => {
      const { agent, sub, player } = await team(0);
      const day = h.clock.now().getTime();
      const contract = await agreeContract(h.app, agent, sub, 'daily_salary', flatTier(500));
      await insertRounds(h.app.db, [{ memberId: player.id, bet: 20_000, win: 0, at: new Date(day + HOUR) }]);
      h.clock.advance(DAY + 60_000);
      expect((await h.app.agentPayouts.run()).unfunded).toBeGreaterThanOrEqual(1);
      expect(await payoutsOf(h.app.db, contract)).toEqual([]);
      await credit(h.app, agent.account, 5_000);
      await h.app.agentPayouts.run();
      await h.app.agentPayouts.run();
      expect((await payoutsOf(h.app.db, contract)).map((r) => r.amount)).toEqual([1_000]);
      expect(await mainOf(h.app.db, agent.id)).toBe(4_000);
    });

    it('keeps paying the other contracts when one fails, and retries the failed one next run', async () => {
      const first = await team();
      const second = await team();
      const day = h.clock.now().getTime();
      const broken = await agreeContract(h.app, first.agent, first.sub, 'daily_salary', flatTier(1_000));
      const healthy = await agreeContract(h.app, second.agent, second.sub, 'daily_salary', flatTier(1_000));
      await insertRounds(h.app.db, [
        { memberId: first.player.id, bet: 10_000, win: 0, at: new Date(day + HOUR) },
        { memberId: second.player.id, bet: 20_000, win: 0, at: new Date(day + HOUR) },
      ]);
      h.clock.advance(DAY + 60_000);
      const { deps } = h.app.agentPayouts;
      const failing = { ...deps, isPaymentBlocked: async (memberId: number, at: Date) => {
        if (memberId === first.player.id) throw new Error('protection store unreachable');
        return deps.isPaymentBlocked(memberId, at);
      } };
      const result = await runPayouts(failing, h.clock.now());
      expect(result.failures.map((f) => f.contractId)).toEqual([broken]);
      expect((await payoutsOf(h.app.db, healthy)).map((r) => r.amount)).toEqual([2_000]);
      expect(await payoutsOf(h.app.db, broken)).toEqual([]);
      await h.app.agentPayouts.run();
      expect((await payoutsOf(h.app.db, broken)).map((r) => r.amount)).toEqual([1_000]);
    });

    it.skipIf(backend.name === 'PostgreSQL')(
      `settles ${SIMULATED_PERIODS} real-time periods exactly once with overlapping runs, totals equal to the formula`,
      async () => {
        await simulateRealtimeSalary([h.app], h.clock);
      },
      // PGlite runs every query on one connection; a loaded machine needs minutes.
      480_000,
    );
  });
}

describe.skipIf(!postgresEnabled)('real-time salary across two gateway instances on PostgreSQL', () => {
  it(`settles ${SIMULATED_PERIODS} periods exactly once while both instances run the job at the same moments`, async () => {
    const fixture = await createBrandsFixture();
    await fixture.writeManifest(await authManifest());
    const databases = await openPostgresInstances(2);
    const clock = new FakeClock();
    const apps: FastifyInstance[] = [];
    try {
      for (const database of databases) apps.push(await buildApp(fixture, { database, now: clock.now, env: { WALLET_JOB_INTERVAL_SECONDS: '0', ...NO_TIMER } }));
      await simulateRealtimeSalary(apps, clock);
    } finally {
      for (const app of apps) await app.close();
      for (const database of databases) await database.dispose();
      await fixture.cleanup();
    }
  }, 480_000);
});
