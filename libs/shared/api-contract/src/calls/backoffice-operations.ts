import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { int4Id } from '../integers';
import { BACKOFFICE_MAX_PAGE_SIZE, STAFF_ROLES, staffSchema, type BackofficePermission } from './backoffice';
import { CONTRACT_KINDS, CONTRACT_STATUSES } from './agent';
import { LOTTERY_GAMES, STORED_DRAW_STATUSES, drawOutcomeSchema } from './lottery';

/**
 * The back office's second round of screens (issue 22 §3): lottery draws, the agents' contracts
 * and payouts, and staff management. Same rules as `backoffice.ts`: the session cookie, never a
 * player token, and the permission each call declares in BACKOFFICE_OPERATIONS_PERMISSION_OF.
 */

const merchantCode = z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/, 'a merchant code'));
const queryInt = (max: number) => z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(max));
const page = z.optional(queryInt(100_000));
const pageSize = z.optional(queryInt(BACKOFFICE_MAX_PAGE_SIZE));
const sortDir = z.optional(z.enum(['asc', 'desc']));
const paged = <T extends z.ZodMiniType>(row: T) => z.object({ rows: z.array(row), total: z.int(), page: z.int(), pageSize: z.int() });

// ---------------------------------------------------------------- lottery

/**
 * One draw as staff see it: the commitment is public from the start; the seed only once the draw
 * is made (null before, as on the players' verify page: nobody may know it while bets are open).
 * The bet figures are this merchant's only; `openBets` > 0 on a drawn draw means settlement is behind.
 */
export const backofficeDrawSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    gameCode: z.string(),
    periodId: z.string(),
    opensAt: z.string(),
    closesAt: z.string(),
    drawAt: z.string(),
    status: z.enum(STORED_DRAW_STATUSES),
    commitment: z.string(),
    seed: z.nullable(z.string()),
    outcome: z.nullable(drawOutcomeSchema),
    drawnAt: z.nullable(z.string()),
    bets: z.int(),
    openBets: z.int(),
    /** Minor units, real and demo money together. */
    stake: z.int(),
    payout: z.int(),
  }),
);
export type BackofficeDraw = z.infer<typeof backofficeDrawSchema>;

export const LOTTERY_DRAW_SORTS = ['drawAt', 'id'] as const;

export const backofficeLotteryDrawsCall = defineCall({
  id: 'backofficeLotteryDraws',
  method: 'GET',
  path: '/api/backoffice/lottery/draws',
  token: false,
  encrypted: false,
  request: () =>
    z.object({
      merchantCode,
      gameCode: z.optional(z.enum(LOTTERY_GAMES)),
      status: z.optional(z.enum(STORED_DRAW_STATUSES)),
      periodId: z.optional(z.string().check(z.maxLength(40))),
      sort: z.optional(z.enum(LOTTERY_DRAW_SORTS)),
      dir: sortDir,
      page,
      pageSize,
    }),
  response: () => paged(backofficeDrawSchema),
});

// ---------------------------------------------------------------- agents

export const backofficeAgentContractSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    kind: z.enum(CONTRACT_KINDS),
    status: z.enum(CONTRACT_STATUSES),
    uplineId: z.int(),
    uplineAccount: z.string(),
    downlineId: z.int(),
    downlineAccount: z.string(),
    /** Highest tier rate, basis points. */
    rate: z.int(),
    cycle: z.string(),
    createdAt: z.string(),
    acceptedAt: z.nullable(z.string()),
    endedAt: z.nullable(z.string()),
  }),
);
export type BackofficeAgentContract = z.infer<typeof backofficeAgentContractSchema>;

export const backofficeAgentContractsCall = defineCall({
  id: 'backofficeAgentContracts',
  method: 'GET',
  path: '/api/backoffice/agents/contracts',
  token: false,
  encrypted: false,
  request: () =>
    z.object({
      merchantCode,
      /** Only the contracts this agent offered (its direct downlines: one level of the tree). */
      uplineId: z.optional(queryInt(2_147_483_647)),
      account: z.optional(z.string().check(z.maxLength(32))),
      kind: z.optional(z.enum(CONTRACT_KINDS)),
      status: z.optional(z.enum(CONTRACT_STATUSES)),
      dir: sortDir,
      page,
      pageSize,
    }),
  response: () => paged(backofficeAgentContractSchema),
});

export const backofficeAgentPayoutSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    contractId: z.int(),
    kind: z.enum(CONTRACT_KINDS),
    uplineAccount: z.string(),
    downlineAccount: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    /** Minor units. */
    turnover: z.int(),
    teamLoss: z.int(),
    activeMembers: z.int(),
    rate: z.int(),
    amount: z.int(),
  }),
);
export type BackofficeAgentPayout = z.infer<typeof backofficeAgentPayoutSchema>;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date yyyy-MM-dd'));

export const backofficeAgentPayoutsCall = defineCall({
  id: 'backofficeAgentPayouts',
  method: 'GET',
  path: '/api/backoffice/agents/payouts',
  token: false,
  encrypted: false,
  request: () =>
    z.object({
      merchantCode,
      account: z.optional(z.string().check(z.maxLength(32))),
      kind: z.optional(z.enum(CONTRACT_KINDS)),
      /** Periods starting on or after `from` and before the day after `to` (UTC). */
      from: z.optional(day),
      to: z.optional(day),
      dir: sortDir,
      page,
      pageSize,
    }),
  response: () => paged(backofficeAgentPayoutSchema),
});

// ---------------------------------------------------------------- staff management

/**
 * An owner changes a staff member's roles in one merchant (the roles held in other merchants stay)
 * or disables / re-enables them. Disabling ends their sessions at once. An owner cannot change
 * their own account here, so the last owner cannot lock themselves out.
 */
export const backofficeUpdateStaffCall = defineCall({
  id: 'backofficeUpdateStaff',
  method: 'POST',
  path: '/api/backoffice/staff/update',
  token: false,
  encrypted: false,
  request: () =>
    z.strictObject({
      merchantCode,
      staffId: int4Id(),
      roles: z.optional(z.array(z.enum(STAFF_ROLES)).check(z.minLength(1), z.maxLength(STAFF_ROLES.length))),
      disabled: z.optional(z.boolean()),
    }),
  response: () => staffSchema,
});

/** A new TOTP secret (the old one stops working, and the staff member's sessions end). */
export const backofficeResetStaffTotpCall = defineCall({
  id: 'backofficeResetStaffTotp',
  method: 'POST',
  path: '/api/backoffice/staff/reset-totp',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ merchantCode, staffId: int4Id() }),
  response: () => z.object({ staff: staffSchema, totpUri: z.string(), totpSecret: z.string() }),
});

/**
 * The permission of each call above. Lottery draws and agent payouts have their own permissions
 * (owner, finance and risk hold them; ROLE_PERMISSIONS), independent of the dashboard's.
 */
export const BACKOFFICE_OPERATIONS_PERMISSION_OF: Readonly<Record<string, BackofficePermission>> = {
  backofficeLotteryDraws: 'lottery.read',
  backofficeAgentContracts: 'agents.read',
  backofficeAgentPayouts: 'agents.read',
  backofficeUpdateStaff: 'staff.manage',
  backofficeResetStaffTotp: 'staff.manage',
};
