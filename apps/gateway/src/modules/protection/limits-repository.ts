import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { protectionLimits, type LimitKind, type LimitPeriod, type ProtectionLimit } from '../../db/protection-schema';
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
 * Real-money stakes and winnings of the member in each window, from the ledger: BET legs leave
 * the member's accounts, BET_REFUND and WIN legs enter them. Play money (trial) never counts.
 */
export async function playSums(db: Db, memberId: number, at: Date): Promise<PlaySums> {
  const w = windowStarts(at);
  const [row] = await rowsOf<Record<string, string>>(
    db,
    sql`select
          coalesce(sum(-e.amount) filter (where t.kind in ('BET', 'BET_REFUND') and t.created_at > ${w.day}), 0) as wagered_day,
          coalesce(sum(-e.amount) filter (where t.kind in ('BET', 'BET_REFUND') and t.created_at > ${w.week}), 0) as wagered_week,
          coalesce(sum(-e.amount) filter (where t.kind in ('BET', 'BET_REFUND')), 0) as wagered_all,
          coalesce(sum(e.amount) filter (where t.kind = 'WIN' and t.created_at > ${w.day}), 0) as won_day,
          coalesce(sum(e.amount) filter (where t.kind = 'WIN' and t.created_at > ${w.week}), 0) as won_week,
          coalesce(sum(e.amount) filter (where t.kind = 'WIN'), 0) as won_all
        from ledger_accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_transfers t on t.id = e.transfer_id
       where a.member_id = ${memberId} and a.realm = 'real'
         and t.kind in ('BET', 'BET_REFUND', 'WIN') and t.created_at > ${w.month}`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    wagered: { day: n('wagered_day'), week: n('wagered_week'), month: n('wagered_all') },
    won: { day: n('won_day'), week: n('won_week'), month: n('won_all') },
  };
}
