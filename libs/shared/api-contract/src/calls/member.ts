import * as z from 'zod/mini';
import { defineCall } from '../define-call';

/** Agent account types (spec §3). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
/** The trial (free-play) account type (spec §3). */
export const TRIAL_TYPE = 4;
/** A member account is active, or disabled by the operator. */
export const MEMBER_STATUSES = ['active', 'disabled'] as const;

export const memberInfoSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    account: z.string(),
    nickname: z.string(),
    type: z.int(),
    isAgent: z.boolean(),
    isTrial: z.boolean(),
    firstTimeLogin: z.boolean(),
    previousLoginAt: z.nullable(z.string()),
    location: z.object({ ip: z.string() }),
    totpEnabled: z.boolean(),
  }),
);
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const memberInfoCall = defineCall({
  id: 'memberInfo',
  method: 'GET',
  path: '/api/member/info',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => memberInfoSchema,
});

export const changePasswordCall = defineCall({
  id: 'changePassword',
  method: 'POST',
  path: '/api/member/change-password',
  token: true,
  encrypted: true,
  request: () => z.strictObject({
      /** Not required when the login supplied it (spec §5 "Change password"). */
      oldPassword: z.optional(z.string().check(z.maxLength(128))),
      newPassword: z.string().check(z.minLength(1), z.maxLength(128)),
      confirmNewPassword: z.string().check(z.minLength(1), z.maxLength(128)),
    }),
  /** A new token: changing the password ends every other session. */
  response: () => z.object({ token: z.string().check(z.minLength(22)) }),
});

export const verifyPasswordCall = defineCall({
  id: 'verifyPassword',
  method: 'POST',
  path: '/api/member/verify-password',
  token: true,
  encrypted: true,
  request: () => z.strictObject({ password: z.string().check(z.minLength(1), z.maxLength(128)) }),
  response: () => z.object({ verified: z.literal(true) }),
});

export const firstLoginCall = defineCall({
  id: 'firstLogin',
  method: 'POST',
  path: '/api/member/first-login',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({ acknowledged: z.literal(true) }),
});

export const totpEnrolCall = defineCall({
  id: 'totpEnrol',
  method: 'POST',
  path: '/api/member/totp/enrol',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({ secret: z.string(), otpauthUrl: z.string() }),
});

export const totpConfirmCall = defineCall({
  id: 'totpConfirm',
  method: 'POST',
  path: '/api/member/totp/confirm',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ code: z.string().check(z.regex(/^[0-9]{6}$/)) }),
  response: () => z.object({ enabled: z.literal(true) }),
});

/** The channels the built-in provider's outbox records a message on. */
export const OUTBOX_CHANNELS = ['sms', 'email'] as const;

/** Development outbox (the built-in SMS/e-mail provider), for demos and tests. Operator only. */
export const outboxCall = defineCall({
  id: 'outbox',
  method: 'GET',
  path: '/api/operator/outbox',
  token: false,
  encrypted: false,
  request: () => z.object({ to: z.string().check(z.minLength(1), z.maxLength(128)) }),
  response: () => z.array(
    z.object({
      channel: z.enum(OUTBOX_CHANNELS),
      to: z.string(),
      body: z.string(),
      code: z.nullable(z.string()),
      createdAt: z.string(),
    }),
  ),
});

// ---------------------------------------------------------------- personalProfit and bonusDetails (spec §2)

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date yyyy-MM-dd'));
/** Spec §9's date-picker presets that look back; a profit report cannot look forward. */
export const PROFIT_PRESETS = ['today', 'previous7', 'previous30'] as const;
/** The longest range a profit report covers, in days. */
export const MAX_REPORT_DAYS = 93;

export const profitCategorySchema = z.lazy(() =>
  z.object({
    /** The game category the bets were booked under (LOTT, ELOTT, RNG, LIVE, ...). */
    category: z.string(),
    /** Bet transfers (a lottery slip of several bets is one per bet). */
    bets: z.int(),
    /** Stakes, less stakes refunded (a cancelled draw). */
    turnover: z.int(),
    payout: z.int(),
    /** payout - turnover: positive is a win for the member. */
    profit: z.int(),
  }),
);
export type ProfitCategory = z.infer<typeof profitCategorySchema>;

/**
 * personalProfit, the loss report (T): the member's real-money profit and loss over whole UTC days,
 * by game category, from the ledger, with bonuses (rebates and promotion rewards) apart.
 */
export const personalProfitCall = defineCall({
  id: 'personalProfit',
  method: 'POST',
  path: '/api/member/profit',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    /** A preset, or from and to (inclusive days, UTC); not both. */
    preset: z.optional(z.enum(PROFIT_PRESETS)),
    from: z.optional(day),
    to: z.optional(day),
  }),
  response: () => z.object({
    from: z.string(),
    to: z.string(),
    categories: z.array(profitCategorySchema),
    turnover: z.int(),
    payout: z.int(),
    /** Rebates and promotion rewards received in the range. */
    bonus: z.int(),
    /** Stakes of lottery bets placed in the range whose draw is not settled yet (counted in turnover). */
    pendingStake: z.int(),
    /** payout - turnover + bonus. */
    profit: z.int(),
  }),
});

/** bonusDetails entries: daily rebates and promotion rewards. */
export const BONUS_TYPES = ['rebate', 'bonus'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];
/** Rows per bonusDetails page (the spec names no size; 20 matches the other member-centre records). */
export const BONUS_DETAILS_PAGE_SIZE = 20;

export const bonusEntrySchema = z.lazy(() =>
  z.object({
    id: z.string(),
    type: z.enum(BONUS_TYPES),
    amount: z.int(),
    balanceAfter: z.int(),
    /** The rebate's period (yyyy-MM-dd) or the promotion's title. */
    detail: z.string(),
    createdAt: z.string(),
  }),
);
export type BonusEntry = z.infer<typeof bonusEntrySchema>;

/** bonusDetails (T): the bonus and rebate entries of the main wallet, newest first, paged. */
export const bonusDetailsCall = defineCall({
  id: 'bonusDetails',
  method: 'POST',
  path: '/api/member/bonus-details',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    pageNo: z.optional(z.int().check(z.minimum(1), z.maximum(100_000))),
    pageSize: z.optional(z.int().check(z.minimum(1), z.maximum(50))),
    type: z.optional(z.enum([...BONUS_TYPES, 'all'])),
  }),
  response: () => z.object({
    pageNo: z.int(),
    pageSize: z.int(),
    total: z.int(),
    totalPages: z.int(),
    /** Sum of every bonus and rebate of the filter, all pages. */
    totalAmount: z.int(),
    rows: z.array(bonusEntrySchema),
  }),
});
