import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { FakeClock } from '../../support/auth';
import { call, credit, walletMember } from '../../support/wallet';
import { agreeContract, downlineOf, mainOf, insertRounds, payoutTransfers, payoutsOf, prng, selfExclude, type SimulatedRound } from './payout-support';

const REALTIME_MS = 300_000;
export const SIMULATED_PERIODS = 1_000;
/** Runs go every 100 periods, well inside the real-time lookback of 24 hours (288 periods). */
const PERIODS_PER_STEP = 100;
const FUNDS = 100_000_000;

const TIERS = [
  { minBet: 1_000, pnl: -100_000_000, minActiveMembers: 1, rate: 100 },
  { minBet: 20_000, pnl: 0, minActiveMembers: 2, rate: 300 },
];

/** The formula written out again, independently of payout-formula.ts, for the test to compare with. */
function expectedAmount(plays: { bet: number; win: number; memberId: number }[]): number {
  const turnover = plays.reduce((sum, p) => sum + p.bet, 0);
  const loss = turnover - plays.reduce((sum, p) => sum + p.win, 0);
  const active = new Set(plays.map((p) => p.memberId)).size;
  if (turnover >= 20_000 && active >= 2 && loss >= 0) return Math.floor((turnover * 300) / 10_000);
  if (turnover >= 1_000 && active >= 1 && loss >= -100_000_000) return Math.floor((turnover * 100) / 10_000);
  return 0;
}

/**
 * Spec §9 and issue 10: real-time salary over 1,000 simulated 5-minute periods, the job run three
 * times at once at every step (spread over `apps`, the gateway instances), pays each period exactly
 * once and the total equals the formula. A self-excluded player bets all along and earns nothing.
 */
export async function simulateRealtimeSalary(apps: FastifyInstance[], clock: FakeClock): Promise<void> {
  const [app] = apps as [FastifyInstance];
  const agent = await walletMember(app, { type: 2 });
  await credit(app, agent.account, FUNDS);
  const sub = await downlineOf(app, agent, 1);
  const leaf = await downlineOf(app, sub);
  const excluded = await downlineOf(app, sub);
  // The contract starts on a period boundary, so every simulated period is wholly covered.
  clock.advance(REALTIME_MS - (clock.now().getTime() % REALTIME_MS));
  const origin = clock.now().getTime();
  await selfExclude(app.db, excluded.id, new Date(origin - 1_000));
  const contractId = await agreeContract(app, agent, sub, 'realtime_salary', TIERS);

  const random = prng(20_301);
  const rounds: SimulatedRound[] = [];
  const expected: number[] = [];
  for (let period = 0; period < SIMULATED_PERIODS; period++) {
    const start = origin + period * REALTIME_MS;
    const counted: SimulatedRound[] = [];
    for (const [member, chance] of [[leaf, 0.7], [sub, 0.5]] as const) {
      if (random() >= chance) continue;
      const bet = 100 + Math.floor(random() * 15_000);
      const win = random() < 0.4 ? Math.floor(random() * 2 * bet) : 0;
      counted.push({ memberId: member.id, bet, win, at: new Date(start + Math.floor(random() * (REALTIME_MS - 1))) });
    }
    if (random() < 0.8) rounds.push({ memberId: excluded.id, bet: 25_000, win: 0, at: new Date(start + 1_000) });
    rounds.push(...counted);
    expected.push(expectedAmount(counted));
  }
  await insertRounds(app.db, rounds);
  const total = expected.reduce((sum, amount) => sum + amount, 0);

  let lostRaces = 0;
  for (let step = 1; step * PERIODS_PER_STEP <= SIMULATED_PERIODS; step++) {
    // 45 s after the step's last period ended: past its 30-second grace.
    clock.advance(origin + step * PERIODS_PER_STEP * REALTIME_MS + 45_000 - clock.now().getTime());
    const at = clock.now();
    const runs = [0, 1, 2].map((i) => apps[i % apps.length]!.agentPayouts.run(at));
    const results = await Promise.all(runs);
    const settledOfContract = results.reduce((sum, r) => sum + r.settled, 0);
    expect(settledOfContract).toBeGreaterThanOrEqual(PERIODS_PER_STEP);
    expect(results.flatMap((r) => r.failures)).toEqual([]);
    lostRaces += results.reduce((sum, r) => sum + r.skipped, 0);
  }
  // The runs did overlap: some found a period already claimed by another.
  expect(lostRaces).toBeGreaterThan(0);
  const again = await Promise.all(apps.map((a) => a.agentPayouts.run(clock.now())));
  expect(again.every((r) => r.settled === 0 && r.unfunded === 0 && r.failures.length === 0)).toBe(true);

  const payouts = await payoutsOf(app.db, contractId);
  expect(payouts).toHaveLength(SIMULATED_PERIODS);
  expect(new Set(payouts.map((p) => p.period_key)).size).toBe(SIMULATED_PERIODS);
  expect(payouts.map((p) => p.amount)).toEqual(expected);
  expect(payouts.every((p) => (p.amount > 0) === (p.transfer_id !== null))).toBe(true);
  // The excluded player's rounds were seen and left out.
  expect(payouts.filter((p) => p.excluded_members === 1).length).toBeGreaterThan(700);
  expect(await payoutTransfers(app.db, contractId)).toBe(expected.filter((amount) => amount > 0).length);
  expect(await mainOf(app.db, sub.id)).toBe(total);
  expect(await mainOf(app.db, agent.id)).toBe(FUNDS - total);
  console.info(`[real-time salary] ${SIMULATED_PERIODS} periods on ${apps.length} instance(s): paid ${total} in ${expected.filter((a) => a > 0).length} transfers; ${lostRaces} claims lost to a concurrent run`);

  // Ends the contract so later suites' runs do not keep settling its periods (the session idled out meanwhile).
  await agent.relogin();
  const ended = await call(app, agent, 'POST', '/api/agent/contracts/terminate', { contractId });
  expect(ended.statusCode, ended.body).toBe(200);
}
