import * as z from 'zod/mini';
import { defineCall } from '../define-call';

/**
 * Player protection (issue 11): limits, the reality check, cool-off, self-exclusion and the
 * protection status. Money amounts are integers in minor units (cents), as in the wallet calls.
 *
 * Rules the gateway enforces:
 * - A lower limit (or a first limit) applies at once; a higher one, or removing one, only after
 *   LIMIT_INCREASE_DELAY_HOURS: until then the limit answers it as `pending` / `pendingFrom`.
 * - Cool-off and self-exclusion take effect at once, end every session of the person on every
 *   brand of the operator, and cannot be undone early.
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** `day` is 24 hours, `week` 7 days, `month` 30 days, each rolling back from now; `session` is the session-time limit's only period. */
export const LIMIT_PERIODS = ['day', 'week', 'month', 'session'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** The money limits' periods; the session-time limit uses `session`. */
export const MONEY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const LIMIT_INCREASE_DELAY_HOURS = 24;
/** The largest money limit: 1,000,000,000.00. */
export const MAX_LIMIT_AMOUNT = 100_000_000_000;
/** The session-time limit, in minutes: 5 minutes to 24 hours. */
export const MIN_SESSION_LIMIT_MINUTES = 5;
export const MAX_SESSION_LIMIT_MINUTES = 24 * 60;
/** Cool-off: 1 to 42 days (24 hours to 6 weeks). */
export const MIN_COOL_OFF_DAYS = 1;
export const MAX_COOL_OFF_DAYS = 42;
/** Self-exclusion: 6 to 60 months (5 years), or permanent. */
export const MIN_SELF_EXCLUSION_MONTHS = 6;
export const MAX_SELF_EXCLUSION_MONTHS = 60;
export const EXCLUSION_KINDS = ['cool_off', 'self_exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
export const DEPOSIT_LIMIT_PROMPTS = ['off', 'registration', 'first-deposit'] as const;

const isoDateTime = z.string();

export const limitSchema = z.lazy(() =>
  z.object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    /** What applies now; null: no limit. */
    current: z.nullable(z.int()),
    /** A raise or removal waiting for its cooling period: the value it becomes (null: removed). */
    pending: z.nullable(z.int()),
    /** When `pending` takes effect (ISO 8601); null when nothing waits. */
    pendingFrom: z.nullable(isoDateTime),
    /**
     * How much of the limit the current window has used: deposits, net losses or stakes in minor
     * units over the period, or the current session's minutes for the session limit.
     */
    used: z.int(),
  }),
);
export type Limit = z.infer<typeof limitSchema>;

export const limitsSchema = z.lazy(() =>
  z.object({
    /** Every kind and period, set or not: deposit, loss and wager × day, week, month, then session. */
    limits: z.array(limitSchema),
    increaseDelayHours: z.int(),
  }),
);
export type Limits = z.infer<typeof limitsSchema>;

export const protectionLimitsCall = defineCall({
  id: 'protectionLimits',
  method: 'GET',
  path: '/api/protection/limits',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => limitsSchema,
});

/**
 * Sets or removes (value null) one limit. A money limit takes a money period and an amount of
 * 1..MAX_LIMIT_AMOUNT; the session limit takes period `session` and minutes. A mismatch is
 * 400 VALIDATION_FAILED.
 */
export const setProtectionLimitCall = defineCall({
  id: 'setProtectionLimit',
  method: 'POST',
  path: '/api/protection/limits',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    value: z.nullable(z.int().check(z.minimum(1), z.maximum(MAX_LIMIT_AMOUNT))),
  }),
  /** Every limit after the change. */
  response: () => limitsSchema,
});

export const realityCheckSchema = z.lazy(() =>
  z.object({
    /** When this session (this login) began (ISO 8601). */
    sessionStartedAt: isoDateTime,
    elapsedSeconds: z.int(),
    /** Real-money stakes placed in the session. */
    wagered: z.int(),
    /** Real-money winnings paid in the session. */
    won: z.int(),
    /** won - wagered: positive is a net win, negative a net loss. */
    net: z.int(),
    /** The jurisdiction's reality-check interval; 0: the brand shows no reality check. */
    intervalMinutes: z.int(),
    /** The interval the client schedules by: intervalMinutes × 60, or a test config's shorter override; 0: off. */
    intervalSeconds: z.int(),
  }),
);
export type RealityCheck = z.infer<typeof realityCheckSchema>;

export const realityCheckCall = defineCall({
  id: 'realityCheck',
  method: 'GET',
  path: '/api/protection/reality-check',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => realityCheckSchema,
});

export const exclusionSchema = z.lazy(() =>
  z.object({
    kind: z.enum(EXCLUSION_KINDS),
    startsAt: isoDateTime,
    /** Null: permanent. */
    endsAt: z.nullable(isoDateTime),
  }),
);
export type Exclusion = z.infer<typeof exclusionSchema>;

/**
 * Takes a break at once. Answers the exclusion, then every session of the person ends (this
 * token too): the client logs out. `password` confirms it is the player.
 */
export const startCoolOffCall = defineCall({
  id: 'startCoolOff',
  method: 'POST',
  path: '/api/protection/cool-off',
  token: true,
  encrypted: true,
  request: () => z.strictObject({
    days: z.int().check(z.minimum(MIN_COOL_OFF_DAYS), z.maximum(MAX_COOL_OFF_DAYS)),
    password: z.string().check(z.minLength(1), z.maxLength(128)),
  }),
  response: () => exclusionSchema,
});

export const startSelfExclusionCall = defineCall({
  id: 'startSelfExclusion',
  method: 'POST',
  path: '/api/protection/self-exclusion',
  token: true,
  encrypted: true,
  request: () => z.strictObject({
    months: z.union([
      z.int().check(z.minimum(MIN_SELF_EXCLUSION_MONTHS), z.maximum(MAX_SELF_EXCLUSION_MONTHS)),
      z.literal('permanent'),
    ]),
    password: z.string().check(z.minLength(1), z.maxLength(128)),
  }),
  response: () => exclusionSchema,
});

export const protectionStatusSchema = z.lazy(() =>
  z.object({
    /** Always null for a logged-in player (an exclusion ends every session); kept for clarity. */
    exclusion: z.nullable(exclusionSchema),
    /** The jurisdiction's reality-check interval in minutes; 0: off. */
    realityCheckMinutes: z.int(),
    /** When the jurisdiction offers a deposit limit. */
    depositLimitPrompt: z.enum(DEPOSIT_LIMIT_PROMPTS),
    /** True when the client should offer a deposit limit now: the jurisdiction asks for it and none is set (and, for first-deposit, no deposit was made). */
    offerDepositLimit: z.boolean(),
    /** When the session-time limit ends this session (ISO 8601); null without one. */
    sessionEndsAt: z.nullable(isoDateTime),
    /** The server-side idle time-out of this session, in minutes. */
    idleTimeoutMinutes: z.int(),
  }),
);
export type ProtectionStatus = z.infer<typeof protectionStatusSchema>;

export const protectionStatusCall = defineCall({
  id: 'protectionStatus',
  method: 'GET',
  path: '/api/protection/status',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => protectionStatusSchema,
});

// ---------------------------------------------------------------- operator (Bearer OPERATOR_TOKEN)

/** Walks the whole audit chain; `valid` false names the first row whose hash does not match. */
export const operatorAuditVerifyCall = defineCall({
  id: 'operatorAuditVerify',
  method: 'GET',
  path: '/api/operator/audit/verify',
  token: false,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({
    valid: z.boolean(),
    rows: z.int(),
    /** The seq of the first broken row; null when valid. */
    brokenAt: z.nullable(z.int()),
  }),
});
