import path from 'node:path';
import { z } from 'zod';
import { parseSupportStaff, type SupportStaff } from './modules/chat/staff';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  PGLITE_DIR: {
    schema: z.string().min(1).default('.data/pglite'),
    fix: 'set PGLITE_DIR to a folder path, or PGLITE_DIR=memory for a throw-away database',
  },
  OPERATOR_TOKEN: {
    schema: z.string().min(24, 'must be at least 24 characters'),
    fix: 'set OPERATOR_TOKEN to a random secret, e.g. OPERATOR_TOKEN=$(openssl rand -hex 16)',
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
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string | 'memory' };
  /** Redis for socket.io fan-out across instances; null on a single instance. */
  redisUrl: string | null;
  operatorToken: string;
  /** The support console's accounts (SUPPORT_STAFF): each reply records its sender's name. Empty: the console is closed. */
  supportStaff: readonly SupportStaff[];
  brandsDir: string;
  brandsDist: string;
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
}

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
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: e.PGLITE_DIR === 'memory' ? 'memory' : path.resolve(cwd, e.PGLITE_DIR) },
    redisUrl: e.REDIS_URL ?? null,
    operatorToken: e.OPERATOR_TOKEN,
    supportStaff,
    brandsDir: path.resolve(cwd, e.BRANDS_DIR),
    brandsDist: path.resolve(cwd, e.BRANDS_DIST),
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
    },
    oidc,
    wallet: {
      autoConfirmMinutes: e.WITHDRAWAL_AUTO_CONFIRM_MINUTES,
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
  };
}
