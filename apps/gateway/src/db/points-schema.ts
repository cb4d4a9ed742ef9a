import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { POINTS_ENTRY_KINDS, REDEEM_STATUSES } from '@platform/shared/api-contract';
import { members, merchants } from './schema';
import { ledgerTransfers } from './wallet-schema';

/**
 * The points mall's tables (spec §7 "Points", §3 "Points redeem record", §9 "Points have no
 * expiry": nothing here has an expiry date). client.ts and drizzle.config.ts load this file.
 *
 * Points are not money, so they keep their own single-entry ledger: `points_entries` is
 * append-only (one row per movement, unique idempotency key per member) and `points_accounts`
 * holds the running balance, which a CHECK keeps at zero or above. The balance always equals the
 * sum of the member's entries (the tests audit it).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A merchant's earning and conversion rule. A merchant without a row uses the defaults in modules/points/rules.ts. */
export const pointsSettings = pgTable(
  'points_settings',
  {
    merchantCode: text('merchant_code')
      .primaryKey()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    turnoverPerPoint: integer('turnover_per_point').notNull(),
    pointValue: integer('point_value').notNull(),
    minConvertPoints: integer('min_convert_points').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('points_settings_turnover_positive', sql`${t.turnoverPerPoint} > 0`),
    check('points_settings_value_positive', sql`${t.pointValue} > 0`),
    check('points_settings_min_positive', sql`${t.minConvertPoints} > 0`),
  ],
);

/** One member's points balance, and the turnover counted so far (its remainder below a point carries over). */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'restrict' }),
    merchantCode: text('merchant_code').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    earned: bigint('earned', { mode: 'number' }).notNull().default(0),
    turnover: bigint('turnover', { mode: 'number' }).notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('points_accounts_balance_non_negative', sql`${t.balance} >= 0`),
    check('points_accounts_earned_non_negative', sql`${t.earned} >= 0`),
  ],
);

/** The points ledger: append-only. */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: POINTS_ENTRY_KINDS }).notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** `turnover:<source>:<bet>`, `redeem:<id>`, `redeem-refund:<id>`, `convert:<client key>`. */
    idempotencyKey: text('idempotency_key').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('points_entries_member_key_uq').on(t.memberId, t.idempotencyKey),
    index('points_entries_member_idx').on(t.memberId, t.id),
    // An earn row of 0 points still records its bet's turnover once (the remainder carries over).
    check('points_entries_points_nonzero', sql`${t.points} <> 0 or ${t.kind} = 'earn'`),
    check('points_entries_balance_non_negative', sql`${t.balanceAfter} >= 0`),
    check('points_entries_kind_valid', sql`${t.kind} in ('earn', 'redeem', 'redeem_refund', 'convert')`),
  ],
);

/** The rewards catalogue. `titles` maps a language code (EN, PT ...) to the reward's name. */
export const pointsRewards = pgTable(
  'points_rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    points: integer('points').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('points_rewards_merchant_code_uq').on(t.merchantCode, t.code),
    check('points_rewards_points_positive', sql`${t.points} > 0`),
    check('points_rewards_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Spec §3 "Points redeem record": points, amount, status, time, remark. */
export const pointsRedemptions = pgTable(
  'points_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointsRewards.id, { onDelete: 'restrict' }),
    /** The reward's name when redeemed, so a later rename does not rewrite history. */
    rewardTitle: text('reward_title').notNull(),
    points: integer('points').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: REDEEM_STATUSES }).notNull().default('in_process'),
    remark: text('remark').notNull().default(''),
    /** The client's idempotency key: one redeem per key and member. */
    idempotencyKey: text('idempotency_key').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    unique('points_redemptions_member_key_uq').on(t.memberId, t.idempotencyKey),
    index('points_redemptions_member_idx').on(t.memberId, t.id),
    index('points_redemptions_status_idx').on(t.merchantCode, t.status),
    check('points_redemptions_status_valid', sql`${t.status} in ('in_process', 'rejected', 'approved')`),
    check('points_redemptions_remark_length', sql`char_length(${t.remark}) <= 140`),
  ],
);

export type PointsAccountRow = typeof pointsAccounts.$inferSelect;
export type PointsEntryRow = typeof pointsEntries.$inferSelect;
export type PointsRewardRow = typeof pointsRewards.$inferSelect;
export type PointsRedemptionRow = typeof pointsRedemptions.$inferSelect;

/**
 * The brand's sponsorships, shown on /sponsor (spec §2 puts /pointMall and /sponsor on one row,
 * "Points mall, sponsor"; the spec names the page only). `names` and `descriptions` map a language
 * code to plain text (never HTML); `linkUrl` is https only.
 */
export const sponsors = pgTable(
  'sponsors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    since: text('since').notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('sponsors_merchant_code_uq').on(t.merchantCode, t.code),
    check('sponsors_link_https', sql`${t.linkUrl} is null or ${t.linkUrl} like 'https://%'`),
  ],
);

export type SponsorRow = typeof sponsors.$inferSelect;
