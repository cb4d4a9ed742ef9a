import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, openWalletHarness, operator, walletMember, type WalletMember } from '../../support/wallet';

const REGIONAL = 300;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`points earned on lottery turnover on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend, { env: { LOTTERY_FAST_PERIOD_SECONDS: '60', LOTTERY_REGIONAL_PERIOD_SECONDS: String(REGIONAL) } });
    });
    afterAll(async () => {
      await h?.close();
    });

    /** 10 s into a fresh period of every game, so bets are open. */
    const align = () => {
      const now = h.clock.now().getTime();
      h.clock.advance(Math.ceil((now + 1) / (REGIONAL * 1000)) * REGIONAL * 1000 + 10_000 - now);
    };
    const dicePeriod = async () => {
      const lobby = (await h.app.inject({ method: 'GET', url: '/api/lottery/lobby?data=DICE' })).json().value;
      return lobby[0].current.periodId as string;
    };
    const betDice = async (member: WalletMember, periodId: string, stake: number) => {
      const response = await call(h.app, member, 'POST', '/api/lottery/bets', {
        idempotencyKey: randomUUID(),
        gameCode: 'DICE',
        periodId,
        bets: [{ betType: 'BIG', stake }, { betType: 'SMALL', stake }],
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const points = async (member: WalletMember) => (await call(h.app, member, 'GET', '/api/points/balance')).json().value;
    const runJob = () => operator(h.app, 'POST', '/api/operator/lottery/jobs/run', {});

    it('earns on a lottery bet when it settles, once, whatever the settlement runs; a cancelled draw earns nothing', async () => {
      align();
      const member = await walletMember(h.app, { balance: 1_000_00 });
      await betDice(member, await dicePeriod(), 10_00);
      // Placed but not settled: no turnover counted yet.
      expect((await points(member)).balance).toBe(0);
      h.clock.advance(REGIONAL * 1000);
      await Promise.all([runJob(), runJob()]);
      await runJob();
      expect(await points(member)).toMatchObject({ balance: 20, earned: 20, turnover: 20_00 });

      align();
      const other = await walletMember(h.app, { balance: 1_000_00 });
      const periodId = await dicePeriod();
      await betDice(other, periodId, 10_00);
      const cancel = await operator(h.app, 'POST', '/api/operator/lottery/draws/cancel', { periodId });
      expect(cancel.statusCode, cancel.body).toBe(200);
      await runJob();
      expect(await points(other)).toMatchObject({ balance: 0, turnover: 0 });
    });
  });
}
