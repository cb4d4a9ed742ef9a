import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { int4Id, int8Id } from '../integers';
import { ANNOUNCEMENT_TYPES, EXECUTIONS } from './content';
import { chatMessageSchema, chatTextSchema, chatConversationSchema, staffConversationSchema } from './chat';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES, MAX_AMOUNT } from './wallet';
import { MEMBER_STATUSES } from './member';

/**
 * The operator's back office (issue 22): named staff with a password and TOTP, roles scoped to
 * merchants, and an audit trail of every action. Every call below rides on the back-office
 * session cookie (HttpOnly, SameSite=Strict, Path=/api/backoffice), never on a player token,
 * so `token` is false: the gateway's back-office plugin checks the cookie, the TOTP step and the
 * permission each call declares in BACKOFFICE_PERMISSION_OF.
 */

// ---------------------------------------------------------------- roles and permissions

export const STAFF_ROLES = ['owner', 'finance', 'support', 'content', 'risk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const BACKOFFICE_PERMISSIONS = [
  'dashboard.read',
  'cashier.read',
  'cashier.decide',
  'players.read',
  'players.lock',
  'players.note',
  'content.read',
  'content.publish',
  'support.chat',
  'audit.read',
  'staff.manage',
  'system.manage',
  // Their own permissions, so a role can be given the lottery or the agents without the dashboard.
  'lottery.read',
  'agents.read',
  // The operator API's own (OPERATOR_API_KEYS in the gateway): scripted automation, not a back-office screen.
  // No role but the owner holds them; a key is given them by name.
  'lottery.manage',
  'cashier.credit',
  'jobs.run',
  'outbox.read',
  'metrics.read',
] as const;
export type BackofficePermission = (typeof BACKOFFICE_PERMISSIONS)[number];

/** The permission table: what each role may do in the merchants it is granted. The gateway enforces it. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly BackofficePermission[]>> = {
  owner: BACKOFFICE_PERMISSIONS,
  finance: ['dashboard.read', 'cashier.read', 'cashier.decide', 'players.read', 'players.note', 'lottery.read', 'agents.read'],
  support: ['players.read', 'players.note', 'support.chat'],
  content: ['content.read', 'content.publish'],
  risk: ['dashboard.read', 'players.read', 'players.lock', 'players.note', 'audit.read', 'lottery.read', 'agents.read'],
};

export function permissionsOf(roles: readonly StaffRole[]): BackofficePermission[] {
  return BACKOFFICE_PERMISSIONS.filter((permission) => roles.some((role) => ROLE_PERMISSIONS[role].includes(permission)));
}

// ---------------------------------------------------------------- shared pieces

export const STAFF_NAME_PATTERN = /^[a-z][a-z0-9._-]{1,31}$/;
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;
export const BACKOFFICE_PAGE_SIZES = [25, 50, 100, 200] as const;
export const BACKOFFICE_MAX_PAGE_SIZE = 200;
export const DASHBOARD_MAX_DAYS = 92;

const merchantCode = z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/, 'a merchant code'));
const staffName = z.string().check(z.regex(STAFF_NAME_PATTERN, 'a staff name: lower-case letters, digits, . _ -, 2 to 32'));
const password = z.string().check(z.minLength(STAFF_PASSWORD_MIN), z.maxLength(STAFF_PASSWORD_MAX));
const totpCode = z.string().check(z.regex(/^[0-9]{6}$/, 'a 6-digit code'));
const idempotencyKey = z.uuid();
const remark = z.optional(z.string().check(z.maxLength(140)));
const queryInt = (max: number) => z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(max));
const page = z.optional(queryInt(100_000));
const pageSize = z.optional(queryInt(BACKOFFICE_MAX_PAGE_SIZE));
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date yyyy-MM-dd'));
const isoDateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T[0-9:.]+(Z|[+-]\d{2}:?\d{2})$/, 'an ISO date-time'));
const sortDir = z.optional(z.enum(['asc', 'desc']));
/** Paging answer of every table: the rows of one page and the total that matched the filter. */
const paged = <T extends z.ZodMiniType>(row: T) => z.object({ rows: z.array(row), total: z.int(), page: z.int(), pageSize: z.int() });

export const staffGrantSchema = z.lazy(() => z.object({ role: z.enum(STAFF_ROLES), merchantCode: z.string() }));
export type StaffGrant = z.infer<typeof staffGrantSchema>;

export const staffSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    grants: z.array(staffGrantSchema),
    /** Per merchant, the permissions its grants give (what the UI may show; the gateway checks again). */
    permissions: z.record(z.string(), z.array(z.enum(BACKOFFICE_PERMISSIONS))),
    disabled: z.boolean(),
    createdAt: z.string(),
    lastLoginAt: z.nullable(z.string()),
  }),
);
export type Staff = z.infer<typeof staffSchema>;

// ---------------------------------------------------------------- session

/**
 * Step 1 of sign-in: name and password. Sets the cookie of a session that can do nothing but
 * step 2 (every other call answers 401 EXTRA_VERIFICATION_REQUIRED). Wrong name or password:
 * 401 LOGIN_FAILED; past the guess cap: 429 TOO_MANY_ATTEMPTS.
 */
export const backofficePasswordCall = defineCall({
  id: 'backofficePassword',
  method: 'POST',
  path: '/api/backoffice/session/password',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ name: staffName, password: z.string().check(z.minLength(1), z.maxLength(STAFF_PASSWORD_MAX)) }),
  response: () => z.object({ totpRequired: z.literal(true) }),
});

/** Step 2: the TOTP code. The session becomes full (a fresh cookie value). Wrong code: 401 LOGIN_FAILED; cap: 429. */
export const backofficeTotpCall = defineCall({
  id: 'backofficeTotp',
  method: 'POST',
  path: '/api/backoffice/session/totp',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ code: totpCode }),
  response: () => staffSchema,
});

/** The signed-in staff member (401 NOT_LOGGED_IN without a live session). */
export const backofficeMeCall = defineCall({
  id: 'backofficeMe',
  method: 'GET',
  path: '/api/backoffice/session/me',
  token: false,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({ staff: staffSchema, idleMinutes: z.int() }),
});

export const backofficeLogoutCall = defineCall({
  id: 'backofficeLogout',
  method: 'POST',
  path: '/api/backoffice/session/logout',
  token: false,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({ loggedOut: z.literal(true) }),
});

// ---------------------------------------------------------------- staff (owner)

export const backofficeStaffListCall = defineCall({
  id: 'backofficeStaffList',
  method: 'GET',
  path: '/api/backoffice/staff',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode }),
  response: () => z.array(staffSchema),
});

/**
 * An owner adds a staff member with roles in merchants the owner owns. The answer carries the
 * TOTP enrolment once (an otpauth:// URI and its secret): hand it over, it is never shown again.
 */
export const backofficeCreateStaffCall = defineCall({
  id: 'backofficeCreateStaff',
  method: 'POST',
  path: '/api/backoffice/staff',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    merchantCode,
    name: staffName,
    password,
    roles: z.array(z.enum(STAFF_ROLES)).check(z.minLength(1), z.maxLength(STAFF_ROLES.length)),
  }),
  response: () => z.object({ staff: staffSchema, totpUri: z.string(), totpSecret: z.string() }),
});

// ---------------------------------------------------------------- dashboard

export const dashboardDaySchema = z.lazy(() =>
  z.object({
    day: z.string(),
    /** Minor units. */
    deposits: z.int(),
    withdrawals: z.int(),
    bets: z.int(),
    wins: z.int(),
    /** Gross gaming revenue: bets - wins. */
    ggr: z.int(),
    newPlayers: z.int(),
    activePlayers: z.int(),
  }),
);
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** Per day of [from, to] (UTC days, at most DASHBOARD_MAX_DAYS), every day present, oldest first. */
export const backofficeDashboardCall = defineCall({
  id: 'backofficeDashboard',
  method: 'GET',
  path: '/api/backoffice/dashboard',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode, from: day, to: day }),
  response: () => z.object({ merchantCode: z.string(), currency: z.string(), days: z.array(dashboardDaySchema) }),
});

// ---------------------------------------------------------------- cashier

export const cashierDepositSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    memberId: z.int(),
    account: z.string(),
    channelCode: z.string(),
    kind: z.string(),
    amount: z.int(),
    status: z.enum(DEPOSIT_STATUSES),
    /** GET /api/backoffice/cashier/uploads/:id?merchantCode=… serves it. */
    receiptUploadId: z.nullable(z.string()),
    createdAt: z.string(),
    decidedAt: z.nullable(z.string()),
  }),
);
export type CashierDeposit = z.infer<typeof cashierDepositSchema>;

export const cashierWithdrawalSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    memberId: z.int(),
    account: z.string(),
    amount: z.int(),
    receivingAddress: z.string(),
    status: z.enum(WITHDRAWAL_STATUSES),
    /** Proof images of a dispute (not_received), served like receipts. */
    proofUploadIds: z.array(z.string()),
    createdAt: z.string(),
    decidedAt: z.nullable(z.string()),
    confirmDeadline: z.nullable(z.string()),
    confirmedAt: z.nullable(z.string()),
  }),
);
export type CashierWithdrawal = z.infer<typeof cashierWithdrawalSchema>;

export const CASHIER_QUEUES = ['deposits', 'withdrawals', 'disputes'] as const;
const cashierListRequest = () =>
  z.object({
    merchantCode,
    page,
    pageSize,
    /** Account prefix. */
    account: z.optional(z.string().check(z.maxLength(64))),
    sort: z.optional(z.enum(['createdAt', 'amount'])),
    dir: sortDir,
  });

/** Pending deposits (oldest first by default). */
export const backofficeDepositsCall = defineCall({
  id: 'backofficeDeposits',
  method: 'GET',
  path: '/api/backoffice/cashier/deposits',
  token: false,
  encrypted: false,
  request: () => z.extend(cashierListRequest(), { status: z.optional(z.enum(DEPOSIT_STATUSES)) }),
  response: () => paged(cashierDepositSchema),
});

/** Withdrawals to pay (status requested by default). */
export const backofficeWithdrawalsCall = defineCall({
  id: 'backofficeWithdrawals',
  method: 'GET',
  path: '/api/backoffice/cashier/withdrawals',
  token: false,
  encrypted: false,
  request: () => z.extend(cashierListRequest(), { status: z.optional(z.enum(WITHDRAWAL_STATUSES)) }),
  response: () => paged(cashierWithdrawalSchema),
});

/** Open disputes: paid withdrawals the player reported not received. */
export const backofficeDisputesCall = defineCall({
  id: 'backofficeDisputes',
  method: 'GET',
  path: '/api/backoffice/cashier/disputes',
  token: false,
  encrypted: false,
  request: cashierListRequest,
  response: () => paged(cashierWithdrawalSchema),
});

/** Amounts at or above this need `confirm: true` (BACKOFFICE_CONFIRM_AMOUNT); without it: 400 VALIDATION_FAILED with value { confirmationRequired: true, threshold }. */
const confirm = z.optional(z.boolean());

export const backofficeDepositDecisionCall = defineCall({
  id: 'backofficeDepositDecision',
  method: 'POST',
  path: '/api/backoffice/cashier/deposits/decide',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ merchantCode, idempotencyKey, depositId: int8Id(), decision: z.enum(['approve', 'reject']), remark, confirm }),
  response: () => cashierDepositSchema,
});

export const backofficeWithdrawalDecisionCall = defineCall({
  id: 'backofficeWithdrawalDecision',
  method: 'POST',
  path: '/api/backoffice/cashier/withdrawals/decide',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ merchantCode, idempotencyKey, withdrawalId: int8Id(), decision: z.enum(['pay', 'reject']), remark, confirm }),
  response: () => cashierWithdrawalSchema,
});

export const backofficeDisputeResolutionCall = defineCall({
  id: 'backofficeDisputeResolution',
  method: 'POST',
  path: '/api/backoffice/cashier/disputes/resolve',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ merchantCode, idempotencyKey, withdrawalId: int8Id(), resolution: z.enum(['refund', 'uphold']), remark, confirm }),
  response: () => cashierWithdrawalSchema,
});

/** The configured confirmation threshold (minor units) per merchant, for the UI's confirm dialog. */
export const backofficeCashierSettingsCall = defineCall({
  id: 'backofficeCashierSettings',
  method: 'GET',
  path: '/api/backoffice/cashier/settings',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode }),
  response: () => z.object({ confirmAmount: z.int().check(z.maximum(MAX_AMOUNT)), currency: z.string() }),
});

// ---------------------------------------------------------------- players

export const playerRowSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    account: z.string(),
    nickname: z.string(),
    mobile: z.nullable(z.string()),
    email: z.nullable(z.string()),
    status: z.enum(MEMBER_STATUSES),
    type: z.int(),
    createdAt: z.string(),
    lastLoginAt: z.nullable(z.string()),
  }),
);
export type PlayerRow = z.infer<typeof playerRowSchema>;

/** Search by account, mobile, e-mail (substring, case-insensitive) or id (exact number). */
export const backofficePlayersCall = defineCall({
  id: 'backofficePlayers',
  method: 'GET',
  path: '/api/backoffice/players',
  token: false,
  encrypted: false,
  request: () => z.object({
    merchantCode,
    q: z.optional(z.string().check(z.maxLength(100))),
    status: z.optional(z.enum(MEMBER_STATUSES)),
    sort: z.optional(z.enum(['id', 'account', 'createdAt', 'lastLoginAt'])),
    dir: sortDir,
    page,
    pageSize,
  }),
  response: () => paged(playerRowSchema),
});

export const ledgerEntrySchema = z.lazy(() =>
  z.object({
    transferId: z.int(),
    kind: z.string(),
    wallet: z.string(),
    /** Signed minor units. */
    amount: z.int(),
    balanceAfter: z.nullable(z.int()),
    createdAt: z.string(),
  }),
);
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const playerDetailSchema = z.lazy(() =>
  z.object({
    player: playerRowSchema,
    profile: z.record(z.string(), z.string()),
    currency: z.string(),
    balances: z.array(z.object({ wallet: z.string(), balance: z.int() })),
    /** The player's own limits, cool-off and self-exclusion: read-only, staff cannot lift them early. */
    limits: z.array(z.object({ kind: z.string(), period: z.string(), value: z.nullable(z.int()), pendingValue: z.nullable(z.int()), pendingFrom: z.nullable(z.string()) })),
    exclusions: z.array(z.object({ kind: z.string(), startsAt: z.string(), endsAt: z.nullable(z.string()) })),
  }),
);
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

export const backofficePlayerCall = defineCall({
  id: 'backofficePlayer',
  method: 'GET',
  path: '/api/backoffice/players/detail',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode, id: queryInt(2_147_483_647) }),
  response: () => playerDetailSchema,
});

/** A page of the player's ledger entries, newest first; `kind` BET lists the bets, WIN the wins, and so on. */
export const backofficePlayerLedgerCall = defineCall({
  id: 'backofficePlayerLedger',
  method: 'GET',
  path: '/api/backoffice/players/ledger',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode, id: queryInt(2_147_483_647), kind: z.optional(z.string().check(z.regex(/^[A-Z_]{2,32}$/, 'a ledger kind such as BET'))), page, pageSize }),
  response: () => paged(ledgerEntrySchema),
});

/** Lock (status disabled, every session ends: the next call is refused) or unlock. Reason required. */
export const backofficePlayerLockCall = defineCall({
  id: 'backofficePlayerLock',
  method: 'POST',
  path: '/api/backoffice/players/lock',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ merchantCode, id: int4Id(), locked: z.boolean(), reason: z.string().check(z.minLength(1), z.maxLength(140)) }),
  response: () => playerRowSchema,
});

export const PLAYER_NOTE_MAX = 1000;

export const playerNoteSchema = z.lazy(() => z.object({ id: z.int(), staffName: z.string(), body: z.string(), createdAt: z.string() }));
export type PlayerNote = z.infer<typeof playerNoteSchema>;

/** Staff notes on a player, newest first. */
export const backofficePlayerNotesCall = defineCall({
  id: 'backofficePlayerNotes',
  method: 'GET',
  path: '/api/backoffice/players/notes',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode, id: queryInt(2_147_483_647), page, pageSize }),
  response: () => paged(playerNoteSchema),
});

/** Adds a note (notes are never edited or deleted; each is also an audit row). */
export const backofficeAddPlayerNoteCall = defineCall({
  id: 'backofficeAddPlayerNote',
  method: 'POST',
  path: '/api/backoffice/players/notes',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ merchantCode, id: int4Id(), text: z.string().check(z.minLength(1), z.maxLength(PLAYER_NOTE_MAX)) }),
  response: () => playerNoteSchema,
});

// ---------------------------------------------------------------- system (owner)

export const systemSwitchesSchema = z.lazy(() => z.object({ merchantCode: z.string(), maintenance: z.boolean(), blockedIps: z.array(z.string()) }));
export type SystemSwitches = z.infer<typeof systemSwitchesSchema>;

export const backofficeSystemCall = defineCall({
  id: 'backofficeSystem',
  method: 'GET',
  path: '/api/backoffice/system',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode }),
  response: () => systemSwitchesSchema,
});

/** Maintenance on or off and the IP blocks, through the system module (players see the change at their next call). */
export const backofficeUpdateSystemCall = defineCall({
  id: 'backofficeUpdateSystem',
  method: 'POST',
  path: '/api/backoffice/system',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    merchantCode,
    maintenance: z.optional(z.boolean()),
    blockedIps: z.optional(z.array(z.union([z.ipv4(), z.ipv6()])).check(z.maxLength(1000))),
  }),
  response: () => systemSwitchesSchema,
});

// ---------------------------------------------------------------- content

export const backofficeAnnouncementSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    type: z.enum(ANNOUNCEMENT_TYPES),
    execution: z.enum(EXECUTIONS),
    language: z.string(),
    title: z.string(),
    /** Sanitised exactly as players receive it. */
    content: z.string(),
    startDate: z.string(),
    endDate: z.nullable(z.string()),
  }),
);
export type BackofficeAnnouncement = z.infer<typeof backofficeAnnouncementSchema>;

export const backofficeAnnouncementsCall = defineCall({
  id: 'backofficeAnnouncements',
  method: 'GET',
  path: '/api/backoffice/content/announcements',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode, page, pageSize }),
  response: () => paged(backofficeAnnouncementSchema),
});

/**
 * Creates (no id) or replaces an announcement through the content module; it is live for players
 * from startDate (now: at once, pushed to connected players).
 */
export const backofficePublishAnnouncementCall = defineCall({
  id: 'backofficePublishAnnouncement',
  method: 'POST',
  path: '/api/backoffice/content/announcements',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    merchantCode,
    id: z.optional(int4Id()),
    type: z.enum(ANNOUNCEMENT_TYPES),
    execution: z.enum(EXECUTIONS),
    language: z.string().check(z.regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'a language code such as EN or PT-BR')),
    title: z.string().check(z.minLength(1), z.maxLength(200)),
    content: z.string().check(z.maxLength(100_000)),
    startDate: isoDateTime,
    endDate: z.optional(z.nullable(isoDateTime)),
  }),
  response: () => backofficeAnnouncementSchema,
});

/** The preview: the HTML sanitised exactly as players will see it (nothing stored, no audit row). */
export const backofficeContentPreviewCall = defineCall({
  id: 'backofficeContentPreview',
  method: 'POST',
  path: '/api/backoffice/content/preview',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ merchantCode, content: z.string().check(z.maxLength(100_000)) }),
  response: () => z.object({ html: z.string() }),
});

// ---------------------------------------------------------------- audit

export const auditRowSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    at: z.string(),
    staffId: z.nullable(z.int()),
    staffName: z.string(),
    merchantCode: z.nullable(z.string()),
    action: z.string(),
    target: z.nullable(z.string()),
    before: z.unknown(),
    after: z.unknown(),
    hash: z.string(),
  }),
);
export type AuditRow = z.infer<typeof auditRowSchema>;

export const backofficeAuditCall = defineCall({
  id: 'backofficeAudit',
  method: 'GET',
  path: '/api/backoffice/audit',
  token: false,
  encrypted: false,
  request: () => z.object({
    merchantCode,
    staffName: z.optional(z.string().check(z.maxLength(32))),
    action: z.optional(z.string().check(z.maxLength(64))),
    from: z.optional(day),
    to: z.optional(day),
    dir: sortDir,
    page,
    pageSize,
  }),
  response: () => paged(auditRowSchema),
});

/** Walks the whole chain; `firstBrokenId` is the first row whose hash does not match (null: intact). */
export const backofficeAuditVerifyCall = defineCall({
  id: 'backofficeAuditVerify',
  method: 'GET',
  path: '/api/backoffice/audit/verify',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode }),
  response: () => z.object({ ok: z.boolean(), rows: z.int(), firstBrokenId: z.nullable(z.int()) }),
});

// ---------------------------------------------------------------- support (live chat, modules/chat)

export const backofficeChatConversationsCall = defineCall({
  id: 'backofficeChatConversations',
  method: 'GET',
  path: '/api/backoffice/support/conversations',
  token: false,
  encrypted: false,
  request: () => z.object({ merchantCode }),
  response: () => z.object({ conversations: z.array(staffConversationSchema) }),
});

export const backofficeChatConversationCall = defineCall({
  id: 'backofficeChatConversation',
  method: 'GET',
  path: '/api/backoffice/support/conversation',
  token: false,
  encrypted: false,
  request: () => z.object({
    merchantCode,
    id: queryInt(Number.MAX_SAFE_INTEGER),
    beforeId: z.optional(queryInt(Number.MAX_SAFE_INTEGER)),
    limit: z.optional(queryInt(100)),
  }),
  response: () => z.object({ conversation: staffConversationSchema, messages: z.array(chatMessageSchema), hasMore: z.boolean() }),
});

export const backofficeChatReadCall = defineCall({
  id: 'backofficeChatRead',
  method: 'POST',
  path: '/api/backoffice/support/read',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ merchantCode, conversationId: int8Id(), lastMessageId: int8Id() }),
  response: () => z.object({ unread: z.int() }),
});

/** The reply records the staff member's name; the player's sockets receive it live. */
export const backofficeChatReplyCall = defineCall({
  id: 'backofficeChatReply',
  method: 'POST',
  path: '/api/backoffice/support/reply',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ merchantCode, conversationId: int8Id(), text: chatTextSchema, clientId: z.uuid() }),
  response: () => chatMessageSchema,
});

export const backofficeChatCloseCall = defineCall({
  id: 'backofficeChatClose',
  method: 'POST',
  path: '/api/backoffice/support/close',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ merchantCode, conversationId: int8Id() }),
  response: () => chatConversationSchema,
});

/** Every back-office call and the permission it needs (null: any signed-in staff; the session calls need none). */
export const BACKOFFICE_PERMISSION_OF: Readonly<Record<string, BackofficePermission | null>> = {
  backofficeMe: null,
  backofficeLogout: null,
  backofficeStaffList: 'staff.manage',
  backofficeCreateStaff: 'staff.manage',
  backofficeDashboard: 'dashboard.read',
  backofficeDeposits: 'cashier.read',
  backofficeWithdrawals: 'cashier.read',
  backofficeDisputes: 'cashier.read',
  backofficeCashierSettings: 'cashier.read',
  backofficeDepositDecision: 'cashier.decide',
  backofficeWithdrawalDecision: 'cashier.decide',
  backofficeDisputeResolution: 'cashier.decide',
  backofficePlayers: 'players.read',
  backofficePlayer: 'players.read',
  backofficePlayerLedger: 'players.read',
  backofficePlayerLock: 'players.lock',
  backofficePlayerNotes: 'players.read',
  backofficeAddPlayerNote: 'players.note',
  backofficeSystem: 'system.manage',
  backofficeUpdateSystem: 'system.manage',
  backofficeAnnouncements: 'content.read',
  backofficePublishAnnouncement: 'content.publish',
  backofficeContentPreview: 'content.read',
  backofficeAudit: 'audit.read',
  backofficeAuditVerify: 'audit.read',
  backofficeChatConversations: 'support.chat',
  backofficeChatConversation: 'support.chat',
  backofficeChatRead: 'support.chat',
  backofficeChatReply: 'support.chat',
  backofficeChatClose: 'support.chat',
};
