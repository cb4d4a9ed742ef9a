import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  EXECUTIONS,
  GAME_TYPES,
  LINKAGE_TYPES,
  MEMBER_STATUSES,
  OUTBOX_CHANNELS,
  type BannerCopy,
} from '@platform/shared/api-contract';

/** A customer-service link; `labelNames` holds the label in other languages, by language code. */
export type ResourceLink = { labelNameEn: string; labelNames?: Record<string, string>; url: string };

/** The brand's menu block (brand.json `menu`): vendor lists that split game categories (spec §4). */
export type MerchantMenu = {
  order: string[];
  esportsVendors: string[];
  cockfightVendors: string[];
  inHouseVendors: string[];
  filterIgnore: string[];
};

export const EMPTY_MENU: MerchantMenu = { order: [], esportsVendors: [], cockfightVendors: [], inHouseVendors: [], filterIgnore: [] };

/**
 * One row per brand, seeded from brands/<id>/brand.json at every start.
 * `maintenance`, `blocked_ips` and `whitelabel_off` belong to the operator: the seed never writes them
 * after the first insert, so a restart cannot lift a maintenance window or an IP block.
 */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  brandId: text('brand_id').notNull().unique(),
  displayName: text('display_name').notNull(),
  domains: text('domains').array().notNull(),
  mainDomain: text('main_domain').notNull(),
  whitelabel: jsonb('whitelabel').$type<Record<string, boolean>>().notNull(),
  registerConfig: jsonb('register_config').$type<Record<string, unknown>>().notNull(),
  resources: jsonb('resources').$type<ResourceLink[]>().notNull(),
  analyticsGtagId: text('analytics_gtag_id').notNull().default(''),
  imageCdns: text('image_cdns').array().notNull(),
  launchGameCdns: text('launch_game_cdns').array().notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  blockedIps: text('blocked_ips').array().notNull().default(sql`'{}'::text[]`),
  /**
   * White-label flags the operator switched off at run time (back office, System screen). Operator
   * state like `maintenance`: the seed rewrites `whitelabel` (what the brand compiled in) at every
   * start but never this list, so a restart cannot bring back a feature an owner switched off.
   */
  whitelabelOff: text('whitelabel_off').array().notNull().default(sql`'{}'::text[]`),
  /** The brand's jurisdiction.sessionTimeoutMinutes: a session idle this long ends. */
  sessionTimeoutMinutes: integer('session_timeout_minutes').notNull().default(15),
  /** brand.json `languages.default`: content is answered in it when the caller names no language. */
  defaultLanguage: text('default_language').notNull().default('EN'),
  /** brand.json `languages.supported`: the languages a member may choose (language update). */
  supportedLanguages: text('supported_languages').array().notNull().default(sql`'{EN}'::text[]`),
  /** brand.json `menu`: its vendor lists split ESPORTS and COCKFIGHT out of SPORTS, INHOUSE out of RNG. */
  menu: jsonb('menu').$type<MerchantMenu>().notNull().default(EMPTY_MENU),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Merchant = typeof merchants.$inferSelect;
export type NewMerchant = typeof merchants.$inferInsert;

/**
 * The gateway's own key pairs (the E-payload RSA key). Private keys live here rather than in
 * code or env so every instance behind the load balancer decrypts with the same key.
 */
export const gatewayKeys = pgTable('gateway_keys', {
  kid: text('kid').primaryKey(),
  purpose: text('purpose').notNull(),
  publicSpki: text('public_spki').notNull(),
  privatePkcs8: text('private_pkcs8').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Named random secrets (the ALTCHA HMAC key, the captcha pepper): created once, shared by every instance. */
export const gatewaySecrets = pgTable('gateway_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    /** 0 member; agents 1, 2, 41, 42; trial 4 (spec §3). */
    type: integer('type').notNull().default(0),
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('active'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    /** E.164-style: "+" dialing code and national number, digits only. */
    mobile: text('mobile'),
    email: text('email'),
    payeeName: text('payee_name'),
    bankAccountName: text('bank_account_name'),
    /** The other registration fields (qqNum, line, whatsapp, domain, ...) as sent. */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    affiliateCode: text('affiliate_code'),
    uplineId: integer('upline_id').references((): AnyPgColumn => members.id),
    /**
     * The agent tree as a materialized path: the ids from the top of the member's tree down to the
     * member itself. Kept by the members_tree_path trigger (migration 0016) on insert and on an upline
     * change; a subtree is `tree_path @> array[agent]`, one GIN index lookup at any depth.
     */
    treePath: integer('tree_path').array().notNull().default(sql`'{}'::integer[]`),
    totpSecret: text('totp_secret'),
    /** A secret being enrolled; it replaces totp_secret only once a code from it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last accepted TOTP time step, so one code cannot be used twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    /** The member's chosen language (language update); null until one is chosen. */
    language: text('language'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Account names are unique per merchant regardless of case: "Demo01" must not shadow "demo01".
    uniqueIndex('members_merchant_account_uq').on(t.merchantCode, sql`lower(${t.account})`),
    uniqueIndex('members_merchant_mobile_uq').on(t.merchantCode, t.mobile).where(sql`${t.mobile} is not null`),
    uniqueIndex('members_merchant_affiliate_uq')
      .on(t.merchantCode, t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null`),
    // The agent tree (spec §6): direct downlines go through this index, whole teams through the path's.
    index('members_upline_idx').on(t.uplineId),
    index('members_tree_path_idx').using('gin', t.treePath),
  ],
);

export type Member = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** IPs a member has logged in from; a password login from any other asks for one extra check. */
export const memberKnownIps = pgTable(
  'member_known_ips',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** Only the SHA-256 of a token is stored: a leaked table cannot be replayed as sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The merchant's idle timeout when the session began. */
    idleMinutes: integer('idle_minutes').notNull(),
    /**
     * Spec §4 "First login or an expired password forces a password change": a session begun
     * under that verdict serves only the password change, logout and what the change popup needs.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/**
 * Remember-me (spec §3 "password keyed by username", 24 hours): instead of the password, a
 * server-issued token lives in an HttpOnly cookie. The cookie holds `selector.validator`; only
 * the validator's SHA-256 is stored, and each exchange deletes the row (single use, rotated).
 */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    selector: text('selector').primaryKey(),
    validatorHash: text('validator_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('remember_tokens_member_idx').on(t.memberId)],
);

/**
 * Timestamped events counted over a sliding window: login failures, code sends,
 * free-play accounts. In the database, so every instance sees the same counts.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_events_lookup_idx').on(t.bucket, t.key, t.createdAt)],
);

export const captchas = pgTable('captchas', {
  captchaKey: text('captcha_key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** ALTCHA solutions already accepted, kept until their challenge expires, so none is replayed. */
export const usedBotSolutions = pgTable('used_bot_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').notNull(),
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.purpose, t.recipient, t.createdAt)],
);

/** A password login from an unrecognised IP, waiting for its extra check. */
export const loginChallenges = pgTable('login_challenges', {
  id: text('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  ip: text('ip').notNull(),
  /** Decided at the password step, which is the only one that sees the entered password. */
  mustChangePassword: boolean('must_change_password').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** What the development SMS and e-mail provider "sent"; read by the operator outbox route. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient)],
);

/** Social logins (OIDC): the issuer's subject identifies the member, never the e-mail, which can change hands. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    merchantCode: text('merchant_code').notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.provider, t.subject] })],
);

/** An authorization-code login in flight: its state, nonce and PKCE verifier, used once at the callback. */
export const oidcLogins = pgTable('oidc_logins', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  merchantCode: text('merchant_code').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Content rows carry an optional `seed_key`: the demo seed inserts each item once per merchant
 * under its key (ON CONFLICT DO NOTHING), so a restart or a second instance never duplicates it
 * and never overwrites what an operator changed since.
 */
const seedKey = () => text('seed_key');

/** Banners (spec §3): the home carousel (w_home) and the login, register and forgot-password popups. */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    groupName: text('group_name', { enum: BANNER_GROUPS }).notNull(),
    /** The picture: art without text when `copy` is set, else an image that may carry its own words. */
    url: text('url').notNull(),
    title: text('title').notNull(),
    /** Words drawn over the art per language (api-contract BannerCopy); null on image-only rows. */
    copy: jsonb('copy').$type<BannerCopy>(),
    linkageType: text('linkage_type', { enum: LINKAGE_TYPES }),
    linkageTarget: text('linkage_target'),
    sortOrder: integer('sort_order').notNull().default(0),
    seedKey: seedKey(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('banners_merchant_group_idx').on(t.merchantCode, t.groupName, t.sortOrder),
    uniqueIndex('banners_seed_uq').on(t.merchantCode, t.seedKey).where(sql`${t.seedKey} is not null`),
  ],
);

export type BannerRow = typeof banners.$inferSelect;

/**
 * Announcements and notices (spec §3, §4): type B/PL/PU/PR/H, execution A (members), B (guests),
 * F (members on their first login). `content` is HTML sanitised when written.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    type: text('type', { enum: ANNOUNCEMENT_TYPES }).notNull(),
    execution: text('execution', { enum: EXECUTIONS }).notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    promotionType: text('promotion_type'),
    /** `agents`: the agent centre's announcement page only, never the public popups and notices. */
    audience: text('audience', { enum: ANNOUNCEMENT_AUDIENCES }).notNull().default('all'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    /** Null: shown until an operator ends it. */
    endDate: timestamp('end_date', { withTimezone: true }),
    seedKey: seedKey(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('announcements_lookup_idx').on(t.merchantCode, t.language, t.startDate),
    uniqueIndex('announcements_seed_uq').on(t.merchantCode, t.seedKey).where(sql`${t.seedKey} is not null`),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;

/** Promotions: sanitised HTML and their images (absolute, relative or data:image URLs). */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    promotionType: text('promotion_type'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    seedKey: seedKey(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('promotions_lookup_idx').on(t.merchantCode, t.language, t.startDate),
    uniqueIndex('promotions_seed_uq').on(t.merchantCode, t.seedKey).where(sql`${t.seedKey} is not null`),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;

/** The biggest-wins board. The customer name is stored masked ("jo***an"): the full name never leaves the game. */
export const winners = pgTable(
  'winners',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    customerName: text('customer_name').notNull(),
    gameName: text('game_name').notNull(),
    iconUrl: text('icon_url').notNull(),
    winAmount: numeric('win_amount', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    /** The game type of the win (RNG, LIVE, ...); the board asks for ALL. */
    gameCategory: text('game_category').notNull(),
    seedKey: seedKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('winners_board_idx').on(t.merchantCode, t.winAmount),
    uniqueIndex('winners_seed_uq').on(t.merchantCode, t.seedKey).where(sql`${t.seedKey} is not null`),
  ],
);

/** Help-centre articles (spec §7 "help centre"), sanitised HTML. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    seedKey: seedKey(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('help_articles_lookup_idx').on(t.merchantCode, t.language, t.sortOrder),
    uniqueIndex('help_articles_seed_uq').on(t.merchantCode, t.seedKey).where(sql`${t.seedKey} is not null`),
  ],
);

/**
 * The vendor catalogue (spec §3 "Vendor entry"): one row per vendor code (vassalage) and game type.
 * Esports and cockfight vendors come in under SPORTS and in-house ones under RNG, as vendor feeds
 * report them; the game menus split them out by the brand's lists.
 */
export const vendors = pgTable(
  'vendors',
  {
    vassalage: text('vassalage').notNull(),
    gameType: text('game_type', { enum: GAME_TYPES }).notNull(),
    displayName: text('display_name').notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.vassalage, t.gameType] })],
);

export type VendorRow = typeof vendors.$inferSelect;
