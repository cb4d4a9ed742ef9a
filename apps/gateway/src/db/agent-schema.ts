import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONTRACT_CYCLES, CONTRACT_KINDS, CONTRACT_STATUSES, type ContractTier } from '@platform/shared/api-contract';
import { members } from './schema';
import { ledgerTransfers } from './wallet-schema';

/**
 * The agent contracts (spec §3 "contract terms", §4 "Contract"): an upline offers one to a direct
 * downline, which accepts or rejects it; either side asks to end it and the other agrees; the upline
 * can end it at once. A downline holds at most one open (offered, active or ending) contract per kind;
 * the partial unique index enforces it whatever the concurrency.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });


export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    uplineId: integer('upline_id')
      .notNull()
      .references(() => members.id),
    downlineId: integer('downline_id')
      .notNull()
      .references(() => members.id),
    /** The tiers of the terms, in the order offered. */
    tiers: jsonb('tiers').$type<ContractTier[]>().notNull(),
    /** The highest tier rate, in basis points: what the lower-rate rule compares. */
    rate: integer('rate').notNull(),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull(),
    /** The payout period; fixed by the kind except for dividends, whose offer chooses it. */
    cycle: text('cycle', { enum: CONTRACT_CYCLES }).notNull().default('daily'),
    /** Who asked to end an active contract (status `ending`). */
    endRequestedBy: integer('end_requested_by').references(() => members.id),
    /** Why it ended: rejected, terminated, agreed, lower_rate (the upline accepted a lower rate), replaced. */
    endReason: text('end_reason'),
    createdAt: at('created_at').notNull(),
    acceptedAt: at('accepted_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    check('agent_contracts_rate_range', sql`${t.rate} between 0 and 10000`),
    check('agent_contracts_not_self', sql`${t.uplineId} <> ${t.downlineId}`),
    uniqueIndex('agent_contracts_open_uq')
      .on(t.downlineId, t.kind, t.status)
      .where(sql`${t.status} in ('offered', 'active', 'ending')`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind, t.status),
  ],
);

export type AgentContract = typeof agentContracts.$inferSelect;

/**
 * One settled period of one contract: the team figures it was computed from and what the upline
 * paid. The unique (contract, period) is inserted in the same transaction as the ledger transfer
 * (itself unique by its idempotency key), so a period pays exactly once whatever the number of
 * gateway instances, and a crash between the two cannot leave one without the other.
 */
export const agentPayouts = pgTable(
  'agent_payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    /** The payer (the contract's upline) and the payee (its downline). */
    uplineId: integer('upline_id')
      .notNull()
      .references(() => members.id),
    downlineId: integer('downline_id')
      .notNull()
      .references(() => members.id),
    /** `${cycle}:${periodStart ISO}`; real-time periods carry their length, e.g. `realtime300:...`. */
    periodKey: text('period_key').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** The downline team's real-money bets, what they won back, and stakes minus wins (the team's loss). */
    turnover: bigint('turnover', { mode: 'number' }).notNull(),
    payoutToPlayers: bigint('payout_to_players', { mode: 'number' }).notNull(),
    teamLoss: bigint('team_loss', { mode: 'number' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    /** Self-excluded (or cooling-off) players whose bets were left out. */
    excludedMembers: integer('excluded_members').notNull(),
    /** The tier met (index into the contract's tiers), or null when none was. */
    tierIndex: integer('tier_index'),
    rate: integer('rate').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('agent_payouts_contract_period_uq').on(t.contractId, t.periodKey),
    index('agent_payouts_downline_idx').on(t.downlineId, t.kind, t.periodStart),
    index('agent_payouts_upline_idx').on(t.uplineId, t.kind, t.periodStart),
    check('agent_payouts_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
);

export type AgentPayout = typeof agentPayouts.$inferSelect;

/**
 * Per member and UTC day, what the agent reports sum over a team: the real-money bets placed that day
 * (lottery bets and in-house rounds: count, stakes, payouts as team betting counts them) and the
 * approved deposits decided that day. A report over a 100,000-member team then reads
 * `days x members with activity` rows instead of every bet. Kept only by the deferred triggers of
 * migration 0020 on lottery_bets, game_rounds and deposits (so no code path can forget it, and it
 * commits with the row). One row per member, not per agent subtree: a bet then writes one row that
 * only its own member's transactions touch, where an ancestor rollup would write ~9 rows per bet and
 * serialise every bet of the brand on the root agent's day row (and need rewriting when a member moves).
 */
export const agentMemberDays = pgTable(
  'agent_member_days',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    bets: integer('bets').notNull().default(0),
    stake: bigint('stake', { mode: 'number' }).notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    deposits: bigint('deposits', { mode: 'number' }).notNull().default(0),
    /** The member's members.tree_path, copied (migration 0022) so a team's sum needs no members rows. */
    treePath: integer('tree_path').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    primaryKey({ name: 'agent_member_days_pk', columns: [t.memberId, t.day] }),
    index('agent_member_days_day_idx').on(t.day),
    index('agent_member_days_tree_path_idx').using('gin', t.treePath),
  ],
);

/**
 * Per member, currency and UTC day, the BET debits of the member's MAIN account on the ledger (the
 * team overview's turnover reads the ledger, not the bet tables). A member has one MAIN account per
 * currency (ledger_accounts_member_uq), so this is per account, keyed so that it joins to a team by
 * member. Kept by the deferred trigger of migration 0020 on ledger_entries.
 */
export const agentTurnoverDays = pgTable(
  'agent_turnover_days',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    turnover: bigint('turnover', { mode: 'number' }).notNull().default(0),
    /** As agent_member_days.tree_path. */
    treePath: integer('tree_path').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    primaryKey({ name: 'agent_turnover_days_pk', columns: [t.memberId, t.currency, t.day] }),
    index('agent_turnover_days_day_idx').on(t.day),
    index('agent_turnover_days_tree_path_idx').using('gin', t.treePath),
  ],
);
