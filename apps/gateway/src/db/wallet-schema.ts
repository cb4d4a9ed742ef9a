import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DEPOSIT_CHANNEL_KINDS,
  DEPOSIT_STATUSES,
  REALMS,
  UPLOAD_CONTENT_TYPES,
  WITHDRAWAL_STATUSES,
} from '@platform/shared/api-contract';
import { members, merchants } from './schema';

/**
 * The money tables (README "Money"). Kept apart from schema.ts so the wallet migration holds
 * nothing else; client.ts and drizzle.config.ts load both files as one schema.
 *
 * Amounts are integers in minor units (cents): bigint columns read as JS numbers, exact up to 2^53.
 */

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A realm (REALMS): real money, or the play money of trial accounts. Entries never cross realms (see ledger_entries). */
export type { Realm } from '@platform/shared/api-contract';

/**
 * One balance. Member accounts (MAIN, VENDOR:<vassalage>, PLAY, POINTS, HELD) can never go
 * negative: the CHECK constraint below is the last of three guards (row locks in id order and a
 * conditional UPDATE come first). System accounts (HOUSE, EXTERNAL, PLAY_MONEY_SOURCE, PLAY_HOUSE)
 * stand for money outside the members' hands and may be negative.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    /** Null for a system account. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'restrict' }),
    owner: text('owner', { enum: ['member', 'system'] }).notNull(),
    /** MAIN, VENDOR:<vassalage>, PLAY, POINTS, HELD; system: HOUSE, EXTERNAL, PLAY_MONEY_SOURCE, PLAY_HOUSE. */
    kind: text('kind').notNull(),
    realm: text('realm', { enum: REALMS }).notNull(),
    currency: text('currency').notNull(),
    balance: money('balance').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_member_balance_nonnegative', sql`${t.owner} = 'system' or ${t.balance} >= 0`),
    check('ledger_accounts_owner_matches_member', sql`(${t.owner} = 'member') = (${t.memberId} is not null)`),
    check(
      'ledger_accounts_play_kinds_in_play_realm',
      sql`(${t.kind} in ('PLAY', 'PLAY_MONEY_SOURCE', 'PLAY_HOUSE')) = (${t.realm} = 'play')`,
    ),
    uniqueIndex('ledger_accounts_member_uq').on(t.memberId, t.kind, t.currency).where(sql`${t.memberId} is not null`),
    uniqueIndex('ledger_accounts_system_uq').on(t.merchantCode, t.kind, t.currency).where(sql`${t.memberId} is null`),
    // The target of the entries' composite keys: an entry carries its account's realm and currency.
    unique('ledger_accounts_id_realm_currency_uq').on(t.id, t.realm, t.currency),
  ],
);

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;

/** One movement of money. `idempotency_key` is unique per merchant: a key posts at most one transfer. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    /** DEPOSIT, WITHDRAW_HOLD, WITHDRAW_RELEASE, WITHDRAW_PAYOUT, WITHDRAW_REFUND, TRANSFER, BET, WIN, REBATE, CREDIT, TRIAL_FUND. */
    kind: text('kind').notNull(),
    realm: text('realm', { enum: REALMS }).notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the kind and the entries: the same key with other entries is refused. */
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['posted'] }).notNull().default('posted'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key_uq').on(t.merchantCode, t.idempotencyKey),
    unique('ledger_transfers_id_realm_currency_uq').on(t.id, t.realm, t.currency),
    index('ledger_transfers_kind_time_idx').on(t.kind, t.createdAt),
  ],
);

export type LedgerTransfer = typeof ledgerTransfers.$inferSelect;

/**
 * The legs of a transfer; they sum to zero. Each entry repeats the realm and currency of both its
 * transfer and its account, and composite foreign keys tie all three together: a transfer that
 * mixes play money with real money (or two currencies) cannot be stored at all.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    realm: text('realm', { enum: REALMS }).notNull(),
    currency: text('currency').notNull(),
    /** Signed: negative leaves the account, positive enters it. */
    amount: money('amount').notNull(),
    /** The account's balance right after this entry (transaction history). */
    balanceAfter: money('balance_after').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'ledger_entries_transfer_realm_fk',
      columns: [t.transferId, t.realm, t.currency],
      foreignColumns: [ledgerTransfers.id, ledgerTransfers.realm, ledgerTransfers.currency],
    }),
    foreignKey({
      name: 'ledger_entries_account_realm_fk',
      columns: [t.accountId, t.realm, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.realm, ledgerAccounts.currency],
    }),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
    uniqueIndex('ledger_entries_transfer_account_uq').on(t.transferId, t.accountId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
  ],
);

export type LedgerEntry = typeof ledgerEntries.$inferSelect;

/**
 * Idempotency of the money calls. The primary key is the guard: of concurrent requests with one
 * key, exactly one inserts the in-flight row and runs; the others read it. `response` is the
 * first answer's exact JSON text (json/jsonb would not keep its bytes).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `member:<id>` or `operator`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    merchantCode: text('merchant_code'),
    memberId: integer('member_id'),
    callId: text('call_id').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_flight', 'done'] }).notNull(),
    httpStatus: integer('http_status'),
    response: text('response'),
    /** Who runs the key now, and until when: a crashed owner's key is taken over after the lease. */
    leaseToken: text('lease_token').notNull(),
    leaseUntil: at('lease_until').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Per-merchant wallet settings; a merchant without a row gets the defaults. */
export const walletSettings = pgTable('wallet_settings', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code),
  /** Single-wallet mode (spec §3 "Merchant wallet": value.isSingle): no vendor wallets, no transfers. */
  singleWallet: boolean('single_wallet').notNull().default(false),
  currency: text('currency').notNull().default('BRL'),
  currencySymbol: text('currency_symbol').notNull().default('R$'),
  /**
   * The wagering requirement of bonus money (issue 19, README "Bonus wagering"): a bonus of X adds
   * X × this to the member's outstanding turnover; 0 switches the requirement off.
   */
  wageringMultiplier: integer('wagering_multiplier').notNull().default(1),
  /** Whether rebates are bonus money too (they carry the requirement); the operator decides. */
  rebateWagering: boolean('rebate_wagering').notNull().default(false),
  /** Paid to the upline once, on the referred member's first approved deposit; 0 pays nothing. */
  referralReward: money('referral_reward').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  check('wallet_settings_wagering_valid', sql`${t.wageringMultiplier} between 0 and 100 and ${t.referralReward} >= 0`),
]);

/**
 * A member's wagering requirement (issue 19): the turnover still owed before bonus money may leave
 * the member's hands. Raised by amount × multiplier in the transaction that credits a bonus, lowered
 * by each settled bet's stake in the transaction that settles it, never below zero. `required` and
 * `wagered` only grow, so the member centre can show the progress of the current requirement.
 */
export const wageringRequirements = pgTable(
  'wagering_requirements',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    outstanding: money('outstanding').notNull().default(0),
    /** Turnover required since the requirement was last fully met. */
    required: money('required').notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('wagering_requirements_valid', sql`${t.outstanding} >= 0 and ${t.outstanding} <= ${t.required}`)],
);

export type WageringRequirement = typeof wageringRequirements.$inferSelect;

export type BankDetails = { bankName: string; accountName: string; accountNumber: string };

/** The operator's deposit channels (spec §7 depositv2). */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    code: text('code').notNull(),
    kind: text('kind', { enum: DEPOSIT_CHANNEL_KINDS }).notNull(),
    /** The operator's name, in English: what every language reads unless `names` has its own. */
    name: text('name').notNull(),
    /**
     * The name in other languages, by language code ({ "PT": "Transferência bancária" }); issue 26
     * "operator-entered names get a translation per language, and fall back to EN only when none is given".
     */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    bankDetails: jsonb('bank_details').$type<BankDetails>(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.code] })],
);

export type DepositChannel = typeof depositChannels.$inferSelect;

/** Images members upload (deposit receipts, proofs of non-receipt), checked by magic bytes. */
export const walletUploads = pgTable(
  'wallet_uploads',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type', { enum: UPLOAD_CONTENT_TYPES }).notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('wallet_uploads_member_idx').on(t.memberId)],
);


export const deposits = pgTable(
  'deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channelCode: text('channel_code').notNull(),
    kind: text('kind', { enum: DEPOSIT_CHANNEL_KINDS }).notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull(),
    receiptUploadId: text('receipt_upload_id').references(() => walletUploads.id),
    /** The simulated payment gateway's reference, signed in its callback. */
    gatewayRef: text('gateway_ref').unique(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    remark: text('remark'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    check('deposits_amount_positive', sql`${t.amount} > 0`),
    index('deposits_member_idx').on(t.memberId, t.createdAt),
    index('deposits_status_idx').on(t.merchantCode, t.status),
  ],
);

export type Deposit = typeof deposits.$inferSelect;


/**
 * Two-phase withdrawals: requested (MAIN -> HELD), then paid (HELD -> EXTERNAL) or rejected
 * (HELD -> MAIN); a paid one is received, fully_received, not_received (with proof) or, after
 * the window, auto_confirmed; a dispute ends refunded (EXTERNAL -> MAIN) or upheld.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: money('amount').notNull(),
    receivingAddress: text('receiving_address').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull(),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    /** The payout (HELD -> EXTERNAL) or the release (HELD -> MAIN). */
    settleTransferId: bigint('settle_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    refundTransferId: bigint('refund_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    proofUploadIds: text('proof_upload_ids').array().notNull().default(sql`'{}'::text[]`),
    remark: text('remark'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    confirmDeadline: at('confirm_deadline'),
    confirmedAt: at('confirmed_at'),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_due_idx').on(t.status, t.confirmDeadline),
  ],
);

export type Withdrawal = typeof withdrawals.$inferSelect;

/** The withdraw password (argon2id), apart from the login password. */
export const withdrawPasswords = pgTable('withdraw_passwords', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** One rebate per member and period: the unique key makes the job exactly-once. */
export const rebates = pgTable(
  'rebates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The period's first day, UTC (yyyy-mm-dd). */
    periodKey: text('period_key').notNull(),
    turnover: money('turnover').notNull(),
    amount: money('amount').notNull(),
    breakdown: jsonb('breakdown').$type<Record<string, { turnover: number; amount: number }>>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('rebates_member_period_uq').on(t.memberId, t.periodKey)],
);
