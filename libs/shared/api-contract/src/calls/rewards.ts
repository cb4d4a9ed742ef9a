import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { int4Id } from '../integers';

const merchantCode = z.string().check(z.minLength(1), z.maxLength(32));
const language = z.string().check(z.regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'a language code such as EN or PT-BR'));

/**
 * Spec §4 "Activity statuses": join, claim, applying, closed, rejected, issued, claimed, in process,
 * joined, coming soon (written here as identifiers).
 */
export const ACTIVITY_STATUSES = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'in_process',
  'joined',
  'coming_soon',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
/**
 * The statuses an application is stored with; the others (join, closed, coming soon) are read from
 * the promotion's dates when there is no application.
 */
export const APPLICATION_STATUSES = ['joined', 'applying', 'in_process', 'rejected', 'claim', 'claimed', 'issued'] as const satisfies readonly ActivityStatus[];
/** The statuses that ask the member to act: they are the reward badge's count (availablePromoCount). */
export const ACTIONABLE_ACTIVITY_STATUSES: readonly ActivityStatus[] = ['join', 'claim'];

/**
 * A sign-up promotion (spec §7 "Sign-up promotion join and request reward") is joined first, with no
 * proof (status joined), and its reward is requested later (status applying).
 */
export const SIGN_UP_PROMOTION_TYPE = 'SIGNUP';

/**
 * A raffle promotion (spec §7 "Raffle promotion claim"): members join without proof (joined), the
 * operator draws the winners and gives each a prize (claim), and a winner claims it into MAIN once.
 */
export const RAFFLE_PROMOTION_TYPE = 'RAFFLE';

/**
 * A red envelope (spec §2 "red envelope"): opened once per member, it pays a random amount within
 * the promotion's range straight into MAIN (status claimed).
 */
export const RED_ENVELOPE_PROMOTION_TYPE = 'RED_ENVELOPE';

/** How the reward centre treats a promotion; every other promotion type is a plain application. */
export const ACTIVITY_KINDS = ['application', 'signUp', 'raffle', 'redEnvelope'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Spec §5 "Activity application": remark at most 140 characters; png or jpg, 5 MB each, at most 3 images. */
export const ACTIVITY_REMARK_MAX = 140;
export const ACTIVITY_MAX_IMAGES = 3;

export const activitySchema = z.lazy(() =>
  z.object({
    promotionId: z.int(),
    title: z.string(),
    /** Sanitised HTML. */
    content: z.string(),
    imageUrl: z.nullable(z.string()),
    startDateStr: z.string(),
    closesAt: z.nullable(z.string()),
    status: z.enum(ACTIVITY_STATUSES),
    /** A sign-up promotion: joining needs no proof; the reward is requested afterwards. */
    signUp: z.boolean(),
    kind: z.enum(ACTIVITY_KINDS),
    application: z.nullable(
      z.object({
        id: z.int(),
        remark: z.string(),
        images: z.int(),
        /** The reward, once the operator approved it (minor units). */
        amount: z.nullable(z.int()),
        createdAt: z.string(),
      }),
    ),
  }),
);
export type Activity = z.infer<typeof activitySchema>;

/** rewardCenter (T): the merchant's promotions with the member's status in each. */
export const rewardCenterCall = defineCall({
  id: 'rewardCenter',
  method: 'GET',
  path: '/api/rewards',
  token: true,
  encrypted: false,
  request: () => z.object({ language: z.optional(language) }),
  response: () => z.object({ availablePromoCount: z.int(), rows: z.array(activitySchema) }),
});

/**
 * Activity application (spec §5). Once per promotion: applying again answers the first application,
 * except on a joined sign-up promotion, where it is the reward request (joined -> applying).
 */
export const applyActivityCall = defineCall({
  id: 'applyActivity',
  method: 'POST',
  path: '/api/rewards/apply',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    promotionId: int4Id(),
    remark: z.string().check(z.maxLength(ACTIVITY_REMARK_MAX)),
    /** Uploads made first through the upload call (png or jpg by magic bytes, 5 MB each). */
    uploadIds: z.array(z.uuid()).check(z.maxLength(ACTIVITY_MAX_IMAGES)),
  }),
  response: () => z.object({ applicationId: z.int(), status: z.enum(ACTIVITY_STATUSES), replayed: z.boolean() }),
});

/** Claims an approved reward into the main wallet; claiming again moves nothing. */
export const claimActivityCall = defineCall({
  id: 'claimActivity',
  method: 'POST',
  path: '/api/rewards/claim',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ promotionId: int4Id() }),
  response: () => z.object({ status: z.enum(ACTIVITY_STATUSES), amount: z.int(), replayed: z.boolean() }),
});

/**
 * Opens a red envelope (T): the first open pays a random amount within the promotion's range into
 * MAIN; opening again, even at the same time, answers the first amount and moves nothing.
 */
export const openRedEnvelopeCall = defineCall({
  id: 'openRedEnvelope',
  method: 'POST',
  path: '/api/rewards/red-envelope',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ promotionId: int4Id() }),
  response: () => z.object({ amount: z.int(), replayed: z.boolean() }),
});

/**
 * Operator: decides an application. On a raffle, approve marks a joined member as a winner with the
 * prize (claim) and reject as not drawn (rejected). review takes it up (in_process), approve makes the reward
 * claimable (claim), issue pays it at once (issued), reject refuses it (rejected).
 */
export const operatorActivityDecisionCall = defineCall({
  id: 'operatorActivityDecision',
  method: 'POST',
  path: '/api/operator/rewards/decision',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    merchantCode,
    account: z.string().check(z.minLength(1), z.maxLength(64)),
    promotionId: int4Id(),
    decision: z.enum(['review', 'approve', 'issue', 'reject']),
    amount: z.optional(z.int().check(z.minimum(1), z.maximum(100_000_000_00))),
  }),
  response: () => z.object({ applicationId: z.int(), status: z.enum(ACTIVITY_STATUSES) }),
});

/**
 * Operator: closes a promotion's applications at a time (null reopens it) and, for a red envelope,
 * sets its prize range in minor units (omitted keeps it; null returns to the default range).
 */
export const operatorActivitySettingsCall = defineCall({
  id: 'operatorActivitySettings',
  method: 'PUT',
  path: '/api/operator/rewards/settings',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    merchantCode,
    promotionId: int4Id(),
    closesAt: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T/, 'an ISO date-time'))),
    redEnvelope: z.optional(z.nullable(z.strictObject({ min: z.int().check(z.minimum(1), z.maximum(100_000_000_00)), max: z.int().check(z.minimum(1), z.maximum(100_000_000_00)) }))),
  }),
  response: () => z.object({ promotionId: z.int(), closesAt: z.nullable(z.string()), redEnvelope: z.nullable(z.object({ min: z.int(), max: z.int() })) }),
});
