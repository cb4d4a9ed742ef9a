import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { AGENT_SCOPES, CONTRACT_CYCLES, CONTRACT_KINDS } from './agent';
import { MAX_PAGE_SIZE } from './wallet';

/**
 * The agent centre's reports (spec §2 "Agent centre menu": team betting, user loss statements, my
 * income report, dividend record, daily wages, hourly salary, real-time salary). Every call is T.
 * Periods are `from`/`to`, inclusive ISO dates or date-times (a bare `to` date is the end of that
 * day); without them a report covers the last 30 days. Amounts are integers in minor units.
 */

const money = z.int();
const pageNo = z.optional(z.int().check(z.minimum(1), z.maximum(100_000)));
const pageSize = z.optional(z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)));
const isoDateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'an ISO date or date-time'));
const account = z.optional(z.string().check(z.minLength(1), z.maxLength(64)));

const pageFields = { pageNo: z.int(), pageSize: z.int(), total: z.int(), totalPages: z.int() };

// ---------------------------------------------------------------- team betting

export const BET_SOURCES = ['lottery', 'game'] as const;
/** A lottery bet's state, or `settled` for an in-house game round (settled when played). */
export const TEAM_BET_STATUSES = ['open', 'won', 'lost', 'refunded', 'settled'] as const;

export const teamBetSchema = z.lazy(() =>
  z.object({
    /** `L` + the lottery bet id, or `G` + the game round id. */
    id: z.string(),
    account: z.string(),
    source: z.enum(BET_SOURCES),
    /** The lottery game or in-house game code. */
    game: z.string(),
    stake: money,
    /** What the bet paid back (0 while open or lost). */
    payout: money,
    status: z.enum(TEAM_BET_STATUSES),
    createdAt: z.string(),
  }),
);
export type TeamBet = z.infer<typeof teamBetSchema>;

/** Agents only: the real-money bets of the team (or of one downline in it), newest first. */
export const teamBettingCall = defineCall({
  id: 'agentTeamBetting',
  method: 'POST',
  path: '/api/agent/reports/team-betting',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ pageNo, pageSize, account, from: z.optional(isoDateTime), to: z.optional(isoDateTime), scope: z.optional(z.enum(AGENT_SCOPES)) }),
  response: () => z.object({
    ...pageFields,
    rows: z.array(teamBetSchema),
    summary: z.object({ bets: z.int(), turnover: money, payout: money }),
  }),
});

// ---------------------------------------------------------------- user loss statements

export const userLossSchema = z.lazy(() =>
  z.object({
    memberId: z.int(),
    account: z.string(),
    /** 1 for a direct downline, 2 for its downline, ... */
    level: z.int(),
    turnover: money,
    /** What the member's bets paid back. */
    wins: money,
    rebates: money,
    /** wins + rebates - turnover: negative is what the member lost. */
    profitLoss: money,
  }),
);
export type UserLoss = z.infer<typeof userLossSchema>;

/** Agents only: each team member with play in the period, the biggest loss first. */
export const userLossCall = defineCall({
  id: 'agentUserLoss',
  method: 'POST',
  path: '/api/agent/reports/user-loss',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ pageNo, pageSize, account, from: z.optional(isoDateTime), to: z.optional(isoDateTime), scope: z.optional(z.enum(AGENT_SCOPES)) }),
  response: () => z.object({
    ...pageFields,
    rows: z.array(userLossSchema),
    summary: z.object({ turnover: money, wins: money, rebates: money, profitLoss: money }),
  }),
});

// ---------------------------------------------------------------- my income report

export const incomeDaySchema = z.lazy(() =>
  z.object({
    /** The UTC day, yyyy-mm-dd. */
    date: z.string(),
    salaryReceived: money,
    dividendReceived: money,
    /** What this member paid its own downlines under their contracts. */
    salaryPaid: money,
    dividendPaid: money,
    /** Received minus paid. */
    net: money,
  }),
);
export type IncomeDay = z.infer<typeof incomeDaySchema>;

/** The member's contract income per day (salaries and dividends received and paid), newest first. */
export const myIncomeCall = defineCall({
  id: 'agentMyIncome',
  method: 'POST',
  path: '/api/agent/reports/income',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ from: z.optional(isoDateTime), to: z.optional(isoDateTime) }),
  response: () => z.object({
    rows: z.array(incomeDaySchema),
    totals: z.object({ salaryReceived: money, dividendReceived: money, salaryPaid: money, dividendPaid: money, net: money }),
  }),
});

// ---------------------------------------------------------------- salary and dividend records

/** `received`: paid to this member by its upline; `paid`: paid by this member to its downlines. */
export const PAYOUT_ROLES = ['received', 'paid'] as const;
export type PayoutRole = (typeof PAYOUT_ROLES)[number];

export const payoutRecordSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    contractId: z.int(),
    kind: z.enum(CONTRACT_KINDS),
    cycle: z.enum(CONTRACT_CYCLES),
    periodStart: z.string(),
    periodEnd: z.string(),
    upline: z.string(),
    downline: z.string(),
    /** The downline team's real-money turnover and loss in the period, and its active members. */
    turnover: money,
    teamLoss: money,
    activeMembers: z.int(),
    /** Self-excluded players whose play was left out. */
    excludedMembers: z.int(),
    /** The tier rate applied, basis points. */
    rate: z.int(),
    amount: money,
    paidAt: z.string(),
  }),
);
export type PayoutRecord = z.infer<typeof payoutRecordSchema>;

/**
 * Dividend record, daily wages, hourly salary and real-time salary: the paid periods of one kind,
 * newest first, by the period's start. Any member with a contract may read their own.
 */
export const payoutRecordsCall = defineCall({
  id: 'agentPayoutRecords',
  method: 'POST',
  path: '/api/agent/payouts',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    kind: z.enum(CONTRACT_KINDS),
    /** Default `received`. */
    role: z.optional(z.enum(PAYOUT_ROLES)),
    from: z.optional(isoDateTime),
    to: z.optional(isoDateTime),
    pageNo,
    pageSize,
  }),
  response: () => z.object({ ...pageFields, rows: z.array(payoutRecordSchema), summary: z.object({ amount: money }) }),
});
