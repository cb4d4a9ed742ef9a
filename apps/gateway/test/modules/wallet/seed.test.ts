import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositChannels, ledgerTransfers } from '../../../src/db/wallet-schema';
import { DEMO_BALANCE, DEMO_WITHDRAW_PASSWORD } from '../../../src/modules/wallet/seed';
import { buildApp } from '../../support/app';
import { freshIp, login, postE, tokenOf } from '../../support/auth';
import { backends, type TestDatabase } from '../../support/backends';
import { createBrandsFixture, type BrandsFixture } from '../../support/brands';
import { auditLedger, key } from '../../support/wallet';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`demo wallet on ${backend.name}`, () => {
    let fixture: BrandsFixture;
    let database: TestDatabase;
    beforeAll(async () => {
      fixture = await createBrandsFixture();
      database = await backend.open();
    });
    afterAll(async () => {
      await database?.dispose();
      await fixture?.cleanup();
    });

    it("gives demo01 its starting balance once, as a ledger transfer from EXTERNAL, with the channels and a withdraw password", async () => {
      for (let boot = 0; boot < 2; boot++) {
        const app = await buildApp(fixture, { database, env: { SEED_DEMO: 'true', WALLET_JOB_INTERVAL_SECONDS: '0' } });
        await app.close();
      }
      const app = await buildApp(fixture, { database, env: { WALLET_JOB_INTERVAL_SECONDS: '0' } });
      try {
        const credits = await database.db.select().from(ledgerTransfers).where(sql`${ledgerTransfers.idempotencyKey} like 'seed:demo01:%'`);
        expect(credits.map((t) => [t.merchantCode, t.kind])).toEqual(
          expect.arrayContaining([
            ['FORTUNA', 'CREDIT'],
            ['LUCKY', 'CREDIT'],
          ]),
        );
        expect(credits).toHaveLength(2);
        expect(await database.db.select({ code: depositChannels.code }).from(depositChannels).where(sql`${depositChannels.merchantCode} = 'FORTUNA'`)).toEqual([
          { code: 'BANK' },
          { code: 'PAYGATE' },
        ]);
        const ip = freshIp();
        const token = tokenOf(await login(app, { username: 'demo01', password: 'Demo1234' }, { ip }));
        const balance = await app.inject({ method: 'GET', url: '/api/wallet/balance', headers: { authorization: `Bearer ${token}` }, remoteAddress: ip });
        expect(balance.json().value.balance).toBe(DEMO_BALANCE);
        const withdraw = await postE(
          app,
          '/api/wallet/withdraw',
          { idempotencyKey: key(), amount: 1_00, withdrawPassword: DEMO_WITHDRAW_PASSWORD, receivingAddress: 'Demo Bank 1' },
          { token, ip },
        );
        expect(withdraw.json().value.status).toBe('requested');
        expect(await auditLedger(database.db)).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
      } finally {
        await app.close();
      }
    });
  });
}
