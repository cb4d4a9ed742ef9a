import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, CONTACT_CHANNELS } from '@platform/shared/api-contract';
import { members, merchants, promotions } from './schema';
import { ledgerTransfers } from './wallet-schema';

/**
 * The member centre's own tables (spec §2 messageV2 and rewardCenter, §5 feedback and activity
 * application). client.ts and drizzle.config.ts load this file with the others.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Platform messages (messageV2). A message sent to every member is one row per member, so each has its own read state. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML (content/sanitise.ts) at write time. */
    content: text('content').notNull(),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
    /** Deleted by the member: kept for the audit trail, never listed again. */
    deletedAt: at('deleted_at'),
  },
  (t) => [index('member_messages_member_idx').on(t.memberId, t.createdAt)],
);

export type MemberMessageRow = typeof memberMessages.$inferSelect;

/** Feedback (spec §7: PUT). The (member, idempotency key) pair stores a repeated send once. */
export const memberFeedback = pgTable(
  'member_feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    content: text('content').notNull(),
    words: integer('words').notNull(),
    /** wallet_uploads ids (png or jpg, checked by magic bytes when uploaded). */
    uploadIds: text('upload_ids').array().notNull().default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('member_feedback_key_uq').on(t.memberId, t.idempotencyKey), index('member_feedback_merchant_idx').on(t.merchantCode, t.createdAt)],
);

/** The merchant's feedback word bounds; a merchant without a row uses the defaults 10 and 500. */
export const feedbackSettings = pgTable(
  'feedback_settings',
  {
    merchantCode: text('merchant_code')
      .primaryKey()
      .references(() => merchants.code),
    minWords: integer('min_words').notNull(),
    maxWords: integer('max_words').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('feedback_settings_bounds', sql`${t.minWords} >= 1 and ${t.maxWords} >= ${t.minWords}`)],
);

/**
 * Activity applications (spec §5). One per member and promotion: the unique key makes a repeated
 * application answer the first. A reward is paid by one ledger transfer whose key is the application's.
 */
export const activityApplications = pgTable(
  'activity_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('applying'),
    remark: text('remark').notNull(),
    uploadIds: text('upload_ids').array().notNull().default(sql`'{}'::text[]`),
    /** The reward in minor units, set when approved or issued. */
    amount: bigint('amount', { mode: 'number' }),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    paidAt: at('paid_at'),
  },
  (t) => [
    unique('activity_applications_member_promotion_uq').on(t.memberId, t.promotionId),
    check('activity_applications_remark_length', sql`char_length(${t.remark}) <= 140`),
    check('activity_applications_images', sql`coalesce(array_length(${t.uploadIds}, 1), 0) <= 3`),
    check('activity_applications_amount_positive', sql`${t.amount} is null or ${t.amount} > 0`),
    check('activity_applications_status_valid', sql`${t.status} in ('joined', 'applying', 'in_process', 'rejected', 'claim', 'claimed', 'issued')`),
  ],
);

export type ActivityApplicationRow = typeof activityApplications.$inferSelect;

/**
 * When a promotion stops taking applications (status closed); no row means open. A red-envelope
 * promotion's prize range (minor units) lives here too; null means the gateway's default range.
 */
export const activitySettings = pgTable(
  'activity_settings',
  {
    promotionId: integer('promotion_id')
      .primaryKey()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    closesAt: at('closes_at'),
    redEnvelopeMin: bigint('red_envelope_min', { mode: 'number' }),
    redEnvelopeMax: bigint('red_envelope_max', { mode: 'number' }),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check(
      'activity_settings_red_envelope_range',
      sql`(${t.redEnvelopeMin} is null and ${t.redEnvelopeMax} is null) or (${t.redEnvelopeMin} >= 1 and ${t.redEnvelopeMax} >= ${t.redEnvelopeMin})`,
    ),
  ],
);

/**
 * Claimed mission rewards (issue 9 missions). One row per member, mission and period: the unique key
 * makes a concurrent second claim a no-op, and the row commits with the ledger transfer that paid it.
 */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    missionId: text('mission_id').notNull(),
    /** The period's first day, YYYY-MM-DD (UTC): the day, or the week's Monday. */
    periodKey: text('period_key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    claimedAt: at('claimed_at').notNull(),
  },
  (t) => [
    unique('mission_claims_member_mission_period_uq').on(t.memberId, t.missionId, t.periodKey),
    check('mission_claims_amount_positive', sql`${t.amount} > 0`),
  ],
);

export type MissionClaimRow = typeof missionClaims.$inferSelect;

export type { ContactChannel } from '@platform/shared/api-contract';

/**
 * Proof that a member holds a contact (issue 11): a code sent to it was entered, or an identity
 * provider vouched for it. It names the exact value proven (e-mails lower-cased): the member's
 * contact counts as verified only while it still equals `contact`, so any path that changes the
 * mobile or e-mail drops the mark even if it forgets to delete this row. Cross-brand exclusion
 * matching trusts only verified contacts (modules/protection/README.md).
 */
export const memberContactVerifications = pgTable(
  'member_contact_verifications',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: CONTACT_CHANNELS }).notNull(),
    contact: text('contact').notNull(),
    verifiedAt: at('verified_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.channel] })],
);
