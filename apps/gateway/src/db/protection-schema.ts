import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { EXCLUSION_KINDS, LIMIT_KINDS, LIMIT_PERIODS } from '@platform/shared/api-contract';
import { members } from './schema';

/**
 * Player protection (issue 11): limits, cool-off and self-exclusion, and the hash-chained audit log.
 * Kept apart from schema.ts so its migration holds nothing else; client.ts and drizzle.config.ts
 * load it with the other schema files.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export type { LimitKind, LimitPeriod, ExclusionKind } from '@platform/shared/api-contract';

/**
 * One limit of one member. `value` is what applies now (null: no limit); a raise or a removal waits
 * 24 hours in `pending_value` / `pending_from` (pending_from set with pending_value null is a pending
 * removal). Money limits are minor units; the session limit is minutes.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LIMIT_KINDS }).notNull(),
    period: text('period', { enum: LIMIT_PERIODS }).notNull(),
    value: bigint('value', { mode: 'number' }),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    pendingFrom: at('pending_from'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    check('protection_limits_value_ck', sql`${t.value} is null or ${t.value} > 0`),
    check('protection_limits_pending_ck', sql`${t.pendingValue} is null or ${t.pendingFrom} is not null`),
  ],
);
export type ProtectionLimit = typeof protectionLimits.$inferSelect;


/**
 * A cool-off or self-exclusion. Rows are never updated or deleted (it cannot be undone early):
 * it is in force while `ends_at` is null (permanent) or in the future. The mobile and e-mail are
 * copied at the time, so the person stays excluded on every brand of the operator even if the
 * account's contact details change later.
 */
export const protectionExclusions = pgTable(
  'protection_exclusions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind', { enum: EXCLUSION_KINDS }).notNull(),
    mobile: text('mobile'),
    /** Lower-cased. */
    email: text('email'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
  },
  (t) => [
    index('protection_exclusions_member_idx').on(t.memberId),
    index('protection_exclusions_mobile_idx').on(t.mobile).where(sql`${t.mobile} is not null`),
    index('protection_exclusions_email_idx').on(t.email).where(sql`${t.email} is not null`),
  ],
);
export type ProtectionExclusion = typeof protectionExclusions.$inferSelect;

export const AUDIT_EVENTS = [
  'login',
  'login_failed',
  'password_change',
  'limit_change',
  'exclusion',
  'deposit',
  'withdrawal',
  'transfer',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/**
 * The append-only audit log of security and money events. Each row's `hash` is
 * sha256(prev_hash + canonical row), so editing, inserting or deleting a row breaks the chain
 * (see modules/protection/audit-chain.ts). `seq` is assigned under a lock, so the chain order is
 * the commit order and has no gaps.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    event: text('event', { enum: AUDIT_EVENTS }).notNull(),
    merchantCode: text('merchant_code'),
    memberId: integer('member_id'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('audit_log_member_idx').on(t.memberId, t.seq)],
);
export type AuditRow = typeof auditLog.$inferSelect;
