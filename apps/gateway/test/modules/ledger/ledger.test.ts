import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { ledgerEntries, ledgerTransfers } from '../../../src/db/wallet-schema';
import { HttpError } from '../../../src/http/http-error';
import { LedgerInvariantError, MAX_ATTEMPTS, createLedger, normaliseLegs, type TransferKind } from '../../../src/modules/ledger/service';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { auditLedger, countTransfers, key, openWalletHarness, walletMember } from '../../support/wallet';

describe('ledger legs', () => {
  it('refuses entries that do not sum to zero, and a transfer with fewer than two accounts', () => {
    expect(() => normaliseLegs([{ accountId: 1, amount: -5 }, { accountId: 2, amount: 4 }])).toThrow(LedgerInvariantError);
    expect(() => normaliseLegs([{ accountId: 1, amount: -5 }, { accountId: 1, amount: 5 }])).toThrow(LedgerInvariantError);
    expect(() => normaliseLegs([{ accountId: 1, amount: 0.5 }, { accountId: 2, amount: -0.5 }])).toThrow(LedgerInvariantError);
  });

  it('merges legs per account and orders them by ascending account id (the lock order)', () => {
    expect(
      normaliseLegs([
        { accountId: 9, amount: 3 },
        { accountId: 2, amount: -5 },
        { accountId: 9, amount: 2 },
      ]),
    ).toEqual([
      { accountId: 2, amount: -5 },
      { accountId: 9, amount: 5 },
    ]);
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`ledger on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const accounts = async () => {
      const member = await walletMember(h.app);
      const [main, held, external, play] = await Promise.all([
        h.app.ledger.memberAccount('FORTUNA', member.id, 'MAIN', 'BRL'),
        h.app.ledger.memberAccount('FORTUNA', member.id, 'HELD', 'BRL'),
        h.app.ledger.systemAccount('FORTUNA', 'EXTERNAL', 'BRL'),
        h.app.ledger.systemAccount('FORTUNA', 'PLAY_MONEY_SOURCE', 'BRL'),
      ]);
      return { member, main, held, external, play };
    };
    const post = (legs: { accountId: number; amount: number }[], idempotencyKey = key(), kind: TransferKind = 'CREDIT') =>
      h.app.ledger.post({ merchantCode: 'FORTUNA', kind, idempotencyKey, legs, at: h.clock.now() });
    const balance = async (id: number) =>
      Number(((await h.app.db.execute(sql`select balance from ledger_accounts where id = ${id}`)) as unknown as { rows: { balance: string }[] }).rows[0]!.balance);

    it('posts one transfer whose entries sum to zero and records each balance after it', async () => {
      const { main, external } = await accounts();
      const posted = await post([
        { accountId: external.id, amount: -250 },
        { accountId: main.id, amount: 250 },
      ]);
      expect(posted.replayed).toBe(false);
      const entries = await h.app.db.select().from(ledgerEntries).where(sql`${ledgerEntries.transferId} = ${posted.transferId}`);
      expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
      expect(entries.find((e) => e.accountId === main.id)!.balanceAfter).toBe(250);
      expect(await balance(main.id)).toBe(250);
      // EXTERNAL stands for the money outside: it may go negative.
      expect(await balance(external.id)).toBeLessThan(0);
    });

    it('never takes a member account below zero: the conditional update refuses and nothing is written', async () => {
      const { main, held, external } = await accounts();
      await post([
        { accountId: external.id, amount: -100 },
        { accountId: main.id, amount: 100 },
      ]);
      const transfersBefore = await countTransfers(h.app.db, sql`true`);
      await expect(
        post([
          { accountId: main.id, amount: -101 },
          { accountId: held.id, amount: 101 },
        ]),
      ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
      expect(await balance(main.id)).toBe(100);
      expect(await balance(held.id)).toBe(0);
      expect(await countTransfers(h.app.db, sql`true`)).toBe(transfersBefore);
    });

    it('has the database refuse a negative member balance too (CHECK constraint)', async () => {
      const { main } = await accounts();
      await expect(h.app.db.execute(sql`update ledger_accounts set balance = -1 where id = ${main.id}`)).rejects.toThrow();
      expect(await balance(main.id)).toBe(0);
    });

    it('posts a key once: the same transfer again is a replay, other entries under the key are 422 IDEMPOTENCY_MISMATCH', async () => {
      const { main, external } = await accounts();
      const transferKey = key();
      const legs = [
        { accountId: external.id, amount: -70 },
        { accountId: main.id, amount: 70 },
      ];
      const first = await post(legs, transferKey);
      const again = await post(legs, transferKey);
      expect(again).toMatchObject({ transferId: first.transferId, replayed: true });
      expect(again.balanceAfter.get(main.id)).toBe(70);
      await expect(
        post(
          [
            { accountId: external.id, amount: -71 },
            { accountId: main.id, amount: 71 },
          ],
          transferKey,
        ),
      ).rejects.toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_MISMATCH' });
      expect(await balance(main.id)).toBe(70);
      expect(await countTransfers(h.app.db, sql`idempotency_key = ${transferKey}`)).toBe(1);
    });

    it('makes a transfer mixing play money with real money impossible: PLAY_MONEY_ONLY, and the database keys refuse it too', async () => {
      const trial = await walletMember(h.app, { type: 4 });
      const real = await accounts();
      const play = await h.app.ledger.memberAccount('FORTUNA', trial.id, 'PLAY', 'BRL');
      await h.app.wallet.balance(await trial.row()); // funds the trial account
      const before = await auditLedger(h.app.db);
      const error = await post([
        { accountId: play.id, amount: -10 },
        { accountId: real.main.id, amount: 10 },
      ]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 403, code: 'PLAY_MONEY_ONLY' });
      await expect(
        post([
          { accountId: real.play.id, amount: -10 },
          { accountId: real.external.id, amount: 10 },
        ]),
      ).rejects.toMatchObject({ code: 'PLAY_MONEY_ONLY' });
      expect(await auditLedger(h.app.db)).toEqual(before);

      // Bypassing the service: an entry carries its transfer's and its account's realm, tied by composite keys.
      const [transfer] = await h.app.db
        .insert(ledgerTransfers)
        .values({ merchantCode: 'FORTUNA', kind: 'TEST', realm: 'real', currency: 'BRL', idempotencyKey: key(), requestHash: 'x', createdAt: h.clock.now() })
        .returning();
      await expect(
        h.app.db.insert(ledgerEntries).values({ transferId: transfer!.id, accountId: play.id, realm: 'real', currency: 'BRL', amount: 10, balanceAfter: 10 }),
      ).rejects.toThrow();
      await expect(
        h.app.db.insert(ledgerEntries).values({ transferId: transfer!.id, accountId: play.id, realm: 'play', currency: 'BRL', amount: 10, balanceAfter: 10 }),
      ).rejects.toThrow();
      await h.app.db.delete(ledgerTransfers).where(sql`${ledgerTransfers.id} = ${transfer!.id}`);
    });

    it('runs a transaction again after a serialisation failure or a deadlock, a bounded number of times, counting the retries', async () => {
      const { main, external } = await accounts();
      let failures = 2;
      const flaky = new Proxy(h.app.db, {
        get(target, property, receiver) {
          if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
          return async (fn: (tx: Db) => Promise<unknown>) => {
            if (failures > 0) {
              failures -= 1;
              throw Object.assign(new Error('could not serialize access'), { cause: { code: failures === 1 ? '40001' : '40P01' } });
            }
            return target.transaction(fn as never);
          };
        },
      }) as Db;
      const ledger = createLedger(flaky, { sleep: async () => undefined });
      const posted = await ledger.post({
        merchantCode: 'FORTUNA',
        kind: 'CREDIT',
        idempotencyKey: key(),
        legs: [
          { accountId: external.id, amount: -5 },
          { accountId: main.id, amount: 5 },
        ],
        at: h.clock.now(),
      });
      expect(posted.replayed).toBe(false);
      expect(ledger.stats).toEqual({ retries: 2, posted: 1 });
      expect(await balance(main.id)).toBe(5);

      failures = MAX_ATTEMPTS;
      const stubborn = createLedger(flaky, { sleep: async () => undefined });
      await expect(
        stubborn.post({ merchantCode: 'FORTUNA', kind: 'CREDIT', idempotencyKey: key(), legs: [{ accountId: external.id, amount: -5 }, { accountId: main.id, amount: 5 }], at: h.clock.now() }),
      ).rejects.toThrow('could not serialize');
      expect(stubborn.stats.retries).toBe(MAX_ATTEMPTS - 1);
      expect(await balance(main.id)).toBe(5);
    });

    it('keeps every invariant over the whole ledger after all of the above', async () => {
      const audit = await auditLedger(h.app.db);
      expect(audit).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
    });
  });
}
