import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import gateway, { serverOptions } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { backends } from './backends';
import type { BrandsFixture } from './brands';

export const OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef';
export const DEFAULT_PASSWORD = 'Default123';

export function testConfig(fixture: BrandsFixture, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    OPERATOR_TOKEN,
    PGLITE_DIR: 'memory',
    BRANDS_DIR: fixture.brandsDir,
    BRANDS_DIST: fixture.brandsDist,
    LOG_LEVEL: 'silent',
    DEFAULT_PASSWORD,
    // Test-only costs: argon2id at 64 KiB and a proof of work of at most 50 hashes keep the suite fast.
    ARGON2_MEMORY_KIB: '64',
    ALTCHA_MAX_NUMBER: '50',
    // Suites run the lottery job themselves, against their fake clock.
    LOTTERY_JOB_INTERVAL_SECONDS: '0',
    // The development stand-ins the suites drive (a suite of the production set-up passes '' to unset them).
    PAYMENTS_PROVIDER: 'simulator',
    GAME_VENDOR_PROVIDER: 'simulator',
    MESSAGING_PROVIDER: 'outbox',
    GAME_CATALOGUE: 'demo',
    // The two test workers share one Redis (REDIS_URL): each worker's gateways keep to their own
    // channels, while the instances a suite builds in one worker still reach each other.
    REDIS_KEY_PREFIX: `test-${process.pid}:`,
    ...env,
  });
}

export interface BuildOptions {
  env?: Record<string, string>;
  database?: Database;
  /** Extra routes, registered after the gateway so they inherit its error handler. */
  extend?: FastifyPluginAsync;
  /** Receives the JSON log lines, to assert on what the server logs. */
  logLines?: string[];
  /** The clock the rules read; see FakeClock. */
  now?: () => Date;
  /** The answer of every captcha image. */
  captchaText?: () => string;
}

export async function buildApp(fixture: BrandsFixture, options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = testConfig(fixture, options.env);
  const base = serverOptions(config);
  const logLines = options.logLines;
  const app = Fastify(
    logLines
      ? {
          ...base,
          logger: {
            level: 'info',
            stream: new Writable({
              write(chunk, _encoding, callback) {
                logLines.push(String(chunk));
                callback();
              },
            }),
          },
        }
      : base,
  );
  // Without a database of its own, the app gets a PGlite from the migrated template (fast), closed with the app.
  const owned = options.database ? undefined : await backends[0]!.open();
  let disposed = false;
  const dispose = async () => {
    if (owned && !disposed) {
      disposed = true;
      await owned.dispose();
    }
  };
  app.addHook('onClose', dispose);
  try {
    await app.register(gateway, {
      config,
      database: options.database ?? owned!,
      ...(options.now ? { now: options.now } : {}),
      ...(options.captchaText ? { captchaText: options.captchaText } : {}),
    });
    if (options.extend) await app.register(options.extend);
    await app.ready();
  } catch (error) {
    await dispose();
    throw error;
  }
  return app;
}
