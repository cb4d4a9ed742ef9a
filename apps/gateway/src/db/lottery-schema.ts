import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { LOTTERY_BET_STATUSES, REALMS, SETTLED_BET_STATUSES, STORED_DRAW_STATUSES, type DrawOutcome } from '@platform/shared/api-contract';
import { members } from './schema';
import { ledgerAccounts, ledgerTransfers } from './wallet-schema';

/**
 * The lottery tables (README "Lottery"). A draw row is created with its seed and commitment before
 * its period opens for bets; once drawn or cancelled it never changes (a trigger in the migration
 * refuses any later UPDATE or DELETE). Each bet is settled at most once: lottery_settlements has a
 * unique (draw, bet), written in the same transaction as the payout's ledger transfer.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameCode: text('game_code').notNull(),
    /** `${gameCode}-${index}`: the index of the period since the epoch; the HMAC message's prefix. */
    periodId: text('period_id').notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    drawAt: at('draw_at').notNull(),
    /** 32 bytes, hex: secret until the draw, then revealed by the API. */
    seed: text('seed').notNull(),
    /** SHA-256 of the seed bytes, hex: public from the start. */
    commitment: text('commitment').notNull(),
    status: text('status', { enum: STORED_DRAW_STATUSES }).notNull().default('open'),
    outcome: jsonb('outcome').$type<DrawOutcome>(),
    drawnAt: at('drawn_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('lottery_draws_period_uq').on(t.periodId),
    index('lottery_draws_game_draw_idx').on(t.gameCode, t.drawAt),
    index('lottery_draws_status_draw_idx').on(t.status, t.drawAt),
    check('lottery_draws_status_valid', sql`${t.status} in ('open', 'drawn', 'cancelled')`),
    check(
      'lottery_draws_outcome_iff_drawn',
      sql`(${t.status} = 'drawn') = (${t.outcome} is not null)`,
    ),
    check(
      'lottery_draws_times_ordered',
      sql`${t.opensAt} < ${t.closesAt} and ${t.closesAt} <= ${t.drawAt}`,
    ),
  ],
);

export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'restrict' }),
    gameCode: text('game_code').notNull(),
    periodId: text('period_id').notNull(),
    betType: text('bet_type').notNull(),
    selection: text('selection').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** Decimal odds in thousandths, fixed when the bet was placed. */
    odds: integer('odds').notNull(),
    realm: text('realm', { enum: REALMS }).notNull(),
    /** The member's wallet (MAIN or PLAY) and the house account the stake went to. */
    walletAccountId: bigint('wallet_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    houseAccountId: bigint('house_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** The slip's idempotency key and the bet's place in it. */
    idempotencyKey: text('idempotency_key').notNull(),
    slipIndex: integer('slip_index').notNull(),
    status: text('status', { enum: LOTTERY_BET_STATUSES }).notNull().default('open'),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    unique('lottery_bets_slip_uq').on(t.memberId, t.idempotencyKey, t.slipIndex),
    index('lottery_bets_draw_status_idx').on(t.drawId, t.status),
    index('lottery_bets_member_created_idx').on(t.memberId, t.createdAt),
    check('lottery_bets_amounts_valid', sql`${t.stake} > 0 and ${t.odds} > 0 and ${t.payout} >= 0`),
    check('lottery_bets_status_valid', sql`${t.status} in ('open', 'won', 'lost', 'refunded')`),
  ],
);

/** One row per settled bet: the unique (draw, bet) is what makes a settlement happen once. */
export const lotterySettlements = pgTable(
  'lottery_settlements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'restrict' }),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryBets.id, { onDelete: 'restrict' }),
    result: text('result', { enum: SETTLED_BET_STATUSES }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('lottery_settlements_draw_bet_uq').on(t.drawId, t.betId),
    check('lottery_settlements_payout_nonnegative', sql`${t.payout} >= 0`),
  ],
);

export type LotteryDrawRow = typeof lotteryDraws.$inferSelect;
export type LotteryBetRow = typeof lotteryBets.$inferSelect;
