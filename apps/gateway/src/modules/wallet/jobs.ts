import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rebates, withdrawals } from '../../db/wallet-schema';
import type { Ledger } from '../ledger/service';
import type { WalletRepository } from './repository';
import { rebateOn } from './vip';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Periods older than this are not settled any more (a job that was down for longer needs an operator). */
export const REBATE_LOOKBACK_DAYS = 7;

/**
 * Withdrawal auto-confirm (spec §4): a paid withdrawal the player has not answered by its deadline
 * counts as received. Exactly once across instances: each batch is claimed with
 * SELECT ... FOR UPDATE SKIP LOCKED in a transaction, so two instances take disjoint rows, and the
 * UPDATE only moves rows still `paid`. Answers the ids this call confirmed.
 */
export async function autoConfirmDue(db: Db, at: Date, batchSize = 100): Promise<number[]> {
  const confirmed: number[] = [];
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.status, 'paid'), lte(withdrawals.confirmDeadline, at)))
        .orderBy(asc(withdrawals.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const updated = await tx
        .update(withdrawals)
        .set({ status: 'auto_confirmed', confirmedAt: at })
        .where(and(inArray(withdrawals.id, due.map((row) => row.id)), eq(withdrawals.status, 'paid')))
        .returning({ id: withdrawals.id });
      return updated.map((row) => row.id);
    });
    if (ids.length === 0) return confirmed;
    confirmed.push(...ids);
  }
}

export function periodKeyOf(start: Date): string {
  return start.toISOString().slice(0, 10);
}

/**
 * Daily rebates on turnover (spec §9 rates), for each finished UTC day of the last week. Exactly
 * once per (member, period): the rebate row's unique key is inserted in the same transaction as
 * its HOUSE -> MAIN transfer, whose ledger key is unique too. Answers how many rebates it created.
 */
export async function settleRebates(deps: { ledger: Ledger; repository: WalletRepository; currencyOf(merchant: string): Promise<string> }, at: Date): Promise<number> {
  const today = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  let created = 0;
  for (let daysBack = REBATE_LOOKBACK_DAYS; daysBack >= 1; daysBack--) {
    const start = new Date(today - daysBack * DAY_MS);
    const end = new Date(start.getTime() + DAY_MS);
    const periodKey = periodKeyOf(start);
    const rows = await deps.repository.periodTurnover(periodKey, start, end);
    const byMember = new Map<number, { merchantCode: string; currency: string; breakdown: Record<string, { turnover: number; amount: number }> }>();
    for (const row of rows) {
      const entry = byMember.get(row.memberId) ?? { merchantCode: row.merchantCode, currency: row.currency, breakdown: {} };
      entry.breakdown[row.category || 'OTHER'] = { turnover: row.turnover, amount: rebateOn(row.category, row.turnover) };
      byMember.set(row.memberId, entry);
    }
    for (const [memberId, entry] of byMember) {
      const turnover = Object.values(entry.breakdown).reduce((sum, part) => sum + part.turnover, 0);
      const amount = Object.values(entry.breakdown).reduce((sum, part) => sum + part.amount, 0);
      const [house, main] = await Promise.all([
        deps.ledger.systemAccount(entry.merchantCode, 'HOUSE', entry.currency),
        deps.ledger.memberAccount(entry.merchantCode, memberId, 'MAIN', entry.currency),
      ]);
      const done = await deps.ledger.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(rebates)
          .values({ merchantCode: entry.merchantCode, memberId, periodKey, turnover, amount, breakdown: entry.breakdown, createdAt: at })
          .onConflictDoNothing()
          .returning({ id: rebates.id });
        // Another instance settled this member's period first.
        if (!inserted) return false;
        if (amount > 0) {
          const posted = await deps.ledger.postWithin(tx, {
            merchantCode: entry.merchantCode,
            kind: 'REBATE',
            idempotencyKey: `rebate:${memberId}:${periodKey}`,
            legs: [
              { accountId: house.id, amount: -amount },
              { accountId: main.id, amount },
            ],
            metadata: { periodKey, breakdown: entry.breakdown },
            at,
          });
          await tx.update(rebates).set({ transferId: posted.transferId }).where(eq(rebates.id, inserted.id));
        }
        return true;
      });
      if (done) created += 1;
    }
  }
  return created;
}
