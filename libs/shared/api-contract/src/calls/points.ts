import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { int4Id, int8Id } from '../integers';

/**
 * The points mall (spec §1 "points earning and redeeming", §3 "Points redeem record", §4 "Redeem
 * statuses", §7 "Points", §9 "Points have no expiry"). Points are whole numbers; money amounts are
 * integers in minor units (1050 is 10.50), as in the wallet calls.
 *
 * The money-moving calls (redeem, convert) take an `idempotencyKey`, a UUID made once per user
 * action: a replay answers the first answer, the same key with other parameters is
 * `422 IDEMPOTENCY_MISMATCH`.
 */

/** Spec §4 "Redeem statuses": in process, rejected, approved (written here as identifiers). */
export const REDEEM_STATUSES = ['in_process', 'rejected', 'approved'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** Why a row of the points ledger exists. */
export const POINTS_ENTRY_KINDS = ['earn', 'redeem', 'redeem_refund', 'convert'] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

export const POINTS_PAGE_SIZE = 10;
/** The largest points figure accepted anywhere. */
export const MAX_POINTS = 1_000_000_000;

const idempotencyKey = z.uuid();
const points = z.int().check(z.minimum(1), z.maximum(MAX_POINTS));
const password = z.string().check(z.minLength(1), z.maxLength(128));
const merchantCode = z.string().check(z.minLength(1), z.maxLength(32));
const language = z.string().check(z.regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'a language code such as EN or PT-BR'));
const pageNo = z.optional(z.int().check(z.minimum(1), z.maximum(100_000)));
const pageSize = z.optional(z.int().check(z.minimum(1), z.maximum(50)));

function page<T extends z.ZodMiniType>(row: T) {
  return z.object({ pageNo: z.int(), pageSize: z.int(), total: z.int(), totalPages: z.int(), rows: z.array(row) });
}

/** The earning and conversion rule of a merchant (spec §7 "config"; the "rules" tab). */
export const pointsConfigSchema = z.lazy(() =>
  z.object({
    /** Turnover, in minor units, that earns one point. */
    turnoverPerPoint: z.int(),
    /** Money, in minor units, one point converts to. */
    pointValue: z.int(),
    /** The fewest points one conversion takes. */
    minConvertPoints: z.int(),
    currency: z.string(),
    /** Spec §9: points have no expiry. Always false; stated so the rules page need not assume it. */
    expires: z.literal(false),
  }),
);
export type PointsConfig = z.infer<typeof pointsConfigSchema>;

export const pointsSummarySchema = z.lazy(() =>
  z.object({
    balance: z.int(),
    /** Every point ever earned on turnover. */
    earned: z.int(),
    /** Turnover counted so far (minor units); the part below one point carries over to the next bet. */
    turnover: z.int(),
    config: pointsConfigSchema,
  }),
);
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

export const pointsRewardSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    /** Points the reward costs. */
    points: z.int(),
    /** Money paid into the main wallet once an operator approves the redeem (minor units). */
    amount: z.int(),
    imageUrl: z.nullable(z.string()),
  }),
);
export type PointsReward = z.infer<typeof pointsRewardSchema>;

/** Spec §3 "Points redeem record": points, amount, status, time, remark. */
export const redeemRecordSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    rewardTitle: z.string(),
    points: z.int(),
    amount: z.int(),
    status: z.enum(REDEEM_STATUSES),
    time: z.string(),
    remark: z.string(),
  }),
);
export type RedeemRecord = z.infer<typeof redeemRecordSchema>;

/** One row of the points ledger (spec §7 "member transaction detail"). */
export const pointsEntrySchema = z.lazy(() =>
  z.object({
    id: z.int(),
    kind: z.enum(POINTS_ENTRY_KINDS),
    /** Signed: earned points are positive, spent ones negative. */
    points: z.int(),
    balanceAfter: z.int(),
    time: z.string(),
  }),
);
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** Points balance (T). */
export const pointsSummaryCall = defineCall({
  id: 'pointsSummary',
  method: 'GET',
  path: '/api/points/balance',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => pointsSummarySchema,
});

/** Points config (T): the rules tab. */
export const pointsConfigCall = defineCall({
  id: 'pointsConfig',
  method: 'GET',
  path: '/api/points/config',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => pointsConfigSchema,
});

/** Points reward (T): the catalogue of rewards, in the requested language when it has one. */
export const pointsRewardsCall = defineCall({
  id: 'pointsRewards',
  method: 'GET',
  path: '/api/points/rewards',
  token: true,
  encrypted: false,
  request: () => z.object({ language: z.optional(language) }),
  response: () => z.object({ rows: z.array(pointsRewardSchema) }),
});

/** Redeem (T, E, password-checked): spends the points at once; the record waits in process for an operator. */
export const redeemPointsCall = defineCall({
  id: 'redeemPoints',
  method: 'POST',
  path: '/api/points/redeem',
  token: true,
  encrypted: true,
  request: () => z.strictObject({ idempotencyKey, rewardId: int4Id(), password }),
  response: () => z.object({ record: redeemRecordSchema, balance: z.int() }),
});

/** Redeem list (T). Newest first. */
export const redeemRecordsCall = defineCall({
  id: 'redeemRecords',
  method: 'POST',
  path: '/api/points/redeem-records',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ pageNo, pageSize }),
  response: () => page(redeemRecordSchema),
});

/** Member transaction detail (T): the points ledger, newest first. */
export const pointsDetailsCall = defineCall({
  id: 'pointsDetails',
  method: 'POST',
  path: '/api/points/details',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ pageNo, pageSize }),
  response: () => page(pointsEntrySchema),
});

/** Convert points (T, E, password-checked): points out, money into the main wallet, in one transaction. */
export const convertPointsCall = defineCall({
  id: 'convertPoints',
  method: 'POST',
  path: '/api/points/convert',
  token: true,
  encrypted: true,
  request: () => z.strictObject({ idempotencyKey, points, password }),
  response: () => z.object({ points: z.int(), amount: z.int(), balance: z.int() }),
});

/** Operator: approves (pays the amount into the main wallet) or rejects (refunds the points) a redeem. */
export const operatorRedeemDecisionCall = defineCall({
  id: 'operatorRedeemDecision',
  method: 'POST',
  path: '/api/operator/points/redeem/decision',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    merchantCode,
    redeemId: int8Id(),
    decision: z.enum(['approve', 'reject']),
    remark: z.optional(z.string().check(z.maxLength(140))),
  }),
  response: () => z.object({ redeemId: z.int(), status: z.enum(REDEEM_STATUSES) }),
});

/** Operator: the merchant's earning and conversion rule; fields left out are not changed. */
export const operatorPointsSettingsCall = defineCall({
  id: 'operatorPointsSettings',
  method: 'PUT',
  path: '/api/operator/points/settings',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    merchantCode,
    turnoverPerPoint: z.optional(z.int().check(z.minimum(1), z.maximum(100_000_000))),
    pointValue: z.optional(z.int().check(z.minimum(1), z.maximum(100_000))),
    minConvertPoints: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_POINTS))),
  }),
  response: () => pointsConfigSchema,
});

/** The largest reward amount accepted (minor units): 10,000,000.00, far above any real reward. */
export const MAX_REWARD_AMOUNT = 1_000_000_000;
/** A reward's name in one language: plain text, trimmed by the gateway. */
export const REWARD_TITLE_MAX_LENGTH = 64;

/** A reward as the operator sees it: every language's name, and disabled rewards too. */
export const operatorPointsRewardSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    code: z.string(),
    titles: z.record(z.string(), z.string()),
    points: z.int(),
    amount: z.int(),
    imageUrl: z.nullable(z.string()),
    active: z.boolean(),
    sort: z.int(),
  }),
);
export type OperatorPointsReward = z.infer<typeof operatorPointsRewardSchema>;

/**
 * Operator: creates the merchant's reward `code`, or replaces it when it exists (so a retry does
 * the same thing once). `active: false` disables it: it leaves the catalogue and cannot be
 * redeemed; redeems already made are kept, with the name they had.
 */
export const operatorPointsRewardCall = defineCall({
  id: 'operatorPointsReward',
  method: 'PUT',
  path: '/api/operator/points/rewards',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    merchantCode,
    code: z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'lower-case letters, digits, - and _, at most 40')),
    /** The name per language code, e.g. { EN: 'Cash 5.00', PT: 'Dinheiro 5,00' }; at least one. */
    titles: z.record(language, z.string().check(z.maxLength(REWARD_TITLE_MAX_LENGTH))),
    points,
    amount: z.int().check(z.minimum(1), z.maximum(MAX_REWARD_AMOUNT)),
    imageUrl: z.optional(z.nullable(z.string().check(z.maxLength(2048)))),
    active: z.optional(z.boolean()),
    sort: z.optional(z.int().check(z.minimum(0), z.maximum(10_000))),
  }),
  response: () => operatorPointsRewardSchema,
});

/** One of the brand's sponsorships (the /sponsor page, spec §2). Plain text, never HTML. */
export const sponsorSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    description: z.string(),
    imageUrl: z.nullable(z.string()),
    /** https only. */
    linkUrl: z.nullable(z.string()),
    /** The year or date the sponsorship began, as the operator wrote it. */
    since: z.string(),
  }),
);
export type Sponsor = z.infer<typeof sponsorSchema>;

/** The brand's sponsorships, in the requested language when it has one. No token: visitors see the page too. */
export const sponsorsCall = defineCall({
  id: 'sponsors',
  method: 'GET',
  path: '/api/content/sponsors',
  token: false,
  encrypted: false,
  request: () => z.object({ language: z.optional(language) }),
  response: () => z.object({ rows: z.array(sponsorSchema) }),
});
