import type { DashboardDay } from '@platform/shared/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerReads } from '../ledger/reads';

/**
 * The dashboard's figures per merchant and UTC day, read from the ledger (every real-money
 * movement is a transfer there, play money never counts) and the members table:
 * deposits (DEPOSIT into a member's wallet), withdrawals (WITHDRAW_PAYOUT out of HELD),
 * bets (BET), wins (WIN), GGR = bets - wins, new players (created that day, trial accounts left
 * out) and active players (members with at least one bet that day).
 */

const DAY_MS = 86_400_000;
const TRIAL_TYPE = 4;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

export async function dashboardDays(db: Db, merchantCode: string, from: string, to: string): Promise<DashboardDay[]> {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const [money, players] = await Promise.all([
    ledgerReads.memberMoneyByDay(db, { merchantCode, kinds: ['DEPOSIT', 'WITHDRAW_PAYOUT', 'BET', 'WIN'], start, end }),
    rowsOf<{ day: string; n: string | number }>(
      db,
      sql`select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*) as n
            from members
           where merchant_code = ${merchantCode} and type <> ${TRIAL_TYPE} and created_at >= ${start} and created_at < ${end}
           group by 1`,
    ),
  ]);
  const byDay = new Map<string, DashboardDay>(
    daysBetween(from, to).map((day) => [day, { day, deposits: 0, withdrawals: 0, bets: 0, wins: 0, ggr: 0, newPlayers: 0, activePlayers: 0 }]),
  );
  for (const row of money) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    const amount = row.amount;
    if (row.kind === 'DEPOSIT') entry.deposits = amount;
    else if (row.kind === 'WITHDRAW_PAYOUT') entry.withdrawals = amount;
    else if (row.kind === 'BET') {
      entry.bets = amount;
      entry.activePlayers = row.members;
    } else if (row.kind === 'WIN') entry.wins = amount;
  }
  for (const row of players) {
    const entry = byDay.get(row.day);
    if (entry) entry.newPlayers = Number(row.n);
  }
  return [...byDay.values()].map((entry) => ({ ...entry, ggr: entry.bets - entry.wins }));
}
