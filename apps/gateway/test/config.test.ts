import path from 'node:path';
import { BACKOFFICE_PERMISSIONS } from '@platform/shared/api-contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const TOKEN = 'a'.repeat(32);
/** The variables with no default; every other test adds to these. */
const REQUIRED = { OPERATOR_TOKEN: TOKEN, DEFAULT_PASSWORD: 'Default123' };

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('config', () => {
  it('refuses to start without OPERATOR_TOKEN and says how to make one', () => {
    const message = problemsOf({});
    expect(message).toContain('OPERATOR_TOKEN: is required');
    expect(message).toContain('openssl rand -hex 16');
  });

  it('rejects an OPERATOR_TOKEN shorter than 24 characters without echoing it', () => {
    const message = problemsOf({ OPERATOR_TOKEN: 'short-secret' });
    expect(message).toContain('OPERATOR_TOKEN: must be at least 24 characters');
    expect(message).not.toContain('short-secret');
  });

  it('names PORT and the fix when PORT is not a port number', () => {
    expect(problemsOf({ ...REQUIRED, PORT: 'eighty' })).toMatch(/PORT: .*Fix: set PORT to a TCP port number/);
    expect(problemsOf({ ...REQUIRED, PORT: '70000' })).toContain('PORT:');
  });

  it('names every bad variable at once', () => {
    const message = problemsOf({ ...REQUIRED, TRUST_PROXY: 'yes', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    expect(message).toContain('TRUST_PROXY:');
    expect(message).toContain('LOG_LEVEL:');
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });

  it('applies the documented defaults and resolves folders against the working folder', () => {
    const config = loadConfig(REQUIRED, '/srv/app');
    expect(config).toEqual({
      port: 3000,
      metricsPort: null,
      host: '0.0.0.0',
      database: { kind: 'pglite', dir: path.resolve('/srv/app', '.data/pglite') },
      redisUrl: null,
      redisKeyPrefix: '',
      // OPERATOR_TOKEN is the API key `automation`, allowed everything (issue 25; test/config-api-keys.test.ts).
      apiKeys: [{ name: 'automation', token: TOKEN, permissions: [...BACKOFFICE_PERMISSIONS], merchants: '*' }],
      supportStaff: [],
      brandsDir: path.resolve('/srv/app', 'brands'),
      brandsDist: path.resolve('/srv/app', 'dist/brands'),
      backofficeDist: path.resolve('/srv/app', 'dist/apps/backoffice'),
      // Issue 22: staff sessions end after 15 idle minutes; cashier decisions above 10,000.00 ask twice.
      backoffice: { idleMinutes: 15, confirmAmount: 1_000_000, exportMaxRows: 100_000, seedStaff: [] },
      defaultBrand: 'default',
      trustProxy: false,
      logLevel: 'info',
      configCacheSeconds: 30,
      auth: {
        defaultPassword: 'Default123',
        seedDemo: false,
        sessionMaxHours: 12,
        sessionTouchSeconds: 60,
        sessionCacheSeconds: 30,
        passwordMaxAgeDays: 90,
        altchaMaxNumber: 20_000,
        codeMinutes: 5,
        maxFailuresPerAccount: 5,
        maxFailuresPerIp: 20,
        failureWindowMinutes: 15,
        argon2MemoryKib: 19_456,
        registrationMaxPerIpPerHour: 5,
        registrationMaxPerMerchantPerHour: 500,
      },
      oidc: {},
      wallet: { autoConfirmMinutes: 30, jobIntervalSeconds: 60, uploadLimits: { maxSide: 4096, maxPixels: 4096 * 4096 } },
      lottery: { fastPeriodSeconds: 60, regionalPeriodSeconds: 300, jobIntervalSeconds: 5 },
      agent: { realtimeSalarySeconds: 300, payoutTimer: true },
      realityCheckOverride: null,
      appEnv: 'development',
      providers: { payments: null, gameVendors: null, messaging: null, smtp: null, smsHttp: null, firebase: null, gameCatalogue: 'in-house' },
      http: { connectionTimeoutMs: 60_000, headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 5_000 },
    });
  });

  it('configures a social login provider only with its issuer, client id and secret together', () => {
    const google = { OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_GOOGLE_CLIENT_ID: 'id', OIDC_GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ ...REQUIRED, ...google }).oidc).toEqual({
      google: { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
    });
    expect(problemsOf({ ...REQUIRED, OIDC_FACEBOOK_CLIENT_ID: 'id' })).toContain('must be set together');
    expect(problemsOf({ ...REQUIRED, ...google, OIDC_GOOGLE_ISSUER: 'not a url' })).toContain('OIDC_GOOGLE_ISSUER:');
  });

  it('refuses to start without DEFAULT_PASSWORD, and with one shorter than 8 characters, without echoing it', () => {
    expect(problemsOf({ OPERATOR_TOKEN: TOKEN })).toContain('DEFAULT_PASSWORD: is required');
    const message = problemsOf({ OPERATOR_TOKEN: TOKEN, DEFAULT_PASSWORD: 'abc123' });
    expect(message).toContain('DEFAULT_PASSWORD: must be at least 8 characters');
    expect(message).not.toContain('abc123');
  });

  it('keeps the OWASP argon2id memory cost unless ARGON2_MEMORY_KIB lowers it, and reads SEED_DEMO', () => {
    expect(loadConfig(REQUIRED).auth.argon2MemoryKib).toBe(19_456);
    expect(loadConfig({ ...REQUIRED, ARGON2_MEMORY_KIB: '64' }).auth.argon2MemoryKib).toBe(64);
    expect(loadConfig({ ...REQUIRED, SEED_DEMO: 'true' }).auth.seedDemo).toBe(true);
    expect(problemsOf({ ...REQUIRED, LOGIN_MAX_FAILURES_PER_IP: '0' })).toContain('LOGIN_MAX_FAILURES_PER_IP:');
  });

  it('uses in-memory PGlite when PGLITE_DIR is memory', () => {
    expect(loadConfig({ ...REQUIRED, PGLITE_DIR: 'memory' }).database).toEqual({ kind: 'pglite', dir: 'memory' });
  });

  it('selects PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgres://gw@db:5432/gateway';
    expect(loadConfig({ ...REQUIRED, DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url });
  });

  it('takes REDIS_URL for the live fan-out, refuses another scheme, and treats empty as unset', () => {
    expect(loadConfig({ ...REQUIRED, REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
    expect(loadConfig({ ...REQUIRED, REDIS_URL: '' }).redisUrl).toBeNull();
    expect(problemsOf({ ...REQUIRED, REDIS_URL: 'http://cache' })).toContain('REDIS_URL: must be a redis:// or rediss:// URL');
  });

  it('takes REDIS_KEY_PREFIX for the socket.io channels, empty by default, and refuses a space', () => {
    expect(loadConfig(REQUIRED).redisKeyPrefix).toBe('');
    expect(loadConfig({ ...REQUIRED, REDIS_KEY_PREFIX: 'staging:' }).redisKeyPrefix).toBe('staging:');
    expect(problemsOf({ ...REQUIRED, REDIS_KEY_PREFIX: 'a b' })).toContain('REDIS_KEY_PREFIX:');
  });

  it('maps TRUST_PROXY true, false and loopback', () => {
    expect(loadConfig({ ...REQUIRED, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...REQUIRED, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...REQUIRED, TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('bounds uploaded images by UPLOAD_MAX_SIDE_PX, by side and by area', () => {
    expect(loadConfig({ ...REQUIRED, UPLOAD_MAX_SIDE_PX: '2000' }).wallet.uploadLimits).toEqual({ maxSide: 2000, maxPixels: 4_000_000 });
    expect(problemsOf({ ...REQUIRED, UPLOAD_MAX_SIDE_PX: '100' })).toContain('UPLOAD_MAX_SIDE_PX:');
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ ...REQUIRED, PORT: '' }).port).toBe(3000);
  });

  describe('providers (issue 19)', () => {
    const STAND_INS = { PAYMENTS_PROVIDER: 'simulator', GAME_VENDOR_PROVIDER: 'simulator', MESSAGING_PROVIDER: 'outbox', GAME_CATALOGUE: 'demo' };

    it('selects no simulator, no outbox and no demo catalogue unless they are named', () => {
      expect(loadConfig(REQUIRED).providers).toEqual({ payments: null, gameVendors: null, messaging: null, smtp: null, smsHttp: null, firebase: null, gameCatalogue: 'in-house' });
      expect(loadConfig({ ...REQUIRED, ...STAND_INS }).providers).toEqual({
        payments: 'simulator',
        gameVendors: 'simulator',
        messaging: 'outbox',
        smtp: null,
        smsHttp: null,
        firebase: null,
        gameCatalogue: 'demo',
      });
      // The demo data brings the demo catalogue along, unless GAME_CATALOGUE says otherwise.
      expect(loadConfig({ ...REQUIRED, SEED_DEMO: 'true' }).providers.gameCatalogue).toBe('demo');
      expect(loadConfig({ ...REQUIRED, SEED_DEMO: 'true', GAME_CATALOGUE: 'in-house' }).providers.gameCatalogue).toBe('in-house');
    });

    it('refuses a provider name it has no adapter for', () => {
      expect(problemsOf({ ...REQUIRED, PAYMENTS_PROVIDER: 'stripe' })).toMatch(/PAYMENTS_PROVIDER: .*Fix: set PAYMENTS_PROVIDER to one of simulator/);
      expect(problemsOf({ ...REQUIRED, MESSAGING_PROVIDER: 'twilio' })).toContain('MESSAGING_PROVIDER:');
    });

    it('boots APP_ENV=production with none of them', () => {
      expect(loadConfig({ ...REQUIRED, APP_ENV: 'production' })).toMatchObject({ appEnv: 'production', providers: { payments: null, gameCatalogue: 'in-house' } });
      expect(loadConfig(REQUIRED).appEnv).toBe('development');
      expect(problemsOf({ ...REQUIRED, APP_ENV: 'staging' })).toContain('APP_ENV:');
    });

    it('refuses to boot APP_ENV=production with a simulator, the outbox or the demo data, one line per variable with its fix', () => {
      for (const [variable, value] of [...Object.entries(STAND_INS), ['SEED_DEMO', 'true'] as const]) {
        const message = problemsOf({ ...REQUIRED, APP_ENV: 'production', [variable]: value });
        expect(message).toMatch(new RegExp(`^  ${variable}: is not allowed with APP_ENV=production: .*Fix: unset ${variable}`, 'm'));
      }
      const all = problemsOf({ ...REQUIRED, APP_ENV: 'production', ...STAND_INS, SEED_DEMO: 'true' });
      expect(all.split('\n').filter((line) => line.includes('APP_ENV=production'))).toHaveLength(5);
    });
  });

  describe('HTTP timeouts (issue 19)', () => {
    it('has defaults that close idle and slow clients and let socket.io long-polling through', () => {
      expect(loadConfig(REQUIRED).http).toEqual({ connectionTimeoutMs: 60_000, headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 5_000 });
    });

    it('reads each timeout in seconds', () => {
      const http = loadConfig({
        ...REQUIRED,
        HTTP_CONNECTION_TIMEOUT_SECONDS: '0',
        HTTP_HEADERS_TIMEOUT_SECONDS: '1',
        HTTP_REQUEST_TIMEOUT_SECONDS: '2',
        HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '3',
      }).http;
      expect(http).toEqual({ connectionTimeoutMs: 0, headersTimeoutMs: 1000, requestTimeoutMs: 2000, keepAliveTimeoutMs: 3000 });
    });

    it('refuses a connection timeout that would cut socket.io long-polls, and a request timeout below the headers timeout', () => {
      expect(problemsOf({ ...REQUIRED, HTTP_CONNECTION_TIMEOUT_SECONDS: '10' })).toMatch(/HTTP_CONNECTION_TIMEOUT_SECONDS: must be 0 or above 25.*Fix:/);
      expect(problemsOf({ ...REQUIRED, HTTP_HEADERS_TIMEOUT_SECONDS: '20', HTTP_REQUEST_TIMEOUT_SECONDS: '10' })).toMatch(
        /HTTP_REQUEST_TIMEOUT_SECONDS: must be at least HTTP_HEADERS_TIMEOUT_SECONDS\. Fix:/,
      );
      expect(problemsOf({ ...REQUIRED, HTTP_HEADERS_TIMEOUT_SECONDS: '0' })).toContain('HTTP_HEADERS_TIMEOUT_SECONDS:');
    });
  });
});
