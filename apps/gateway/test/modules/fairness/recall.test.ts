import { randomUUID } from 'node:crypto';
import { RECALL_SIZE } from '@platform/shared/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, openWalletHarness, operator, walletMember } from '../../support/wallet';
import { fairnessClient } from './support';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`game recall on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend, { env: { LOTTERY_FAST_PERIOD_SECONDS: '60' } });
    });
    afterAll(async () => {
      await h?.close();
    });

    it('recalls the last 10 rounds of each in-house game and of each lottery game, newest first, with stake, win, outcome and verification link', async () => {
      const member = await walletMember(h.app, { balance: 1_000_00 });
      const fair = fairnessClient(h.app, member);
      expect((await fair.recall()).games).toEqual([]);

      const dice = [];
      for (let i = 0; i < 12; i++) {
        dice.push((await fair.play({ gameCode: 'PGE_DICE', bet: 100 + i, pick: 'HIGH' })).value!);
        h.clock.advance(1000);
      }
      const slot = (await fair.play({ gameCode: 'PGE_SLOT3', bet: 2_00 })).value!;

      const lobby = (await h.app.inject({ method: 'GET', url: '/api/lottery/lobby?data=DICE' })).json().value as { current: { periodId: string; drawAt: string } }[];
      const { periodId, drawAt } = lobby[0]!.current;
      const placed = await call(h.app, member, 'POST', '/api/lottery/bets', {
        idempotencyKey: randomUUID(),
        gameCode: 'DICE',
        periodId,
        bets: Array.from({ length: 12 }, (_, i) => ({ betType: 'NUMBER', selection: String(i + 3), stake: 100 })),
      });
      expect(placed.statusCode, placed.body).toBe(200);

      const before = await fair.recall();
      const inHouseDice = before.games.find((g) => g.source === 'inHouse' && g.gameCode === 'PGE_DICE')!;
      expect(inHouseDice.rounds).toHaveLength(RECALL_SIZE);
      expect(inHouseDice.rounds.map((r) => r.ref)).toEqual(dice.slice(-10).reverse().map((r) => r.roundId));
      expect(inHouseDice.rounds[0]).toMatchObject({
        stake: dice[11]!.bet,
        win: dice[11]!.win,
        outcome: dice[11]!.outcome,
        pick: 'HIGH',
        status: 'settled',
        verifyUrl: `/api/games/in-house/verify?roundId=${dice[11]!.roundId}`,
        verifiable: false,
      });
      expect(before.games.find((g) => g.gameCode === 'PGE_SLOT3')!.rounds.map((r) => r.ref)).toEqual([slot.roundId]);
      const lottery = before.games.find((g) => g.source === 'lottery' && g.gameCode === 'DICE')!;
      expect(lottery.rounds).toHaveLength(RECALL_SIZE);
      expect(lottery.rounds[0]).toMatchObject({ stake: 100, win: 0, outcome: null, status: 'open', verifiable: false, verifyUrl: `/api/lottery/verify/page?periodId=${periodId}` });

      // Rotating reveals the in-house seed; the lottery draw reveals its own.
      await fair.rotate();
      h.clock.advance(new Date(drawAt).getTime() - h.clock.now().getTime());
      expect((await operator(h.app, 'POST', '/api/operator/lottery/jobs/run', {})).statusCode).toBe(200);
      const after = await fair.recall();
      expect(after.games.find((g) => g.gameCode === 'PGE_DICE')!.rounds.every((r) => r.verifiable)).toBe(true);
      const drawn = after.games.find((g) => g.source === 'lottery')!.rounds;
      expect(drawn.every((r) => r.verifiable && r.outcome !== null && (r.status === 'won' || r.status === 'lost'))).toBe(true);
      // Exactly one NUMBER selection is the sum of the three dice, when the sum is among the recalled ones.
      expect(drawn.filter((r) => r.status === 'won').length).toBeLessThanOrEqual(1);
      const verified = await fair.verify(inHouseDice.rounds[3]!.ref);
      expect(verified.value).toMatchObject({ hashMatches: true, outcomeMatches: true });
      const page = await h.app.inject({ method: 'GET', url: drawn[0]!.verifyUrl });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(periodId);
    });

    it('needs a session', async () => {
      expect((await h.app.inject({ method: 'GET', url: '/api/games/recall' })).json().code).toBe('NOT_LOGGED_IN');
    });
  });
}
