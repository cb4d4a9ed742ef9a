import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { int8Id } from '../integers';

/**
 * Wallet, cashier and VIP calls (spec §1, §3 "Store values" and "Merchant wallet", §4 "Withdrawal",
 * §7 "Wallet"). Every amount is an integer in minor units (cents): 1050 is 10.50.
 *
 * Every call that moves money takes an `idempotencyKey` (a UUID the client makes once per user
 * action and re-sends on retry): a replay answers the first answer, the same key with other
 * parameters is `422 IDEMPOTENCY_MISMATCH`, a key still running is `409 IDEMPOTENCY_IN_FLIGHT`.
 */

/** The largest amount accepted anywhere: 1,000,000,000.00. */
export const MAX_AMOUNT = 100_000_000_000;
/** Transaction history and withdrawal lists page at most this many rows. */
export const MAX_PAGE_SIZE = 50;
/** Spec §5 and §9: png or jpg, 5 MB, at most 3 images. 5 MB is read as 5 MiB of decoded bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_PROOF_IMAGES = 3;
/** The main wallet's code; a vendor wallet's code is its vassalage. */
export const MAIN_WALLET = 'MAIN';

const idempotencyKey = z.uuid();
const amount = z.int().check(z.minimum(1), z.maximum(MAX_AMOUNT));
const balance = z.int();
const walletCode = z.string().check(z.regex(/^[A-Z0-9_]{2,32}$/, 'MAIN or a vendor code'));
const remark = z.optional(z.string().check(z.maxLength(140)));
const uploadId = z.uuid();
const pageNo = z.optional(z.int().check(z.minimum(1), z.maximum(100_000)));
const pageSize = z.optional(z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)));
const merchantCode = z.string().check(z.minLength(1), z.maxLength(32));
const isoDateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'an ISO date or date-time'));

function page<T extends z.ZodMiniType>(row: T) {
  return z.object({ pageNo: z.int(), pageSize: z.int(), total: z.int(), totalPages: z.int(), rows: z.array(row) });
}

// ---------------------------------------------------------------- balances

export const walletSchema = z.lazy(() =>
  z.object({
    /** MAIN, a vendor's vassalage, or PLAY for a trial account. */
    code: z.string(),
    name: z.string(),
    balance,
  }),
);
export type Wallet = z.infer<typeof walletSchema>;

/**
 * The wagering requirement of bonus money (issue 19): bonuses add amount × the merchant's multiplier
 * of turnover, settled bets' stakes pay it off. While `outstanding` is above zero nothing can be
 * withdrawn or transferred to another member. Minor units; progress is (required − outstanding) / required.
 */
export const wageringSchema = z.lazy(() =>
  z.object({
    required: balance,
    outstanding: balance,
  }),
);
export type Wagering = z.infer<typeof wageringSchema>;

/** Spec §3 "Store values": balance and currencySymbol; a trial account sees its play money. */
export const walletBalanceSchema = z.lazy(() =>
  z.object({
    balance,
    currency: z.string(),
    currencySymbol: z.string(),
    isTrial: z.boolean(),
    /** Funds held by withdrawals waiting for their payout. */
    held: balance,
    wallets: z.array(walletSchema),
    /** Absent for trial accounts: play money has no bonus. */
    wagering: z.optional(wageringSchema),
  }),
);
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const walletBalanceCall = defineCall({
  id: 'walletBalance',
  method: 'GET',
  path: '/api/wallet/balance',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => walletBalanceSchema,
});

/** Spec §7 "merchant wallet (T; merchantCode)", §3 value.isSingle: single-wallet mode hides transfers. */
export const merchantWalletCall = defineCall({
  id: 'merchantWallet',
  method: 'GET',
  path: '/api/wallet/merchant',
  token: true,
  encrypted: false,
  request: () => z.object({ merchantCode: z.optional(merchantCode) }),
  response: () => z.object({ isSingle: z.boolean() }),
});

/** Spec §7 "wallet transfer relay": main wallet to a vendor wallet or back; one side is MAIN. */
export const transferRelayCall = defineCall({
  id: 'transferRelay',
  method: 'POST',
  path: '/api/wallet/transfer',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ idempotencyKey, from: walletCode, to: walletCode, amount }),
  response: () => z.object({
    transferId: z.int(),
    from: z.string(),
    to: z.string(),
    amount,
    fromBalance: balance,
    toBalance: balance,
  }),
});

/** Spec §7 "Consolidated funds": main plus every vendor wallet; held funds are shown apart. */
export const consolidatedFundsCall = defineCall({
  id: 'consolidatedFunds',
  method: 'GET',
  path: '/api/wallet/consolidated',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({ total: balance, main: balance, vendors: balance, held: balance, currencySymbol: z.string() }),
});

// ---------------------------------------------------------------- history

export const TRANSACTION_TYPES = ['deposit', 'withdraw', 'withdraw_refund', 'transfer', 'bet', 'win', 'rebate', 'credit'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
/** Spec §9 "Date picker presets: next 7, next 30, previous 7, previous 30 days". */
export const DATE_PRESETS = ['next7', 'next30', 'previous7', 'previous30'] as const;

export const transactionSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    type: z.enum(TRANSACTION_TYPES),
    /** Signed: what the row did to the balance (a withdrawal is negative). */
    amount: z.int(),
    /** The main (or play) balance right after; null while nothing has moved (a pending deposit). */
    balanceAfter: z.nullable(balance),
    status: z.string(),
    createdAt: z.string(),
  }),
);
export type Transaction = z.infer<typeof transactionSchema>;

/** Spec §7 "transaction history" (transactionHistory, the account record). Newest first. */
export const transactionHistoryCall = defineCall({
  id: 'transactionHistory',
  method: 'POST',
  path: '/api/wallet/transactions',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    pageNo,
    pageSize,
    type: z.optional(z.enum([...TRANSACTION_TYPES, 'all'])),
    /** A preset, or from/to (inclusive, ISO); not both. */
    preset: z.optional(z.enum(DATE_PRESETS)),
    from: z.optional(isoDateTime),
    to: z.optional(isoDateTime),
  }),
  response: () => page(transactionSchema),
});

// ---------------------------------------------------------------- deposits

export const DEPOSIT_CHANNEL_KINDS = ['bank_transfer', 'payment_gateway'] as const;

export const depositChannelSchema = z.lazy(() =>
  z.object({
    code: z.string(),
    kind: z.enum(DEPOSIT_CHANNEL_KINDS),
    name: z.string(),
    minAmount: amount,
    maxAmount: amount,
    /** Where a bank transfer goes; null for a payment gateway. */
    bankDetails: z.nullable(z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() })),
  }),
);
export type DepositChannelInfo = z.infer<typeof depositChannelSchema>;

export const depositChannelsCall = defineCall({
  id: 'depositChannels',
  method: 'GET',
  path: '/api/wallet/deposit-channels',
  token: true,
  encrypted: false,
  /** Issue 26: names come in this language when the operator gave one, else in English. */
  request: () => z.object({ language: z.optional(z.string().check(z.regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'a language code such as EN or PT-BR'))) }),
  response: () => z.array(depositChannelSchema),
});

/** A realm: real money, or the play money of trial accounts. Entries never cross realms. */
export const REALMS = ['real', 'play'] as const;
export type Realm = (typeof REALMS)[number];

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A function too, so the operator's view below can extend the object (a lazy schema has no shape). */
const depositObject = () =>
  z.object({
    id: z.int(),
    channelCode: z.string(),
    kind: z.enum(DEPOSIT_CHANNEL_KINDS),
    amount,
    status: z.enum(DEPOSIT_STATUSES),
    receiptUploadId: z.nullable(z.string()),
    /** A payment gateway's page to pay on; null for a bank transfer. */
    redirectUrl: z.nullable(z.string()),
    createdAt: z.string(),
    decidedAt: z.nullable(z.string()),
  });
export const depositSchema = z.lazy(depositObject);
export type DepositInfo = z.infer<typeof depositSchema>;

/**
 * A bank transfer waits for an operator (pending); a payment gateway answers `redirectUrl`, whose
 * signed callback credits the deposit.
 */
export const depositCall = defineCall({
  id: 'deposit',
  method: 'POST',
  path: '/api/wallet/deposit',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    idempotencyKey,
    channelCode: z.string().check(z.minLength(1), z.maxLength(32)),
    amount,
    receiptUploadId: z.optional(uploadId),
  }),
  response: () => depositSchema,
});

/** A payment gateway's server-to-server callback, HMAC-SHA256 signed over `ref:amount:status`. */
export const paymentCallbackCall = defineCall({
  id: 'paymentCallback',
  method: 'POST',
  path: '/api/payments/callback',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    ref: z.string().check(z.minLength(8), z.maxLength(64)),
    /** A string, as form-encoded callbacks send it, so the signed text is exactly what arrived. */
    amount: z.string().check(z.regex(/^[0-9]{1,15}$/)),
    status: z.enum(['paid', 'failed']),
    signature: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  }),
  response: () => z.object({ depositId: z.int(), status: z.enum(DEPOSIT_STATUSES) }),
});

// ---------------------------------------------------------------- uploads

/** The image types an upload is kept as. */
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * An image as base64 JSON (deposit receipts, proofs of non-receipt). Only png and jpg are kept,
 * recognised by their first bytes whatever the name and declared type say; at most 5 MiB decoded.
 */
export const uploadCall = defineCall({
  id: 'walletUpload',
  method: 'POST',
  path: '/api/wallet/uploads',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    filename: z.string().check(z.minLength(1), z.maxLength(200)),
    contentType: z.string().check(z.maxLength(100)),
    dataBase64: z.string().check(z.minLength(1), z.maxLength(Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 4)),
  }),
  response: () => z.object({ uploadId: z.string(), contentType: z.enum(UPLOAD_CONTENT_TYPES), size: z.int() }),
});

// ---------------------------------------------------------------- withdrawals

export const withdrawInfoCall = defineCall({
  id: 'withdrawInfo',
  method: 'GET',
  path: '/api/wallet/withdraw-info',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({
    hasWithdrawPassword: z.boolean(),
    available: balance,
    held: balance,
    /** Minutes a paid withdrawal waits for the player before it counts as received. */
    autoConfirmMinutes: z.int(),
    /** The bonus turnover still owed: no withdrawal while `outstanding` is above zero. */
    wagering: z.optional(wageringSchema),
  }),
});

/** Sets or replaces the withdraw password; the login password proves the caller. */
export const setWithdrawPasswordCall = defineCall({
  id: 'setWithdrawPassword',
  method: 'POST',
  path: '/api/wallet/withdraw-password',
  token: true,
  encrypted: true,
  request: () => z.strictObject({
    password: z.string().check(z.minLength(1), z.maxLength(128)),
    withdrawPassword: z.string().check(z.minLength(6), z.maxLength(32)),
    confirmWithdrawPassword: z.string().check(z.minLength(1), z.maxLength(32)),
  }),
  response: () => z.object({ set: z.literal(true) }),
});

export const WITHDRAWAL_STATUSES = [
  'requested',
  'rejected',
  'paid',
  'received',
  'fully_received',
  'not_received',
  'auto_confirmed',
  'refunded',
  'upheld',
] as const;
export type WithdrawalStatusName = (typeof WITHDRAWAL_STATUSES)[number];

const withdrawalObject = () =>
  z.object({
    id: z.int(),
    amount,
    receivingAddress: z.string(),
    status: z.enum(WITHDRAWAL_STATUSES),
    createdAt: z.string(),
    decidedAt: z.nullable(z.string()),
    /** When a paid withdrawal counts as received if the player has not answered. */
    confirmDeadline: z.nullable(z.string()),
    confirmedAt: z.nullable(z.string()),
    proofUploadIds: z.array(z.string()),
  });
export const withdrawalSchema = z.lazy(withdrawalObject);
export type WithdrawalInfo = z.infer<typeof withdrawalSchema>;

/** Holds the amount (main -> held) until an operator pays it out or rejects it. */
export const withdrawCall = defineCall({
  id: 'withdraw',
  method: 'POST',
  path: '/api/wallet/withdraw',
  token: true,
  encrypted: true,
  request: () => z.strictObject({
    idempotencyKey,
    amount,
    withdrawPassword: z.string().check(z.maxLength(128)),
    /** The bank account to pay to; empty or absent is RECEIVING_ADDRESS_REQUIRED. */
    receivingAddress: z.optional(z.string().check(z.maxLength(200))),
  }),
  response: () => withdrawalSchema,
});

export const withdrawalsCall = defineCall({
  id: 'withdrawals',
  method: 'POST',
  path: '/api/wallet/withdrawals',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ pageNo, pageSize }),
  response: () => page(withdrawalSchema),
});

export const RECEIPTS = ['received', 'fully_received', 'not_received'] as const;

/** Spec §4 "Withdrawal": received, fully received, or not received with 1 to 3 proof images. */
export const confirmReceiptCall = defineCall({
  id: 'confirmReceipt',
  method: 'POST',
  path: '/api/wallet/withdrawals/confirm',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    withdrawalId: int8Id(),
    receipt: z.enum(RECEIPTS),
    proofUploadIds: z.optional(z.array(uploadId).check(z.maxLength(MAX_PROOF_IMAGES))),
  }),
  response: () => withdrawalSchema,
});

// ---------------------------------------------------------------- VIP and rebates

/** Spec §3 "Store values": hasVip, vipLabelName, vipRankLevel; progress by turnover. */
export const vipCall = defineCall({
  id: 'vip',
  method: 'GET',
  path: '/api/wallet/vip',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({
    hasVip: z.boolean(),
    vipLabelName: z.string(),
    vipRankLevel: z.int(),
    turnover: balance,
    /** The turnover that reaches the next level; null at the top level. */
    nextLevelTurnover: z.nullable(balance),
    nextVipLabelName: z.nullable(z.string()),
  }),
});

export const REBATE_CATEGORIES = ['LOTT', 'ELOTT', 'PVP', 'FISH', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS'] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];

/** Spec §9 "Rebate display": lottery 1%, e-lottery 1%, PVP -, fish 1%, RNG 1.2%, live 0.8%, sports 1%, esports 1%. */
export const rebateRatesCall = defineCall({
  id: 'rebateRates',
  method: 'GET',
  path: '/api/wallet/rebate-rates',
  token: false,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.array(
    z.object({
      category: z.enum(REBATE_CATEGORIES),
      /** Percent of turnover, e.g. 1.2; null where no rebate is paid (PVP). */
      rate: z.nullable(z.number()),
      display: z.string(),
    }),
  ),
});

// ---------------------------------------------------------------- operator (Bearer OPERATOR_TOKEN)

const operatorDeposit = z.lazy(() => z.extend(depositObject(), { merchantCode: z.string(), account: z.string() }));
const operatorWithdrawal = z.lazy(() => z.extend(withdrawalObject(), { merchantCode: z.string(), account: z.string() }));

export const operatorDepositsCall = defineCall({
  id: 'operatorDeposits',
  method: 'GET',
  path: '/api/operator/wallet/deposits',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode, status: z.optional(z.enum(DEPOSIT_STATUSES)) }),
  response: () => z.array(operatorDeposit),
});

export const operatorDepositDecisionCall = defineCall({
  id: 'operatorDepositDecision',
  method: 'POST',
  path: '/api/operator/wallet/deposits/decide',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    idempotencyKey,
    depositId: int8Id(),
    decision: z.enum(['approve', 'reject']),
    remark,
  }),
  response: () => operatorDeposit,
});

export const operatorWithdrawalsCall = defineCall({
  id: 'operatorWithdrawals',
  method: 'GET',
  path: '/api/operator/wallet/withdrawals',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode, status: z.optional(z.enum(WITHDRAWAL_STATUSES)) }),
  response: () => z.array(operatorWithdrawal),
});

/** Pays a requested withdrawal out (held -> external) or rejects it (held -> main). */
export const operatorWithdrawalDecisionCall = defineCall({
  id: 'operatorWithdrawalDecision',
  method: 'POST',
  path: '/api/operator/wallet/withdrawals/decide',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    idempotencyKey,
    withdrawalId: int8Id(),
    decision: z.enum(['pay', 'reject']),
    remark,
  }),
  response: () => operatorWithdrawal,
});

/** Ends a not_received dispute: refund (external -> main) or uphold the payout. */
export const operatorDisputeResolutionCall = defineCall({
  id: 'operatorDisputeResolution',
  method: 'POST',
  path: '/api/operator/wallet/withdrawals/resolve',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    idempotencyKey,
    withdrawalId: int8Id(),
    resolution: z.enum(['refund', 'uphold']),
    remark,
  }),
  response: () => operatorWithdrawal,
});

/** Credits a member's main wallet from the outside world (demos, tests, manual adjustments). */
export const operatorCreditCall = defineCall({
  id: 'operatorCredit',
  method: 'POST',
  path: '/api/operator/wallet/credit',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    idempotencyKey,
    merchantCode,
    account: z.string().check(z.minLength(1), z.maxLength(64)),
    amount,
    remark,
  }),
  response: () => z.object({ transferId: z.int(), account: z.string(), amount, balance }),
});

/** Runs a scheduled job now (both are exactly-once whoever runs them). */
export const operatorWalletJobCall = defineCall({
  id: 'operatorWalletJob',
  method: 'POST',
  path: '/api/operator/wallet/jobs/run',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ job: z.enum(['auto-confirm', 'rebates']) }),
  response: () => z.object({ job: z.string(), processed: z.int() }),
});

/** A merchant's wallet settings: single-wallet mode and the currency symbol shown (the currency itself is fixed). */
export const operatorWalletSettingsCall = defineCall({
  id: 'operatorWalletSettings',
  method: 'PUT',
  path: '/api/operator/wallet/settings',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    merchantCode,
    singleWallet: z.optional(z.boolean()),
    currencySymbol: z.optional(z.string().check(z.minLength(1), z.maxLength(8))),
    /** Issue 19: turnover a bonus requires, as a multiple of it (0 = none; default 1). */
    wageringMultiplier: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
    /** Whether rebates carry the wagering requirement too (default false). */
    rebateWagering: z.optional(z.boolean()),
    /** Paid to the upline on the referred member's first approved deposit, minor units (0 = none). */
    referralReward: z.optional(z.int().check(z.minimum(0), z.maximum(100_000_000))),
  }),
  response: () =>
    z.object({
      merchantCode: z.string(),
      singleWallet: z.boolean(),
      currency: z.string(),
      currencySymbol: z.string(),
      wageringMultiplier: z.int(),
      rebateWagering: z.boolean(),
      referralReward: z.int(),
    }),
});
