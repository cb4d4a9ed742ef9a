import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@platform/shared/api-contract';
import { members, merchants } from './schema';

/**
 * The operator's back office (issue 22): named staff, their roles per merchant, their sessions and
 * the hash-chained audit log of what they did. drizzle.config.ts loads this file with the others.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A named staff member: argon2id password hash and a TOTP secret (required at every sign-in). */
export const backofficeStaff = pgTable(
  'backoffice_staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique('backoffice_staff_name_uq'),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret').notNull(),
    /** The last accepted TOTP time step: a code is accepted once (no replay within its window). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: at('created_at').notNull(),
    lastLoginAt: at('last_login_at'),
  },
  (t) => [check('backoffice_staff_name_format', sql`${t.name} ~ '^[a-z][a-z0-9._-]{1,31}$'`)],
);
export type StaffRow = typeof backofficeStaff.$inferSelect;

/** One role in one merchant. A staff member may hold several roles in several merchants. */
export const backofficeGrants = pgTable(
  'backoffice_grants',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => backofficeStaff.id, { onDelete: 'cascade' }),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.role, t.merchantCode] }),
    index('backoffice_grants_merchant_idx').on(t.merchantCode),
    check('backoffice_grants_role_valid', sql`${t.role} in ('owner', 'finance', 'support', 'content', 'risk')`),
  ],
);
export type GrantRow = typeof backofficeGrants.$inferSelect;

/**
 * A back-office session, by the SHA-256 of its cookie. `stage` password: only the TOTP step may
 * follow; full: signed in. It ends when idle (last_seen_at + the idle timeout) or at expires_at.
 */
export const backofficeSessions = pgTable(
  'backoffice_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => backofficeStaff.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: ['password', 'full'] }).notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('backoffice_sessions_staff_idx').on(t.staffId), check('backoffice_sessions_stage_valid', sql`${t.stage} in ('password', 'full')`)],
);
export type StaffSessionRow = typeof backofficeSessions.$inferSelect;

/**
 * Every staff action: who, when, what, before and after. Append-only (a trigger refuses UPDATE,
 * DELETE and TRUNCATE) and hash-chained: `hash` = sha256(prev_hash + canonical row), `seq` is
 * assigned under a lock, so an edited, inserted or deleted row breaks the chain
 * (modules/backoffice/audit.ts).
 */
export const backofficeAudit = pgTable(
  'backoffice_audit',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    /** Null for the command line (the first owner) and the seeded staff. */
    staffId: integer('staff_id'),
    staffName: text('staff_name').notNull(),
    merchantCode: text('merchant_code'),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('backoffice_audit_merchant_idx').on(t.merchantCode, t.seq),
    index('backoffice_audit_staff_idx').on(t.staffName, t.seq),
  ],
);
export type StaffAuditRow = typeof backofficeAudit.$inferSelect;

/** Staff notes on a player (issue 22 §3 "notes"): append-only, each one also an audit row. */
export const backofficePlayerNotes = pgTable(
  'backoffice_player_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => backofficeStaff.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('backoffice_player_notes_member_idx').on(t.memberId, t.id), check('backoffice_player_notes_body_length', sql`char_length(${t.body}) between 1 and 1000`)],
);
export type PlayerNoteRow = typeof backofficePlayerNotes.$inferSelect;
