import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { protectionLimits, type LimitKind, type LimitPeriod, type ProtectionLimit } from '../../db/protection-schema';
import { ledgerReads } from '../ledger/reads';
import { WINDOW_MS, type MoneyPeriod } from './limit-rules';

/** Both drivers answer execute() with `{ rows }`; the shared Db type cannot say so. */
export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Serialises one member's limit checks and changes: a concurrent deposit or bet waits here until
 * the other commits, then reads usage that includes it, so two requests cannot both pass.
 */
export async function lockMemberLimits(tx: Db, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(1836020589, ${memberId})`);
}

export async function limitRows(db: Db, memberId: number, kinds?: readonly LimitKind[]): Promise<ProtectionLimit[]> {
  return db
    .select()
    .from(protectionLimits)
    .where(and(eq(protectionLimits.memberId, memberId), kinds ? inArray(protectionLimits.kind, [...kinds]) : undefined));
}

export async function saveLimit(
  tx: Db,
  row: { memberId: number; kind: LimitKind; period: LimitPeriod; value: number | null; pendingValue: number | null; pendingFrom: Date | null; at: Date },
): Promise<void> {
  const values = { value: row.value, pendingValue: row.pendingValue, pendingFrom: row.pendingFrom, updatedAt: row.at };
  await tx
    .insert(protectionLimits)
    .values({ memberId: row.memberId, kind: row.kind, period: row.period, ...values })
    .onConflictDoUpdate({ target: [protectionLimits.memberId, protectionLimits.kind, protectionLimits.period], set: values });
}

export type PeriodSums = Record<MoneyPeriod, number>;

function windowStarts(at: Date): Record<MoneyPeriod, string> {
  const from = (ms: number) => new Date(at.getTime() - ms).toISOString();
  return { day: from(WINDOW_MS.day), week: from(WINDOW_MS.week), month: from(WINDOW_MS.month) };
}

/** Deposits asked for (pending or approved) in each window: a pending one counts, or many could be queued past the limit. */
export async function depositSums(db: Db, memberId: number, at: Date): Promise<PeriodSums> {
  const w = windowStarts(at);
  const [row] = await rowsOf<{ day: string; week: string; month: string }>(
    db,
    sql`select coalesce(sum(amount) filter (where created_at > ${w.day}), 0) as day,
               coalesce(sum(amount) filter (where created_at > ${w.week}), 0) as week,
               coalesce(sum(amount), 0) as month
          from deposits
         where member_id = ${memberId} and status in ('pending', 'approved') and created_at > ${w.month}`,
  );
  return { day: Number(row?.day ?? 0), week: Number(row?.week ?? 0), month: Number(row?.month ?? 0) };
}

export interface PlaySums {
  /** Stakes placed less stakes refunded. */
  wagered: PeriodSums;
  won: PeriodSums;
}

/**
 * Real-money stakes and winnings of the member in each window, read from the ledger (refunded
 * stakes are not staked). Play money (trial) never counts.
 */
export async function playSums(db: Db, memberId: number, at: Date): Promise<PlaySums> {
  const since = (ms: number) => new Date(at.getTime() - ms);
  const sums = await ledgerReads.realStakesAndWinsInWindows(db, memberId, { day: since(WINDOW_MS.day), week: since(WINDOW_MS.week), month: since(WINDOW_MS.month) });
  return {
    wagered: { day: sums.day.wagered, week: sums.week.wagered, month: sums.month.wagered },
    won: { day: sums.day.won, week: sums.week.won, month: sums.month.won },
  };
}
