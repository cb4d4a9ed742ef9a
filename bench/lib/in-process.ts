// The gateway inside the benchmark's own process (as gateway-throughput.ts runs it), and bench
// members made through the gateway's own repositories and session service: a real login needs the
// bot check and E encryption, which a load generator should not spend its time on.
import Fastify, { type FastifyInstance } from 'fastify';
import app, { serverOptions } from '../../apps/gateway/src/app';
import { loadConfig } from '../../apps/gateway/src/config';
import { OPERATOR_TOKEN } from './gateway.mjs';

export { OPERATOR_TOKEN };

/**
 * Boots the gateway with bench defaults (demo data, silent log, in-memory PGlite unless `env` says
 * DATABASE_URL) overridden by `env`. Listens on `port` when given; otherwise it is only booted, as a
 * handle on the services for a database other processes serve. With `logFile`, the gateway logs
 * (at LOG_LEVEL, default error) go there as JSON lines.
 */
export async function bootGateway(env: Record<string, string>, port?: number, logFile?: string): Promise<FastifyInstance> {
  const config = loadConfig({
    ...process.env,
    PORT: String(port ?? 0),
    HOST: '127.0.0.1',
    PGLITE_DIR: 'memory',
    DATABASE_URL: '',
    REDIS_URL: '',
    OPERATOR_TOKEN,
    DEFAULT_PASSWORD: 'Default123',
    SEED_DEMO: 'true',
    PAYMENTS_PROVIDER: 'simulator',
    GAME_VENDOR_PROVIDER: 'simulator',
    MESSAGING_PROVIDER: 'outbox',
    LOG_LEVEL: logFile ? 'error' : 'silent',
    ...env,
  });
  const options = serverOptions(config);
  const gateway = Fastify({ ...options, logger: logFile ? { ...(options.logger as object), file: logFile } : false });
  await gateway.register(app, { config });
  if (port !== undefined) await gateway.listen({ port, host: '127.0.0.1' });
  else await gateway.ready();
  return gateway;
}

export interface BenchMember {
  id: number;
  account: string;
  token: string;
}

/**
 * `count` active members `${prefix}0001`... of `merchantCode`, each with a live session. One
 * password hash serves them all (argon2 per member would take minutes); nobody logs in with it.
 */
export async function createMembers(
  gateway: FastifyInstance,
  options: { merchantCode: string; prefix: string; count: number; uplineId?: number; type?: number; sessionMinutes?: number },
): Promise<BenchMember[]> {
  const passwordHash = await gateway.passwords.hash(`Bench-${options.prefix}-not-a-secret-1`);
  const created: BenchMember[] = [];
  const now = new Date();
  const width = Math.max(4, String(options.count).length);
  // A few at a time: the pool has 10 connections and the gateway may be serving already.
  const batch = 8;
  for (let start = 0; start < options.count; start += batch) {
    const accounts = Array.from({ length: Math.min(batch, options.count - start) }, (_, i) => `${options.prefix}${String(start + i + 1).padStart(width, '0')}`);
    const rows = await Promise.all(
      accounts.map(async (account) => {
        const member = await gateway.memberRepository.insert({
          merchantCode: options.merchantCode,
          account,
          nickname: account,
          type: options.type ?? 0,
          passwordHash,
          passwordChangedAt: now,
          firstTimeLogin: false,
          uplineId: options.uplineId ?? null,
        });
        const token = await gateway.sessions.start(member.id, options.sessionMinutes ?? 24 * 60);
        return { id: member.id, account: member.account, token };
      }),
    );
    created.push(...rows);
  }
  return created;
}

/** A session for an existing member (demo01, agent01, ...). */
export async function sessionFor(gateway: FastifyInstance, merchantCode: string, account: string): Promise<BenchMember> {
  const member = await gateway.memberRepository.findByAccount(merchantCode, account);
  if (!member) throw new Error(`${merchantCode}/${account} is missing: did SEED_DEMO run?`);
  return { id: member.id, account: member.account, token: await gateway.sessions.start(member.id, 24 * 60) };
}

/** The operator credit route (EXTERNAL -> MAIN), as an operator's back office calls it. */
export async function operatorCredit(base: string, merchantCode: string, account: string, amount: number, idempotencyKey: string) {
  const response = await fetch(`${base}/api/operator/wallet/credit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ idempotencyKey, merchantCode, account, amount }),
  });
  const body = (await response.json()) as { success: boolean; code?: string; value?: { transferId: number; balance: number } };
  if (response.status !== 200) throw new Error(`credit ${account}: ${response.status} ${body.code ?? ''}`);
  return body.value!;
}

/** Every element of `items` through `fn`, at most `concurrency` at a time. */
export async function mapLimit<T, R>(items: readonly T[], concurrency: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i]!, i);
      }
    }),
  );
  return results;
}
