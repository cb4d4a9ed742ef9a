import path from 'node:path';
import { z } from 'zod';
import { parseSupportStaff, type SupportStaff } from './modules/chat/staff';
import { automationKey, parseApiKeys, type ApiKey } from './security/api-keys';
import { parseSeedStaff, type SeedStaff } from './modules/backoffice/seed-staff';
import type { ImageLimits } from './security/images';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const APP_ENVS = ['development', 'production'] as const;
/** The names each registry knows; its registry (providers/payments, providers/messaging, providers/game-vendors) maps each to an adapter. */
export const PAYMENT_PROVIDERS = ['simulator'] as const;
export const GAME_VENDOR_PROVIDERS = ['simulator'] as const;
export const MESSAGING_PROVIDERS = ['outbox'] as const;
export const GAME_CATALOGUES = ['in-house', 'demo'] as const;

/**
 * Each variable carries the fix an operator should apply, so a bad deployment
 * fails at boot with one actionable line per variable instead of a stack trace.
 */
const variables = {
  PORT: {
    schema: z.coerce.number().int().min(0).max(65535).default(3000),
    fix: 'set PORT to a TCP port number, e.g. PORT=3000',
  },
  HOST: {
    schema: z.string().min(1).default('0.0.0.0'),
    fix: 'set HOST to an interface address, e.g. HOST=0.0.0.0 or HOST=127.0.0.1',
  },
  DATABASE_URL: {
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    fix: 'set DATABASE_URL=postgres://user@host:5432/db, or unset it to use the embedded PGlite',
  },
  REDIS_URL: {
    schema: z
      .string()
      .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
      .optional(),
    fix: 'set REDIS_URL=redis://host:6379 to fan live events out across instances, or unset it for one instance',
  },
  REDIS_KEY_PREFIX: {
    // Several deployments (a staging and a production, or two test workers) may share one Redis:
    // each gateway's socket.io channels carry this prefix, so their broadcasts never cross.
    schema: z
      .string()
      .regex(/^[A-Za-z0-9:_-]*$/, 'may hold letters, digits, ":", "_" and "-" only')
      .max(64)
      .default(''),
    fix: 'set REDIS_KEY_PREFIX to letters, digits, ":", "_" or "-" (e.g. REDIS_KEY_PREFIX=staging:), or unset it',
  },
  PGLITE_DIR: {
    schema: z.string().min(1).default('.data/pglite'),
    fix: 'set PGLITE_DIR to a folder path, or PGLITE_DIR=memory for a throw-away database',
  },
  OPERATOR_TOKEN: {
    schema: z.string().min(24, 'must be at least 24 characters'),
    fix: 'set OPERATOR_TOKEN to a random secret, e.g. OPERATOR_TOKEN=$(openssl rand -hex 16)',
  },
  OPERATOR_TOKEN_PERMISSIONS: {
    // OPERATOR_TOKEN is the API key named `automation`; unset, it may do everything (README "Operator API keys").
    schema: z.string().optional(),
    fix: 'set OPERATOR_TOKEN_PERMISSIONS to the permissions OPERATOR_TOKEN keeps, separated by commas, e.g. OPERATOR_TOKEN_PERMISSIONS=jobs.run,outbox.read, or unset it to keep all',
  },
  OPERATOR_API_KEYS: {
    // Named keys of the operator routes, each with its own permissions and optionally merchants (README "Operator API keys").
    schema: z.string().optional(),
    fix: 'set OPERATOR_API_KEYS to name:token:permission+permission[@MERCHANT+MERCHANT] entries separated by commas, e.g. OPERATOR_API_KEYS=grafana:$(openssl rand -hex 16):metrics.read, or unset it',
  },
  BACKOFFICE_IDLE_MINUTES: {
    // A back-office session ends after this many minutes without a call (issue 22; README "Back office").
    schema: z.coerce.number().int().min(1).max(240).default(15),
    fix: 'set BACKOFFICE_IDLE_MINUTES to the minutes a back-office session may stay idle, e.g. 15',
  },
  BACKOFFICE_CONFIRM_AMOUNT: {
    // Cashier actions on this amount or more (minor units) need an explicit confirmation.
    schema: z.coerce.number().int().min(1).max(100_000_000_000).default(1_000_000),
    fix: 'set BACKOFFICE_CONFIRM_AMOUNT to the amount in minor units from which a cashier action must be confirmed, e.g. 1000000',
  },
  BACKOFFICE_EXPORT_MAX_ROWS: {
    // The most rows one CSV export of a back-office table streams (issue 22 §4); a bigger one is cut, and says so.
    schema: z.coerce.number().int().min(1).max(1_000_000).default(100_000),
    fix: 'set BACKOFFICE_EXPORT_MAX_ROWS to the most rows one CSV export may hold, e.g. 100000',
  },
  BACKOFFICE_SEED_STAFF: {
    // Development and e2e only: named staff created at boot (name:password:totpSecret:role@MERCHANT+...,...).
    schema: z.string().optional(),
    fix: 'set BACKOFFICE_SEED_STAFF to name:password:BASE32SECRET:role@MERCHANT entries separated by commas, or unset it (always unset in production)',
  },
  SUPPORT_STAFF: {
    schema: z.string().optional(),
    fix: 'set SUPPORT_STAFF to name:token pairs, e.g. SUPPORT_STAFF=alice:$(openssl rand -hex 16),bob:$(openssl rand -hex 16), or unset it to close the support console',
  },
  BRANDS_DIR: {
    schema: z.string().min(1).default('brands'),
    fix: 'set BRANDS_DIR to the folder holding <id>/brand.json, e.g. BRANDS_DIR=brands',
  },
  BRANDS_DIST: {
    schema: z.string().min(1).default('dist/brands'),
    fix: 'set BRANDS_DIST to the folder holding the built brands, e.g. BRANDS_DIST=dist/brands',
  },
  BACKOFFICE_DIST: {
    schema: z.string().min(1).default('dist/apps/backoffice'),
    fix: 'set BACKOFFICE_DIST to the folder holding the built back office, e.g. BACKOFFICE_DIST=dist/apps/backoffice',
  },
  DEFAULT_BRAND: {
    schema: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be a brand id').default('default'),
    fix: 'set DEFAULT_BRAND to the id of a folder in BRANDS_DIR, e.g. DEFAULT_BRAND=default',
  },
  TRUST_PROXY: {
    schema: z.enum(['true', 'false', 'loopback']).default('false'),
    fix: 'set TRUST_PROXY to true, false or loopback',
  },
  GAME_LAUNCH_ORIGIN: {
    // Local and development only: launch URLs on this origin (or the request's own, with `request`) instead of the brand's launch CDNs.
    schema: z
      .union([z.literal('request'), z.string().regex(/^https?:\/\/[^/?#\s]+$/, 'must be request or an origin such as http://localhost:3000')])
      .optional(),
    fix: 'set GAME_LAUNCH_ORIGIN=request (launch on the origin the player uses) or to an origin like http://localhost:3000, or unset it in production to use the brand\'s launchGameCDNs',
  },
  LOG_LEVEL: {
    schema: z.enum(LOG_LEVELS).default('info'),
    fix: `set LOG_LEVEL to one of ${LOG_LEVELS.join(', ')}`,
  },
  DEFAULT_PASSWORD: {
    // Spec §9's {secret}: a login with it forces a change. It is a deployment value, never a constant in code.
    schema: z.string().min(8, 'must be at least 8 characters'),
    fix: 'set DEFAULT_PASSWORD to the password operators hand out to new accounts, at least 8 characters',
  },
  SEED_DEMO: {
    schema: z.enum(['true', 'false']).default('false'),
    fix: 'set SEED_DEMO to true (create the demo accounts) or false',
  },
  SESSION_MAX_HOURS: {
    schema: z.coerce.number().int().min(1).max(24 * 30).default(12),
    fix: 'set SESSION_MAX_HOURS to the absolute session lifetime in hours, e.g. SESSION_MAX_HOURS=12',
  },
  SESSION_TOUCH_SECONDS: {
    // The idle clock is written at most this often (and at most every quarter of the idle timeout): the idle timeout is exact to within it.
    schema: z.coerce.number().int().min(1).max(600).default(60),
    fix: 'set SESSION_TOUCH_SECONDS to how often, in seconds, a busy session writes its idle clock, e.g. SESSION_TOUCH_SECONDS=60',
  },
  SESSION_CACHE_SECONDS: {
    // Live sessions are kept in memory and dropped by the database change feed; this TTL is only the backstop. 0 turns the cache off.
    schema: z.coerce.number().int().min(0).max(3600).default(30),
    fix: 'set SESSION_CACHE_SECONDS to how long a live session may be served from memory, e.g. SESSION_CACHE_SECONDS=30, or 0 to read every request from the database',
  },
  CONFIG_CACHE_SECONDS: {
    // Merchant and wallet settings, the vendor catalogue and game-list pages: dropped by the change feed, re-read after this TTL. 0 turns it off.
    schema: z.coerce.number().int().min(0).max(3600).default(30),
    fix: 'set CONFIG_CACHE_SECONDS to how long merchant config and game lists may be served from memory, e.g. CONFIG_CACHE_SECONDS=30, or 0 to turn the cache off',
  },
  PASSWORD_MAX_AGE_DAYS: {
    schema: z.coerce.number().int().min(1).max(3650).default(90),
    fix: 'set PASSWORD_MAX_AGE_DAYS to the age in days after which a password counts as expired, e.g. 90',
  },
  ALTCHA_MAX_NUMBER: {
    schema: z.coerce.number().int().min(10).max(10_000_000).default(20_000),
    fix: 'set ALTCHA_MAX_NUMBER to the proof-of-work search space, e.g. ALTCHA_MAX_NUMBER=20000',
  },
  SMS_CODE_MINUTES: {
    schema: z.coerce.number().int().min(1).max(60).default(5),
    fix: 'set SMS_CODE_MINUTES to how long a verification code stays valid, e.g. SMS_CODE_MINUTES=5',
  },
  LOGIN_MAX_FAILURES_PER_ACCOUNT: {
    schema: z.coerce.number().int().min(1).max(1000).default(5),
    fix: 'set LOGIN_MAX_FAILURES_PER_ACCOUNT to a positive number, e.g. 5',
  },
  LOGIN_MAX_FAILURES_PER_IP: {
    schema: z.coerce.number().int().min(1).max(100_000).default(20),
    fix: 'set LOGIN_MAX_FAILURES_PER_IP to a positive number, e.g. 20',
  },
  LOGIN_FAILURE_WINDOW_MINUTES: {
    schema: z.coerce.number().int().min(1).max(24 * 60).default(15),
    fix: 'set LOGIN_FAILURE_WINDOW_MINUTES to the window the failure caps count over, e.g. 15',
  },
  REGISTRATION_MAX_PER_IP_PER_HOUR: {
    schema: z.coerce.number().int().min(1).max(100_000).default(5),
    fix: 'set REGISTRATION_MAX_PER_IP_PER_HOUR to how many accounts one IP may register per merchant and hour, e.g. 5',
  },
  REGISTRATION_MAX_PER_MERCHANT_PER_HOUR: {
    schema: z.coerce.number().int().min(1).max(10_000_000).default(500),
    fix: 'set REGISTRATION_MAX_PER_MERCHANT_PER_HOUR to how many accounts a merchant accepts per hour, e.g. 500',
  },
  ARGON2_MEMORY_KIB: {
    // 19456 KiB, t=2, p=1 is OWASP's argon2id baseline. Tests lower it for speed; production keeps the default.
    schema: z.coerce.number().int().min(8).max(4 * 1024 * 1024).default(19_456),
    fix: 'set ARGON2_MEMORY_KIB to the argon2id memory cost in KiB; leave it unset in production (19456)',
  },
  WITHDRAWAL_AUTO_CONFIRM_MINUTES: {
    // Spec §4 "Withdrawal": a paid withdrawal not confirmed within this many minutes counts as received (value not shown).
    schema: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
    fix: 'set WITHDRAWAL_AUTO_CONFIRM_MINUTES to the minutes a player has to confirm a payout, e.g. 30',
  },
  UPLOAD_MAX_SIDE_PX: {
    // Uploaded images (receipts, dispute proof, activity images, feedback) are decoded and re-encoded;
    // a larger picture is refused before its pixels are allocated (value not shown in the spec).
    schema: z.coerce.number().int().min(256).max(16_384).default(4096),
    fix: 'set UPLOAD_MAX_SIDE_PX to the largest width or height in pixels an uploaded image may have, e.g. 4096',
  },
  WALLET_JOB_INTERVAL_SECONDS: {
    schema: z.coerce.number().int().min(0).max(24 * 60 * 60).default(60),
    fix: 'set WALLET_JOB_INTERVAL_SECONDS to how often the wallet jobs run (auto-confirm, rebates), e.g. 60; 0 switches the timer off',
  },
  LOTTERY_FAST_PERIOD_SECONDS: {
    // The fast lottery games' period (six-ball, ten-ball, dice, 0-27); bets close max(1, period/12) s before the draw.
    schema: z.coerce.number().int().min(5).max(24 * 60 * 60).default(60),
    fix: 'set LOTTERY_FAST_PERIOD_SECONDS to the fast lottery games\' period in seconds, e.g. 60',
  },
  LOTTERY_REGIONAL_PERIOD_SECONDS: {
    // The regional draws' period (Vietnamese north, central and south, SEA 4D).
    schema: z.coerce.number().int().min(5).max(7 * 24 * 60 * 60).default(300),
    fix: 'set LOTTERY_REGIONAL_PERIOD_SECONDS to the regional lottery draws\' period in seconds, e.g. 300',
  },
  LOTTERY_JOB_INTERVAL_SECONDS: {
    schema: z.coerce.number().int().min(0).max(60 * 60).default(5),
    fix: 'set LOTTERY_JOB_INTERVAL_SECONDS to how often the lottery job runs (open periods, draw, settle), e.g. 5; 0 switches the timer off',
  },
  AGENT_SALARY_JOB_INTERVAL_SECONDS: {
    // Spec §9: real-time salary is calculated and paid every 5 minutes. This is that period, and the job
    // settles hourly, daily and dividend periods on the same beat; e2e shortens it.
    schema: z.coerce.number().int().min(0).max(24 * 60 * 60).default(300),
    fix: 'set AGENT_SALARY_JOB_INTERVAL_SECONDS to the real-time salary period in seconds, e.g. 300; 0 switches the payout timer off',
  },
  REALITY_CHECK_SECONDS: {
    // Test configs only (e2e): replaces the brands' reality-check interval, whose minimum is a
    // whole minute, with this many seconds. Unset in production: the brand's jurisdiction decides.
    // A brand that switched the reality check off (0) stays off.
    schema: z.coerce.number().int().min(5).max(24 * 60 * 60).optional(),
    fix: 'unset REALITY_CHECK_SECONDS (production), or set it to a test reality-check interval in seconds, e.g. 20',
  },
  REALITY_CHECK_SECONDS_MERCHANTS: {
    // Which merchants REALITY_CHECK_SECONDS applies to, so other journeys are not interrupted by the popup.
    schema: z
      .string()
      .regex(/^[A-Z0-9_]+(,[A-Z0-9_]+)*$/, 'must be merchant codes separated by commas, e.g. ROYAL,LUCKY')
      .optional(),
    fix: 'set REALITY_CHECK_SECONDS_MERCHANTS to the merchant codes REALITY_CHECK_SECONDS applies to, e.g. ROYAL; unset: every merchant',
  },
  APP_ENV: {
    // production refuses every simulator, the development outbox and the demo data at boot (README "Configuration").
    schema: z.enum(APP_ENVS).default('development'),
    fix: `set APP_ENV to one of ${APP_ENVS.join(', ')}`,
  },
  PAYMENTS_PROVIDER: {
    // Unset: no payment gateway, so gateway deposit channels are refused (503) and hidden; bank transfers still work.
    schema: z.enum(PAYMENT_PROVIDERS).optional(),
    fix: `set PAYMENTS_PROVIDER to one of ${PAYMENT_PROVIDERS.join(', ')} (development and tests only), or unset it to switch gateway deposits off`,
  },
  GAME_VENDOR_PROVIDER: {
    // Unset: vendor games cannot be launched (503); the in-house games are played on the site and need no vendor.
    schema: z.enum(GAME_VENDOR_PROVIDERS).optional(),
    fix: `set GAME_VENDOR_PROVIDER to one of ${GAME_VENDOR_PROVIDERS.join(', ')} (development and tests only), or unset it to switch vendor launches off`,
  },
  MESSAGING_PROVIDER: {
    // SMS and e-mail. Unset: every code or message send is refused (503), the same answer for members and strangers.
    schema: z.enum(MESSAGING_PROVIDERS).optional(),
    fix: `set MESSAGING_PROVIDER to one of ${MESSAGING_PROVIDERS.join(', ')} (the development outbox: nothing leaves the machine), or unset it to switch SMS and e-mail off`,
  },
  GAME_CATALOGUE: {
    // Default: demo when SEED_DEMO=true, else in-house (the two provably fair in-house games only).
    schema: z.enum(GAME_CATALOGUES).optional(),
    fix: `set GAME_CATALOGUE to one of ${GAME_CATALOGUES.join(', ')} (demo: the generated 5,000-game catalogue, development only), or unset it`,
  },
  HTTP_CONNECTION_TIMEOUT_SECONDS: {
    // Socket inactivity (Fastify connectionTimeout): a stalled response or a client that stops reading. socket.io
    // long-polling holds a request up to its 25 s ping interval without a byte, so anything shorter cuts polls off.
    schema: z.coerce.number().int().min(0).max(3600).default(60),
    fix: 'set HTTP_CONNECTION_TIMEOUT_SECONDS to the seconds a socket may stay silent mid-request, at least 30 (socket.io long-polling waits 25 s), e.g. 60; 0 switches it off',
  },
  HTTP_HEADERS_TIMEOUT_SECONDS: {
    // From the connection (or the previous response) to the last header byte: closes idle and slowloris sockets.
    schema: z.coerce.number().int().min(1).max(600).default(10),
    fix: 'set HTTP_HEADERS_TIMEOUT_SECONDS to the seconds a client has to send its request headers, e.g. 10',
  },
  HTTP_REQUEST_TIMEOUT_SECONDS: {
    // Headers plus body. The largest body, a 5 MB receipt (about 7 MB as JSON), needs about a minute at 1 Mbit/s.
    schema: z.coerce.number().int().min(1).max(3600).default(60),
    fix: 'set HTTP_REQUEST_TIMEOUT_SECONDS to the seconds a client has to send a whole request, at least HTTP_HEADERS_TIMEOUT_SECONDS, e.g. 60',
  },
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: {
    // Behind a proxy that reuses connections, this must exceed the proxy's own idle timeout (or it sees resets).
    schema: z.coerce.number().int().min(1).max(600).default(5),
    fix: 'set HTTP_KEEP_ALIVE_TIMEOUT_SECONDS to how long an idle keep-alive connection stays open, e.g. 5 (above your proxy\'s idle timeout when behind one)',
  },
  SMTP_URL: {
    // E-mail (password resets, contact verification) over SMTP with nodemailer (README "E-mail and SMS").
    schema: z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    fix: 'set SMTP_URL=smtp://user:pass@relay:587 (STARTTLS) or smtps://user:pass@relay:465, or unset it to switch e-mail off',
  },
  SMTP_FROM: {
    schema: z.string().min(3).optional(),
    fix: 'set SMTP_FROM to the sender, e.g. SMTP_FROM="Fortuna <no-reply@fortuna.example>"',
  },
  SMS_HTTP_URL: {
    // SMS through an aggregator's HTTP endpoint of the shape in providers/messaging/sms-http-provider.ts.
    schema: z.string().url('must be an http(s) URL').optional(),
    fix: 'set SMS_HTTP_URL to the https URL of the SMS endpoint (README "SMS over HTTP"), or unset it to switch SMS off',
  },
  SMS_HTTP_TOKEN: {
    schema: z.string().min(1).optional(),
    fix: 'set SMS_HTTP_TOKEN to the bearer token the SMS endpoint expects, or unset it',
  },
  SMS_HTTP_SENDER: {
    schema: z.string().min(1).max(20).optional(),
    fix: 'set SMS_HTTP_SENDER to the sender id or number the aggregator shows (at most 20 characters), or unset it',
  },
  METRICS_PORT: {
    // Prometheus metrics on their own listener (README "Metrics"); unset: no listener, /metrics only with the operator token.
    schema: z.coerce.number().int().min(1).max(65535).optional(),
    fix: 'set METRICS_PORT to a free TCP port for the Prometheus scrape (bound on HOST), e.g. METRICS_PORT=9464, or unset it',
  },
  FIREBASE_PROJECT_ID: {
    // Phone auth (PHONEAUTHFIREBASE): the Firebase project whose ID tokens prove a mobile number (README "Phone auth").
    schema: z.string().regex(/^[a-z][a-z0-9-]{4,29}$/, 'must be a Firebase project id, e.g. fortuna-prod').optional(),
    fix: 'set FIREBASE_PROJECT_ID to the Firebase project id of the brands\' web config, or unset it to switch Firebase phone auth off',
  },
  FIREBASE_AUTH_EMULATOR_HOST: {
    // Development and tests only: the Auth emulator, whose tokens are unsigned (firebase-admin skips the signature check).
    schema: z.string().regex(/^[a-z0-9.-]+:[0-9]{1,5}$/i, 'must be host:port, e.g. 127.0.0.1:9099').optional(),
    fix: 'set FIREBASE_AUTH_EMULATOR_HOST to the emulator\'s host:port, e.g. 127.0.0.1:9099, or unset it (always unset in production)',
  },
  OIDC_GOOGLE_ISSUER: {
    schema: z.string().url('must be the issuer URL, e.g. https://accounts.google.com').optional(),
    fix: 'set OIDC_GOOGLE_ISSUER to the OpenID issuer URL, or unset it to switch google login off',
  },
  OIDC_GOOGLE_CLIENT_ID: {
    schema: z.string().min(1).optional(),
    fix: 'set OIDC_GOOGLE_CLIENT_ID to the client id registered with the issuer',
  },
  OIDC_GOOGLE_CLIENT_SECRET: {
    schema: z.string().min(1).optional(),
    fix: 'set OIDC_GOOGLE_CLIENT_SECRET to the client secret registered with the issuer',
  },
  OIDC_FACEBOOK_ISSUER: {
    schema: z.string().url('must be the issuer URL, e.g. https://accounts.google.com').optional(),
    fix: 'set OIDC_FACEBOOK_ISSUER to the OpenID issuer URL, or unset it to switch facebook login off',
  },
  OIDC_FACEBOOK_CLIENT_ID: {
    schema: z.string().min(1).optional(),
    fix: 'set OIDC_FACEBOOK_CLIENT_ID to the client id registered with the issuer',
  },
  OIDC_FACEBOOK_CLIENT_SECRET: {
    schema: z.string().min(1).optional(),
    fix: 'set OIDC_FACEBOOK_CLIENT_SECRET to the client secret registered with the issuer',
  },
} as const;

type Variables = typeof variables;
type Env = { [K in keyof Variables]: z.output<Variables[K]['schema']> };

export interface AppConfig {
  port: number;
  host: string;
  /** METRICS_PORT: the Prometheus listener's port; null: no listener (the operator-token route only). */
  metricsPort: number | null;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string | 'memory' };
  /** Redis for socket.io fan-out across instances; null on a single instance. */
  redisUrl: string | null;
  /** REDIS_KEY_PREFIX: put before the socket.io channel names, so deployments sharing a Redis stay apart. */
  redisKeyPrefix: string;
  /**
   * The operator routes' API keys: OPERATOR_TOKEN's (`automation`, first) and OPERATOR_API_KEYS'.
   * Checked by the authorization plugin's requireApiKey, the one place that reads them.
   */
  apiKeys: readonly ApiKey[];
  /** The operator's back office (issue 22): staff session idle timeout, cashier confirmation amount, seeded staff. */
  backoffice: BackofficeConfig;
  /** The support console's accounts (SUPPORT_STAFF): each reply records its sender's name. Empty: the console is closed. */
  supportStaff: readonly SupportStaff[];
  brandsDir: string;
  brandsDist: string;
  /** The built back-office app (apps/backoffice), served under /backoffice/ on every host. */
  backofficeDist: string;
  defaultBrand: string;
  trustProxy: boolean | 'loopback';
  /**
   * Local and development only: where launch URLs point instead of the brand's launch CDNs;
   * 'request' is the origin the launch call came in on. Unset (production): the CDNs.
   */
  gameLaunchOrigin: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Backstop TTL of the in-memory merchant config, vendor catalogue and game lists (the change feed drops them); 0 = no cache. */
  configCacheSeconds: number;
  auth: AuthConfig;
  /** Social login providers with an issuer, client id and secret; absent ones are off. */
  oidc: Partial<Record<OidcProviderName, OidcProviderConfig>>;
  wallet: WalletConfig;
  lottery: LotteryConfig;
  agent: AgentConfig;
  /** Test configs only: a reality-check interval in seconds for these merchants (null: all); null: each brand's jurisdiction. */
  realityCheckOverride: { seconds: number; merchants: string[] | null } | null;
  /** APP_ENV: production refuses the simulators, the development outbox and the demo data at boot. */
  appEnv: (typeof APP_ENVS)[number];
  providers: ProvidersConfig;
  http: HttpTimeouts;
}

/** What serves each outside dependency; null: nothing, and the feature fails closed (503 SERVICE_UNAVAILABLE). */
export interface ProvidersConfig {
  payments: (typeof PAYMENT_PROVIDERS)[number] | null;
  gameVendors: (typeof GAME_VENDOR_PROVIDERS)[number] | null;
  /** SMS and e-mail: the development outbox, or null for the real transports below. */
  messaging: (typeof MESSAGING_PROVIDERS)[number] | null;
  /** SMTP_URL and SMTP_FROM: e-mail over SMTP; null: e-mail is refused (unless the outbox). */
  smtp: { url: string; from: string } | null;
  /** SMS_HTTP_*: SMS through an HTTP endpoint; null: SMS is refused (unless the outbox). */
  smsHttp: { url: string; token: string | null; sender: string | null } | null;
  /** FIREBASE_*: Firebase phone auth's ID tokens are verified for this project; null: phone-auth tokens are refused (503). */
  firebase: { projectId: string; emulatorHost: string | null } | null;
  gameCatalogue: (typeof GAME_CATALOGUES)[number];
}

/** Node's HTTP server timeouts, in milliseconds (0: off), so slow and idle clients cannot hold sockets. */
export interface HttpTimeouts {
  connectionTimeoutMs: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

/** socket.io's default ping interval: a long-poll request is held this long without a byte. */
const LONG_POLL_HOLD_SECONDS = 25;

export interface AgentConfig {
  /** The real-time salary period in seconds (300 when the timer is off). */
  realtimeSalarySeconds: number;
  /** Whether this instance runs the payout timer (the payouts are exactly-once anyway). */
  payoutTimer: boolean;
}

export interface LotteryConfig {
  /** Seconds per period of the fast games and of the regional draws. */
  fastPeriodSeconds: number;
  regionalPeriodSeconds: number;
  /** How often each instance runs the lottery job; 0 = never (the job is exactly-once anyway). */
  jobIntervalSeconds: number;
}

export interface WalletConfig {
  /** Minutes after a payout before an unconfirmed withdrawal counts as received. */
  autoConfirmMinutes: number;
  /** How often each instance runs the wallet jobs; 0 = never (the jobs are exactly-once anyway). */
  jobIntervalSeconds: number;
  /** The largest uploaded image accepted (UPLOAD_MAX_SIDE_PX), by side and by area. */
  uploadLimits: ImageLimits;
}

export interface BackofficeConfig {
  idleMinutes: number;
  confirmAmount: number;
  /** BACKOFFICE_EXPORT_MAX_ROWS: the most rows one CSV export streams. */
  exportMaxRows: number;
  /** BACKOFFICE_SEED_STAFF, parsed; empty unless set (never in production). */
  seedStaff: readonly SeedStaff[];
}

export const OIDC_PROVIDERS = ['google', 'facebook'] as const;
export type OidcProviderName = (typeof OIDC_PROVIDERS)[number];

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AuthConfig {
  defaultPassword: string;
  seedDemo: boolean;
  sessionMaxHours: number;
  /** At most how often a busy session writes its idle clock (also at most every quarter of its idle timeout). */
  sessionTouchSeconds: number;
  /** Backstop TTL of the in-memory live sessions (the change feed drops them on any change); 0 = no cache. */
  sessionCacheSeconds: number;
  passwordMaxAgeDays: number;
  altchaMaxNumber: number;
  codeMinutes: number;
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  failureWindowMinutes: number;
  argon2MemoryKib: number;
  /** Registrations accepted per IP (per merchant) and per merchant in a rolling hour (issue 19: bonus farming). */
  registrationMaxPerIpPerHour: number;
  registrationMaxPerMerchantPerHour: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly { variable: string; message: string; fix: string }[]) {
    super(
      'Config error in environment variables:\n' +
        problems.map((p) => `  ${p.variable}: ${p.message}. Fix: ${p.fix}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** Parses the environment once, at the edge; `cwd` anchors the relative folders. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): AppConfig {
  const problems: { variable: string; message: string; fix: string }[] = [];
  const parsed: Record<string, unknown> = {};
  for (const [name, { schema, fix }] of Object.entries(variables)) {
    // An empty value is treated as unset, as a blank line in an .env file usually means "use the default".
    const raw = env[name] === '' ? undefined : env[name];
    const result = schema.safeParse(raw);
    if (result.success) parsed[name] = result.data;
    else {
      const message = raw === undefined ? 'is required' : result.error.issues[0]?.message ?? 'is invalid';
      problems.push({ variable: name, message, fix });
    }
  }
  const e = parsed as Env;
  const oidc: AppConfig['oidc'] = {};
  for (const provider of OIDC_PROVIDERS) {
    const prefix = `OIDC_${provider.toUpperCase()}` as 'OIDC_GOOGLE' | 'OIDC_FACEBOOK';
    const issuer = e[`${prefix}_ISSUER`];
    const clientId = e[`${prefix}_CLIENT_ID`];
    const clientSecret = e[`${prefix}_CLIENT_SECRET`];
    // All three or none: half a provider would fail at the first login instead of at boot.
    if (issuer && clientId && clientSecret) oidc[provider] = { issuer, clientId, clientSecret };
    else if (issuer || clientId || clientSecret) {
      problems.push({
        variable: `${prefix}_ISSUER`,
        message: `${prefix}_ISSUER, ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`,
        fix: `set all three ${prefix}_* variables, or none of them`,
      });
    }
  }
  let supportStaff: SupportStaff[] = [];
  try {
    supportStaff = parseSupportStaff(e.SUPPORT_STAFF);
    if (supportStaff.some((staff) => staff.token === e.OPERATOR_TOKEN)) throw new Error('a staff token equals OPERATOR_TOKEN');
  } catch (error) {
    problems.push({ variable: 'SUPPORT_STAFF', message: (error as Error).message, fix: variables.SUPPORT_STAFF.fix });
  }
  const apiKeys: ApiKey[] = [];
  if (e.OPERATOR_TOKEN !== undefined) {
    try {
      apiKeys.push(automationKey(e.OPERATOR_TOKEN, e.OPERATOR_TOKEN_PERMISSIONS));
    } catch (error) {
      problems.push({ variable: 'OPERATOR_TOKEN_PERMISSIONS', message: (error as Error).message, fix: variables.OPERATOR_TOKEN_PERMISSIONS.fix });
    }
  }
  try {
    const named = parseApiKeys(e.OPERATOR_API_KEYS);
    // One secret, one caller: a key that is also OPERATOR_TOKEN or a staff token would be logged under the wrong name.
    named.forEach((key) => {
      if (key.token === e.OPERATOR_TOKEN) throw new Error(`the token of ${key.name} equals OPERATOR_TOKEN`);
      if (supportStaff.some((staff) => staff.token === key.token)) throw new Error(`the token of ${key.name} equals a SUPPORT_STAFF token`);
    });
    apiKeys.push(...named);
  } catch (error) {
    problems.push({ variable: 'OPERATOR_API_KEYS', message: (error as Error).message, fix: variables.OPERATOR_API_KEYS.fix });
  }
  let seedStaff: SeedStaff[] = [];
  try {
    seedStaff = parseSeedStaff(e.BACKOFFICE_SEED_STAFF);
  } catch (error) {
    problems.push({ variable: 'BACKOFFICE_SEED_STAFF', message: (error as Error).message, fix: variables.BACKOFFICE_SEED_STAFF.fix });
  }
  const gameCatalogue = e.GAME_CATALOGUE ?? (e.SEED_DEMO === 'true' ? 'demo' : 'in-house');
  if (e.APP_ENV === 'production') {
    // Each of these credits money, plays games or shows codes without a real counterpart: never in production.
    const development: [keyof Variables, boolean, string][] = [
      ['PAYMENTS_PROVIDER', e.PAYMENTS_PROVIDER === 'simulator', 'the payment simulator credits deposits nobody paid'],
      ['GAME_VENDOR_PROVIDER', e.GAME_VENDOR_PROVIDER === 'simulator', 'the vendor simulator plays rounds no vendor settles'],
      ['MESSAGING_PROVIDER', e.MESSAGING_PROVIDER === 'outbox', 'the development outbox stores codes instead of sending them'],
      ['GAME_CATALOGUE', gameCatalogue === 'demo', 'the demo catalogue lists 5,000 generated games'],
      ['SEED_DEMO', e.SEED_DEMO === 'true', 'the demo accounts have published passwords'],
      ['BACKOFFICE_SEED_STAFF', seedStaff.length > 0, 'seeded back-office staff have passwords and TOTP secrets written in the environment'],
      ['FIREBASE_AUTH_EMULATOR_HOST', Boolean(e.FIREBASE_AUTH_EMULATOR_HOST), 'the Auth emulator\'s tokens are unsigned, so anyone could claim any phone number'],
    ];
    for (const [variable, selected, why] of development) {
      if (selected) problems.push({ variable, message: `is not allowed with APP_ENV=production: ${why}`, fix: `unset ${variable} (or set APP_ENV=development)` });
    }
  }
  if (e.FIREBASE_AUTH_EMULATOR_HOST && !e.FIREBASE_PROJECT_ID) {
    problems.push({ variable: 'FIREBASE_PROJECT_ID', message: 'is required with FIREBASE_AUTH_EMULATOR_HOST', fix: variables.FIREBASE_PROJECT_ID.fix });
  }
  if (e.SMTP_URL && !e.SMTP_FROM) problems.push({ variable: 'SMTP_FROM', message: 'is required with SMTP_URL', fix: variables.SMTP_FROM.fix });
  if (e.MESSAGING_PROVIDER === 'outbox' && (e.SMTP_URL || e.SMS_HTTP_URL)) {
    problems.push({
      variable: 'MESSAGING_PROVIDER',
      message: 'outbox cannot be combined with SMTP_URL or SMS_HTTP_URL: the outbox would keep the messages',
      fix: 'unset MESSAGING_PROVIDER to send through SMTP_URL / SMS_HTTP_URL, or unset those to keep the development outbox',
    });
  }
  if (e.HTTP_CONNECTION_TIMEOUT_SECONDS > 0 && e.HTTP_CONNECTION_TIMEOUT_SECONDS <= LONG_POLL_HOLD_SECONDS) {
    problems.push({
      variable: 'HTTP_CONNECTION_TIMEOUT_SECONDS',
      message: `must be 0 or above ${LONG_POLL_HOLD_SECONDS}: socket.io long-polling holds a request ${LONG_POLL_HOLD_SECONDS} s without traffic`,
      fix: variables.HTTP_CONNECTION_TIMEOUT_SECONDS.fix,
    });
  }
  if (e.HTTP_REQUEST_TIMEOUT_SECONDS < e.HTTP_HEADERS_TIMEOUT_SECONDS) {
    // Node refuses a headers timeout above the request timeout.
    problems.push({ variable: 'HTTP_REQUEST_TIMEOUT_SECONDS', message: 'must be at least HTTP_HEADERS_TIMEOUT_SECONDS', fix: variables.HTTP_REQUEST_TIMEOUT_SECONDS.fix });
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port: e.PORT,
    metricsPort: e.METRICS_PORT ?? null,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: e.PGLITE_DIR === 'memory' ? 'memory' : path.resolve(cwd, e.PGLITE_DIR) },
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    apiKeys,
    supportStaff,
    backoffice: { idleMinutes: e.BACKOFFICE_IDLE_MINUTES, confirmAmount: e.BACKOFFICE_CONFIRM_AMOUNT, exportMaxRows: e.BACKOFFICE_EXPORT_MAX_ROWS, seedStaff },
    brandsDir: path.resolve(cwd, e.BRANDS_DIR),
    brandsDist: path.resolve(cwd, e.BRANDS_DIST),
    backofficeDist: path.resolve(cwd, e.BACKOFFICE_DIST),
    defaultBrand: e.DEFAULT_BRAND,
    trustProxy: e.TRUST_PROXY === 'loopback' ? 'loopback' : e.TRUST_PROXY === 'true',
    gameLaunchOrigin: e.GAME_LAUNCH_ORIGIN,
    logLevel: e.LOG_LEVEL,
    configCacheSeconds: e.CONFIG_CACHE_SECONDS,
    auth: {
      defaultPassword: e.DEFAULT_PASSWORD,
      seedDemo: e.SEED_DEMO === 'true',
      sessionMaxHours: e.SESSION_MAX_HOURS,
      sessionTouchSeconds: e.SESSION_TOUCH_SECONDS,
      sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
      passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
      altchaMaxNumber: e.ALTCHA_MAX_NUMBER,
      codeMinutes: e.SMS_CODE_MINUTES,
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      failureWindowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
      argon2MemoryKib: e.ARGON2_MEMORY_KIB,
      registrationMaxPerIpPerHour: e.REGISTRATION_MAX_PER_IP_PER_HOUR,
      registrationMaxPerMerchantPerHour: e.REGISTRATION_MAX_PER_MERCHANT_PER_HOUR,
    },
    oidc,
    wallet: {
      autoConfirmMinutes: e.WITHDRAWAL_AUTO_CONFIRM_MINUTES,
      uploadLimits: { maxSide: e.UPLOAD_MAX_SIDE_PX, maxPixels: e.UPLOAD_MAX_SIDE_PX * e.UPLOAD_MAX_SIDE_PX },
      jobIntervalSeconds: e.WALLET_JOB_INTERVAL_SECONDS,
    },
    lottery: {
      fastPeriodSeconds: e.LOTTERY_FAST_PERIOD_SECONDS,
      regionalPeriodSeconds: e.LOTTERY_REGIONAL_PERIOD_SECONDS,
      jobIntervalSeconds: e.LOTTERY_JOB_INTERVAL_SECONDS,
    },
    agent: {
      realtimeSalarySeconds: e.AGENT_SALARY_JOB_INTERVAL_SECONDS || 300,
      payoutTimer: e.AGENT_SALARY_JOB_INTERVAL_SECONDS > 0,
    },
    realityCheckOverride:
      e.REALITY_CHECK_SECONDS === undefined
        ? null
        : { seconds: e.REALITY_CHECK_SECONDS, merchants: e.REALITY_CHECK_SECONDS_MERCHANTS?.split(',') ?? null },
    appEnv: e.APP_ENV,
    providers: {
      payments: e.PAYMENTS_PROVIDER ?? null,
      gameVendors: e.GAME_VENDOR_PROVIDER ?? null,
      messaging: e.MESSAGING_PROVIDER ?? null,
      smtp: e.SMTP_URL && e.SMTP_FROM ? { url: e.SMTP_URL, from: e.SMTP_FROM } : null,
      smsHttp: e.SMS_HTTP_URL ? { url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN ?? null, sender: e.SMS_HTTP_SENDER ?? null } : null,
      firebase: e.FIREBASE_PROJECT_ID ? { projectId: e.FIREBASE_PROJECT_ID, emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST ?? null } : null,
      gameCatalogue,
    },
    http: {
      connectionTimeoutMs: e.HTTP_CONNECTION_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
  };
}
