import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { int8Id } from '../integers';
import { announcementSchema } from './content';
import { AGENT_TYPES } from './member';
import { MAX_AMOUNT, MAX_PAGE_SIZE, TRANSACTION_TYPES } from './wallet';

/**
 * The agent centre (spec §2 "Agent centre menu", §6 "Agent"). Every call is T and only for agents
 * (member types 1, 2, 41, 42): anyone else is `403 FORBIDDEN`. Amounts are integers in minor units.
 *
 * The team is the agent's whole subtree (downlines of any depth); "direct" downlines are the
 * members whose upline is the agent. Transfers move MAIN to MAIN through the ledger and take an
 * `idempotencyKey` like every money call (see wallet.ts).
 */

const idempotencyKey = z.uuid();
const amount = z.int().check(z.minimum(1), z.maximum(MAX_AMOUNT));
const balance = z.int();
const pageNo = z.optional(z.int().check(z.minimum(1), z.maximum(100_000)));
const pageSize = z.optional(z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)));
const isoDateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'an ISO date or date-time'));
const agentType = z.lazy(() =>
  z.union([z.literal(AGENT_TYPES[0]), z.literal(AGENT_TYPES[1]), z.literal(AGENT_TYPES[2]), z.literal(AGENT_TYPES[3])]),
);

function page<T extends z.ZodMiniType>(row: T) {
  return z.object({ pageNo: z.int(), pageSize: z.int(), total: z.int(), totalPages: z.int(), rows: z.array(row) });
}

/** `direct`: the agent's own downlines; `team`: every level below the agent. */
export const AGENT_SCOPES = ['direct', 'team'] as const;
export type AgentScope = (typeof AGENT_SCOPES)[number];

// ---------------------------------------------------------------- team overview

export const teamOverviewSchema = z.lazy(() =>
  z.object({
    directDownlines: z.int(),
    /** Every level below the agent. */
    totalDownlines: z.int(),
    /** Registered since the start of today (UTC). */
    newToday: z.int(),
    /** Registered in the last 7 days. */
    newLast7Days: z.int(),
    /** The team's MAIN balances together (the agent left out). */
    teamBalance: balance,
    /** Real-money bets of the team in the period. */
    turnover: balance,
    /** Approved deposits of the team in the period. */
    deposits: balance,
    /** The period, inclusive, as ISO date-times. */
    from: z.string(),
    to: z.string(),
  }),
);
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const teamOverviewCall = defineCall({
  id: 'agentTeamOverview',
  method: 'POST',
  path: '/api/agent/team/overview',
  token: true,
  encrypted: false,
  /** from/to inclusive (a bare date as `to` is the end of that day); the default is the last 7 days. */
  request: () => z.strictObject({ from: z.optional(isoDateTime), to: z.optional(isoDateTime) }),
  response: () => teamOverviewSchema,
});

// ---------------------------------------------------------------- downline management

export const downlineSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    account: z.string(),
    nickname: z.string(),
    type: z.int(),
    isAgent: z.boolean(),
    /** 1 for a direct downline, 2 for its downline, ... */
    level: z.int(),
    /** The account of the member's upline. */
    upline: z.string(),
    registeredAt: z.string(),
    lastLoginAt: z.nullable(z.string()),
    balance,
  }),
);
export type Downline = z.infer<typeof downlineSchema>;

export const downlinesCall = defineCall({
  id: 'agentDownlines',
  method: 'POST',
  path: '/api/agent/downlines',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    pageNo,
    pageSize,
    /** Part of the account or nickname, case-insensitive. */
    search: z.optional(z.string().check(z.maxLength(64))),
    /** Default `direct`. */
    scope: z.optional(z.enum(AGENT_SCOPES)),
  }),
  response: () => page(downlineSchema),
});

// ---------------------------------------------------------------- register centre

export const registerDownlineCall = defineCall({
  id: 'agentRegisterDownline',
  method: 'POST',
  path: '/api/agent/register',
  token: true,
  encrypted: true,
  request: () => z.strictObject({
    username: z.string().check(z.minLength(1), z.maxLength(64)),
    password: z.string().check(z.minLength(1), z.maxLength(128)),
    confirmPassword: z.string().check(z.minLength(1), z.maxLength(128)),
    /** An agent type makes a sub-agent; without it the downline is a member (type 0). */
    agentType: z.optional(agentType),
  }),
  response: () => z.object({ id: z.int(), account: z.string(), type: z.int(), uplineId: z.int() }),
});

// ---------------------------------------------------------------- downline transaction details

export const downlineTransactionSchema = z.lazy(() =>
  z.object({
    /** The ledger entry's id, prefixed `E`. */
    id: z.string(),
    memberId: z.int(),
    account: z.string(),
    type: z.enum(TRANSACTION_TYPES),
    /** Signed: money in is positive, money out negative. */
    amount: balance,
    balanceAfter: balance,
    createdAt: z.string(),
  }),
);
export type DownlineTransaction = z.infer<typeof downlineTransactionSchema>;

export const downlineTransactionsCall = defineCall({
  id: 'agentDownlineTransactions',
  method: 'POST',
  path: '/api/agent/transactions',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    pageNo,
    pageSize,
    /** One downline's account (exact, case-insensitive); it must be in the scope. */
    account: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    type: z.optional(z.enum([...TRANSACTION_TYPES, 'all'])),
    from: z.optional(isoDateTime),
    to: z.optional(isoDateTime),
    /** Default `team`. */
    scope: z.optional(z.enum(AGENT_SCOPES)),
  }),
  response: () => page(downlineTransactionSchema),
});

// ---------------------------------------------------------------- transfers along the tree

const transferValue = z.lazy(() =>
  z.object({
    transferId: z.int(),
    /** The receiving member's account. */
    to: z.string(),
    amount,
    /** The sender's MAIN balance after the transfer. */
    balance,
  }),
);

/** Agent MAIN to a direct downline's MAIN. Anyone else is `403 NOT_DOWNLINE`. */
export const transferDownlineCall = defineCall({
  id: 'agentTransferDownline',
  method: 'POST',
  path: '/api/agent/transfer/downline',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ idempotencyKey, account: z.string().check(z.minLength(1), z.maxLength(64)), amount }),
  response: () => transferValue,
});

/**
 * Member page "transferUpline" (spec §2, §6): the member's MAIN to their own upline's MAIN.
 * Open to every non-trial member that has an upline (`400 NO_UPLINE` otherwise), agents included.
 */
export const transferUplineCall = defineCall({
  id: 'transferUpline',
  method: 'POST',
  path: '/api/member/transfer/upline',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ idempotencyKey, amount }),
  response: () => transferValue,
});

// ---------------------------------------------------------------- contracts (spec §3, §4 "Contract")

/** Dividend, daily salary, hourly salary, real-time salary. */
export const CONTRACT_KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
/** offered (a new request), active, ending (termination requested), and the ended states. */
export const CONTRACT_STATUSES = ['offered', 'active', 'ending', 'rejected', 'terminated', 'superseded'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/**
 * How often a contract pays (spec §9): real-time salary every 5 minutes, hourly salary every hour,
 * daily salary every day; a dividend on one of the salary periods its offer chooses.
 */
export const CONTRACT_CYCLES = ['realtime', 'hourly', 'daily', 'weekly', 'semi_monthly', 'monthly'] as const;
export type ContractCycle = (typeof CONTRACT_CYCLES)[number];
export const DIVIDEND_CYCLES = ['daily', 'weekly', 'semi_monthly', 'monthly'] as const;
/** Rates are basis points: 150 is 1.50 %. */
export const MAX_CONTRACT_RATE = 10_000;
export const MAX_CONTRACT_TIERS = 10;

export const contractTierSchema = z.lazy(() =>
  z.object({
    /** The minimum bet amount (turnover) of the period, minor units. */
    minBet: z.int().check(z.minimum(0), z.maximum(MAX_AMOUNT)),
    /** The P&L threshold of the period, minor units (may be negative). */
    pnl: z.int().check(z.minimum(-MAX_AMOUNT), z.maximum(MAX_AMOUNT)),
    minActiveMembers: z.int().check(z.minimum(0), z.maximum(1_000_000)),
    rate: z.int().check(z.minimum(0), z.maximum(MAX_CONTRACT_RATE)),
  }),
);
export type ContractTier = z.infer<typeof contractTierSchema>;

export const contractSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    kind: z.enum(CONTRACT_KINDS),
    status: z.enum(CONTRACT_STATUSES),
    cycle: z.enum(CONTRACT_CYCLES),
    upline: z.string(),
    downline: z.string(),
    tiers: z.array(contractTierSchema),
    /** The highest tier rate: what the lower-rate rule compares. */
    rate: z.int(),
    /** Who asked to end it, while `ending`. */
    endRequestedBy: z.nullable(z.string()),
    endReason: z.nullable(z.string()),
    createdAt: z.string(),
    acceptedAt: z.nullable(z.string()),
    endedAt: z.nullable(z.string()),
  }),
);
export type Contract = z.infer<typeof contractSchema>;

const contractId = int8Id();

/** Agents only: offers a contract to a direct downline (a new request the downline accepts or rejects). */
export const offerContractCall = defineCall({
  id: 'agentOfferContract',
  method: 'POST',
  path: '/api/agent/contracts/offer',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    account: z.string().check(z.minLength(1), z.maxLength(64)),
    kind: z.enum(CONTRACT_KINDS),
    tiers: z.array(contractTierSchema).check(z.minLength(1), z.maxLength(MAX_CONTRACT_TIERS)),
    /** Dividends only (default semi_monthly); salaries pay on their own cycle and refuse it. */
    cycle: z.optional(z.enum(DIVIDEND_CYCLES)),
  }),
  response: () => contractSchema,
});

/**
 * The member's contracts: `received` from the upline, `offered` to the downlines (agents), and the
 * consolidated flags: which kinds have an offer or a termination request waiting for this member.
 */
export const contractsCall = defineCall({
  id: 'contracts',
  method: 'POST',
  path: '/api/member/contracts',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ includeEnded: z.optional(z.boolean()) }),
  response: () => z.object({
    received: z.array(contractSchema),
    offered: z.array(contractSchema),
    pending: z.object({
      dividend: z.boolean(),
      daily_salary: z.boolean(),
      hourly_salary: z.boolean(),
      realtime_salary: z.boolean(),
    }),
  }),
});

/**
 * The downline accepts an offer. When it would end contracts this member gave its own downlines at a
 * higher rate, the first call answers `accepted: false` with the list (the warning); the call again
 * with `confirm: true` accepts and ends them.
 */
export const acceptContractCall = defineCall({
  id: 'acceptContract',
  method: 'POST',
  path: '/api/member/contracts/accept',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ contractId, confirm: z.optional(z.boolean()) }),
  response: () => z.object({ accepted: z.boolean(), contract: contractSchema, willEnd: z.array(contractSchema), ended: z.array(contractSchema) }),
});

export const rejectContractCall = defineCall({
  id: 'rejectContract',
  method: 'POST',
  path: '/api/member/contracts/reject',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ contractId }),
  response: () => contractSchema,
});

/** Either side asks to end an active contract; the other side's call with the same id agrees and ends it. */
export const requestContractEndCall = defineCall({
  id: 'requestContractEnd',
  method: 'POST',
  path: '/api/member/contracts/end-request',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ contractId }),
  response: () => contractSchema,
});

export const agreeContractEndCall = defineCall({
  id: 'agreeContractEnd',
  method: 'POST',
  path: '/api/member/contracts/end-agree',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ contractId }),
  response: () => contractSchema,
});

/** The upline ends an offered, active or ending contract at once. */
export const terminateContractCall = defineCall({
  id: 'terminateContract',
  method: 'POST',
  path: '/api/agent/contracts/terminate',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ contractId }),
  response: () => contractSchema,
});

// ---------------------------------------------------------------- announcements

/**
 * The agent centre's announcement page (the first item of its menu): announcements the operator
 * addressed to agents (audience `agents`), inside their date window, newest first. HTML is
 * sanitised when written and again when shown. The language falls back like the public ones.
 */
export const agentAnnouncementsCall = defineCall({
  id: 'agentAnnouncements',
  method: 'GET',
  path: '/api/agent/announcements',
  token: true,
  encrypted: false,
  request: () => z.object({
    language: z.optional(z.string().check(z.regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'a language code such as EN or PT-BR'))),
  }),
  response: () => z.array(announcementSchema),
});
