import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postE, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { PASSWORD, call, openWalletHarness, operator, walletMember, type WalletMember } from '../../support/wallet';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the operator's points reward catalogue on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const save = (body: object) => operator(h.app, 'PUT', '/api/operator/points/rewards', { merchantCode: 'FORTUNA', ...body });
    const catalogue = async (member: WalletMember, language = 'EN') =>
      (await call(h.app, member, 'GET', `/api/points/rewards?language=${language}`)).json().value.rows as { id: number; title: string; points: number; amount: number }[];
    const redeem = (member: WalletMember, rewardId: number) =>
      postE(h.app, '/api/points/redeem', { idempotencyKey: randomUUID(), password: PASSWORD, rewardId }, { token: member.token, ip: member.ip });
    const code = () => `cash-${randomUUID().slice(0, 8)}`;

    it('creates a reward, then updates the same code in place (name, points cost, amount, image, order)', async () => {
      const rewardCode = code();
      const created = await save({ code: rewardCode, titles: { EN: '  Cash 5.00 ', PT: 'Dinheiro 5,00' }, points: 500, amount: 5_00 });
      expect(created.statusCode, created.body).toBe(200);
      const first = created.json().value;
      expect(first).toMatchObject({ code: rewardCode, titles: { EN: 'Cash 5.00', PT: 'Dinheiro 5,00' }, points: 500, amount: 500, imageUrl: null, active: true, sort: 0 });

      const updated = await save({ code: rewardCode, titles: { EN: 'Cash 6.00' }, points: 550, amount: 6_00, imageUrl: '/img/cash.png', sort: 3 });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().value).toEqual({ id: first.id, code: rewardCode, titles: { EN: 'Cash 6.00' }, points: 550, amount: 600, imageUrl: '/img/cash.png', active: true, sort: 3 });

      const member = await walletMember(h.app);
      expect((await catalogue(member, 'PT')).find((row) => row.id === first.id)).toMatchObject({ title: 'Cash 6.00', points: 550, amount: 600 });
    });

    it('disables a reward: it leaves the catalogue and a redeem of it is refused with nothing spent', async () => {
      const rewardCode = code();
      const { id } = (await save({ code: rewardCode, titles: { EN: 'Soon gone' }, points: 1, amount: 1_00 })).json().value;
      const member = await walletMember(h.app, { balance: 100_00 });
      // One point of real turnover: the member could afford the reward.
      expect((await call(h.app, member, 'POST', '/api/games/in-house/rounds', { roundId: randomUUID(), gameCode: 'PGE_SLOT3', bet: 100 })).statusCode).toBe(200);
      expect((await catalogue(member)).map((row) => row.id)).toContain(id);

      const disabled = await save({ code: rewardCode, titles: { EN: 'Soon gone' }, points: 1, amount: 1_00, active: false });
      expect(disabled.json().value).toMatchObject({ id, active: false });
      expect((await catalogue(member)).map((row) => row.id)).not.toContain(id);
      const refused = await redeem(member, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('REWARD_UNAVAILABLE');
      expect((await call(h.app, member, 'GET', '/api/points/balance')).json().value.balance).toBe(1);

      // Enabled again, the same reward can be redeemed.
      await save({ code: rewardCode, titles: { EN: 'Soon gone' }, points: 1, amount: 1_00, active: true });
      const redeemed = await redeem(member, id);
      expect(redeemed.statusCode, redeemed.body).toBe(200);
      expect(redeemed.json().value.balance).toBe(0);
    });

    it('refuses bad input with the field named: blank or no name, zero or negative figures, a bad code, an unsafe image', async () => {
      const base = { code: code(), titles: { EN: 'Cash' }, points: 10, amount: 1_00 };
      const cases: [object, string][] = [
        [{ titles: { EN: '   ' } }, 'titles.EN'],
        [{ titles: {} }, 'titles'],
        [{ points: 0 }, 'points'],
        [{ amount: -5 }, 'amount'],
        [{ points: 1.5 }, 'points'],
        [{ code: 'Has Spaces' }, 'code'],
        [{ titles: { english: 'Cash' } }, 'titles'],
        [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      ];
      for (const [patch, field] of cases) {
        const response = await save({ ...base, ...patch });
        expect(response.statusCode, JSON.stringify(patch)).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
        expect(JSON.stringify(response.json()), JSON.stringify(patch)).toContain(field);
      }
      const unknown = await save({ ...base, merchantCode: 'NOPE' });
      expect(unknown.json().code).toBe('MERCHANT_UNKNOWN');
    });

    it('needs the operator token', async () => {
      const member = await walletMember(h.app);
      const body = { merchantCode: 'FORTUNA', code: code(), titles: { EN: 'Cash' }, points: 10, amount: 1_00 };
      for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdefgh', `Bearer ${member.token}`]) {
        const response = await h.app.inject({ method: 'PUT', url: '/api/operator/points/rewards', payload: body, headers: authorization ? { authorization } : {} });
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    });
  });
}
