import { and, eq, gte, inArray, isNotNull, or, gt, sql } from 'drizzle-orm';
import { agentContracts, agentPayouts, type AgentContract } from '../../db/agent-schema';
import type { Db } from '../../db/client';
import type { MemberPlay } from './payout-formula';
import { teamCte } from './repository';

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type NewPayout = typeof agentPayouts.$inferInsert;

export function createPayoutRepository(db: Db) {
  return {
    /** Contracts that were ever accepted and are still open, or ended after `endedSince`: they may be owed periods. */
    async payableContracts(endedSince: Date): Promise<AgentContract[]> {
      return db
        .select()
        .from(agentContracts)
        .where(
          and(
            isNotNull(agentContracts.acceptedAt),
            or(inArray(agentContracts.status, ['active', 'ending']), gt(agentContracts.endedAt, endedSince)),
          ),
        );
    },

    /** The keys of the contract's periods already settled since `since`. */
    async settledKeys(contractId: number, since: Date): Promise<Set<string>> {
      const rows = await db
        .select({ key: agentPayouts.periodKey })
        .from(agentPayouts)
        .where(and(eq(agentPayouts.contractId, contractId), gte(agentPayouts.periodStart, since)));
      return new Set(rows.map((row) => row.key));
    },

    /**
     * The real-money play of the member and of every level below it, per member, for bets placed in
     * [from, to): lottery stakes (refunds left out) with what they won, and in-house game rounds.
     * Both tables are read by their (member, created_at) indexes.
     */
    async teamPlay(memberId: number, merchantCode: string, from: Date, to: Date): Promise<MemberPlay[]> {
      const rows = await rowsOf<{ member_id: number; turnover: string | number; payout: string | number }>(
        db,
        sql`with ${teamCte(memberId, merchantCode, 'team')},
            everyone(id) as (select id from team union all select ${memberId}::int)
            select p.member_id, sum(p.stake) as turnover, sum(p.payout) as payout from (
              select b.member_id, b.stake, case when b.status = 'won' then b.payout else 0 end as payout
                from lottery_bets b join everyone e on e.id = b.member_id
               where b.realm = 'real' and b.status <> 'refunded'
                 and b.created_at >= ${iso(from)} and b.created_at < ${iso(to)}
              union all
              select r.member_id, r.bet, r.win
                from game_rounds r join everyone e on e.id = r.member_id
               where r.realm = 'real' and r.created_at >= ${iso(from)} and r.created_at < ${iso(to)}
            ) p group by p.member_id order by p.member_id`,
      );
      return rows.map((row) => ({ memberId: Number(row.member_id), turnover: Number(row.turnover), payout: Number(row.payout) }));
    },

    async isSettled(contractId: number, periodKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: agentPayouts.id })
        .from(agentPayouts)
        .where(and(eq(agentPayouts.contractId, contractId), eq(agentPayouts.periodKey, periodKey)))
        .limit(1);
      return row !== undefined;
    },

    /** Claims the (contract, period) inside `tx`; undefined when another run settled it first. */
    async claim(tx: Db, payout: NewPayout): Promise<number | undefined> {
      const [row] = await tx.insert(agentPayouts).values(payout).onConflictDoNothing().returning({ id: agentPayouts.id });
      return row?.id;
    },

    async linkTransfer(tx: Db, payoutId: number, transferId: number): Promise<void> {
      await tx.update(agentPayouts).set({ transferId }).where(eq(agentPayouts.id, payoutId));
    },
  };
}

export type PayoutRepository = ReturnType<typeof createPayoutRepository>;
