import { randomUUID } from 'node:crypto';
import { MISSIONS, claimMissionCall, envelopeOf, missionsCall } from '@platform/shared/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodWindow } from '../../../src/modules/missions/progress';
import { missionIdempotencyKey } from '../../../src/modules/missions/service';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { auditLedger, call, countTransfers, mainBalance, openWalletHarness, walletMember, type WalletMember } from '../../support/wallet';

const REGIONAL = 300;
const STAKE = 10_000;
const missionsEnvelope = envelopeOf(missionsCall.response);
const claimEnvelope = envelopeOf(claimMissionCall.response);

describe('mission periods', () => {
  it('a daily mission counts the UTC day and a weekly one the UTC week from Monday', () => {
    const wednesday = new Date('2026-11-25T13:45:00Z');
    expect(periodWindow('daily', wednesday)).toEqual({
      start: new Date('2026-11-25T00:00:00Z'),
      end: new Date('2026-11-26T00:00:00Z'),
      key: '2026-11-25',
    });
    expect(periodWindow('weekly', wednesday).key).toBe('2026-11-23');
    expect(periodWindow('weekly', new Date('2026-11-29T23:59:59Z')).key).toBe('2026-11-23');
    expect(periodWindow('weekly', new Date('2026-11-30T00:00:00Z'))).toMatchObject({ key: '2026-11-30', end: new Date('2026-12-07T00:00:00Z') });
  });

  it('keys a reward payment by member, mission and period', () => {
    expect(missionIdempotencyKey(12, 'PLACE_10_BETS', '2026-11-25')).toBe('mission:12:PLACE_10_BETS:2026-11-25');
  });

  it('has daily and weekly missions, each with a positive target and reward', () => {
    expect(new Set(MISSIONS.map((m) => m.period))).toEqual(new Set(['daily', 'weekly']));
    expect(MISSIONS.every((m) => m.target > 0 && m.reward > 0)).toBe(true);
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`missions on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend, { env: { LOTTERY_FAST_PERIOD_SECONDS: '60', LOTTERY_REGIONAL_PERIOD_SECONDS: String(REGIONAL) } });
    });
    afterAll(async () => {
      await h?.close();
    });

    /** Moves the fake clock to 10 s into the next regional period, so every game takes bets. */
    const align = () => {
      const now = h.clock.now().getTime();
      h.clock.advance(Math.ceil((now + 1) / (REGIONAL * 1000)) * REGIONAL * 1000 + 10_000 - now);
    };
    /**
     * Places `n` real-money SEA 4D bets of STAKE each, one per draw (missions count draws, not bet
     * rows): the clock moves on one regional period after each, so the next bet is on the next draw.
     */
    const placeBets = async (member: WalletMember, n: number) => {
      for (let i = 0; i < n; i++) {
        const lobby = (await h.app.inject({ method: 'GET', url: '/api/lottery/lobby?data=SEA' })).json().value as { gameCode: string; current: { periodId: string } }[];
        const sea = lobby.find((g) => g.gameCode === 'SEA_4D')!;
        const bets = [{ betType: 'FIRST_4D', selection: String(1000 + i), stake: STAKE }];
        const placed = await call(h.app, member, 'POST', '/api/lottery/bets', { idempotencyKey: randomUUID(), gameCode: 'SEA_4D', periodId: sea.current.periodId, bets });
        expect(placed.statusCode, placed.body).toBe(200);
        if (i < n - 1) h.clock.advance(REGIONAL * 1000);
      }
    };
    const missions = async (member: WalletMember) => missionsEnvelope.parse((await call(h.app, member, 'GET', '/api/missions')).json()).value!;
    const claim = (member: WalletMember, missionId: string) => call(h.app, member, 'POST', '/api/missions/claim', { missionId });

    it('shows the daily and weekly missions with their progress; none is claimable without bets', async () => {
      const member = await walletMember(h.app);
      const value = await missions(member);
      expect(value.missions.map((m) => m.id)).toEqual(MISSIONS.map((m) => m.id));
      expect(value.missions.every((m) => m.progress === 0 && !m.done && !m.claimed)).toBe(true);
      expect(value.claimable).toBe(0);
    });

    it('refuses to claim an incomplete mission with MISSION_NOT_COMPLETE and moves no money', async () => {
      const member = await walletMember(h.app, { balance: 1_000_000 });
      align();
      await placeBets(member, 3);
      const before = await mainBalance(h.app, member);
      const refused = await claim(member, 'PLACE_10_BETS');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('MISSION_NOT_COMPLETE');
      expect(await mainBalance(h.app, member)).toBe(before);
      const value = await missions(member);
      expect(value.missions.find((m) => m.id === 'PLACE_10_BETS')).toMatchObject({ progress: 3, done: false });
      expect(value.missions.find((m) => m.id === 'PLACE_50_BETS')).toMatchObject({ period: 'weekly', progress: 3, done: false });
    });

    it('pays a completed mission exactly once into the main wallet, even under concurrent claims', async () => {
      const member = await walletMember(h.app, { balance: 1_000_000 });
      align();
      await placeBets(member, 10);
      const ready = await missions(member);
      // 10 bets of 100.00: both PLACE_10_BETS and TURNOVER_1000 are done; WIN_ONCE waits for a draw.
      expect(ready.claimable).toBe(2);
      const reward = MISSIONS.find((m) => m.id === 'PLACE_10_BETS')!.reward;
      const before = await mainBalance(h.app, member);

      const answers = await Promise.all(Array.from({ length: 6 }, () => claim(member, 'PLACE_10_BETS')));
      const values = answers.map((a) => claimEnvelope.parse(a.json()).value!);
      expect(values.filter((v) => !v.replayed)).toHaveLength(1);
      expect(values.every((v) => v.amount === reward && v.periodKey === ready.missions[0]!.periodKey)).toBe(true);
      expect(await mainBalance(h.app, member)).toBe(before + reward);
      const key = missionIdempotencyKey(member.id, 'PLACE_10_BETS', ready.missions[0]!.periodKey);
      expect(await countTransfers(h.app.db, sql`idempotency_key = ${key}`)).toBe(1);

      // Claimed once: the badge drops it, claiming again is a replay.
      const after = await missions(member);
      expect(after.missions.find((m) => m.id === 'PLACE_10_BETS')).toMatchObject({ done: true, claimed: true });
      expect(after.claimable).toBe(1);
      expect(claimEnvelope.parse((await claim(member, 'PLACE_10_BETS')).json()).value!.replayed).toBe(true);
      expect(await mainBalance(h.app, member)).toBe(before + reward);
      const audit = await auditLedger(h.app.db);
      expect(audit.unbalancedTransfers).toBe(0);
    });

    it('refuses an unknown mission and a guest', async () => {
      const member = await walletMember(h.app);
      expect((await claim(member, 'NO_SUCH_MISSION')).json().code).toBe('VALIDATION_FAILED');
      expect((await h.app.inject({ method: 'GET', url: '/api/missions' })).json().code).toBe('NOT_LOGGED_IN');
    });
  });
}
